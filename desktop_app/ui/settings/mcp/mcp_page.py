"""The MCP servers page: the servers configured, each with its state (starting, connected with
its tools, failed with the last lines of its log), added, edited, switched on and off,
restarted, removed, imported from other clients and exported for them.

Env and header values live in the keyring under ``desktop_app.mcp.config.secret_id``; the
settings file holds their names only. Every change is saved, then handed to the running servers
(``ServerManager.apply``): a changed server is started again, and asks first if what it runs
changed.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.mcp_servers import remember_pins
from desktop_app.config.settings import ProviderSettings
from desktop_app.mcp.config import McpServerConfig, ServerKind, secret_id
from desktop_app.mcp.export import export_servers
from desktop_app.mcp.importing import settled, store_values_async
from desktop_app.mcp.manager import ServerManager, ServerStatus
from desktop_app.mcp.pins import StartCheck, keep_as_approved
from desktop_app.mcp.servers import ServerState
from desktop_app.secrets import SecretsError
from desktop_app.secrets_service import Secrets
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.problems import keyring_problem
from desktop_app.ui.settings.mcp.mcp_form import FormResult, ServerForm
from desktop_app.ui.settings.mcp.mcp_problems import mcp_problem
from desktop_app.ui.settings.mcp.mcp_review import ReviewDialog
from desktop_app.ui.settings.mcp.mcp_transfer import ChooseFile, ExportQuestion, ImportDialog
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage, fill, plain
from desktop_app.ui.widgets.asking import answer_of
from desktop_app.ui.widgets.spoken import named_as_shown

_ACCEPTED = QDialog.DialogCode.Accepted.value


class McpServersPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        manager: ServerManager,
        *,
        secrets: Secrets,
        choose_import: ChooseFile,
        choose_export: ChooseFile,
        key_timeout: float = 10.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.manager = manager
        self.secrets = secrets
        self.choose_import = choose_import
        self.choose_export = choose_export
        self.key_timeout = key_timeout
        self.caption = plain(QLabel(self))
        self.server_list = QListWidget(self)
        self.server_list.currentItemChanged.connect(lambda *_: self._show_selected())
        self.add_button = QPushButton(self)
        self.edit_button = QPushButton(self)
        self.remove_button = QPushButton(self)
        self.restart_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.export_button = QPushButton(self)
        self.enabled_check = QCheckBox(self)
        self.status_label = plain(QLabel(self))
        # A server whose tools are blocked (changed since approved, ``mcp.pins``): said, and
        # the review of the change offered.
        self.drift_label = QLabel(self)  # not selectable: it takes no focus, read when shown
        self.drift_label.setTextFormat(Qt.TextFormat.PlainText)
        self.drift_label.setWordWrap(True)
        self.review_button = QPushButton(self)
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(lambda: self.work.start(self.review()))
        self.log_view = QPlainTextEdit(self)
        self.log_view.setReadOnly(True)
        self.log_view.setMaximumBlockCount(200)
        actions: dict[QPushButton, Callable[[], object]] = {
            self.add_button: lambda: self.work.start(self.add()),
            self.edit_button: lambda: self.work.start(self.edit()),
            self.remove_button: lambda: self.work.start(self.remove()),
            self.restart_button: self.restart,
            self.import_button: lambda: self.work.start(self.import_servers()),
            self.export_button: lambda: self.work.start(self.export()),
        }
        buttons = QGridLayout()
        for index, (button, action) in enumerate(actions.items()):
            button.setAutoDefault(False)
            button.clicked.connect(lambda _checked=False, act=action: act())
            buttons.addWidget(button, index // 3, index % 3)
        self.enabled_check.toggled.connect(self._set_enabled)
        layout = QVBoxLayout(self)
        layout.addWidget(self.caption)
        layout.addWidget(self.server_list, 2)
        layout.addLayout(buttons)
        layout.addWidget(self.enabled_check)
        layout.addWidget(self.status_label)
        drift = QHBoxLayout()
        drift.addWidget(self.drift_label, 1)
        drift.addWidget(self.review_button)
        layout.addLayout(drift)
        layout.addWidget(self.log_view, 1)
        self._unlisten = manager.listen(lambda _name: self.refresh())
        self.retranslate()

    def detach(self) -> None:
        """The window is closing: the servers go on, without telling this page."""
        self._unlisten()

    def retranslate(self) -> None:
        self.caption.setText(
            self.tr("Tool servers (MCP). Their tools are offered to the model, each call asked.")
        )
        self.server_list.setAccessibleName(self.tr("MCP servers"))
        self.add_button.setText(self.tr("&Add…"))
        self.edit_button.setText(self.tr("&Edit…"))
        self.remove_button.setText(self.tr("&Remove"))
        self.restart_button.setText(self.tr("Re&start"))
        self.import_button.setText(self.tr("&Import…"))
        self.export_button.setText(self.tr("E&xport…"))
        self.enabled_check.setText(self.tr("E&nabled"))
        self.review_button.setText(self.tr("Re&view changes…"))
        self.log_view.setAccessibleName(self.tr("Server log"))
        buttons = (self.add_button, self.edit_button, self.remove_button, self.restart_button)
        named_as_shown(self.caption, *buttons, self.import_button, self.export_button)
        named_as_shown(self.enabled_check, self.review_button)
        self.refresh()

    # -- what is shown ----------------------------------------------------------------------

    def servers(self) -> tuple[McpServerConfig, ...]:
        return self.settings.app.mcp_servers

    def selected(self) -> McpServerConfig | None:
        item = self.server_list.currentItem()
        name = item.data(Qt.ItemDataRole.UserRole) if item is not None else None
        return next((server for server in self.servers() if server.name == name), None)

    def state_text(self, config: McpServerConfig) -> str:
        if not config.enabled:
            return self.tr("Disabled")
        status = self.manager.status(config.name)
        if status.state is ServerState.CONNECTED:
            connected = self.tr("Connected: %n tools", "", status.tools)
            blocked = self._blocked_note(self.manager.pin_check(config))
            return f"{connected} · {blocked}" if blocked else connected
        if status.state is ServerState.FAILED:
            return fill(self.tr("Failed: %1"), self._problem(status))
        if status.state is ServerState.DECLINED:
            return self.tr("Not started: its first start was not confirmed")
        if status.state is ServerState.STARTING:
            return self.tr("Starting…")
        return self.tr("Stopped")

    def _blocked_note(self, check: StartCheck | None) -> str:
        """The row's word on tools blocked since approved, so it shows without selecting."""
        if check is None or not check.blocked:
            return ""
        if check.problem or (check.drift is not None and check.drift.launch):
            return self.tr("tools blocked, review")
        return self.tr("%n changed, review", "", len(check.blocked))

    def _problem(self, status: ServerStatus) -> str:
        problem = status.problem
        return mcp_problem(problem.problem, problem.code) if problem else "?"

    def refresh(self) -> None:
        chosen = self.selected()
        self.server_list.blockSignals(True)
        self.server_list.clear()
        for server in self.servers():
            item = QListWidgetItem(f"{visible(server.name)} — {self.state_text(server)}")
            item.setData(Qt.ItemDataRole.UserRole, server.name)
            self.server_list.addItem(item)
            if chosen is not None and server.name == chosen.name:
                self.server_list.setCurrentItem(item)
        if self.server_list.currentItem() is None and self.server_list.count():
            self.server_list.setCurrentRow(0)
        self.server_list.blockSignals(False)
        self._show_selected()

    def _show_selected(self) -> None:
        config = self.selected()
        for widget in (self.edit_button, self.remove_button, self.enabled_check):
            widget.setEnabled(config is not None)
        self.restart_button.setEnabled(config is not None and config.enabled)
        self.export_button.setEnabled(bool(self.servers()))
        if config is None:
            self.status_label.setText(self.tr("No server yet: add one or import them."))
            named_as_shown(self.status_label)
            self.log_view.clear()
            self._show_drift(None)
            return
        self.enabled_check.blockSignals(True)
        self.enabled_check.setChecked(config.enabled)
        self.enabled_check.blockSignals(False)
        self.status_label.setText(f"{visible(config.command_line())}\n{self.state_text(config)}")
        named_as_shown(self.status_label)
        lines = self.manager.status(config.name).log_tail
        self.log_view.setPlainText("\n".join(visible(line) for line in lines))
        self._show_drift(self.manager.pin_check(config) if config.enabled else None)

    def _show_drift(self, check: StartCheck | None) -> None:
        blocked = check is not None and bool(check.blocked)
        self.drift_label.setVisible(blocked)
        self.review_button.setVisible(blocked)
        if check is None or not blocked:
            return
        if check.problem:
            said = self.tr("What you approved of it cannot be read: its tools are blocked.")
        elif check.drift is not None and check.drift.launch:
            said = self.tr("Its launch changed since you approved it: its tools are blocked.")
        else:
            said = self.tr("%n tools changed since you approved them", "", len(check.blocked))
        self.drift_label.setText(said)

    # -- changes ----------------------------------------------------------------------------

    def select(self, name: str) -> None:
        for row in range(self.server_list.count()):
            item = self.server_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.server_list.setCurrentItem(item)

    def _save(self, servers: tuple[McpServerConfig, ...]) -> bool:
        if self.apply(lambda: self.settings.update_app(mcp_servers=servers)) is FAILED:
            return False
        self.manager.apply(self.servers())
        self.refresh()
        return True

    def _set_enabled(self, enabled: bool) -> None:
        config = self.selected()
        if config is not None:
            self._replace(replace(config, enabled=enabled))

    def _replace(self, config: McpServerConfig) -> bool:
        kept = tuple(s for s in self.servers() if s.name != config.name)
        order = [s.name for s in self.servers()]
        merged = sorted(
            (*kept, config), key=lambda s: order.index(s.name) if s.name in order else len(order)
        )
        return self._save(tuple(merged))

    async def review(self) -> None:
        """The change shown; approved, what runs now (what was shown) becomes the pins, as
        ``arroyo mcp approve-change`` makes it, and its tools are offered again."""
        config = self.selected()
        check = self.manager.pin_check(config) if config is not None else None
        if config is None or check is None or not check.blocked:
            return
        if await answer_of(ReviewDialog(config.name, check, self)) != _ACCEPTED:
            return
        if not keep_as_approved(check.now, lambda s, pins: remember_pins(self.settings, s, pins)):
            self.problem.emit(self.tr("The approval could not be saved in the settings."))
            return
        self.manager.apply(self.servers())
        self.refresh()

    def restart(self) -> None:
        config = self.selected()
        if config is not None:
            self.manager.restart(config.name)

    async def add(self) -> None:
        await self._edit(None)

    async def edit(self) -> None:
        config = self.selected()
        if config is not None:
            await self._edit(config)

    async def _edit(self, existing: McpServerConfig | None) -> None:
        form = ServerForm(existing, {s.name for s in self.servers()}, self)
        results: list[FormResult | None] = []
        form.finished.connect(lambda _result: results.append(form.result_value))
        if await answer_of(form) != _ACCEPTED or not results or results[0] is None:
            return
        config, values = results[0].config, results[0].values
        where = "header" if config.kind is ServerKind.HTTP else "env"
        stored = {secret_id(config.name, where, name): value for name, value in values.items()}
        dropped = self._secret_ids(existing) - self._secret_ids(config) if existing else set()
        if await self._keyring(stored, dropped) and self._replace(config):
            self.select(config.name)

    async def remove(self) -> None:
        config = self.selected()
        if config is None:
            return
        if self._save(tuple(s for s in self.servers() if s.name != config.name)):
            await self._keyring({}, self._secret_ids(config))

    async def import_servers(self) -> None:
        dialog = ImportDialog(self.choose_import, self)
        found: list = []
        dialog.finished.connect(lambda _result: found.extend(dialog.imported))
        if await answer_of(dialog) != _ACCEPTED:
            return

        def store(key: str, value: str) -> Awaitable[None]:
            return self.secrets.set_key_async(key, value, timeout=self.key_timeout)

        # Without a keyring the import goes on: plain values kept, secrets marked as needed.
        stored = await store_values_async(found, store)
        if stored.problem is not None:
            self.problem.emit(keyring_problem(stored.problem))
        names = {item.config.name for item in found}
        kept = tuple(s for s in self.servers() if s.name not in names)
        self._save((*kept, *(settled(item, stored).config for item in found)))

    async def export(self) -> None:
        question = ExportQuestion(self)
        include: list[bool] = []
        question.finished.connect(lambda _r: include.append(question.include_check.isChecked()))
        if await answer_of(question) != _ACCEPTED:
            return
        path = self.choose_export(self)
        if path is None:
            return
        values = await self._read_values() if include and include[0] else None
        if include and include[0] and values is None:
            return
        document = export_servers(self.servers(), values)
        try:
            path.write_text(json.dumps(document, indent=2, ensure_ascii=False) + "\n", "utf-8")
        except OSError as exc:
            self.problem.emit(fill(self.tr("%1 could not be written: %2"), path, exc.strerror))
            return
        self.problem_solved.emit()

    # -- the keyring ------------------------------------------------------------------------

    @staticmethod
    def _secret_ids(config: McpServerConfig) -> set[str]:
        return set(config.secret_ids())

    async def _keyring(self, store: dict[str, str], delete: set[str]) -> bool:
        try:
            for key, value in store.items():
                await self.secrets.set_key_async(key, value, timeout=self.key_timeout)
            for key in delete:
                await self.secrets.delete_key_async(key, timeout=self.key_timeout)
        except SecretsError as exc:
            self.problem.emit(keyring_problem(exc.kind))
            return False
        return True

    async def _read_values(self) -> dict[str, str] | None:
        values = {}
        try:
            for config in self.servers():
                for key in sorted(self._secret_ids(config)):
                    value = await self.secrets.get_key_async(key, timeout=self.key_timeout)
                    if value is not None:
                        values[key] = value
        except SecretsError as exc:
            self.problem.emit(keyring_problem(exc.kind))
            return None
        return values


def choose_json_file(parent: QWidget, saving: bool) -> Path | None:
    """The system's file dialog (tests hand the page their own chooser)."""
    from PySide6.QtWidgets import QFileDialog

    choose = QFileDialog.getSaveFileName if saving else QFileDialog.getOpenFileName
    path, _filter = choose(parent, "", "", "JSON (*.json);;*")
    return Path(path) if path else None
