"""The conversation's own settings, in a popover under the header: its system prompt and how
its answers appear, worded as the General page of Settings words the default they override."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.ui.theme import LAYOUT, SPACING

# None: as Settings says; then the policies in the order Settings lists them.
DISPLAY_CHOICES: tuple[str | None, ...] = (
    None,
    DisplayPolicy.WORDS.value,
    DisplayPolicy.SENTENCES.value,
    DisplayPolicy.WHOLE.value,
)


class ConversationOptions(QFrame):
    """A popup (it closes on a click outside or Escape) holding ``system_prompt`` and
    ``display_policy``; the window saves them as they change."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Popup)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.system_prompt = QLineEdit(self)
        self.display_policy = QComboBox(self)
        for value in DISPLAY_CHOICES:
            self.display_policy.addItem("", value)
        self.prompt_caption = QLabel(self)
        self.prompt_caption.setBuddy(self.system_prompt)
        self.display_caption = QLabel(self)
        self.display_caption.setBuddy(self.display_policy)
        self.prompt_hint = QLabel(self)
        self.prompt_hint.setWordWrap(True)
        form = QFormLayout(self)
        form.setContentsMargins(SPACING.m, SPACING.m, SPACING.m, SPACING.m)
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)  # captions above: narrow
        form.addRow(self.prompt_caption, self.system_prompt)
        form.addRow(self.prompt_hint)
        form.addRow(self.display_caption, self.display_policy)
        # Which knowledge bases it searches: the window's knowledge wiring answers the click.
        self.knowledge_button = QPushButton(self)
        form.addRow(self.knowledge_button)
        self._name_knowledge_button()
        # Wide enough for a sentence of instructions, never wider than a reading column.
        self.setMinimumWidth(min(LAYOUT.reading_width // 2 + SPACING.xxl * 2, 440))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._name_knowledge_button()
        super().changeEvent(event)

    def _name_knowledge_button(self) -> None:
        self.knowledge_button.setText(self.tr("Knowledge bases…"))
        self.knowledge_button.setAccessibleName(self.tr("Knowledge bases…"))

    def open_below(self, anchor: QWidget) -> None:
        """Shown under ``anchor``, its right edge on the anchor's, inside the anchor's window."""
        self.adjustSize()
        window = anchor.window().geometry()
        below = anchor.mapToGlobal(anchor.rect().bottomRight())
        width = min(self.width(), window.width())
        x = max(window.left(), min(below.x() - width, window.right() - width))
        self.setGeometry(x, below.y(), width, self.sizeHint().height())
        self.show()
        self.system_prompt.setFocus(Qt.FocusReason.PopupFocusReason)

    def show_values(self, system_prompt: str, display_policy: str | None) -> None:
        """The conversation's values, without the signals that would save them again."""
        self.system_prompt.setText(system_prompt)
        self.display_policy.blockSignals(True)
        index = self.display_policy.findData(display_policy)
        self.display_policy.setCurrentIndex(max(index, 0))
        self.display_policy.blockSignals(False)
