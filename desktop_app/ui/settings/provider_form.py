"""The form of the Providers page: one provider's name, address, model, transport and key, and
the connection test that lists its models."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QWidget,
)

from desktop_app.config.settings import TRANSPORTS, ProviderEntry, ProviderSettings
from desktop_app.names import ProviderKind, TransportName, Wire
from desktop_app.net.errors import ProviderError
from desktop_app.providers.model_pick import pick_model
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint
from desktop_app.ui.composer.provider_labels import shown_label, stored_label
from desktop_app.ui.problems import problem
from desktop_app.ui.settings.page import BackgroundWork, Phrases, buddy, fill, plain
from desktop_app.ui.settings.provider_key import ProviderKeyField, Secrets
from desktop_app.ui.widgets.accessibility import name_combo

log = logging.getLogger(__name__)

# The wires a person may choose between, by the names their makers give them.
WIRE_NAMES = {
    Wire.OPENAI_CHAT: "Chat Completions",
    Wire.OPENAI_RESPONSES: "Responses",
    Wire.ANTHROPIC: "Messages",
    Wire.GEMINI: "Gemini API",
}

ListModels = Callable[[Endpoint], Awaitable[list[str]]]


class ProviderForm(QWidget):
    """Shows one entry. ``edited`` says a field was changed (the page saves it);
    ``test_requested`` that the person asked to test the connection."""

    edited = Signal()
    test_requested = Signal()

    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        *,
        preset_label: Callable[[str], str],
        session_keys: dict[str, str],
        secrets: Secrets,
        list_models: ListModels,
        key_timeout: float,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._preset_label = preset_label
        self._list_models = list_models
        self._current_id: str | None = None
        self._phrases = Phrases()

        form = QFormLayout(self)
        self.name_edit = QLineEdit(self)
        self.name_edit.editingFinished.connect(self.edited.emit)
        self.preset_label = plain(QLabel(self))
        self.base_url_edit = QLineEdit(self)
        self.base_url_edit.editingFinished.connect(self.edited.emit)
        self.model_combo = QComboBox(self)
        self.model_combo.setEditable(True)
        self.model_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self._model_edit().editingFinished.connect(self.edited.emit)
        self.model_combo.activated.connect(lambda _index: self.edited.emit())
        self.transport_combo = QComboBox(self)
        for name in TRANSPORTS:
            self.transport_combo.addItem("", name)
        self.transport_combo.activated.connect(lambda _index: self.edited.emit())
        # Shown for a provider that speaks more than one wire (OpenAI: Chat or Responses).
        self.wire_combo = QComboBox(self)
        self.wire_combo.activated.connect(lambda _index: self.edited.emit())
        self.reasoning_check = QCheckBox(self)
        self.reasoning_check.toggled.connect(lambda _on: self.edited.emit())

        self.key_field = ProviderKeyField(
            settings,
            work,
            session_keys=session_keys,
            secrets=secrets,
            key_timeout=key_timeout,
            parent=self,
        )

        self.test_button = QPushButton(self)
        self.test_button.clicked.connect(lambda _checked=False: self.test_requested.emit())
        self.test_status = plain(QLabel(self))

        self._name_caption = buddy(self, self.name_edit)
        self._type_caption = QLabel(self)
        self._base_url_caption = buddy(self, self.base_url_edit)
        self._model_caption = buddy(self, self.model_combo)
        self._transport_caption = buddy(self, self.transport_combo)
        self._wire_caption = buddy(self, self.wire_combo)
        self._key_caption = buddy(self, self.key_field.key_edit)
        form.addRow(self._name_caption, self.name_edit)
        form.addRow(self._type_caption, self.preset_label)
        form.addRow(self._base_url_caption, self.base_url_edit)
        form.addRow(self._model_caption, self.model_combo)
        form.addRow(self._wire_caption, self.wire_combo)
        self._form = form
        form.addRow(self._transport_caption, self.transport_combo)
        form.addRow("", self.reasoning_check)
        form.addRow(self._key_caption, self.key_field)
        form.addRow(self.test_button, self.test_status)

    def _model_edit(self) -> QLineEdit:
        edit = self.model_combo.lineEdit()
        assert edit is not None  # the model box is editable: a name may be typed
        return edit

    def retranslate(self, entry: ProviderEntry | None) -> None:
        self.name_edit.setAccessibleName(self.tr("Provider name"))
        self.name_edit.setAccessibleDescription(self.tr("The name shown in the provider list"))
        self.preset_label.setAccessibleName(self.tr("Provider type"))
        self.base_url_edit.setAccessibleName(self.tr("Base URL"))
        self.base_url_edit.setAccessibleDescription(
            self.tr("The address of the provider's API; empty for the usual one")
        )
        name_combo(
            self.model_combo,
            self.tr("Model"),
            self.tr("Type a model name, or test the connection to list them"),
        )
        model_edit = self._model_edit()
        model_edit.setAccessibleName(self.tr("Model"))
        model_edit.setAccessibleDescription(
            self.tr("Type a model name, or test the connection to list them")
        )
        self._show_model_placeholder(entry)
        name_combo(
            self.transport_combo,
            self.tr("Streaming transport"),
            self.tr("How the answer is read from the network"),
        )
        transport_labels = {
            TransportName.CHUNKED: self.tr("Chunked: text as it arrives"),
            TransportName.DIFF: self.tr("Snapshots: compare each update with the last"),
        }
        for index in range(self.transport_combo.count()):
            self.transport_combo.setItemText(
                index, transport_labels[self.transport_combo.itemData(index)]
            )
        name_combo(self.wire_combo, self.tr("API"), self.tr("Which of the provider's APIs answers"))
        self._wire_caption.setText(self.tr("A&PI:"))
        self.reasoning_check.setText(self.tr("Show the model's &reasoning"))
        self.reasoning_check.setAccessibleName(self.tr("Show the model's reasoning"))
        self.reasoning_check.setAccessibleDescription(
            self.tr("Shows what the model thinks before it answers, when it says so")
        )
        self.test_button.setText(self.tr("&Test connection"))
        self.test_button.setAccessibleName(self.tr("Test connection"))
        self.test_button.setAccessibleDescription(
            self.tr("Connects to the provider and lists its models")
        )
        self.test_status.setAccessibleName(self.tr("Connection test result"))
        self._name_caption.setText(self.tr("&Name:"))
        self._type_caption.setText(self.tr("Type:"))
        self._base_url_caption.setText(self.tr("Base &URL:"))
        self._model_caption.setText(self.tr("&Model:"))
        self._transport_caption.setText(self.tr("Tr&ansport:"))
        self._key_caption.setText(self.tr("API &key:"))
        if entry is not None:
            self.preset_label.setText(self._preset_label(entry.preset))
        self.key_field.retranslate(entry)
        self._phrases.again()

    def show_entry(self, entry: ProviderEntry | None) -> None:
        self._current_id = entry.id if entry else None
        self.setVisible(entry is not None)
        self._phrases.clear(self.test_status.setText)
        if entry is None:
            self.key_field.show_entry(None)
            return
        preset = PRESETS[entry.preset]
        fields = (
            self.name_edit,
            self.base_url_edit,
            self.model_combo,
            self.transport_combo,
            self.wire_combo,
            self.reasoning_check,
        )
        for widget in fields:
            widget.blockSignals(True)
        self.wire_combo.clear()
        for wire in preset.wire_choices:
            self.wire_combo.addItem(WIRE_NAMES[wire], wire)  # the APIs' own names
        self.wire_combo.setCurrentIndex(max(0, self.wire_combo.findData(entry.wire)))
        self._form.setRowVisible(self.wire_combo, len(preset.wire_choices) > 1)
        # The Demo runs inside Arroyo: no address, no key.
        for row in (self.base_url_edit, self.key_field):
            self._form.setRowVisible(row, entry.preset != ProviderKind.DEMO)
        self.name_edit.setText(shown_label(entry.label))
        self.preset_label.setText(self._preset_label(entry.preset))
        self.base_url_edit.setText(entry.base_url)
        self.base_url_edit.setPlaceholderText(preset.base_url or "https://example.com/v1")
        self.model_combo.clear()
        self.model_combo.setEditText(entry.model)
        self._show_model_placeholder(entry)
        self.transport_combo.setCurrentIndex(max(0, self.transport_combo.findData(entry.transport)))
        self.reasoning_check.setChecked(entry.show_reasoning)
        for widget in fields:
            widget.blockSignals(False)
        self.key_field.show_entry(entry)

    def _show_model_placeholder(self, entry: ProviderEntry | None) -> None:
        """The model used when the field is left empty: the provider's usual one, if any."""
        usual = PRESETS[entry.preset].default_model if entry is not None else ""
        self._model_edit().setPlaceholderText(
            fill(self.tr("%1 (the usual one)"), usual)
            if usual
            else self.tr("Type a model name, or test the connection to list them")
        )

    def values(self, entry: ProviderEntry) -> dict[str, Any]:
        """What the fields say, besides the base URL (which the page checks first)."""
        label = stored_label(self.name_edit.text().strip(), entry.label)
        if not label:
            self.name_edit.setText(entry.label)  # a provider keeps a name
            label = entry.label
        return {
            "label": label,
            "model": self.model_combo.currentText().strip(),
            "transport": self.transport_combo.currentData() or entry.transport,
            "wire_choice": self._chosen_wire(entry),
            "show_reasoning": self.reasoning_check.isChecked(),
        }

    def _chosen_wire(self, entry: ProviderEntry) -> str:
        """The wire picked, if this entry's preset speaks more than one and it is not the
        preset's own; else "" (the preset's)."""
        preset = PRESETS[entry.preset]
        wire = self.wire_combo.currentData()
        return wire if wire in preset.wire_choices and wire != preset.wire else ""

    # -- test connection ------------------------------------------------------------------------

    async def test_connection(self, entry_id: str, typed_key: str) -> None:
        entry = self.settings.get(entry_id)
        if entry is None:
            return
        if entry.preset == ProviderKind.DEMO:
            self._phrases.say(
                self.test_status.setText,
                lambda: self.tr("The demo runs inside Arroyo: nothing to connect to."),
            )
            return
        base_url = entry.effective_base_url
        if not base_url:
            self._phrases.say(
                self.test_status.setText, lambda: self.tr("Enter the server's base URL first.")
            )
            return
        self.test_button.setEnabled(False)
        self._phrases.say(self.test_status.setText, lambda: self.tr("Connecting…"))
        try:
            key = await self.key_field.stored_key(entry_id, typed_key)
            endpoint = Endpoint(
                wire=entry.wire, model=entry.effective_model, base_url=base_url, api_key=key or None
            )
            try:
                models = await self._list_models(endpoint)
            except ProviderError as exc:
                error = exc  # kept: the result is said again after a change of language
                self._show_test_result(entry_id, lambda: self._could_not_connect(error))
                return
            except Exception as exc:
                log.warning("connection test failed: %s", type(exc).__name__)
                name = type(exc).__name__
                self._show_test_result(
                    entry_id, lambda: fill(self.tr("Could not connect (%1)."), name)
                )
                return
            count = len(models)
            chosen = self._model_to_choose(entry, models)
            if chosen:
                self._show_test_result(
                    entry_id,
                    lambda: fill(self.tr("Connected: %n models. Chose %1.", "", count), chosen),
                    models,
                    chosen,
                )
                return
            self._show_test_result(
                entry_id, lambda: self.tr("Connected: %n models", "", count), models
            )
        finally:
            self.test_button.setEnabled(True)

    def _could_not_connect(self, exc: ProviderError) -> str:
        """Why, in the person's language; then the provider's own words, as they are, with the
        HTTP status and kind when there was one."""
        text = fill(self.tr("Could not connect: %1"), problem(exc.kind).sentence)
        return f"{text}\n{exc.described}" if exc.message else text

    def _model_to_choose(self, entry: ProviderEntry, models: list[str]) -> str:
        """The model a test chooses when none is set (the provider's default if listed, else
        the first chat model); "" when one is set, or the entry is no longer shown."""
        if self._current_id != entry.id or self.model_combo.currentText().strip():
            return ""
        return pick_model(models, PRESETS[entry.preset].default_model)

    def _show_test_result(
        self,
        entry_id: str,
        make: Callable[[], str],
        models: list[str] | None = None,
        chosen: str = "",
    ) -> None:
        if self._current_id != entry_id:
            return
        self._phrases.say(self.test_status.setText, make)
        if models:
            current = chosen or self.model_combo.currentText()
            self.model_combo.blockSignals(True)
            self.model_combo.clear()
            self.model_combo.addItems(models)
            self.model_combo.setEditText(current)
            self.model_combo.blockSignals(False)
        if chosen:
            self.edited.emit()  # saved at once: a conversation never goes without a model
