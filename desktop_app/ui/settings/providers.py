"""The Providers page: the person's providers (``provider_list``), and the chosen one's address,
model, transport and key (``provider_form``, its key field in ``provider_key``).

This page saves what the form says, and adds and removes entries.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from desktop_app.config.settings import ProviderEntry, ProviderSettings
from desktop_app.providers.base_url import BaseUrlError, check_base_url
from desktop_app.ui.problems import Notice, problem
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage, plain
from desktop_app.ui.settings.provider_form import ListModels, ProviderForm
from desktop_app.ui.settings.provider_key import Secrets
from desktop_app.ui.settings.provider_list import ADDABLE_PRESETS, ProviderList
from desktop_app.ui.settings.provider_removal import RemovalBar, Removed

__all__ = ["ADDABLE_PRESETS", "ListModels", "ProvidersPage", "Secrets"]


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
        self._current_id: str | None = None

        self.provider_list = ProviderList(settings, self)
        self.provider_list.row_chosen.connect(self._on_provider_selected)
        self.provider_list.add_requested.connect(self.add_provider)
        self.provider_list.remove_requested.connect(self._remove_current)
        self.form = ProviderForm(
            settings,
            work,
            preset_label=self.provider_list.preset_label_text,
            session_keys=session_keys,
            secrets=secrets,
            list_models=list_models,
            key_timeout=key_timeout,
            parent=self,
        )
        self.form.edited.connect(self.commit)
        self.form.test_requested.connect(self._test_clicked)
        self.form.key_field.problem.connect(self.problem.emit)
        self.empty_hint = plain(QLabel(self))
        self.removal = RemovalBar(self)
        self.removal.undo_requested.connect(self.undo_removal)

        # The widgets by name, as tests and the rest of the settings window reach them.
        self.providers_list = self.provider_list.providers_list
        self.add_button = self.provider_list.add_button
        self.add_menu = self.provider_list.add_menu
        self.remove_button = self.provider_list.remove_button
        self.editor = self.form
        self.name_edit = self.form.name_edit
        self.preset_label = self.form.preset_label
        self.base_url_edit = self.form.base_url_edit
        self.model_combo = self.form.model_combo
        self.transport_combo = self.form.transport_combo
        self.reasoning_check = self.form.reasoning_check
        self.test_button = self.form.test_button
        self.test_status = self.form.test_status
        key_field = self.form.key_field
        self.key_edit = key_field.key_edit
        self.save_key_button = key_field.save_key_button
        self.remove_key_button = key_field.remove_key_button
        self.key_status = key_field.key_status
        self.session_key_button = key_field.session_key_button

        right = QVBoxLayout()
        right.addWidget(self.removal)
        right.addWidget(self.empty_hint)
        right.addWidget(self.form, 1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.provider_list, 2)
        layout.addLayout(right, 5)

        self.retranslate()
        self._refresh_providers(select=settings.providers[0].id if settings.providers else None)

    def retranslate(self) -> None:
        self.empty_hint.setText(self.tr("Add a provider to start: choose “Add provider…”."))
        self.empty_hint.setAccessibleName(self.tr("No provider yet"))
        self.provider_list.retranslate()
        self.removal.retranslate()
        self.form.retranslate(self.current_entry())

    def preset_label_text(self, name: str) -> str:
        return self.provider_list.preset_label_text(name)

    # -- the list -------------------------------------------------------------------------------

    def _refresh_providers(self, select: str | None) -> None:
        self._show_entry(self.provider_list.refresh(select))

    def _on_provider_selected(self, row: int) -> None:
        self.commit()
        self._show_entry(self.provider_list.entry_at(row))

    def current_entry(self) -> ProviderEntry | None:
        return self.settings.get(self._current_id) if self._current_id else None

    def select_provider(self, entry_id: str) -> None:
        self.provider_list.select_provider(entry_id)

    def add_provider(self, preset: str) -> ProviderEntry | None:
        """Adds an entry from a preset's defaults, selects it and puts the focus on its name."""
        self.commit()
        gone = self.finish_removal()
        entry_id, number = self.settings.new_id(preset), 2
        # Not the removed entry's id: its key is still being removed from the keyring.
        while entry_id == gone or self.settings.get(entry_id) is not None:
            entry_id, number = f"{preset}-{number}", number + 1
        entry = self.apply(lambda: self.settings.add_preset(preset, id=entry_id))
        if not isinstance(entry, ProviderEntry):
            return None
        self._refresh_providers(select=entry.id)
        # The first field to fill: the address of a server that has no usual one.
        field = self.base_url_edit if not entry.effective_base_url else self.name_edit
        field.setFocus(Qt.FocusReason.OtherFocusReason)
        field.selectAll()
        return entry

    def _remove_current(self) -> None:
        entry = self.current_entry()
        if entry is not None:
            self.work.start(self._remove(entry))

    async def _remove(self, entry: ProviderEntry) -> None:
        """Asked first; then gone from the list, with Undo offered."""
        if not await self.removal.confirm(entry) or self.settings.get(entry.id) is None:
            return
        self.finish_removal()  # an earlier removal is final now
        position = self.settings.providers.index(entry)
        if self.apply(lambda: self.settings.remove(entry.id)) is FAILED:
            return
        self._current_id = None
        self._refresh_providers(select=None)
        self.removal.show_removed(Removed(entry, position))

    def undo_removal(self) -> None:
        removed = self.removal.take()
        if removed is None:
            return
        position = min(removed.position, len(self.settings.providers))
        if self.apply(lambda: self.settings.add(removed.entry, at=position)) is FAILED:
            return
        self._refresh_providers(select=removed.entry.id)

    def finish_removal(self) -> str | None:
        """The removal offered for undo becomes final: its key leaves the keyring. Returns the
        removed entry's id."""
        removed = self.removal.take()
        if removed is None:
            return None
        self.form.key_field.forget(removed.entry)
        self.form.key_field.remove_from_keyring(removed.entry)
        return removed.entry.id

    # -- the form -------------------------------------------------------------------------------

    def _show_entry(self, entry: ProviderEntry | None) -> None:
        self._current_id = entry.id if entry else None
        self.empty_hint.setVisible(entry is None)
        self.remove_button.setEnabled(entry is not None)
        self.form.show_entry(entry)

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
            self.problem.emit(problem(exc.kind).sentence)
            self.base_url_edit.setText(entry.base_url)  # the saved address stays in use
            base_url, cleartext = entry.base_url, False
        changes = {"base_url": base_url} | self.form.values(entry)
        changes = {name: value for name, value in changes.items() if getattr(entry, name) != value}
        if not changes:
            return
        updated = self.apply(lambda: self.settings.update(entry.id, **changes))
        if isinstance(updated, ProviderEntry) and "base_url" in changes and cleartext:
            self.problem.emit(problem(Notice.CLEARTEXT_KEY).sentence)
        if isinstance(updated, ProviderEntry):
            self.provider_list.show_changed(updated)

    def _test_clicked(self) -> None:
        self.commit()
        entry = self.current_entry()
        if entry is not None:
            self.work.start(self.form.test_connection(entry.id, self.key_edit.text().strip()))
