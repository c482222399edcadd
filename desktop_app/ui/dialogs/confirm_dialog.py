"""The question put to the person before a tool acts.

Built from a ``ConfirmationRequest`` only (the type is the gate): the tool's name, what the tool
itself says will happen, and the validated arguments shown as data. Nothing the model wrote
around the call reaches this dialog. "Deny" is the default and has the focus, so an Enter typed
a moment too late into the composer, Escape or closing the window all mean no.
"""

from __future__ import annotations

import asyncio
import html
import json
import re
from typing import Any

from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.ui.dialogs import confirm_titles, tool_intents
from desktop_app.ui.dialogs.confirm_narrow import NarrowChoices
from desktop_app.ui.dialogs.dialog_placement import clear_of
from desktop_app.ui.dialogs.text_views import DiffView, TextBlock
from desktop_app.ui.theme import SPACING, TYPE_SCALE, TextRole, mark

CELL_MAX_CHARS = 160  # longer values are cut in the cell; the tooltip has the whole value
TOOLTIP_MAX_CHARS = 20_000  # past this a tooltip is no longer readable anyway


def visible(text: str, keep: str = "") -> str:
    """Text as data: control and invisible formatting characters (line breaks, escapes, bidi
    overrides, zero-width spaces...) are spelled out as escapes, so a value cannot fake another
    line of the dialog or reverse the text that follows it. Characters in ``keep`` stay."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() or ch in keep else ch.encode("unicode_escape").decode("ascii")
        for ch in text
    )


def shown_value(value: Any) -> str:
    """An argument's value as shown: strings verbatim (control characters made visible), any
    other value as JSON."""
    if isinstance(value, str):
        return visible(value)
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # validated arguments are JSON; this is a safety net
        text = repr(value)
    return visible(text)


def is_multiline(value: Any) -> bool:
    """A text of several lines is shown as a block with its line breaks, not in a cell."""
    return isinstance(value, str) and "\n" in value.rstrip("\n")


def _filled(template: str, *values: str) -> str:
    """``%1``, ``%2``... filled in one pass: a value holding "%2" is never filled again."""
    return re.sub(r"%(\d)", lambda m: values[int(m[1]) - 1], template)


def _elided(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def _plain_tooltip(text: str) -> str:
    """Qt guesses whether a tooltip is rich text; escaping and wrapping it decides for it."""
    if len(text) > TOOLTIP_MAX_CHARS:
        text = text[:TOOLTIP_MAX_CHARS] + f"\u2026 (+{len(text) - TOOLTIP_MAX_CHARS})"
    return f"<p style='white-space:pre-wrap'>{html.escape(text)}</p>"


class ConfirmationDialog(QDialog):
    def __init__(self, request: ConfirmationRequest, parent: QWidget | None = None) -> None:
        if not isinstance(request, ConfirmationRequest):  # the type is the gate
            raise TypeError("a confirmation dialog is built from a ConfirmationRequest only")
        super().__init__(parent)
        self.request = request
        self._decision = Decision.DENY
        self.setModal(True)

        self.title_label = self._plain_label("")
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * TYPE_SCALE.subtitle)
        self.title_label.setFont(font)
        self.tool_label = self._plain_label("")  # the tool's own name, small, below the title
        small = self.tool_label.font()
        small.setPointSizeF(small.pointSizeF() * TYPE_SCALE.small)
        self.tool_label.setFont(small)
        mark(self.tool_label, TextRole.MUTED)
        self.description_label = self._plain_label("")
        self.effect_label = self._plain_label("")
        single = tuple(pair for pair in request.arguments if not is_multiline(pair[1]))
        self.arguments_table = self._arguments_table(single)
        # Each value of several lines as a block of its own, with its real line breaks.
        self.text_blocks: dict[str, TextBlock] = {
            name: TextBlock(visible(value, keep="\n\t"), self)
            for name, value in request.arguments
            if is_multiline(value)
        }

        self.details_view: DiffView | None = None
        if request.details:
            self.details_view = DiffView(visible(request.details, keep="\n\t"), self)

        self.deny_button = QPushButton(self)
        self.allow_once_button = QPushButton(self)
        self.allow_always_button = QPushButton(self)
        # Deny is the default and starts with the focus. An allow button answers Enter only
        # once the person has moved the focus onto it on purpose (Qt's auto-default).
        for button in (self.deny_button, self.allow_once_button, self.allow_always_button):
            button.setAutoDefault(True)
        self.deny_button.setDefault(True)
        self.deny_button.clicked.connect(self.reject)
        self.allow_once_button.clicked.connect(lambda: self._answer(Decision.ALLOW_ONCE))
        self.allow_always_button.clicked.connect(
            lambda: self._answer(Decision.ALLOW_TOOL_IN_CONVERSATION)
        )

        self.allow_always_button.setVisible(not request.once_only)
        self.narrow = NarrowChoices(request, self._answer, self)  # nothing when once-only
        buttons = QHBoxLayout()
        buttons.addWidget(self.allow_always_button)
        buttons.addStretch(1)
        buttons.addWidget(self.allow_once_button)
        buttons.addWidget(self.deny_button)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.tool_label)
        layout.addSpacing(SPACING.xs)
        layout.addWidget(self.description_label)
        layout.addWidget(self.effect_label)
        self._arguments_caption = QLabel(self)
        self._arguments_caption.setBuddy(self.arguments_table)
        if single:
            layout.addWidget(self._arguments_caption)
            layout.addWidget(self.arguments_table)
        else:
            self._arguments_caption.hide()
            self.arguments_table.hide()
        self._block_captions: dict[str, QLabel] = {}
        for name, block in self.text_blocks.items():
            caption = self._plain_label(visible(name) + ":")
            caption.setBuddy(block)
            self._block_captions[name] = caption
            layout.addWidget(caption)
            layout.addWidget(block, 1)
        self._details_caption = QLabel(self)
        if self.details_view is not None:
            self._details_caption.setBuddy(self.details_view)
            layout.addWidget(self._details_caption)
            layout.addWidget(self.details_view, 2)
        else:
            self._details_caption.hide()
        layout.addWidget(self.narrow)
        layout.addLayout(buttons)

        # Deny first in the tab order, then the allow buttons, then the data to inspect.
        chain: list[QWidget] = [
            self.deny_button,
            self.allow_once_button,
            self.allow_always_button,
            *self.narrow.buttons.values(),
            self.arguments_table,
            *self.text_blocks.values(),
        ]
        if self.details_view is not None:
            chain.append(self.details_view)
        for first, second in zip(chain, chain[1:], strict=False):
            QWidget.setTabOrder(first, second)
        self.deny_button.setFocus(Qt.FocusReason.OtherFocusReason)
        self.retranslate()
        # Room for the arguments; never less than the buttons' words need (a fixed minimum
        # would let the layout squeeze "Permitir siempre…" below its text).
        self.fit_screen()

    def fit_screen(self) -> None:
        """Never wider or taller than the screen's free area: the text blocks scroll inside."""
        screen = (self.parentWidget() or self).screen() or QGuiApplication.primaryScreen()
        room = screen.availableGeometry()
        frame = 48  # the window manager's title bar and borders, outside the dialog's size
        self.setMaximumSize(room.width(), max(200, room.height() - frame))
        hint = self.sizeHint()
        self.resize(
            min(max(560, hint.width()), self.maximumWidth()),
            min(hint.height(), self.maximumHeight()),
        )

    def retranslate(self) -> None:
        request = self.request
        self.setWindowTitle(self.tr("Allow this action?"))
        self.setAccessibleName(self.tr("Allow this action?"))
        self.setAccessibleDescription(
            self.tr("A tool asks to act; nothing happens unless you allow it")
        )
        self.title_label.setText(visible(confirm_titles.title(request)))
        self.title_label.setAccessibleName(self.tr("Action"))
        self.tool_label.setText(self._tool_line())
        if request.asked_for:  # side by side: which column's model asks
            asked = _filled(self.tr("Asked by %1"), visible(request.asked_for))
            self.tool_label.setText(f"{asked} · {self.tool_label.text()}")
            self.setWindowTitle(f"{self.windowTitle()} — {visible(request.asked_for)}")
        self.tool_label.setAccessibleName(self.tr("Tool"))
        self.description_label.setAccessibleName(self.tr("What will happen"))
        self.effect_label.setAccessibleName(self.tr("What the tool can do"))
        if request.sends_data_off_machine:  # "only reads" would hide where the data goes
            effect = self.tr("This tool sends data over the network, off this computer.")
        elif request.read_only:
            effect = self.tr("This tool only reads; it changes nothing.")
        else:
            effect = self.tr("This tool can change things on this computer.")
        self.effect_label.setText(effect)
        if request.folders_shared is not None:  # an MCP tool: server, what it does, may do
            line = _filled(
                self.tr("MCP server %1: %2 %3"),
                visible(request.folders_shared.server),
                visible(self._server_words()),
                effect,
            )
            self.description_label.setText(line)
            self.effect_label.hide()
        else:
            intent = confirm_titles.with_absolute_paths(request)
            description = tool_intents.say(intent) or request.description
            self.description_label.setText(visible(description, keep="\n"))
        self.arguments_table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Value")])
        self.arguments_table.setAccessibleName(self.tr("Arguments"))
        self.arguments_table.setAccessibleDescription(
            self.tr("The values the tool will use, exactly as checked")
        )
        self._arguments_caption.setText(self.tr("Arguments:"))
        self._details_caption.setText(self.tr("Details:"))
        if self.details_view is not None:
            self.details_view.setAccessibleName(self.tr("Details of the change"))
            self.details_view.setAccessibleDescription(self.tr("What would change, line by line"))
        self.narrow.retranslate()
        for button, text, description in (
            (self.deny_button, self.tr("Deny"), self.tr("The tool does not act (the default)")),
            (self.allow_once_button, self.tr("Allow once"), self.tr("The tool acts this time")),
            (
                self.allow_always_button,
                self.tr("Always allow this tool in this conversation"),
                self.tr("The tool acts now and later in this conversation without asking"),
            ),
        ):
            button.setText(text)
            button.setAccessibleName(text)
            button.setAccessibleDescription(description)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- building ---------------------------------------------------------------------------

    def _tool_line(self) -> str:
        request = self.request
        if request.folders_shared is None:
            return visible(request.tool_name)
        return _filled(
            self.tr("%1 · MCP server %2"),
            visible(request.remote_name or request.tool_name),
            visible(request.folders_shared.server),
        )

    def _server_words(self) -> str:
        words = self.request.server_description.strip() or self.tr("(no description)")
        return words if words.endswith((".", "!", "?")) else words + "."

    def _plain_label(self, text: str) -> QLabel:
        label = QLabel(self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # never rich text, whatever it contains
        label.setText(text)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def _arguments_table(self, arguments: tuple[tuple[str, Any], ...]) -> QTableWidget:
        table = QTableWidget(len(arguments), 2, self)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setTextElideMode(Qt.TextElideMode.ElideRight)
        table.setWordWrap(False)
        table.setTabKeyNavigation(False)  # Tab leaves the table, as in the rest of the dialog
        table.verticalHeader().setVisible(False)
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        read_only = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        for row, (name, value) in enumerate(arguments):
            name_text = visible(str(name))
            value_text = shown_value(value)
            name_item = QTableWidgetItem(name_text)
            name_item.setFlags(read_only)
            value_item = QTableWidgetItem(_elided(value_text, CELL_MAX_CHARS))
            value_item.setFlags(read_only)
            value_item.setData(Qt.ItemDataRole.UserRole, value_text)  # the whole shown value
            value_item.setToolTip(_plain_tooltip(value_text))
            name_item.setToolTip(_plain_tooltip(name_text))
            table.setItem(row, 0, name_item)
            table.setItem(row, 1, value_item)
        # As tall as its rows (up to five), then it scrolls: the dialog's room goes to the text.
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(row) for row in range(min(len(arguments), 5)))
        height = rows + table.horizontalHeader().sizeHint().height() + 2 * table.frameWidth()
        table.setMaximumHeight(height + 2)
        table.setMinimumHeight(min(height, table.horizontalHeader().sizeHint().height() * 3))
        return table

    # -- answering --------------------------------------------------------------------------

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.deny_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _answer(self, decision: Decision) -> None:
        self._decision = decision
        self.accept()

    def reject(self) -> None:
        """Deny, Escape and closing the window all land here."""
        self._decision = Decision.DENY
        super().reject()

    def decision(self) -> Decision:
        return self._decision


