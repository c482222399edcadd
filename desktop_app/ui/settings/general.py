"""The General page: how answers appear, the language of the window, its appearance, long
conversations and titles."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtWidgets import QComboBox, QFormLayout, QVBoxLayout, QWidget

from desktop_app.config.settings import DISPLAY_POLICIES, ProviderSettings
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.paths import data_dir
from desktop_app.ui.language import LANGUAGES
from desktop_app.ui.settings.appearance import AppearanceBox
from desktop_app.ui.settings.data_folder import DataFolderBox
from desktop_app.ui.settings.model_help import ModelHelpBox
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage, buddy
from desktop_app.ui.settings.quick_ask import QuickAskSettings
from desktop_app.ui.settings.updates import UpdatesBox
from desktop_app.ui.widgets.accessibility import name_combo


class GeneralPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        *,
        languages: Sequence[tuple[str, str]] = LANGUAGES,
        on_language: Callable[[str | None], object] | None = None,
        on_theme: Callable[[str], object] | None = None,
        folder: Path | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``on_language`` applies a newly chosen language (a code; ``None``: the system's)
        at once, without a restart; ``on_theme`` a newly chosen theme (a ``THEMES`` value)."""
        super().__init__(settings, work, parent)
        self._on_language = on_language
        app = settings.app
        self.display_combo = QComboBox(self)
        for policy in DISPLAY_POLICIES:
            self.display_combo.addItem("", policy)
        self.display_combo.setCurrentIndex(max(0, self.display_combo.findData(app.display_policy)))
        self.display_combo.activated.connect(
            lambda _index: self.apply(
                lambda: self.settings.update_app(display_policy=self.display_combo.currentData())
            )
        )
        self.language_combo = QComboBox(self)
        self.language_combo.addItem("", "")  # "": None, the system's language
        for code, name in languages:
            self.language_combo.addItem(name, code)
        if app.language is not None and self.language_combo.findData(app.language) < 0:
            self.language_combo.addItem(app.language, app.language)
        self.language_combo.setCurrentIndex(
            max(0, self.language_combo.findData(app.language or ""))
        )
        self.language_combo.activated.connect(lambda _index: self._language_chosen())
        self._display_caption = buddy(self, self.display_combo)
        self._language_caption = buddy(self, self.language_combo)
        self.appearance = AppearanceBox(app.theme, self._save_theme, on_theme, self)
        form = QFormLayout()
        form.addRow(self._display_caption, self.display_combo)
        form.addRow(self._language_caption, self.language_combo)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.appearance)
        self.model_help = ModelHelpBox(settings, self.apply, self)  # past the window, titles
        layout.addWidget(self.model_help)
        where = folder if folder is not None else data_dir()
        self.data_folder = DataFolderBox(where, parent=self)
        layout.addWidget(self.data_folder)
        self.quick_ask = QuickAskSettings(settings, apply=self.apply, parent=self)
        layout.addWidget(self.quick_ask)
        self.updates = UpdatesBox(
            settings,
            work,
            where,
            apply=self.apply,
            parent=self,
        )
        layout.addWidget(self.updates)
        layout.addStretch(1)
        self.retranslate()

    def commit(self) -> None:
        self.updates.commit()
        self.quick_ask.commit()

    def _save_theme(self, choice: str) -> bool:
        return self.apply(lambda: self.settings.update_app(theme=choice)) is not FAILED

    def _language_chosen(self) -> None:
        choice = self.language_combo.currentData() or None
        if self.apply(lambda: self.settings.update_app(language=choice)) is FAILED:
            return
        if self._on_language is not None:
            self._on_language(choice)

    def retranslate(self) -> None:
        name_combo(
            self.display_combo,
            self.tr("How answers appear"),
            self.tr("Word by word, whole sentences only, or the whole answer at the end"),
        )
        display_labels = {
            DisplayPolicy.WORDS: self.tr("Word by word"),
            DisplayPolicy.SENTENCES: self.tr("Sentence by sentence"),
            DisplayPolicy.WHOLE: self.tr("The whole answer at once"),
        }
        for index in range(self.display_combo.count()):
            self.display_combo.setItemText(
                index, display_labels[self.display_combo.itemData(index)]
            )
        name_combo(
            self.language_combo,
            self.tr("Language"),
            self.tr("The language of the window; it changes at once"),
        )
        self.language_combo.setItemText(0, self.tr("System default"))
        self._display_caption.setText(self.tr("&Show answers:"))
        self._language_caption.setText(self.tr("&Language:"))
