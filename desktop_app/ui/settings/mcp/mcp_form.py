"""Adding or editing one MCP server: its name, what runs (a command line) or is reached (an
address), and the variables or headers it is given. Values typed here go to the keyring, never
to the settings file; an empty value keeps the one stored."""

from __future__ import annotations

import shlex
from dataclasses import dataclass, replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.mcp.config import McpServerConfig, ServerKind
from desktop_app.ui.settings.page import buddy, plain
from desktop_app.ui.widgets.spoken import named_as_shown


@dataclass(frozen=True, slots=True)
class FormResult:
    config: McpServerConfig
    values: dict[str, str]  # name -> new value (env or header, by the config's kind)


def parse_pairs(text: str, separator: str) -> dict[str, str]:
    """``NAME=value`` (or ``Name: value``) lines; a name alone keeps its stored value."""
    pairs = {}
    for line in text.splitlines():
        name, _, value = line.partition(separator)
        if name.strip():
            pairs[name.strip()] = value.strip()
    return pairs


class ServerForm(QDialog):
    def __init__(
        self,
        existing: McpServerConfig | None,
        taken: set[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.existing = existing
        self.taken = taken
        self.name_edit = QLineEdit(existing.name if existing else "", self)
        self.name_edit.setReadOnly(existing is not None)  # the keyring entries hang on the name
        self.launch_edit = QLineEdit(existing.command_line() if existing else "", self)
        self.values_edit = QPlainTextEdit(self)
        self.values_edit.setTabChangesFocus(True)
        if existing is not None:
            names = (
                existing.header_names if existing.kind is ServerKind.HTTP else existing.env_names
            )
            self.values_edit.setPlainText("\n".join(f"{name}=" for name in names))
        self.enabled_check = QCheckBox(self)
        self.enabled_check.setChecked(existing.enabled if existing else True)
        self.sampling_check = QCheckBox(self)
        self.sampling_check.setChecked(existing.allow_sampling if existing else False)
        self.problem = QLabel(self)  # not selectable: it takes no focus, and is read when shown
        self.problem.setTextFormat(Qt.TextFormat.PlainText)
        self.problem.setWordWrap(True)
        self.problem.hide()
        form = QFormLayout()
        self.name_label = buddy(self, self.name_edit)
        self.launch_label = buddy(self, self.launch_edit)
        self.values_label = buddy(self, self.values_edit)
        form.addRow(self.name_label, self.name_edit)
        form.addRow(self.launch_label, self.launch_edit)
        form.addRow(self.values_label, self.values_edit)
        form.addRow(self.enabled_check)
        form.addRow(self.sampling_check)
        self.hint = plain(QLabel(self))
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.save_button = box.button(QDialogButtonBox.StandardButton.Save)
        box.accepted.connect(self._save)
        box.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.hint)
        layout.addWidget(self.problem)
        layout.addWidget(box)
        self.result_value: FormResult | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("MCP server"))
        self.name_label.setText(self.tr("&Name:"))
        self.launch_label.setText(self.tr("&Command or address:"))
        self.launch_edit.setPlaceholderText(self.tr("uvx mcp-server-time, or https://…"))
        self.values_label.setText(self.tr("&Variables or headers:"))
        self.values_edit.setPlaceholderText("API_TOKEN=…")
        self.hint.setText(
            self.tr(
                "One NAME=value a line: environment variables for a command, HTTP headers for "
                "an address. Values go to the system keyring; an empty value keeps the stored one."
            )
        )
        self.enabled_check.setText(self.tr("&Enabled"))
        self.sampling_check.setText(self.tr("Let it ask the &model (each request asked first)"))
        named_as_shown(self.enabled_check, self.sampling_check, self.hint, self.problem)
        for label, field in (
            (self.name_label, self.name_edit),
            (self.launch_label, self.launch_edit),
            (self.values_label, self.values_edit),
        ):
            named_as_shown(label)
            field.setAccessibleName(label.accessibleName().rstrip(":"))
        for button in self.findChildren(QPushButton):
            named_as_shown(button)

    def _save(self) -> None:
        name = self.name_edit.text().strip()
        launch = self.launch_edit.text().strip()
        try:
            config = self._config(name, launch)
        except ValueError as exc:
            self.problem.setText(str(exc))
            named_as_shown(self.problem)
            self.problem.show()
            return
        values = parse_pairs(self.values_edit.toPlainText(), "=")
        self.result_value = FormResult(config, {k: v for k, v in values.items() if v})
        self.accept()

    def _config(self, name: str, launch: str) -> McpServerConfig:
        if not name or (self.existing is None and name in self.taken):
            raise ValueError(self.tr("Give the server a name no other server has."))
        names = tuple(parse_pairs(self.values_edit.toPlainText(), "="))
        remote = launch.startswith(("http://", "https://"))
        try:
            words = [] if remote else shlex.split(launch)
        except ValueError:
            words = []
        if not remote and not words:
            raise ValueError(self.tr("Write the command that starts the server, or its address."))
        base = self.existing or McpServerConfig(name=name)
        return replace(
            base,
            kind=ServerKind.HTTP if remote else ServerKind.STDIO,
            command="" if remote else words[0],
            args=() if remote else tuple(words[1:]),
            url=launch if remote else "",
            env_names=() if remote else names,
            header_names=names if remote else (),
            enabled=self.enabled_check.isChecked(),
            allow_sampling=self.sampling_check.isChecked(),
        )
