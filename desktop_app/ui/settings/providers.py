"""The Providers page: the person's providers, each with its address, model, transport and key.

Keys go to the system keyring through the ``secrets`` object (the ``desktop_app.secrets`` module
in the app), off the GUI thread and with a timeout; a key already stored is shown as "stored",
never read back into a field. When no keyring works, the person may keep a key for this session
only: it then lives in the ``session_keys`` dict the app passed in, in memory, and nowhere else.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.net.errors import ProviderError
from desktop_app.providers.base_url import BaseUrlError, check_base_url
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.secrets import SecretsError
from desktop_app.ui.accessibility import name_combo
from desktop_app.ui.problems import keyring_problem, problem
from desktop_app.ui.settings.page import (
    FAILED,
    BackgroundWork,
    Phrases,
    SettingsPage,
    buddy,
    fill,
    plain,
)
from desktop_app.ui.settings_model import TRANSPORTS, ProviderEntry, ProviderSettings

log = logging.getLogger(__name__)

# The presets a person can add ("demo" is the app's own offline simulator, not a provider).
ADDABLE_PRESETS = ("openai", "anthropic", "gemini", "ollama", "lmstudio", "openai-compatible")


class Secrets(Protocol):
    """What the page needs of the keyring; ``desktop_app.secrets`` is the real one."""

    async def get_key_async(self, provider: str, *, timeout: float = ...) -> str | None: ...

    async def set_key_async(self, provider: str, key: str, *, timeout: float = ...) -> None: ...

    async def delete_key_async(self, provider: str, *, timeout: float = ...) -> None: ...


ListModels = Callable[[Endpoint], Awaitable[list[str]]]


class ProvidersPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        *,
        session_keys: dict[str, str],
        secrets: Secrets,
        list_models: ListModels,
        key_timeout: float,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.session_keys = session_keys
        self._secrets = secrets
        self._list_models = list_models
        self._key_timeout = key_timeout
        self._key_states: dict[str, str] = {}  # entry id -> "stored" | "none"
        self._current_id: str | None = None
        self._phrases = Phrases()

        self.providers_list = QListWidget(self)
        self.providers_list.currentRowChanged.connect(self._on_provider_selected)
        self.add_button = QPushButton(self)
        self.add_menu = QMenu(self.add_button)
        for name in ADDABLE_PRESETS:
            action = self.add_menu.addAction("")
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: self.add_provider(n))
        self.add_button.setMenu(self.add_menu)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._remove_current)

        left = QVBoxLayout()
        left.addWidget(self.providers_list, 1)
        left.addWidget(self.add_button)
        left.addWidget(self.remove_button)

        self.editor = QWidget(self)
        form = QFormLayout(self.editor)
        self.name_edit = QLineEdit(self.editor)
        self.name_edit.editingFinished.connect(self.commit)
        self.preset_label = plain(QLabel(self.editor))
        self.base_url_edit = QLineEdit(self.editor)
        self.base_url_edit.editingFinished.connect(self.commit)
        self.model_combo = QComboBox(self.editor)
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.model_combo.lineEdit().editingFinished.connect(self.commit)
        self.model_combo.activated.connect(lambda _index: self.commit())
        self.transport_combo = QComboBox(self.editor)
        for name in TRANSPORTS:
            self.transport_combo.addItem("", name)
        self.transport_combo.activated.connect(lambda _index: self.commit())
        self.reasoning_check = QCheckBox(self.editor)
        self.reasoning_check.toggled.connect(lambda _on: self.commit())

        self.key_edit = QLineEdit(self.editor)
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.textChanged.connect(self._on_key_typed)
        self.key_edit.returnPressed.connect(self._save_key_clicked)
        self.save_key_button = QPushButton(self.editor)
        self.save_key_button.clicked.connect(self._save_key_clicked)
        self.remove_key_button = QPushButton(self.editor)
        self.remove_key_button.clicked.connect(self._remove_key_clicked)
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.save_key_button)
        key_row.addWidget(self.remove_key_button)
        self.key_status = plain(QLabel(self.editor))
        self.session_key_button = QPushButton(self.editor)
        self.session_key_button.clicked.connect(self._keep_key_for_session)
        self.session_key_button.hide()

        self.test_button = QPushButton(self.editor)
        self.test_button.clicked.connect(self._test_clicked)
        self.test_status = plain(QLabel(self.editor))

        self._name_caption = buddy(self, self.name_edit)
        self._type_caption = QLabel(self)
        self._base_url_caption = buddy(self, self.base_url_edit)
        self._model_caption = buddy(self, self.model_combo)
        self._transport_caption = buddy(self, self.transport_combo)
        self._key_caption = buddy(self, self.key_edit)
        form.addRow(self._name_caption, self.name_edit)
        form.addRow(self._type_caption, self.preset_label)
        form.addRow(self._base_url_caption, self.base_url_edit)
        form.addRow(self._model_caption, self.model_combo)
        form.addRow(self._transport_caption, self.transport_combo)
        form.addRow("", self.reasoning_check)
        form.addRow(self._key_caption, key_row)
        form.addRow("", self.key_status)
        form.addRow("", self.session_key_button)
        form.addRow(self.test_button, self.test_status)

        self.empty_hint = plain(QLabel(self))

        right = QVBoxLayout()
        right.addWidget(self.empty_hint)
        right.addWidget(self.editor, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 2)
        layout.addLayout(right, 5)

        self.retranslate()
        self._refresh_providers(select=settings.providers[0].id if settings.providers else None)

    def retranslate(self) -> None:
        self.providers_list.setAccessibleName(self.tr("Providers"))
        self.providers_list.setAccessibleDescription(
            self.tr("The providers you set up; choose one to edit it"))
        self.add_button.setText(self.tr("&Add provider…"))
        self.add_button.setAccessibleName(self.tr("Add provider"))
        self.add_button.setAccessibleDescription(self.tr("Opens a menu of provider types"))
        self.add_menu.setAccessibleName(self.tr("Provider types"))
        for action in self.add_menu.actions():
            action.setText(self.preset_label_text(action.data()))
        self.remove_button.setText(self.tr("&Remove provider"))
        self.remove_button.setAccessibleName(self.tr("Remove provider"))
        self.remove_button.setAccessibleDescription(
            self.tr("Removes the chosen provider and its stored key"))
        self.name_edit.setAccessibleName(self.tr("Provider name"))
        self.name_edit.setAccessibleDescription(self.tr("The name shown in the provider list"))
        self.preset_label.setAccessibleName(self.tr("Provider type"))
        self.base_url_edit.setAccessibleName(self.tr("Base URL"))
        self.base_url_edit.setAccessibleDescription(
            self.tr("The address of the provider's API; empty for the usual one"))
        name_combo(self.model_combo, self.tr("Model"),
                   self.tr("Type a model name, or test the connection to list them"))
        self.model_combo.lineEdit().setAccessibleName(self.tr("Model"))
        self.model_combo.lineEdit().setAccessibleDescription(
            self.tr("Type a model name, or test the connection to list them"))
        self.model_combo.lineEdit().setPlaceholderText(
            self.tr("Type a model name, or test the connection to list them"))
        name_combo(self.transport_combo, self.tr("Streaming transport"),
                   self.tr("How the answer is read from the network"))
        transport_labels = {
            "chunked": self.tr("Chunked: text as it arrives"),
            "diff": self.tr("Snapshots: compare each update with the last"),
        }
        for index in range(self.transport_combo.count()):
            self.transport_combo.setItemText(index, transport_labels[self.transport_combo.itemData(index)])
        self.reasoning_check.setText(self.tr("Show the model's &reasoning"))
        self.reasoning_check.setAccessibleName(self.tr("Show the model's reasoning"))
        self.reasoning_check.setAccessibleDescription(
            self.tr("Shows what the model thinks before it answers, when it says so"))
        self.key_edit.setAccessibleName(self.tr("API key"))
        self.key_edit.setAccessibleDescription(
            self.tr("The key is saved in the system keyring, never in a file"))
        self.save_key_button.setText(self.tr("&Save key"))
        self.save_key_button.setAccessibleName(self.tr("Save key in the system keyring"))
        self.save_key_button.setAccessibleDescription(
            self.tr("Saves the typed key in the system keyring"))
        self.remove_key_button.setText(self.tr("Remo&ve key"))
        self.remove_key_button.setAccessibleName(self.tr("Remove the stored key"))
        self.remove_key_button.setAccessibleDescription(
            self.tr("Removes this provider's key from the system keyring"))
        self.key_status.setAccessibleName(self.tr("Key status"))
        self.session_key_button.setText(self.tr("&Keep for this session only"))
        self.session_key_button.setAccessibleName(self.tr("Keep the key for this session only"))
        self.session_key_button.setAccessibleDescription(
            self.tr("Keeps the key in memory until Arroyo closes"))
        self.test_button.setText(self.tr("&Test connection"))
        self.test_button.setAccessibleName(self.tr("Test connection"))
        self.test_button.setAccessibleDescription(
            self.tr("Connects to the provider and lists its models"))
        self.test_status.setAccessibleName(self.tr("Connection test result"))
        self._name_caption.setText(self.tr("&Name:"))
        self._type_caption.setText(self.tr("Type:"))
        self._base_url_caption.setText(self.tr("Base &URL:"))
        self._model_caption.setText(self.tr("&Model:"))
        self._transport_caption.setText(self.tr("Tr&ansport:"))
        self._key_caption.setText(self.tr("API &key:"))
        self.empty_hint.setText(self.tr("Add a provider to start: choose “Add provider…”."))
        self.empty_hint.setAccessibleName(self.tr("No provider yet"))
        for row in range(self.providers_list.count()):
            item = self.providers_list.item(row)
            entry = self.settings.get(item.data(Qt.ItemDataRole.UserRole))
            if entry is not None:
                item.setText(self._item_text(entry))
        entry = self.current_entry()
        if entry is not None:
            self.preset_label.setText(self.preset_label_text(entry.preset))
            self._show_key_placeholder(entry)
        self._phrases.again()

    def preset_label_text(self, name: str) -> str:
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
        if entry.label in (kind, self.preset_label_text(entry.preset)):
            return entry.label
        return fill(self.tr("%1 (%2)"), entry.label, kind)

    def _entry_at(self, row: int) -> ProviderEntry | None:
        item = self.providers_list.item(row) if row >= 0 else None
        return self.settings.get(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def _on_provider_selected(self, row: int) -> None:
        self.commit()
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
        self.commit()
        entry = self.apply(lambda: self.settings.add_preset(preset))
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
        if self.apply(lambda: self.settings.remove(entry.id)) is FAILED:
            return
        self.session_keys.pop(entry.id, None)
        self._key_states.pop(entry.id, None)
        self._current_id = None
        self._refresh_providers(select=None)
        self.work.start(self._delete_key(entry.id, entry.label, after_removal=True))

    # -- the editor -----------------------------------------------------------------------------

    def _show_entry(self, entry: ProviderEntry | None) -> None:
        self._current_id = entry.id if entry else None
        self.editor.setVisible(entry is not None)
        self.empty_hint.setVisible(entry is None)
        self.remove_button.setEnabled(entry is not None)
        self.key_edit.clear()
        self.session_key_button.hide()
        self._phrases.clear(self.test_status.setText)
        if entry is None:
            return
        preset = PRESETS[entry.preset]
        for widget in (self.name_edit, self.base_url_edit, self.model_combo,
                       self.transport_combo, self.reasoning_check):  # fmt: skip
            widget.blockSignals(True)
        self.name_edit.setText(entry.label)
        self.preset_label.setText(self.preset_label_text(entry.preset))
        self.base_url_edit.setText(entry.base_url)
        self.base_url_edit.setPlaceholderText(preset.base_url or "https://example.com/v1")
        self.model_combo.clear()
        self.model_combo.setEditText(entry.model)
        self.transport_combo.setCurrentIndex(max(0, self.transport_combo.findData(entry.transport)))
        self.reasoning_check.setChecked(entry.show_reasoning)
        for widget in (self.name_edit, self.base_url_edit, self.model_combo,
                       self.transport_combo, self.reasoning_check):  # fmt: skip
            widget.blockSignals(False)
        self._show_key_placeholder(entry)
        self._show_key_state(entry.id)
        if entry.id not in self.session_keys and entry.id not in self._key_states:
            self.work.start(self._refresh_key_state(entry.id))

    def _show_key_placeholder(self, entry: ProviderEntry) -> None:
        self.key_edit.setPlaceholderText(
            self.tr("Paste the API key")
            if PRESETS[entry.preset].needs_key
            else self.tr("Optional: most local servers need no key")
        )
        if entry.id in self.session_keys or entry.id in self._key_states:
            self._show_key_state(entry.id)

    def commit(self) -> None:
        entry = self.current_entry()
        if entry is None:
            return
        # Surrounding whitespace is what a paste brings along: the form drops it, and only the
        # form does; inside, or anywhere else (the file, --base-url), whitespace is refused.
        base_url = self.base_url_edit.text().strip()
        cleartext = False
        try:
            if base_url:
                cleartext = check_base_url(base_url).cleartext_to_remote
        except BaseUrlError as exc:
            self.problem.emit(problem(f"base_url.{exc.problem.value}").sentence)
            self.base_url_edit.setText(entry.base_url)  # the saved address stays in use
            base_url, cleartext = entry.base_url, False
        label = self.name_edit.text().strip()
        if not label:
            self.name_edit.setText(entry.label)  # a provider keeps a name
            label = entry.label
        changes = {
            "label": label,
            "base_url": base_url,
            "model": self.model_combo.currentText().strip(),
            "transport": self.transport_combo.currentData() or entry.transport,
            "show_reasoning": self.reasoning_check.isChecked(),
        }
        changes = {name: value for name, value in changes.items() if getattr(entry, name) != value}
        if not changes:
            return
        updated = self.apply(lambda: self.settings.update(entry.id, **changes))
        if isinstance(updated, ProviderEntry) and "base_url" in changes and cleartext:
            self.problem.emit(problem("base_url.cleartext").sentence)
        if isinstance(updated, ProviderEntry):
            # By id: when the selection moves, the list's current row is already the next one.
            for row in range(self.providers_list.count()):
                item = self.providers_list.item(row)
                if item.data(Qt.ItemDataRole.UserRole) == updated.id:
                    item.setText(self._item_text(updated))

    # -- keys -----------------------------------------------------------------------------------

    def _show_key_state(self, entry_id: str) -> None:
        if entry_id in self.session_keys:
            text = lambda: self.tr("A key is kept for this session only; it is forgotten when "  # noqa: E731
                                   "Arroyo closes.")  # fmt: skip
            placeholder = self.tr("kept for this session only")
        elif self._key_states.get(entry_id) == "stored":
            text = lambda: self.tr("Key: stored in the system keyring.")  # noqa: E731
            placeholder = self.tr("stored — type a new key to replace it")
        elif self._key_states.get(entry_id) == "none":
            text = lambda: self.tr("No key stored.")  # noqa: E731
            placeholder = None
        else:
            text = lambda: self.tr("Checking the system keyring…")  # noqa: E731
            placeholder = None
        self._phrases.say(self.key_status.setText, text)
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
            kind = exc.kind  # ``exc`` is gone after the except block; the text is made again
            if self._current_id == entry_id and entry_id not in self.session_keys:
                self._phrases.say(self.key_status.setText, lambda: fill(
                    self.tr("The system keyring cannot be read: %1"), keyring_problem(kind)))
            return
        self._key_states[entry_id] = "stored" if stored else "none"
        if self._current_id == entry_id:
            self._show_key_state(entry_id)

    def _save_key_clicked(self) -> None:
        entry = self.current_entry()
        key = self.key_edit.text().strip()
        if entry is None or not key:
            return
        self.work.start(self._save_key(entry.id, key))

    async def _save_key(self, entry_id: str, key: str) -> None:
        self.save_key_button.setEnabled(False)
        self._phrases.say(self.key_status.setText,
                          lambda: self.tr("Saving the key in the system keyring…"))
        try:
            await self._secrets.set_key_async(entry_id, key, timeout=self._key_timeout)
        except SecretsError as exc:
            kind = exc.kind
            if self._current_id == entry_id:
                self._phrases.say(self.key_status.setText, lambda: self._key_not_saved(kind))
                self.session_key_button.show()
                self.save_key_button.setEnabled(True)
            return
        self.session_keys.pop(entry_id, None)
        self._key_states[entry_id] = "stored"
        if self._current_id == entry_id:
            self.key_edit.clear()
            self.session_key_button.hide()
            self._show_key_state(entry_id)
            self._phrases.say(self.key_status.setText,
                              lambda: self.tr("Key stored in the system keyring."))

    def _key_not_saved(self, kind: str) -> str:
        return " ".join((
            fill(self.tr("The key was not saved: %1"), keyring_problem(kind)),
            self.tr("Arroyo never writes keys to a file. You can keep the key in memory for "
                    "this session only."),
        ))  # fmt: skip

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
            self.work.start(self._delete_key(entry.id, entry.label, after_removal=False))

    async def _delete_key(self, entry_id: str, label: str, *, after_removal: bool) -> None:
        had_session_key = self.session_keys.pop(entry_id, None) is not None
        if not after_removal and self._key_states.get(entry_id) != "stored":
            if had_session_key and self._current_id == entry_id:
                self._show_key_state(entry_id)
            return
        try:
            await self._secrets.delete_key_async(entry_id, timeout=self._key_timeout)
        except SecretsError as exc:
            kind = exc.kind
            self.problem.emit(fill(self.tr("The key of “%1” could not be removed from the system "
                                           "keyring: %2"), label, keyring_problem(kind)))  # fmt: skip
            return
        self._key_states[entry_id] = "none"
        if self._current_id == entry_id:
            self._show_key_state(entry_id)
            self._phrases.say(self.key_status.setText, lambda: self.tr("Key removed."))

    # -- test connection ------------------------------------------------------------------------

    def _test_clicked(self) -> None:
        self.commit()
        entry = self.current_entry()
        if entry is not None:
            self.work.start(self._test_connection(entry.id, self.key_edit.text().strip()))

    async def _test_connection(self, entry_id: str, typed_key: str) -> None:
        entry = self.settings.get(entry_id)
        if entry is None:
            return
        if entry.preset == "demo":
            self._phrases.say(self.test_status.setText, lambda: self.tr(
                "The demo runs inside Arroyo: nothing to connect to."))
            return
        base_url = entry.effective_base_url
        if not base_url:
            self._phrases.say(self.test_status.setText,
                              lambda: self.tr("Enter the server's base URL first."))
            return
        self.test_button.setEnabled(False)
        self._phrases.say(self.test_status.setText, lambda: self.tr("Connecting…"))
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
                error = exc  # kept: the result is said again after a change of language
                self._show_test_result(entry_id, lambda: self._could_not_connect(error))
                return
            except Exception as exc:  # noqa: BLE001 - shown, not swallowed: it is the result
                log.warning("connection test failed: %s", type(exc).__name__)
                name = type(exc).__name__
                self._show_test_result(entry_id, lambda: fill(self.tr("Could not connect (%1)."),
                                                              name))  # fmt: skip
                return
            count = len(models)
            self._show_test_result(entry_id, lambda: self.tr("Connected: %n models", "", count),
                                   models)  # fmt: skip
        finally:
            self.test_button.setEnabled(True)

    def _could_not_connect(self, exc: ProviderError) -> str:
        """Why, in the person's language; then the provider's own words, as they are."""
        text = fill(self.tr("Could not connect: %1"), problem(exc.kind.value).sentence)
        return f"{text}\n{exc.message}" if exc.message else text

    def _show_test_result(self, entry_id: str, make: Callable[[], str],
                          models: list[str] | None = None) -> None:  # fmt: skip
        if self._current_id != entry_id:
            return
        self._phrases.say(self.test_status.setText, make)
        if models:
            current = self.model_combo.currentText()
            self.model_combo.blockSignals(True)
            self.model_combo.clear()
            self.model_combo.addItems(models)
            self.model_combo.setEditText(current)
            self.model_combo.blockSignals(False)
