"""The settings window: providers and their keys, tools and their permissions, display.

Changes apply as they are made (there is only a Close button). Keys go to the system keyring
through the ``secrets`` object (the ``desktop_app.secrets`` module in the app), off the GUI
thread and with a timeout; a key already stored is shown as "stored", never read back into a
field. When no keyring works, the person may keep a key for this session only: it then lives in
the ``session_keys`` dict the app passed in, in memory, and nowhere else.
"""

from __future__ import annotations

import asyncio
import datetime
import logging
from collections.abc import Awaitable, Callable, Coroutine, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app import secrets as keyring_secrets
from desktop_app.net.errors import Action, ProviderError
from desktop_app.net.models import list_models
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.secrets import SecretsError
from desktop_app.store.grants import Grant, GrantStore
from desktop_app.ui.settings_model import (
    DISPLAY_POLICIES,
    TRANSPORTS,
    ProviderEntry,
    ProviderSettings,
    SettingsError,
)
from desktop_app.ui.startup_problems import describe_settings_error

log = logging.getLogger(__name__)

KEY_TIMEOUT_SECONDS = 10.0
# The presets a person can add ("demo" is the app's own offline simulator, not a provider).
ADDABLE_PRESETS = ("openai", "anthropic", "gemini", "ollama", "lmstudio", "openai-compatible")


class Secrets(Protocol):
    """What the dialog needs of the keyring; ``desktop_app.secrets`` is the real one."""

    async def get_key_async(self, provider: str, *, timeout: float = ...) -> str | None: ...

    async def set_key_async(self, provider: str, key: str, *, timeout: float = ...) -> None: ...

    def delete_key(self, provider: str) -> None: ...


ListModels = Callable[[Endpoint], Awaitable[list[str]]]


def _fill(text: str, *values: object) -> str:
    """Qt's ``%1``, ``%2`` placeholders, so translations can reorder them."""
    for number, value in enumerate(values, start=1):
        text = text.replace(f"%{number}", str(value))
    return text


def _plain(label: QLabel) -> QLabel:
    label.setTextFormat(Qt.TextFormat.PlainText)  # provider messages are never rich text
    label.setWordWrap(True)
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


