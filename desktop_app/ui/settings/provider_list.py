"""The list of the Providers page: the person's providers, with Add and Remove below."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QListWidgetItem, QMenu, QPushButton, QVBoxLayout, QWidget

from desktop_app.config.settings import ProviderEntry, ProviderSettings
from desktop_app.names import ProviderKind
from desktop_app.providers.presets import PRESETS
from desktop_app.ui.composer.provider_labels import shown_label
from desktop_app.ui.settings.page import fill, name_list

# The presets a person can add; the Demo (the app's own offline simulator) last, apart, so a
# removed Demo can always be added back.
ADDABLE_PRESETS = (*(name for name in PRESETS if name != ProviderKind.DEMO), ProviderKind.DEMO)


class ProviderList(QWidget):
    """Shows the entries of the settings; says which one is chosen, added or to be removed."""

    row_chosen = Signal(int)  # the person chose another row (not sent by ``refresh``)
    add_requested = Signal(str)  # a preset name
    remove_requested = Signal()

    def __init__(self, settings: ProviderSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.providers_list = name_list(self)
        self.providers_list.currentRowChanged.connect(self.row_chosen.emit)
        self.add_button = QPushButton(self)
        self.add_menu = QMenu(self.add_button)
        for name in ADDABLE_PRESETS:
            if name == ProviderKind.DEMO:
                self.add_menu.addSeparator()
            action = self.add_menu.addAction("")
            action.setData(name)
            action.triggered.connect(lambda _checked=False, n=name: self.add_requested.emit(n))
        self.add_button.setMenu(self.add_menu)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(lambda _checked=False: self.remove_requested.emit())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.providers_list, 1)
        layout.addWidget(self.add_button)
        layout.addWidget(self.remove_button)

    def retranslate(self) -> None:
        self.providers_list.setAccessibleName(self.tr("Providers"))
        self.providers_list.setAccessibleDescription(
            self.tr("The providers you set up; choose one to edit it")
        )
        self.add_button.setText(self.tr("&Add provider…"))
        self.add_button.setAccessibleName(self.tr("Add provider"))
        self.add_button.setAccessibleDescription(self.tr("Opens a menu of provider types"))
        self.add_menu.setAccessibleName(self.tr("Provider types"))
        for action in self.add_menu.actions():
            if not action.isSeparator():
                action.setText(self.preset_label_text(action.data()))
        self.remove_button.setText(self.tr("&Remove provider"))
        self.remove_button.setAccessibleName(self.tr("Remove provider"))
        self.remove_button.setAccessibleDescription(
            self.tr("Removes the chosen provider and its stored key")
        )
        for row in range(self.providers_list.count()):
            item = self.providers_list.item(row)
            entry = self.settings.get(item.data(Qt.ItemDataRole.UserRole))
            if entry is not None:
                item.setText(self._item_text(entry))

    def preset_label_text(self, name: str) -> str:
        labels: dict[str, str] = {
            ProviderKind.OPENAI: self.tr("OpenAI"),
            ProviderKind.ANTHROPIC: self.tr("Anthropic"),
            ProviderKind.GEMINI: self.tr("Google Gemini"),
            ProviderKind.OLLAMA: self.tr("Ollama (on this computer)"),
            ProviderKind.LMSTUDIO: self.tr("LM Studio (on this computer)"),
            ProviderKind.OPENAI_COMPATIBLE: self.tr("OpenAI-compatible endpoint"),
            ProviderKind.ANTHROPIC_COMPATIBLE: self.tr("Anthropic-compatible endpoint"),
            ProviderKind.LLAMACPP: self.tr("llama.cpp server (on this computer)"),
            ProviderKind.VLLM: self.tr("vLLM (on this computer)"),
        }
        return labels.get(name, shown_label(PRESETS[name].label) if name in PRESETS else name)

    def refresh(self, select: str | None) -> ProviderEntry | None:
        """Lists the entries again and chooses ``select`` (else the first); returns the chosen
        entry, without sending ``row_chosen``."""
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
        return self.entry_at(row_to_select)

    def show_changed(self, entry: ProviderEntry) -> None:
        """An entry was edited: its row says so. By id: when the selection moves, the list's
        current row is already the next one."""
        for row in range(self.providers_list.count()):
            item = self.providers_list.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == entry.id:
                item.setText(self._item_text(entry))

    def _item_text(self, entry: ProviderEntry) -> str:
        kind = PRESETS[entry.preset].label
        if entry.label in (kind, self.preset_label_text(entry.preset)):
            return shown_label(entry.label)
        return fill(self.tr("%1 (%2)"), entry.label, shown_label(kind))

    def entry_at(self, row: int) -> ProviderEntry | None:
        item = self.providers_list.item(row) if row >= 0 else None
        return self.settings.get(item.data(Qt.ItemDataRole.UserRole)) if item else None

    def select_provider(self, entry_id: str) -> None:
        for row in range(self.providers_list.count()):
            if self.providers_list.item(row).data(Qt.ItemDataRole.UserRole) == entry_id:
                self.providers_list.setCurrentRow(row)
                return
        raise KeyError(entry_id)
