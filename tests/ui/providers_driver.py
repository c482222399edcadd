"""Drives the settings window's Providers page the way a person does: by what its fields
show and what its buttons do, without its widget attributes or types (a page object)."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLineEdit, QMessageBox, QPushButton

from desktop_app.config.settings import ProviderEntry
from desktop_app.ui.settings.dialog import SettingsDialog


class ProvidersDriver:
    def __init__(self, qtbot, qloop, dialog: SettingsDialog) -> None:
        self.qtbot = qtbot
        self.qloop = qloop
        self.dialog = dialog
        self.page = dialog.providers
        self._form = dialog.providers.form

    def settle(self) -> None:
        """Waits (bounded) for the page's keyring and network work to end."""
        self.qloop.run_until_complete(asyncio.wait_for(self.dialog.wait_idle(), 10))

    # -- the list -------------------------------------------------------------------------------

    def presets_offered(self) -> list[str]:
        actions = self.page.provider_list.add_menu.actions()
        return [action.data() for action in actions if not action.isSeparator()]

    def add(self, preset: str) -> ProviderEntry:
        """Chooses ``preset`` in the Add menu; the new entry is selected."""
        actions = self.page.provider_list.add_menu.actions()
        next(action for action in actions if action.data() == preset).trigger()
        entry = self.page.current_entry()
        assert entry is not None and entry.preset == preset
        self.settle()
        return entry

    def select(self, entry_id: str) -> None:
        self.page.select_provider(entry_id)
        self.settle()

    def listed(self) -> list[str]:
        shown = self.page.provider_list.providers_list
        return [shown.item(row).text() for row in range(shown.count())]

    def remove(self, *, confirm: bool = True) -> str:
        """Clicks Remove and answers the question it asks (Remove, or Cancel); returns the
        question's text."""
        self._click(self.page.provider_list.remove_button)
        self.qtbot.waitUntil(lambda: self._question() is not None)
        question = self._question()
        assert question is not None
        text = question.text()
        wanted = "Remove" if confirm else "Cancel"
        button = next(b for b in question.buttons() if b.text().replace("&", "") == wanted)
        self._click_any(button)
        self.settle()
        return text

    def _question(self) -> QMessageBox | None:
        boxes = [box for box in self.dialog.findChildren(QMessageBox) if box.isVisible()]
        return boxes[0] if boxes else None

    def removal_said(self) -> str | None:
        """The undo bar's sentence, when it is shown."""
        QApplication.processEvents()
        bar = self.page.removal
        return bar.text.text() if bar.isVisible() else None

    def undo_removal(self) -> None:
        self._click(self.page.removal.undo_button)
        self.settle()

    # -- the form -------------------------------------------------------------------------------

    def type_name(self, text: str) -> None:
        self._type(self._form.name_edit, text)

    def type_base_url(self, text: str) -> None:
        self._type(self._form.base_url_edit, text)

    def base_url_shown(self) -> str:
        return self._form.base_url_edit.text()

    def problem_said(self) -> str | None:
        """The sentence the settings window shows about the last change, if it shows one."""
        label = self.dialog.error_label
        return label.text() if label.isVisible() else None

    def type_model(self, text: str) -> None:
        edit = self._form.model_combo.lineEdit()
        assert edit is not None
        self._type(edit, text)

    def models_listed(self) -> list[str]:
        combo = self._form.model_combo
        return [combo.itemText(index) for index in range(combo.count())]

    def api_choice_shown(self) -> bool:
        QApplication.processEvents()
        return self._form.wire_combo.isVisible()

    def apis_offered(self) -> list[str]:
        combo = self._form.wire_combo
        return [combo.itemData(index) for index in range(combo.count())]

    def chosen_api(self) -> str:
        return self._form.wire_combo.currentData()

    def choose_api(self, wire: str) -> None:
        """Picks one of the provider's APIs, as a person does in the list (saved at once)."""
        combo = self._form.wire_combo
        index = combo.findData(wire)
        assert index >= 0, f"{wire} is not offered"
        combo.setCurrentIndex(index)
        combo.activated.emit(index)

    # -- the key --------------------------------------------------------------------------------

    def type_key(self, key: str) -> None:
        field = self._form.key_field.key_edit
        assert field.echoMode() == QLineEdit.EchoMode.Password  # never shown as typed
        field.setFocus()
        field.clear()
        self.qtbot.keyClicks(field, key)

    def key_shown(self) -> bool:
        return self._form.key_field.key_edit.echoMode() == QLineEdit.EchoMode.Normal

    def toggle_key_shown(self) -> None:
        self._click_any(self._form.key_field.show_key_button)

    def key_field_shown(self) -> bool:
        QApplication.processEvents()
        return self._form.key_field.isVisible()

    def model_shown(self) -> str:
        return self._form.model_combo.currentText()

    def key_field_text(self) -> str:
        return self._form.key_field.key_edit.text()

    def key_placeholder(self) -> str:
        return self._form.key_field.key_edit.placeholderText()

    def save_key(self) -> None:
        self._click(self._form.key_field.save_key_button)
        self.settle()

    def can_remove_key(self) -> bool:
        return self._form.key_field.remove_key_button.isEnabled()

    def remove_key(self) -> None:
        self._click(self._form.key_field.remove_key_button)
        self.settle()

    def session_key_offered(self) -> bool:
        QApplication.processEvents()
        return self._form.key_field.session_key_button.isVisible()

    def keep_key_for_session(self) -> None:
        self._click(self._form.key_field.session_key_button)

    def key_status(self) -> str:
        return self._form.key_field.key_status.text()

    # -- the connection test --------------------------------------------------------------------

    def test_connection(self) -> str:
        self._click(self._form.test_button)
        self.settle()
        return self._form.test_status.text()

    # -- helpers --------------------------------------------------------------------------------

    def _type(self, field: QLineEdit, text: str) -> None:
        field.setFocus()
        field.clear()
        self.qtbot.keyClicks(field, text)
        self.qtbot.keyClick(field, Qt.Key.Key_Return)  # Enter finishes the field

    def _click(self, button: QPushButton) -> None:
        self._click_any(button)

    def _click_any(self, button: QAbstractButton) -> None:
        QApplication.processEvents()  # widgets added to a shown window appear on the next round
        assert button.isVisible() and button.isEnabled()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