def _scroll_area_of(widget: QWidget) -> QScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not isinstance(parent, QScrollArea):
        parent = parent.parentWidget()
    return parent


async def ask(
    request: ConfirmationRequest,
    parent: QWidget | None = None,
    keep_in_sight: QWidget | None = None,
) -> Decision:
    """Asks the person, modally, without blocking the asyncio loop (``open()``, not
    ``exec()``). Cancelling the awaiting task closes the dialog as a denial. The dialog is
    placed clear of ``keep_in_sight`` (the tool's card) where its window has the room."""
    dialog = ConfirmationDialog(request, parent)
    if parent is not None and keep_in_sight is not None and keep_in_sight.isVisible():
        scroll = _scroll_area_of(keep_in_sight)
        if scroll is not None:
            scroll.ensureWidgetVisible(keep_in_sight)  # first the card in view, then clear of it
        window = parent.window()
        card = QRect(keep_in_sight.mapToGlobal(QPoint(0, 0)), keep_in_sight.size())
        area = QRect(window.mapToGlobal(QPoint(0, 0)), window.size())
        dialog.move(clear_of(card, dialog.size(), area, SPACING.m))
    future: asyncio.Future[Decision] = asyncio.get_running_loop().create_future()

    def finished(_result: int) -> None:
        if not future.done():
            future.set_result(dialog.decision())

    dialog.finished.connect(finished)
    dialog.open()
    try:
        return await future
    finally:
        if dialog.isVisible():  # cancelled while showing: the question is withdrawn
            dialog.finished.disconnect(finished)
            dialog.reject()
        dialog.deleteLater()
