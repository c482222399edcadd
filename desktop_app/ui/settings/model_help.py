"""On the General page: what is sent past a model's context window (a new conversation's
choice; each conversation may choose its own in its options), and the work a model may do
besides answering: summaries of older messages and titles, each by the conversation's own
model or another of its provider. Says what that costs and where the text goes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.context_fit import Overflow
from desktop_app.ui.settings.page import buddy
from desktop_app.ui.widgets.accessibility import name_combo


class ModelHelpBox(QGroupBox):
    def __init__(
        self,
        settings: ProviderSettings,
        apply: Callable[[Callable[[], Any]], Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        app = settings.app
        self.overflow = QComboBox(self)
        for choice in Overflow:
            self.overflow.addItem("", choice.value)
        self.overflow.setCurrentIndex(max(0, self.overflow.findData(app.context_overflow)))
        self.overflow.activated.connect(
            lambda _i: apply(
                lambda: settings.update_app(context_overflow=self.overflow.currentData())
            )
        )
        self.summary_model = QLineEdit(app.summary_model, self)
        self.summary_model.editingFinished.connect(
            lambda: apply(
                lambda: settings.update_app(summary_model=self.summary_model.text().strip())
            )
        )
        self.titles = QCheckBox(self)
        self.titles.setChecked(app.model_titles)
        self.titles.toggled.connect(lambda on: apply(lambda: settings.update_app(model_titles=on)))
        self.title_model = QLineEdit(app.title_model, self)
        self.title_model.editingFinished.connect(
            lambda: apply(lambda: settings.update_app(title_model=self.title_model.text().strip()))
        )
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        # Drawn at its full height even where the page is tight (a small screen).
        self.overflow.setMinimumHeight(self.overflow.sizeHint().height())
        self._overflow_caption = buddy(self, self.overflow)
        self._summary_caption = buddy(self, self.summary_model)
        self._title_caption = buddy(self, self.title_model)
        form = QFormLayout()
        form.addRow(self._overflow_caption, self.overflow)
        form.addRow(self.titles)
        models = QHBoxLayout()  # one row: the page fits a small screen
        for caption, field in (
            (self._summary_caption, self.summary_model),
            (self._title_caption, self.title_model),
        ):
            models.addWidget(caption)
            models.addWidget(field, 1)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addLayout(models)
        column.addWidget(self.note)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Long conversations and titles"))
        labels = {
            Overflow.OMIT_OLDEST.value: self.tr("Leave out the oldest messages"),
            Overflow.SUMMARISE.value: self.tr("Summarise the older messages"),
            Overflow.ASK.value: self.tr("Stop and ask"),
        }
        for index in range(self.overflow.count()):
            self.overflow.setItemText(index, labels[self.overflow.itemData(index)])
        name_combo(
            self.overflow,
            self.tr("Past the model's context window"),
            self.tr("What a new conversation sends once it no longer fits the model's window"),
        )
        self._overflow_caption.setText(self.tr("&Past the model's context window:"))
        own = self.tr("The conversation's own model")
        self._summary_caption.setText(self.tr("Summaries &by:"))
        self.summary_model.setPlaceholderText(own)
        self.summary_model.setAccessibleName(self.tr("The model that writes summaries"))
        self.titles.setText(self.tr("&Let a model write the title after the first answer"))
        self.titles.setAccessibleName(self.tr("Let a model write the title after the first answer"))
        self._title_caption.setText(self.tr("&Titles by:"))
        self.title_model.setPlaceholderText(own)
        self.title_model.setAccessibleName(self.tr("The model that writes titles"))
        self.note.setText(
            self.tr(
                "A summary or a title is one more request to the model: it costs tokens like a"
                " message, and the conversation's text goes to that model's provider."
            )
        )
        another = self.tr("Another model is named by its id, at the conversation's provider")
        self.summary_model.setToolTip(another)
        self.title_model.setToolTip(another)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
