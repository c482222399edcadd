"""The key field of the Providers page: type a key, save it in the keyring, or remove it.

What is known about keys, and every keyring call, is the Qt-free ``KeyService``'s; this field
shows its states and offers its actions. A key already stored is shown as "stored", never
read back into a field. When no keyring works, the person may keep a key for this session only.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderEntry, ProviderSettings
from desktop_app.names import ProviderKind
from desktop_app.providers.presets import PRESETS
from desktop_app.secrets import SecretsError
from desktop_app.secrets_service import KeyService, KeyState, Secrets
from desktop_app.ui.problems import keyring_problem
from desktop_app.ui.settings.page import BackgroundWork, Phrases, fill, plain

__all__ = ["ProviderKeyField", "Secrets"]


class ProviderKeyField(QWidget):
    """The key of the provider being edited: its state in the keyring, and the buttons that
    change it. ``problem`` carries a sentence for the person when a key cannot be removed."""

    problem = Signal(str)

    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        *,
        session_keys: dict[str, str],
        secrets: Secrets,
        key_timeout: float,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self.work = work
        self.keys = KeyService(secrets, session_keys, timeout=key_timeout)
        self._current_id: str | None = None
        self._phrases = Phrases()

        self.key_edit = QLineEdit(self)
        self.key_edit.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_edit.textChanged.connect(self._on_key_typed)
        self.key_edit.returnPressed.connect(self._save_key_clicked)
        # Shows the typed key to check it; never a stored one (that is not read into a field).
        self.show_key_button = QToolButton(self)
        self.show_key_button.setCheckable(True)
        self.show_key_button.toggled.connect(self._show_typed_key)
        self.save_key_button = QPushButton(self)
        self.save_key_button.clicked.connect(self._save_key_clicked)
        self.remove_key_button = QPushButton(self)
        self.remove_key_button.clicked.connect(self._remove_key_clicked)
        key_row = QHBoxLayout()
        key_row.addWidget(self.key_edit, 1)
        key_row.addWidget(self.show_key_button)
        # The buttons under the field: a narrow window keeps room for the key itself.
        buttons_row = QHBoxLayout()
        buttons_row.addWidget(self.save_key_button)
        buttons_row.addWidget(self.remove_key_button)
        buttons_row.addStretch(1)
        self.key_status = plain(QLabel(self))
        self.session_key_button = QPushButton(self)
        self.session_key_button.clicked.connect(self._keep_key_for_session)
        self.session_key_button.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(key_row)
        layout.addLayout(buttons_row)
        layout.addWidget(self.key_status)
        layout.addWidget(self.session_key_button)

    def retranslate(self, entry: ProviderEntry | None) -> None:
        self.key_edit.setAccessibleName(self.tr("API key"))
        self.key_edit.setAccessibleDescription(
            self.tr("The key is saved in the system keyring, never in a file")
        )
        self.save_key_button.setText(self.tr("&Save key"))
        self.save_key_button.setAccessibleName(self.tr("Save key in the system keyring"))
        self.save_key_button.setAccessibleDescription(
            self.tr("Saves the typed key in the system keyring")
        )
        self.remove_key_button.setText(self.tr("Remo&ve key"))
        self.remove_key_button.setAccessibleName(self.tr("Remove the stored key"))
        self.remove_key_button.setAccessibleDescription(
            self.tr("Removes this provider's key from the system keyring")
        )
        self._show_typed_key(self.show_key_button.isChecked())
        self.show_key_button.setAccessibleName(self.tr("Show the typed key"))
        self.show_key_button.setAccessibleDescription(
            self.tr("Shows or hides the key typed in the field")
        )
        self.key_status.setAccessibleName(self.tr("Key status"))
        self.session_key_button.setText(self.tr("&Keep for this session only"))
        self.session_key_button.setAccessibleName(self.tr("Keep the key for this session only"))
        self.session_key_button.setAccessibleDescription(
            self.tr("Keeps the key in memory until Arroyo closes")
        )
        if entry is not None:
            self._show_key_placeholder(entry)
        self._phrases.again()

    def _show_typed_key(self, shown: bool) -> None:
        mode = QLineEdit.EchoMode.Normal if shown else QLineEdit.EchoMode.Password
        self.key_edit.setEchoMode(mode)
        self.show_key_button.setText(self.tr("Hide") if shown else self.tr("Show"))
        self.show_key_button.setToolTip(
            self.tr("Hide the key") if shown else self.tr("Show the key as typed")
        )

    def typed_key(self) -> str:
        return self.key_edit.text().strip()

    async def stored_key(self, entry_id: str, typed_key: str) -> str | None:
        """The key to test a connection with (see ``KeyService.key_for_test``)."""
        return await self.keys.key_for_test(entry_id, typed_key)

    def show_entry(self, entry: ProviderEntry | None) -> None:
        self._current_id = entry.id if entry else None
        self.key_edit.clear()
        self.show_key_button.setChecked(False)  # a key is hidden again for the next entry
        self.session_key_button.hide()
        if entry is None or entry.preset == ProviderKind.DEMO:  # the Demo takes no key
            return
        self._show_key_placeholder(entry)
        self._show_key_state(entry.id)
        if not self.keys.known(entry.id):
            self.work.start(self._refresh_key_state(entry.id))

    def forget(self, entry: ProviderEntry) -> None:
        """The entry was removed: its key is no longer this session's."""
        self.keys.forget(entry.id)
        self._current_id = None

    def remove_from_keyring(self, entry: ProviderEntry) -> None:
        """The removed entry's key goes from the keyring too."""
        self.work.start(self._delete_key(entry.id, entry.label, after_removal=True))

    def _show_key_placeholder(self, entry: ProviderEntry) -> None:
        self.key_edit.setPlaceholderText(
            self.tr("Paste the API key")
            if PRESETS[entry.preset].needs_key
            else self.tr("Optional: most local servers need no key")
        )
        if self.keys.known(entry.id):
            self._show_key_state(entry.id)

    def _show_key_state(self, entry_id: str) -> None:
        state = self.keys.state(entry_id)
        if state is KeyState.SESSION:

            def text():
                return self.tr(
                    "A key is kept for this session only; it is forgotten when Arroyo closes."
                )

            placeholder = self.tr("kept for this session only")
        elif state is KeyState.STORED:
            text = lambda: self.tr("Key: stored in the system keyring.")  # noqa: E731
            placeholder = self.tr("stored — type a new key to replace it")
        elif state is KeyState.NONE:
            text = lambda: self.tr("No key stored.")  # noqa: E731
            placeholder = None
        else:
            text = lambda: self.tr("Checking the system keyring…")  # noqa: E731
            placeholder = None
        self._phrases.say(self.key_status.setText, text)
        if placeholder is not None:
            self.key_edit.setPlaceholderText(placeholder)
        self.remove_key_button.setEnabled(self.keys.has_key(entry_id))
        self.save_key_button.setEnabled(bool(self.key_edit.text().strip()))

    def _on_key_typed(self, text: str) -> None:
        self.save_key_button.setEnabled(bool(text.strip()))

    async def _refresh_key_state(self, entry_id: str) -> None:
        """Whether a key is stored: the key itself is read (keyring has no other question),
        kept for the time of the comparison only, and never put in a widget."""
        try:
            await self.keys.check(entry_id)
        except SecretsError as exc:
            kind = exc.kind  # ``exc`` is gone after the except block; the text is made again
            entry = self.settings.get(entry_id)
            if entry is not None and not PRESETS[entry.preset].needs_key:
                # A key this server may not need: a keyring that cannot be read is no problem.
                if self._current_id == entry_id:
                    self._phrases.say(
                        self.key_status.setText,
                        lambda: self.tr("No key stored: this server may not need one."),
                    )
                return
            if self._current_id == entry_id and self.keys.state(entry_id) is KeyState.UNKNOWN:
                self._phrases.say(
                    self.key_status.setText,
                    lambda: fill(
                        self.tr("The system keyring cannot be read: %1"), keyring_problem(kind)
                    ),
                )
            return
        if self._current_id == entry_id:
            self._show_key_state(entry_id)

    def _save_key_clicked(self) -> None:
        entry = self.settings.get(self._current_id) if self._current_id else None
        key = self.key_edit.text().strip()
        if entry is None or not key:
            return
        self.work.start(self._save_key(entry.id, key))

    async def _save_key(self, entry_id: str, key: str) -> None:
        self.save_key_button.setEnabled(False)
        self._phrases.say(
            self.key_status.setText, lambda: self.tr("Saving the key in the system keyring…")
        )
        try:
            await self.keys.save(entry_id, key)
        except SecretsError as exc:
            kind = exc.kind
            if self._current_id == entry_id:
                self._phrases.say(self.key_status.setText, lambda: self._key_not_saved(kind))
                self.session_key_button.show()
                self.save_key_button.setEnabled(True)
            return
        if self._current_id == entry_id:
            self.key_edit.clear()
            self.session_key_button.hide()
            self._show_key_state(entry_id)
            self._phrases.say(
                self.key_status.setText, lambda: self.tr("Key stored in the system keyring.")
            )

    def _key_not_saved(self, kind: str) -> str:
        return " ".join(
            (
                fill(self.tr("The key was not saved: %1"), keyring_problem(kind)),
                self.tr(
                    "Arroyo never writes keys to a file. You can keep the key in memory for "
                    "this session only."
                ),
            )
        )

    def _keep_key_for_session(self) -> None:
        entry = self.settings.get(self._current_id) if self._current_id else None
        key = self.key_edit.text().strip()
        if entry is None or not key:
            return
        self.keys.keep_for_session(entry.id, key)
        self.key_edit.clear()
        self.session_key_button.hide()
        self._show_key_state(entry.id)

    def _remove_key_clicked(self) -> None:
        entry = self.settings.get(self._current_id) if self._current_id else None
        if entry is not None:
            self.work.start(self._delete_key(entry.id, entry.label, after_removal=False))

    async def _delete_key(self, entry_id: str, label: str, *, after_removal: bool) -> None:
        try:
            changed = await self.keys.remove(entry_id, entry_removed=after_removal)
        except SecretsError as exc:
            kind = exc.kind
            self.problem.emit(
                fill(
                    self.tr("The key of “%1” could not be removed from the system keyring: %2"),
                    label,
                    keyring_problem(kind),
                )
            )
            return
        if self._current_id == entry_id:
            self._show_key_state(entry_id)
            if changed:
                self._phrases.say(self.key_status.setText, lambda: self.tr("Key removed."))
