"""The Assistants page: named presets of a system prompt, a provider, a model and parameters,
which a new conversation can start from. Add, edit, delete; every edit is saved as it is made.

Conversations started from an assistant keep their own copy: edits here change none of them.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.assistants import Assistant
from desktop_app.config.settings import ProviderSettings
from desktop_app.names import Wire
from desktop_app.ui.composer.parameters_panel import ParametersPanel
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage, buddy, name_list
from desktop_app.ui.widgets.accessibility import name_combo


class PromptBox(QPlainTextEdit):
    """A system prompt; saved when the person leaves it."""

    def __init__(self, page: AssistantsPage) -> None:
        super().__init__(page)
        self._page = page
        self.setTabChangesFocus(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._page.save_fields()
        super().focusOutEvent(event)


class AssistantsPage(SettingsPage):
    def __init__(
        self, settings: ProviderSettings, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(settings, work, parent)
        self.list = name_list(self)
        self.list.currentRowChanged.connect(self._show_row)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda _checked=False: self.add())
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(lambda _checked=False: self.delete_current())
        self.name = QLineEdit(self)
        self.name.editingFinished.connect(self.save_fields)
        self.system_prompt = PromptBox(self)
        self.provider = QComboBox(self)
        self.provider.activated.connect(lambda _index: self._provider_chosen())
        self.model = QLineEdit(self)
        self.model.editingFinished.connect(self.save_fields)
        self.parameters = ParametersPanel(self)
        self.parameters.changed.connect(lambda _parameters: self.save_fields())
        self._captions: dict[QWidget, QLabel] = {
            field: buddy(self, field)
            for field in (self.name, self.system_prompt, self.provider, self.model)
        }
        self._filling = False  # while a row's values are shown: nothing is saved

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.delete_button)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addLayout(buttons)
        self.form = QFormLayout()
        for field, caption in self._captions.items():
            self.form.addRow(caption, field)
        self.form.addRow(self.parameters)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addLayout(self.form, 2)
        self._fill_list()
        self.retranslate()

    # -- what is shown ----------------------------------------------------------------------

    def _assistants(self) -> tuple[Assistant, ...]:
        return self.settings.app.assistants

    def _fill_list(self, select: int = 0) -> None:
        self.list.blockSignals(True)
        self.list.clear()
        self.list.addItems([assistant.name for assistant in self._assistants()])
        self.list.blockSignals(False)
        self.list.setCurrentRow(min(select, self.list.count() - 1))
        self._show_row(self.list.currentRow())

    def _fill_providers(self, chosen: str) -> None:
        self.provider.clear()
        self.provider.addItem(self.tr("The one chosen in the window"), "")
        for entry in self.settings.providers:
            self.provider.addItem(entry.label, entry.id)
        if chosen and self.provider.findData(chosen) < 0:  # set up once, removed since
            self.provider.addItem(chosen, chosen)
        self.provider.setCurrentIndex(max(0, self.provider.findData(chosen)))

    def _show_row(self, row: int) -> None:
        assistants = self._assistants()
        chosen = assistants[row] if 0 <= row < len(assistants) else None
        for field in (self.name, self.system_prompt, self.provider, self.model, self.parameters):
            field.setEnabled(chosen is not None)
        self.delete_button.setEnabled(chosen is not None)
        shown = chosen or Assistant(name="-")
        self._filling = True
        try:
            self.name.setText(shown.name if chosen else "")
            self.system_prompt.setPlainText(shown.system_prompt)
            self._fill_providers(shown.provider_id)
            self.model.setText(shown.model)
            self.parameters.show_parameters(self._wire(), shown.parameters)
        finally:
            self._filling = False

    def _wire(self) -> Wire:
        """The chosen provider's wire, whose parameters are offered; the window's provider is
        not known here: OpenAI Chat's, the most common."""
        entry = self.settings.get(self.provider.currentData() or "")
        return entry.wire if entry is not None else Wire.OPENAI_CHAT

    def _provider_chosen(self) -> None:
        self.parameters.show_parameters(self._wire(), self.parameters.parameters())
        self.save_fields()

    # -- changes ------------------------------------------------------------------------------

    def add(self) -> None:
        """A new assistant with a name not taken yet, saved and selected for editing."""
        taken = {assistant.name for assistant in self._assistants()}
        number = 1
        while (name := self.tr("Assistant %1").replace("%1", str(number))) in taken:
            number += 1
        assistants = (*self._assistants(), Assistant(name=name))
        if self.apply(lambda: self.settings.update_app(assistants=assistants)) is FAILED:
            return
        self._fill_list(select=len(assistants) - 1)
        self.name.setFocus()
        self.name.selectAll()

    def delete_current(self) -> None:
        row = self.list.currentRow()
        assistants = list(self._assistants())
        if not 0 <= row < len(assistants):
            return
        del assistants[row]
        if self.apply(lambda: self.settings.update_app(assistants=tuple(assistants))) is FAILED:
            return
        self._fill_list(select=max(0, row - 1))

    def save_fields(self) -> None:
        """The selected assistant as the fields say, saved when it changed. A name left empty
        or taken by another assistant is said and not saved."""
        row = self.list.currentRow()
        assistants = list(self._assistants())
        if self._filling or not 0 <= row < len(assistants):
            return
        name = self.name.text().strip()
        others = {a.name for index, a in enumerate(assistants) if index != row}
        if not name or name in others:
            self.problem.emit(
                self.tr("Every assistant needs a name of its own.")
                if name
                else self.tr("An assistant needs a name.")
            )
            return
        edited = dataclasses.replace(
            assistants[row],
            name=name,
            system_prompt=self.system_prompt.toPlainText(),
            provider_id=self.provider.currentData() or "",
            model=self.model.text().strip(),
            parameters=self.parameters.parameters(),
        )
        if edited == assistants[row]:
            return
        assistants[row] = edited
        if self.apply(lambda: self.settings.update_app(assistants=tuple(assistants))) is FAILED:
            return
        item = self.list.item(row)
        if item is not None:
            item.setText(name)

    def commit(self) -> None:
        self.save_fields()

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Assistants"))
        self.add_button.setText(self.tr("&Add"))
        self.add_button.setAccessibleName(self.tr("Add an assistant"))
        self.delete_button.setText(self.tr("&Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the assistant"))
        captions: dict[QWidget, str] = {
            self.name: self.tr("&Name:"),
            self.system_prompt: self.tr("System &prompt:"),
            self.provider: self.tr("P&rovider:"),
            self.model: self.tr("&Model:"),
        }
        for field, text in captions.items():
            self._captions[field].setText(text)
            field.setAccessibleName(text.replace("&", "").rstrip(":"))
        self.model.setPlaceholderText(self.tr("The provider's default"))
        name_combo(
            self.provider,
            self.tr("Provider"),
            self.tr("Who answers a conversation started from this assistant"),
        )
        if self.provider.count():
            self.provider.setItemText(0, self.tr("The one chosen in the window"))
