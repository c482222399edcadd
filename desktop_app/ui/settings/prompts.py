"""The Prompts page: the texts the composer offers on ``/``, with ``{{variables}}`` asked for
when one is used, and optionally the assistant and model that answer it. Add, edit, delete,
import and export (JSON); every edit is saved as it is made.

The prompts that ship with Arroyo are listed too, in the window's language. Editing one keeps
the edited copy in the person's list (it replaces the original there); deleting that copy
brings the original back. An original itself cannot be deleted.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.config.prompt_texts import offered
from desktop_app.config.prompts import (
    Prompt,
    PromptFileError,
    export_document,
    merged,
    read_export,
    variables,
)
from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.settings.page import FAILED, BackgroundWork, SettingsPage, buddy, name_list
from desktop_app.ui.widgets.accessibility import name_combo

_MAX_IMPORT_BYTES = 4 * 1024 * 1024  # far above any list of prompts a person keeps


class PromptText(QPlainTextEdit):
    """A prompt's text; saved when the person leaves it."""

    def __init__(self, page: PromptsPage) -> None:
        super().__init__(page)
        self._page = page
        self.setTabChangesFocus(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self._page.save_fields()
        super().focusOutEvent(event)


class PromptsPage(SettingsPage):
    def __init__(
        self, settings: ProviderSettings, work: BackgroundWork, parent: QWidget | None = None
    ) -> None:
        super().__init__(settings, work, parent)
        self.language: Callable[[], str | None] = lambda: QLocale().name()  # the window's
        # Where import and export ask for a file (replaced by tests).
        self.open_path: Callable[[], str] = lambda: QFileDialog.getOpenFileName(
            self, self.tr("Import prompts"), "", self.tr("Prompts (*.json)")
        )[0]
        self.save_path: Callable[[], str] = lambda: QFileDialog.getSaveFileName(
            self, self.tr("Export prompts"), "prompts.json", self.tr("Prompts (*.json)")
        )[0]
        self.list = name_list(self)
        self.list.currentRowChanged.connect(self._show_row)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda _checked=False: self.add())
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(lambda _checked=False: self.delete_current())
        self.import_button = QPushButton(self)
        self.import_button.clicked.connect(lambda _checked=False: self.import_file())
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(lambda _checked=False: self.export_file())
        self.name = QLineEdit(self)
        self.name.editingFinished.connect(self.save_fields)
        self.text = PromptText(self)
        self.assistant = QComboBox(self)
        self.assistant.activated.connect(lambda _index: self.save_fields())
        self.model = QLineEdit(self)
        self.model.editingFinished.connect(self.save_fields)
        self.blanks = QLabel(self)  # the variables the text asks for
        self.blanks.setWordWrap(True)
        self._captions: dict[QWidget, QLabel] = {
            field: buddy(self, field)
            for field in (self.name, self.text, self.assistant, self.model)
        }
        self._filling = False  # while a row's values are shown: nothing is saved
        self._rows: tuple[Prompt, ...] = ()

        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.delete_button)
        transfer = QHBoxLayout()
        transfer.addWidget(self.import_button)
        transfer.addWidget(self.export_button)
        left = QVBoxLayout()
        left.addWidget(self.list, 1)
        left.addLayout(buttons)
        left.addLayout(transfer)
        self.form = QFormLayout()
        for field, caption in self._captions.items():
            self.form.addRow(caption, field)
        self.form.addRow(self.blanks)
        row = QHBoxLayout(self)
        row.addLayout(left, 1)
        row.addLayout(self.form, 2)
        self._fill_list()
        self.retranslate()

    # -- what is shown ----------------------------------------------------------------------

    def _library(self) -> tuple[Prompt, ...]:
        return self.settings.app.prompts

    def _fill_list(self, select: int = 0) -> None:
        self._rows = offered(self._library(), self.language())
        mine = len(self._library())
        self.list.blockSignals(True)
        self.list.clear()
        for index, prompt in enumerate(self._rows):
            shipped = index >= mine
            self.list.addItem(
                self.tr("%1 (comes with Arroyo)").replace("%1", prompt.name)
                if shipped
                else prompt.name
            )
        self.list.blockSignals(False)
        self.list.setCurrentRow(min(select, self.list.count() - 1))
        self._show_row(self.list.currentRow())

    def _fill_assistants(self, chosen: str) -> None:
        self.assistant.clear()
        self.assistant.addItem(self.tr("The conversation's own"), "")
        for assistant in self.settings.app.assistants:
            self.assistant.addItem(assistant.name, assistant.name)
        if chosen and self.assistant.findData(chosen) < 0:  # deleted since: kept as it was
            self.assistant.addItem(chosen, chosen)
        self.assistant.setCurrentIndex(max(0, self.assistant.findData(chosen)))

    def _show_row(self, row: int) -> None:
        chosen = self._rows[row] if 0 <= row < len(self._rows) else None
        for field in (self.name, self.text, self.assistant, self.model):
            field.setEnabled(chosen is not None)
        self.delete_button.setEnabled(chosen is not None and row < len(self._library()))
        shown = chosen or Prompt(name="-")
        self._filling = True
        try:
            self.name.setText(shown.name if chosen else "")
            self.text.setPlainText(shown.text)
            self._fill_assistants(shown.assistant)
            self.model.setText(shown.model)
            self._show_blanks(shown.text)
        finally:
            self._filling = False

    def _show_blanks(self, text: str) -> None:
        names = variables(text)
        self.blanks.setText(
            self.tr("Asked when used: %1").replace("%1", ", ".join(names))
            if names
            else self.tr("Write {{name}} where something is to be filled in when it is used.")
        )

    # -- changes ------------------------------------------------------------------------------

    def _save(self, prompts: tuple[Prompt, ...], select: int) -> bool:
        if self.apply(lambda: self.settings.update_app(prompts=prompts)) is FAILED:
            return False
        self._fill_list(select=select)
        return True

    def add(self) -> None:
        """A new prompt with a name not taken yet, saved and selected for editing."""
        taken = {prompt.name for prompt in self._rows}
        number = 1
        while (name := self.tr("Prompt %1").replace("%1", str(number))) in taken:
            number += 1
        prompts = (*self._library(), Prompt(name=name))
        if self._save(prompts, len(prompts) - 1):
            self.name.setFocus()
            self.name.selectAll()

    def delete_current(self) -> None:
        row = self.list.currentRow()
        prompts = list(self._library())
        if not 0 <= row < len(prompts):
            return  # an original that comes with Arroyo stays
        del prompts[row]
        self._save(tuple(prompts), max(0, row - 1))

    def save_fields(self) -> None:
        """The selected prompt as the fields say, saved when it changed; an original that comes
        with Arroyo is saved as the person's own copy. A name left empty or taken is said."""
        row = self.list.currentRow()
        if self._filling or not 0 <= row < len(self._rows):
            return
        self._show_blanks(self.text.toPlainText())
        name = self.name.text().strip()
        others = {p.name for index, p in enumerate(self._rows) if index != row}
        if not name or name in others:
            self.problem.emit(
                self.tr("Every prompt needs a name of its own.")
                if name
                else self.tr("A prompt needs a name.")
            )
            return
        before = self._rows[row]
        edited = dataclasses.replace(
            before,
            name=name,
            text=self.text.toPlainText(),
            assistant=self.assistant.currentData() or "",
            model=self.model.text().strip(),
        )
        if edited == before:
            return
        prompts = list(self._library())
        if row < len(prompts):
            prompts[row] = edited
        else:
            prompts.append(edited)  # the person's copy of an original
        self._save(tuple(prompts), row if row < len(self._library()) else len(prompts) - 1)

    def import_file(self) -> int | None:
        """Adds the file's prompts that are not here yet; returns how many were added. A file
        that cannot be read is said, and nothing changes."""
        path = self.open_path()
        if not path:
            return None
        try:
            data = Path(path).read_bytes()[: _MAX_IMPORT_BYTES + 1]
            if len(data) > _MAX_IMPORT_BYTES:
                raise PromptFileError("too large")
            incoming = read_export(data.decode("utf-8"))
        except (OSError, UnicodeDecodeError, PromptFileError) as error:
            self.problem.emit(
                self.tr("%1 is not a prompts file Arroyo can read (%2). Nothing was changed.")
                .replace("%1", Path(path).name)
                .replace("%2", str(error))
            )
            return None
        before = self._library()
        prompts = merged(before, incoming)
        if prompts != before and not self._save(prompts, len(before)):
            return None
        self.problem_solved.emit()
        return len(prompts) - len(before)

    def export_file(self) -> None:
        path = self.save_path()
        if not path:
            return
        try:
            Path(path).write_text(export_document(self._library()), encoding="utf-8")
        except OSError as error:
            self.problem.emit(
                self.tr("The prompts could not be written: %1").replace(
                    "%1", error.strerror or str(error)
                )
            )

    def commit(self) -> None:
        self.save_fields()

    def retranslate(self) -> None:
        self.list.setAccessibleName(self.tr("Prompts"))
        self.add_button.setText(self.tr("&Add"))
        self.add_button.setAccessibleName(self.tr("Add a prompt"))
        self.delete_button.setText(self.tr("&Delete"))
        self.delete_button.setAccessibleName(self.tr("Delete the prompt"))
        self.import_button.setText(self.tr("&Import…"))
        self.import_button.setAccessibleName(self.tr("Import prompts"))
        self.export_button.setText(self.tr("E&xport…"))
        self.export_button.setAccessibleName(self.tr("Export prompts"))
        captions: dict[QWidget, str] = {
            self.name: self.tr("&Name:"),
            self.text: self.tr("&Text:"),
            self.assistant: self.tr("A&ssistant:"),
            self.model: self.tr("&Model:"),
        }
        for field, text in captions.items():
            self._captions[field].setText(text)
            field.setAccessibleName(text.replace("&", "").rstrip(":"))
        self.model.setPlaceholderText(self.tr("The conversation's model"))
        name_combo(
            self.assistant,
            self.tr("Assistant"),
            self.tr("Whose instructions answer when this prompt is used"),
        )
        self._fill_list(select=max(0, self.list.currentRow()))
