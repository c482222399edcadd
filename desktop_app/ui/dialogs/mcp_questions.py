"""What an MCP server needs the person to say yes to: the first start of a server (showing the
exact command line or address, and the names of what it is given) and each sampling request
(what the server wants the model to read). "No" is the default and has the focus."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontDatabase, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.mcp.config import McpServerConfig, ServerKind
from desktop_app.mcp.elicitation import ElicitationAnswer, ElicitationRequest
from desktop_app.mcp.sampling import SamplingRequest
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.widgets.asking import answer_of
from desktop_app.ui.widgets.spoken import named_as_shown


def fill(text: str, value: object) -> str:
    return text.replace("%1", str(value))


class McpQuestion(QDialog):
    """A sentence, a block of exact text, and Yes / No (No has the focus)."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.sentence = QLabel(self)
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.sentence.setWordWrap(True)
        self.exact = QPlainTextEdit(self)
        self.exact.setReadOnly(True)
        self.exact.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        box = QDialogButtonBox(self)
        self.yes_button = QPushButton(self)
        self.no_button = QPushButton(self)
        box.addButton(self.yes_button, QDialogButtonBox.ButtonRole.AcceptRole)
        box.addButton(self.no_button, QDialogButtonBox.ButtonRole.RejectRole)
        for button in (self.yes_button, self.no_button):
            button.setAutoDefault(False)
        self.no_button.setDefault(True)
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.sentence)
        layout.addWidget(self.exact, 1)
        layout.addWidget(box)
        self.resize(560, 300)

    def said(self, title: str, sentence: str, exact: str, yes: str, no: str) -> None:
        self.setWindowTitle(title)
        self.setAccessibleName(title)
        self.sentence.setText(sentence)
        self.exact.setPlainText(exact)
        self.exact.setAccessibleName(sentence)
        self.yes_button.setText(yes)
        self.no_button.setText(no)
        named_as_shown(self.sentence, self.yes_button, self.no_button)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.no_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)


class StartQuestion(McpQuestion):
    def __init__(self, config: McpServerConfig, parent: QWidget | None) -> None:
        super().__init__(parent)
        if config.kind is ServerKind.HTTP:
            sentence = self.tr(
                "Connect to the MCP server “%1” for the first time? It will be reached at:"
            )
        else:
            sentence = self.tr(
                "Start the MCP server “%1” for the first time? This command will run:"
            )
        exact = [visible(config.command_line())]
        given = [*config.env_names, *config.header_names]
        if given:
            exact.append(fill(self.tr("Given from the keyring: %1"), ", ".join(given)))
        self.said(
            self.tr("New MCP server"),
            fill(sentence, config.name),
            "\n".join(exact),
            self.tr("Start"),
            self.tr("Don't start"),
        )


class SamplingQuestion(McpQuestion):
    def __init__(self, request: SamplingRequest, parent: QWidget | None) -> None:
        super().__init__(parent)
        lines = []
        if request.system_prompt:
            lines.append(f"[system] {visible(request.system_prompt, keep=chr(10))}")
        lines += [f"[{visible(m.role)}] {visible(m.text, keep=chr(10))}" for m in request.messages]
        self.said(
            self.tr("An MCP server asks the model"),
            fill(self.tr("The MCP server “%1” wants the model to answer this:"), request.server),
            "\n".join(lines),
            self.tr("Send to the model"),
            self.tr("Decline"),
        )


async def approve_start(config: McpServerConfig, parent: QWidget | None) -> bool:
    return await answer_of(StartQuestion(config, parent)) == QDialog.DialogCode.Accepted.value


async def approve_sampling(request: SamplingRequest, parent: QWidget | None) -> bool:
    return await answer_of(SamplingQuestion(request, parent)) == QDialog.DialogCode.Accepted.value


async def answer_form(request: ElicitationRequest, parent: QWidget | None) -> ElicitationAnswer:
    """A server's question to the person, as a form; its window is loaded when first asked."""
    from desktop_app.ui.dialogs.elicitation_form import ask_form

    return await ask_form(request, parent)