class SettingsDialog(QDialog):
    def __init__(
        self,
        settings: ProviderSettings,
        grants: GrantStore | None = None,
        *,
        session_keys: dict[str, str] | None = None,
        secrets: Secrets = keyring_secrets,  # type: ignore[assignment]
        list_models: ListModels = list_models,
        conversation_title: Callable[[str], str | None] | None = None,
        languages: Sequence[tuple[str, str]] = (("en", "English"),),
        key_timeout: float = KEY_TIMEOUT_SECONDS,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.grants = grants
        self.session_keys = session_keys if session_keys is not None else {}
        self._secrets = secrets
        self._list_models = list_models
        self._conversation_title = conversation_title
        self._key_timeout = key_timeout
        self._key_states: dict[str, str] = {}  # entry id -> "stored" | "none"
        self._tasks: set[asyncio.Task[Any]] = set()
        self.last_task: asyncio.Task[Any] | None = None
        self._current_id: str | None = None

        self.setWindowTitle(self.tr("Settings"))
        self.setAccessibleName(self.tr("Settings"))
        self.resize(780, 560)

        self.tabs = QTabWidget(self)
        self.tabs.setAccessibleName(self.tr("Settings pages"))
        self.tabs.addTab(self._providers_page(), self.tr("&Providers"))
        self.tabs.addTab(self._tools_page(), self.tr("&Tools"))
        self.tabs.addTab(self._general_page(languages), self.tr("&General"))

        self.error_label = _plain(QLabel(self))
        self.error_label.setAccessibleName(self.tr("Problem"))
        self.error_label.hide()

        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.close_button = box.button(QDialogButtonBox.StandardButton.Close)
        self.close_button.setText(self.tr("Close"))
        self.close_button.setAccessibleName(self.tr("Close settings"))
        box.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(box)

        # Enter in a field finishes that field; it never presses a button behind the person.
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)

        self._refresh_providers(select=settings.providers[0].id if settings.providers else None)
        self._refresh_grants()

    # == providers ================================================================================

    def _providers_page(self) -> QWidget:
        page = QWidget(self)
        self.providers_list = QListWidget(page)
        self.providers_list.setAccessibleName(self.tr("Providers"))
        self.providers_list.currentRowChanged.connect(self._on_provider_selected)

        self.add_button = QPushButton(self.tr("&Add provider…"), page)
        self.add_button.setAccessibleName(self.tr("Add provider"))
        self.add_menu = QMenu(self.add_button)
        self.add_menu.setAccessibleName(self.tr("Provider types"))
        for name in ADDABLE_PRESETS:
            action = self.add_menu.addAction(self._preset_label(name))
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: self.add_provider(n))
        self.add_button.setMenu(self.add_menu)
        self.remove_button = QPushButton(self.tr("&Remove provider"), page)
        self.remove_button.setAccessibleName(self.tr("Remove provider"))
        self.remove_button.clicked.connect(self._remove_current)

        left = QVBoxLayout()
        left.addWidget(self.providers_list, 1)
        left.addWidget(self.add_button)
        left.addWidget(self.remove_button)

        self.editor = QWidget(page)
        form = QFormLayout(self.editor)
        self.name_edit = QLineEdit(self.editor)
        self.name_edit.setAccessibleName(self.tr("Provider name"))
        self.name_edit.editingFinished.connect(self._commit_editor)
        self.preset_label = _plain(QLabel(self.editor))
        self.preset_label.setAccessibleName(self.tr("Provider type"))
        self.base_url_edit = QLineEdit(self.editor)
        self.base_url_edit.setAccessibleName(self.tr("Base URL"))
        self.base_url_edit.setPlaceholderText("https://example.com/v1")
        self.base_url_edit.editingFinished.connect(self._commit_editor)
        self.model_combo = QComboBox(self.editor)
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_combo.setAccessibleName(self.tr("Model"))
        self.model_combo.lineEdit().setAccessibleName(self.tr("Model"))
        self.model_combo.lineEdit().setPlaceholderText(
            self.tr("Type a model name, or test the connection to list them")
        )
        self.model_combo.lineEdit().editingFinished.connect(self._commit_editor)
        self.model_combo.activated.connect(lambda _index: self._commit_editor())
        self.transport_combo = QComboBox(self.editor)
        self.transport_combo.setAccessibleName(self.tr("Streaming transport"))
        transport_labels = {
            "chunked": self.tr("Chunked: text as it arrives"),
            "diff": self.tr("Snapshots: compare each update with the last"),
        }
        for name in TRANSPORTS:
            self.transport_combo.addItem(transport_labels[name], name)
        self.transport_combo.activated.connect(lambda _index: self._commit_editor())
        self.reasoning_check = QCheckBox(self.tr("Show the model's &reasoning"), self.editor)
        self.reasoning_check.setAccessibleName(self.tr("Show the model's reasoning"))
        self.reasoning_check.toggled.connect(lambda _on: self._commit_editor())

        self.key_edit = QLineEdit(self.editor)
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.setAccessibleName(self.tr("API key"))
        self.key_edit.textChanged.connect(self._on_key_typed)
        self.key_edit.returnPressed.connect(self._save_key_clicked)
        self.save_key_button = QPushButton(self.tr("&Save key"), self.editor)
        self.save_key_button.setAccessibleName(self.tr("Save key in the system keyring"))
        self.save_key_button.clicked.connect(self._save_key_clicked)
        self.remove_key_button = QPushButton(self.tr("Remo&ve key"), self.editor)
        self.remove_key_button.setAccessibleName(self.tr("Remove the stored key"))
        self.remove_key_button.clicked.connect(self._remove_key_clicked)
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.save_key_button)
        key_row.addWidget(self.remove_key_button)
        self.key_status = _plain(QLabel(self.editor))
        self.key_status.setAccessibleName(self.tr("Key status"))
        self.session_key_button = QPushButton(self.tr("&Keep for this session only"), self.editor)
        self.session_key_button.setAccessibleName(self.tr("Keep the key for this session only"))
        self.session_key_button.clicked.connect(self._keep_key_for_session)
        self.session_key_button.hide()

        self.test_button = QPushButton(self.tr("&Test connection"), self.editor)
        self.test_button.setAccessibleName(self.tr("Test connection"))
        self.test_button.clicked.connect(self._test_clicked)
        self.test_status = _plain(QLabel(self.editor))
        self.test_status.setAccessibleName(self.tr("Connection test result"))

        form.addRow(self._buddy(self.tr("&Name:"), self.name_edit), self.name_edit)
        form.addRow(self.tr("Type:"), self.preset_label)
        form.addRow(self._buddy(self.tr("Base &URL:"), self.base_url_edit), self.base_url_edit)
        form.addRow(self._buddy(self.tr("&Model:"), self.model_combo), self.model_combo)
        form.addRow(self._buddy(self.tr("Tr&ansport:"), self.transport_combo),
                    self.transport_combo)  # fmt: skip
        form.addRow("", self.reasoning_check)
        form.addRow(self._buddy(self.tr("API &key:"), self.key_edit), key_row)
        form.addRow("", self.key_status)
        form.addRow("", self.session_key_button)
        form.addRow(self.test_button, self.test_status)

        self.empty_hint = _plain(QLabel(self.tr("Add a provider to start: choose "
                                                "“Add provider…”."), page))  # fmt: skip

        right = QVBoxLayout()
        right.addWidget(self.empty_hint)
        right.addWidget(self.editor, 1)
        layout = QHBoxLayout(page)
        layout.addLayout(left, 2)
        layout.addLayout(right, 5)
        return page

    def _buddy(self, text: str, field: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(field)
        return label

    def _preset_label(self, name: str) -> str:
        labels = {
            "openai": self.tr("OpenAI"),
            "anthropic": self.tr("Anthropic"),
            "gemini": self.tr("Google Gemini"),
            "ollama": self.tr("Ollama (on this computer)"),
            "lmstudio": self.tr("LM Studio (on this computer)"),
            "openai-compatible": self.tr("OpenAI-compatible endpoint"),
        }
        return labels.get(name, PRESETS[name].label if name in PRESETS else name)

    # -- the list -------------------------------------------------------------------------------

    def _refresh_providers(self, select: str | None) -> None:
        self.providers_list.blockSignals(True)
        self.providers_list.clear()
        row_to_select = -1
        for row, entry in enumerate(self.settings.providers):
            item = QListWidgetItem(self._item_text(entry))
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
            self.providers_list.addItem(item)
            if entry.id == select:
                row_to_select = row
        if row_to_select < 0 and self.providers_list.count():
            row_to_select = 0
        self.providers_list.setCurrentRow(row_to_select)
        self.providers_list.blockSignals(False)
        self._show_entry(self._entry_at(row_to_select))

    def _item_text(self, entry: ProviderEntry) -> str:
        kind = PRESETS[entry.preset].label
        if entry.label in (kind, self._preset_label(entry.preset)):
            return entry.label
        return _fill(self.tr("%1 (%2)"), entry.label, kind)

    def _entry_at(self, row: int) -> ProviderEntry | None:
        item = self.providers_list.item(row) if row >= 0 else None
        return self.settings.get(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def _on_provider_selected(self, row: int) -> None:
        self._commit_editor()
        self._show_entry(self._entry_at(row))

    def current_entry(self) -> ProviderEntry | None:
        return self.settings.get(self._current_id) if self._current_id else None

    def select_provider(self, entry_id: str) -> None:
        for row in range(self.providers_list.count()):
            if self.providers_list.item(row).data(Qt.ItemDataRole.UserRole) == entry_id:
                self.providers_list.setCurrentRow(row)
                return
        raise KeyError(entry_id)

    def add_provider(self, preset: str) -> ProviderEntry | None:
        """Adds an entry from a preset's defaults, selects it and puts the focus on its name."""
        self._commit_editor()
        entry = self._apply(lambda: self.settings.add_preset(preset))
        if not isinstance(entry, ProviderEntry):
            return None
        self._refresh_providers(select=entry.id)
        self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.name_edit.selectAll()
        return entry

    def _remove_current(self) -> None:
        entry = self.current_entry()
        if entry is None:
            return
        if self._apply(lambda: self.settings.remove(entry.id)) is _FAILED:
            return
        self.session_keys.pop(entry.id, None)
        self._key_states.pop(entry.id, None)
        self._current_id = None
        self._refresh_providers(select=None)
        self._start(self._delete_key(entry.id, entry.label, after_removal=True))

    # -- the editor -----------------------------------------------------------------------------

    def _show_entry(self, entry: ProviderEntry | None) -> None:
        self._current_id = entry.id if entry else None
        self.editor.setVisible(entry is not None)
        self.empty_hint.setVisible(entry is None)
        self.remove_button.setEnabled(entry is not None)
        self.key_edit.clear()
        self.session_key_button.hide()
        self.test_status.clear()
        if entry is None:
            return
        preset = PRESETS[entry.preset]
        for widget in (self.name_edit, self.base_url_edit, self.model_combo,
                       self.transport_combo, self.reasoning_check):  # fmt: skip
            widget.blockSignals(True)
        self.name_edit.setText(entry.label)
        self.preset_label.setText(self._preset_label(entry.preset))
        self.base_url_edit.setText(entry.base_url)
        self.base_url_edit.setPlaceholderText(preset.base_url or "https://example.com/v1")
        self.model_combo.clear()
        self.model_combo.setEditText(entry.model)
        self.transport_combo.setCurrentIndex(max(0, self.transport_combo.findData(entry.transport)))
        self.reasoning_check.setChecked(entry.show_reasoning)
        for widget in (self.name_edit, self.base_url_edit, self.model_combo,
                       self.transport_combo, self.reasoning_check):  # fmt: skip
            widget.blockSignals(False)
        self.key_edit.setPlaceholderText(
            self.tr("Paste the API key")
            if preset.needs_key
            else self.tr("Optional: most local servers need no key")
        )
        self._show_key_state(entry.id)
        if entry.id not in self.session_keys and entry.id not in self._key_states:
            self._start(self._refresh_key_state(entry.id))

    def _commit_editor(self) -> None:
        entry = self.current_entry()
        if entry is None:
            return
        label = self.name_edit.text().strip()
        if not label:
            self.name_edit.setText(entry.label)  # a provider keeps a name
            label = entry.label
        changes = {
            "label": label,
            "base_url": self.base_url_edit.text().strip(),
            "model": self.model_combo.currentText().strip(),
            "transport": self.transport_combo.currentData() or entry.transport,
            "show_reasoning": self.reasoning_check.isChecked(),
        }
        changes = {name: value for name, value in changes.items() if getattr(entry, name) != value}
        if not changes:
            return
        updated = self._apply(lambda: self.settings.update(entry.id, **changes))
        if isinstance(updated, ProviderEntry):
            # By id: when the selection moves, the list's current row is already the next one.
            for row in range(self.providers_list.count()):
                item = self.providers_list.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == updated.id:
                    item.setText(self._item_text(updated))

    # -- keys -----------------------------------------------------------------------------------

    def _show_key_state(self, entry_id: str) -> None:
        if entry_id in self.session_keys:
            text = self.tr("A key is kept for this session only; it is forgotten when Arroyo "
                           "closes.")  # fmt: skip
            placeholder = self.tr("kept for this session only")
        elif self._key_states.get(entry_id) == "stored":
            text = self.tr("Key: stored in the system keyring.")
            placeholder = self.tr("stored — type a new key to replace it")
        elif self._key_states.get(entry_id) == "none":
            text = self.tr("No key stored.")
            placeholder = None
        else:
            text = self.tr("Checking the system keyring…")
            placeholder = None
        self.key_status.setText(text)
        if placeholder is not None:
            self.key_edit.setPlaceholderText(placeholder)
        has_key = entry_id in self.session_keys or self._key_states.get(entry_id) == "stored"
        self.remove_key_button.setEnabled(has_key)
        self.save_key_button.setEnabled(bool(self.key_edit.text().strip()))

    def _on_key_typed(self, text: str) -> None:
        self.save_key_button.setEnabled(bool(text.strip()))

    async def _refresh_key_state(self, entry_id: str) -> None:
        """Whether a key is stored: the key itself is read (keyring has no other question),
        kept for the time of the comparison only, and never put in a widget."""
        try:
            stored = await self._secrets.get_key_async(entry_id, timeout=self._key_timeout)
        except SecretsError as exc:
            if self._current_id == entry_id and entry_id not in self.session_keys:
                self.key_status.setText(_fill(self.tr("The system keyring cannot be read: %1"),
                                              exc))  # fmt: skip
            return
        self._key_states[entry_id] = "stored" if stored else "none"
        if self._current_id == entry_id:
            self._show_key_state(entry_id)

    def _save_key_clicked(self) -> None:
        entry = self.current_entry()
        key = self.key_edit.text().strip()
        if entry is None or not key:
            return
        self._start(self._save_key(entry.id, key))

    async def _save_key(self, entry_id: str, key: str) -> None:
        self.save_key_button.setEnabled(False)
        self.key_status.setText(self.tr("Saving the key in the system keyring…"))
        try:
            await self._secrets.set_key_async(entry_id, key, timeout=self._key_timeout)
        except SecretsError as exc:
            if self._current_id == entry_id:
                self.key_status.setText(self._keyring_problem(exc))
                self.session_key_button.show()
                self.save_key_button.setEnabled(True)
            return
        self.session_keys.pop(entry_id, None)
        self._key_states[entry_id] = "stored"
        if self._current_id == entry_id:
            self.key_edit.clear()
            self.session_key_button.hide()
            self._show_key_state(entry_id)
            self.key_status.setText(self.tr("Key stored in the system keyring."))

    def _keyring_problem(self, exc: SecretsError) -> str:
        causes = {
            "unavailable": self.tr("No system keyring can be used on this computer, so the key "
                                   "was not saved."),
            "locked": self.tr("The system keyring is locked, so the key was not saved. Unlock it "
                              "and try again."),
            "timeout": self.tr("The system keyring did not answer in time, so the key was not "
                               "saved. It may be waiting for you to unlock it."),
        }  # fmt: skip
        cause = causes.get(exc.kind, _fill(self.tr("The key was not saved: %1"), exc))
        return cause + " " + self.tr("Arroyo never writes keys to a file. You can keep the key "
                                     "in memory for this session only.")  # fmt: skip

    def _keep_key_for_session(self) -> None:
        entry = self.current_entry()
        key = self.key_edit.text().strip()
        if entry is None or not key:
            return
        self.session_keys[entry.id] = key
        self.key_edit.clear()
        self.session_key_button.hide()
        self._show_key_state(entry.id)

    def _remove_key_clicked(self) -> None:
        entry = self.current_entry()
        if entry is not None:
            self._start(self._delete_key(entry.id, entry.label, after_removal=False))

    async def _delete_key(self, entry_id: str, label: str, *, after_removal: bool) -> None:
        had_session_key = self.session_keys.pop(entry_id, None) is not None
        if not after_removal and self._key_states.get(entry_id) != "stored":
            if had_session_key and self._current_id == entry_id:
                self._show_key_state(entry_id)
            return
        try:
            await asyncio.wait_for(
                asyncio.to_thread(self._secrets.delete_key, entry_id), self._key_timeout
            )
        except (SecretsError, TimeoutError) as exc:
            detail = str(exc) or self.tr("the system keyring did not answer in time")
            self._show_error(_fill(self.tr("The key of “%1” could not be removed from the system "
                                           "keyring: %2"), label, detail))  # fmt: skip
            return
        self._key_states[entry_id] = "none"
        if self._current_id == entry_id:
            self._show_key_state(entry_id)
            self.key_status.setText(self.tr("Key removed."))

    # -- test connection ------------------------------------------------------------------------

    def _test_clicked(self) -> None:
        self._commit_editor()
        entry = self.current_entry()
        if entry is not None:
            self._start(self._test_connection(entry.id, self.key_edit.text().strip()))

    async def _test_connection(self, entry_id: str, typed_key: str) -> None:
        entry = self.settings.get(entry_id)
        if entry is None:
            return
        if entry.preset == "demo":
            self.test_status.setText(self.tr("The demo runs inside Arroyo: nothing to connect to."))
            return
        base_url = entry.effective_base_url
        if not base_url:
            self.test_status.setText(self.tr("Enter the server's base URL first."))
            return
        self.test_button.setEnabled(False)
        self.test_status.setText(self.tr("Connecting…"))
        try:
            key = typed_key or self.session_keys.get(entry_id)
            if not key and self._key_states.get(entry_id) != "none":
                try:
                    key = await self._secrets.get_key_async(entry_id, timeout=self._key_timeout)
                except SecretsError:
                    key = None  # tested without a key; the provider's answer will tell
            endpoint = Endpoint(wire=entry.wire, model=entry.effective_model, base_url=base_url,
                                api_key=key or None)  # fmt: skip
            try:
                models = await self._list_models(endpoint)
            except ProviderError as exc:
                text = _fill(self.tr("Could not connect: %1"), exc.message)
                hint = self._hint(exc.action)
                self._show_test_result(entry_id, f"{text} {hint}".strip())
                return
            except Exception as exc:  # noqa: BLE001 - shown, not swallowed: it is the result
                log.warning("connection test failed: %s", type(exc).__name__)
                self._show_test_result(entry_id, _fill(self.tr("Could not connect (%1)."),
                                                       type(exc).__name__))  # fmt: skip
                return
            if len(models) == 1:
                text = self.tr("Connected: 1 model")
            else:
                text = self.tr("Connected: %n models", "", len(models))
            self._show_test_result(entry_id, text, models)
        finally:
            self.test_button.setEnabled(True)

    def _hint(self, action: Action) -> str:
        hints = {
            Action.OPEN_SETTINGS: self.tr("Check the API key."),
            Action.CHOOSE_MODEL: self.tr("Check the base URL."),
            Action.CHECK_CONNECTION: self.tr("Check the address, and that the server is running."),
            Action.RETRY: self.tr("Try again in a moment."),
        }
        return hints.get(action, "")

    def _show_test_result(self, entry_id: str, text: str, models: list[str] | None = None) -> None:
        if self._current_id != entry_id:
            return
        self.test_status.setText(text)
        if models:
            current = self.model_combo.currentText()
            self.model_combo.blockSignals(True)
            self.model_combo.clear()
            self.model_combo.addItems(models)
            self.model_combo.setEditText(current)
            self.model_combo.blockSignals(False)

    # == tools ====================================================================================

    def _tools_page(self) -> QWidget:
        page = QWidget(self)
        app = self.settings.app
        self.workspace_edit = QLineEdit(str(app.workspace) if app.workspace else "", page)
        self.workspace_edit.setAccessibleName(self.tr("Workspace folder"))
        self.workspace_edit.setPlaceholderText(self.tr("The folder tools may read and write"))
        self.workspace_edit.editingFinished.connect(self._commit_workspace)
        self.workspace_button = QPushButton(self.tr("C&hoose…"), page)
        self.workspace_button.setAccessibleName(self.tr("Choose the workspace folder"))
        self.workspace_button.clicked.connect(self._choose_workspace)
        workspace_row = QHBoxLayout()
        workspace_row.addWidget(self.workspace_edit, 1)
        workspace_row.addWidget(self.workspace_button)
        self.workspace_status = _plain(QLabel(page))
        self.workspace_status.setAccessibleName(self.tr("Workspace folder status"))

        self.commands_check = QCheckBox(self.tr("Allow running &commands (always asks first)"),
                                        page)  # fmt: skip
        self.commands_check.setAccessibleName(self.tr("Allow running commands"))
        self.commands_check.setChecked(app.allow_commands)
        self.commands_check.toggled.connect(
            lambda on: self._apply(lambda: self.settings.update_app(allow_commands=on))
        )
        self.read_only_check = QCheckBox(
            self.tr("Let tools that only &read act without asking"), page
        )
        self.read_only_check.setAccessibleName(self.tr("Let read-only tools act without asking"))
        self.read_only_check.setChecked(app.allow_read_only_without_asking)
        self.read_only_check.toggled.connect(
            lambda on: self._apply(
                lambda: self.settings.update_app(allow_read_only_without_asking=on)
            )
        )

        grants_caption = QLabel(self.tr("Tools allowed to act without asking:"), page)
        self.grants_area = QScrollArea(page)
        self.grants_area.setWidgetResizable(True)
        self.grants_area.setAccessibleName(self.tr("Standing permissions"))
        self.grants_body = QWidget()
        self.grants_layout = QVBoxLayout(self.grants_body)
        self.grants_area.setWidget(self.grants_body)
        self.revoke_buttons: dict[int, QPushButton] = {}

        form = QFormLayout()
        form.addRow(self._buddy(self.tr("&Workspace folder:"), self.workspace_edit),
                    workspace_row)  # fmt: skip
        form.addRow("", self.workspace_status)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(self.commands_check)
        layout.addWidget(self.read_only_check)
        layout.addWidget(grants_caption)
        layout.addWidget(self.grants_area, 1)
        if self.grants is None:
            grants_caption.hide()
            self.grants_area.hide()
        return page

    def _choose_workspace(self) -> None:
        start = self.workspace_edit.text().strip() or str(Path.home())
        folder = QFileDialog.getExistingDirectory(self, self.tr("Workspace folder"), start)
        if folder:
            self.workspace_edit.setText(folder)
            self._commit_workspace()

    def _commit_workspace(self) -> None:
        text = self.workspace_edit.text().strip()
        folder = Path(text).expanduser() if text else None
        if folder is not None and not folder.is_dir():
            self.workspace_status.setText(self.tr("This folder does not exist."))
            return
        self.workspace_status.clear()
        if folder != self.settings.app.workspace:
            self._apply(lambda: self.settings.update_app(workspace=folder))

    def _refresh_grants(self) -> None:
        if self.grants is None:
            return
        while self.grants_layout.count():
            item = self.grants_layout.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.revoke_buttons = {}
        try:
            grants = self.grants.list()
        except Exception as exc:  # noqa: BLE001 - the database's error, shown to the person
            self._show_error(_fill(self.tr("The permissions could not be read: %1"), exc))
            grants = []
        if not grants:
            empty = _plain(QLabel(self.tr("None: every action is asked about."), self.grants_body))
            self.grants_layout.addWidget(empty)
        for grant in grants:
            self.grants_layout.addWidget(self._grant_row(grant))
        self.grants_layout.addStretch(1)

    def _grant_row(self, grant: Grant) -> QWidget:
        row = QWidget(self.grants_body)
        scope = self._grant_scope(grant)
        since = datetime.datetime.fromtimestamp(grant.created_at).strftime("%Y-%m-%d %H:%M")
        text = _fill(self.tr("%1 — %2, since %3"), grant.tool, scope, since)
        label = _plain(QLabel(text, row))
        button = QPushButton(self.tr("Revoke"), row)
        button.setAutoDefault(False)
        button.setAccessibleName(_fill(self.tr("Revoke: %1, %2"), grant.tool, scope))
        button.clicked.connect(lambda _checked=False, grant_id=grant.id: self.revoke(grant_id))
        layout = QHBoxLayout(row)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(label, 1)
        layout.addWidget(button)
        self.revoke_buttons[grant.id] = button
        return row

    def _grant_scope(self, grant: Grant) -> str:
        if grant.conversation_id is None:
            return self.tr("in every conversation")
        title = self._conversation_title(grant.conversation_id) if self._conversation_title else None
        if title:
            return _fill(self.tr("in the conversation “%1”"), title)
        return _fill(self.tr("in one conversation (%1)"), grant.conversation_id[:8])

    def revoke(self, grant_id: int) -> None:
        if self.grants is None:
            return
        try:
            self.grants.revoke(grant_id)
        except Exception as exc:  # noqa: BLE001 - the database's error, shown to the person
            self._show_error(_fill(self.tr("The permission could not be revoked: %1"), exc))
        self._refresh_grants()

    # == general ==================================================================================

    def _general_page(self, languages: Sequence[tuple[str, str]]) -> QWidget:
        page = QWidget(self)
        app = self.settings.app
        self.display_combo = QComboBox(page)
        self.display_combo.setAccessibleName(self.tr("How answers appear"))
        display_labels = {
            "words": self.tr("Word by word"),
            "sentences": self.tr("Sentence by sentence"),
            "whole": self.tr("The whole answer at once"),
        }
        for name in DISPLAY_POLICIES:
            self.display_combo.addItem(display_labels[name], name)
        self.display_combo.setCurrentIndex(max(0, self.display_combo.findData(app.display_policy)))
        self.display_combo.activated.connect(
            lambda _index: self._apply(
                lambda: self.settings.update_app(display_policy=self.display_combo.currentData())
            )
        )
        self.language_combo = QComboBox(page)
        self.language_combo.setAccessibleName(self.tr("Language"))
        self.language_combo.addItem(self.tr("The system's language"), "")  # "": None
        for code, name in languages:
            self.language_combo.addItem(name, code)
        if app.language is not None and self.language_combo.findData(app.language) < 0:
            self.language_combo.addItem(app.language, app.language)
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(app.language or ""))
        )
        self.language_combo.activated.connect(
            lambda _index: self._apply(
                lambda: self.settings.update_app(language=self.language_combo.currentData() or None)
            )
        )
        language_note = _plain(QLabel(self.tr("A new language applies after a restart."), page))
        form = QFormLayout(page)
        form.addRow(self._buddy(self.tr("&Show answers:"), self.display_combo), self.display_combo)
        form.addRow(self._buddy(self.tr("&Language:"), self.language_combo), self.language_combo)
        form.addRow("", language_note)
        return page

    # == plumbing =================================================================================

    def _apply(self, change: Callable[[], Any]) -> Any:
        """Runs a change of the settings; a file that cannot be written is said, not hidden."""
        try:
            result = change()
        except SettingsError as exc:
            self._show_error(describe_settings_error(exc))
            return _FAILED
        self.error_label.hide()
        return result

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()

    def _start(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Runs keyring and network work on the asyncio loop (qasync's in the app); the GUI
        thread only awaits. Tasks still running when the window closes are cancelled."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._task_done)
        self.last_task = task
        return task

    def _task_done(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            exc = task.exception()
            log.error("settings task failed: %s", type(exc).__name__)
            self._show_error(_fill(self.tr("Something went wrong (%1)."), type(exc).__name__))

    async def wait_idle(self) -> None:
        """Until the keyring and network work started so far is over (for tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    def done(self, result: int) -> None:
        self._commit_editor()
        for task in list(self._tasks):
            task.cancel()
        super().done(result)


_FAILED = object()  # what ``_apply`` returns when the change could not be saved


def _translate(text: str) -> str:
    return QCoreApplication.translate("SettingsDialog", text)
