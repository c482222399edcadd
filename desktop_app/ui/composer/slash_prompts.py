"""Prompts on a slash: ``/`` at the start of the message box opens the list of prompts, filtered
by what follows it; arrows and Enter choose, Escape closes it and leaves the text. A chosen
prompt replaces the typed ``/…``; when it has ``{{variables}}`` a row above the box asks for
each once (Tab between them, Enter fills them in, Escape leaves the text as it is).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QLocale, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QWidget,
)

from desktop_app.config.prompt_texts import offered
from desktop_app.config.prompts import Prompt, fill, variables
from desktop_app.ui.theme.tokens import SPACING

_LIST_ROWS = 7  # the list's height, in rows, before it scrolls
_KEYS_OF_THE_LIST = {
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Enter,
    Qt.Key.Key_Escape,
    Qt.Key.Key_PageUp,
    Qt.Key.Key_PageDown,
}


def query_of(text: str) -> str | None:
    """What filters the list: the text after a leading ``/`` on a single line; None when the
    box does not start a slash command."""
    if not text.startswith("/") or "\n" in text:
        return None
    return text[1:]


def matching(prompts: tuple[Prompt, ...], query: str) -> list[Prompt]:
    """Names that start with the words first, then names and texts that contain them."""
    words = query.casefold().split()
    if not words:
        return list(prompts)
    found = [p for p in prompts if all(w in f"{p.name} {p.text}".casefold() for w in words)]
    return sorted(found, key=lambda p: not p.name.casefold().startswith(words[0]))


class PromptList(QListWidget):
    """The popup: never takes the focus, so typing goes on in the box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setObjectName("slashPrompts")
        self.hide()

    def show_prompts(self, prompts: list[Prompt]) -> None:
        self.clear()
        for prompt in prompts:
            item = QListWidgetItem(prompt.name)
            item.setToolTip(prompt.text[:400])
            self.addItem(item)
        self.setCurrentRow(0 if prompts else -1)
        rows = max(1, min(len(prompts), _LIST_ROWS))
        self.setFixedHeight(rows * self.sizeHintForRow(0) + 2 * self.frameWidth() + 2)

    def move_by(self, step: int) -> None:
        if self.count():
            self.setCurrentRow(max(0, min(self.count() - 1, self.currentRow() + step)))


class VariablesRow(QFrame):
    """One field per variable, above the box; Enter in any of them fills the text in."""

    filled = Signal(dict)  # name -> value
    dismissed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptVariables")
        self.fields: dict[str, QLineEdit] = {}
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(SPACING.s)
        self.hide()

    def ask(self, names: tuple[str, ...]) -> None:
        while self._row.count():
            item = self._row.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.fields = {}
        for name in names:
            label = QLabel(f"{name}:", self)
            field = QLineEdit(self)
            field.setAccessibleName(name)
            field.setPlaceholderText(name)
            label.setBuddy(field)
            field.returnPressed.connect(self._fill)
            field.installEventFilter(self)
            self._row.addWidget(label)
            self._row.addWidget(field, 1)
            self.fields[name] = field
        for first, second in zip(
            self.fields.values(), list(self.fields.values())[1:], strict=False
        ):
            QWidget.setTabOrder(first, second)
        self.show()
        next(iter(self.fields.values())).setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill(self) -> None:
        self.hide()
        self.filled.emit({name: field.text() for name, field in self.fields.items()})

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not isinstance(event, QKeyEvent) or event.key() != Qt.Key.Key_Escape:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:  # ours, not the window's Stop
            event.accept()
            return True
        if event.type() == QEvent.Type.KeyPress:
            self.hide()
            self.dismissed.emit()
            return True
        return False


class SlashPrompts(QObject):
    """Watches the message box; owns the popup list and the variables row the card lays out.
    ``library`` and ``language`` are asked each time the list opens: the settings may have
    changed, and the window's language."""

    chosen = Signal(object)  # the Prompt put into the box

    def __init__(self, box: QPlainTextEdit, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.box = box
        self.library: Callable[[], tuple[Prompt, ...]] = lambda: ()
        self.language: Callable[[], str | None] = lambda: QLocale().name()  # the window's
        self.list = PromptList()
        self.list.itemClicked.connect(lambda _item: self.choose())
        self.variables = VariablesRow()
        self.variables.filled.connect(self._fill_in)
        self.variables.dismissed.connect(lambda: self.box.setFocus())
        self._shown: list[Prompt] = []
        self._template = ""
        self._closed_for: str | None = None  # Escape closed the list for this text
        box.textChanged.connect(self._follow)
        box.installEventFilter(self)

    def prompts(self) -> tuple[Prompt, ...]:
        return offered(self.library(), self.language())

    def _follow(self) -> None:
        text = self.box.toPlainText()
        query = query_of(text)
        if query is None or text == self._closed_for:
            self.list.hide()
            return
        self._closed_for = None
        self._shown = matching(self.prompts(), query)
        self.list.show_prompts(self._shown)
        self.list.setVisible(bool(self._shown))

    def close_list(self) -> None:
        """Escape: the list goes, the text stays (typing on opens it again)."""
        self._closed_for = self.box.toPlainText()
        self.list.hide()

    def choose(self) -> Prompt | None:
        row = self.list.currentRow()
        if not self.list.isVisible() or not 0 <= row < len(self._shown):
            return None
        prompt = self._shown[row]
        self.list.hide()
        self._template = prompt.text
        self.box.setPlainText(prompt.text)
        self._cursor_to_end()
        names = variables(prompt.text)
        if names:
            self.variables.ask(names)
        else:
            self.box.setFocus()
        self.chosen.emit(prompt)
        return prompt

    def _fill_in(self, values: dict[str, str]) -> None:
        if self.box.toPlainText() == self._template:  # not edited meanwhile: filled in whole
            self.box.setPlainText(fill(self._template, values))
        else:
            self.box.setPlainText(fill(self.box.toPlainText(), values))
        self._cursor_to_end()
        self.box.setFocus()

    def _cursor_to_end(self) -> None:
        cursor = self.box.textCursor()
        cursor.movePosition(cursor.MoveOperation.End)
        self.box.setTextCursor(cursor)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.list.isVisible() or not isinstance(event, QKeyEvent):
            return False
        key = Qt.Key(event.key())
        if key not in _KEYS_OF_THE_LIST or event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            return False
        if event.type() == QEvent.Type.ShortcutOverride:  # Escape and Enter are the list's now
            event.accept()
            return True
        if event.type() != QEvent.Type.KeyPress:
            return False
        moves = {
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_PageUp: -_LIST_ROWS,
            Qt.Key.Key_PageDown: _LIST_ROWS,
        }
        if key in moves:
            self.list.move_by(moves[key])
        elif key == Qt.Key.Key_Escape:
            self.close_list()
        else:
            self.choose()
        return True
