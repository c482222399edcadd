"""The Project dialog: a project's name, its instructions, the defaults a new conversation in it
starts from (assistant, model, temperature, output length) and its workspace folder.

Window-modal and not blocking (``open``): ``saved`` is called with the values once the person
confirms; a blank name leaves the project as it was."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop_app.providers.parameters import Parameters
from desktop_app.store.projects import Project
from desktop_app.ui.theme import SPACING
from desktop_app.workspaces import WorkspaceChoice

WIDTH_IN_CHARACTERS = 60
UNSET_TEMPERATURE = -0.1  # the spin box's lowest value reads "Model's default"


@dataclass(frozen=True, slots=True)
class ProjectValues:
    name: str
    instructions: str
    assistant: str | None
    model: str | None
    parameters_json: str | None
    workspace: WorkspaceChoice
    knowledge: tuple[str, ...] = ()  # the knowledge bases its conversations search


class ProjectDialog(QDialog):
    def __init__(
        self,
        parent: QWidget,
        project: Project,
        assistants: Sequence[str],
        saved: Callable[[ProjectValues], None],
        bases: Sequence[str] = (),
        chosen_bases: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._saved = saved
        self.name = QLineEdit(project.name, self)
        self.instructions = QPlainTextEdit(project.instructions, self)
        self.instructions.setTabChangesFocus(True)
        self.assistant = QComboBox(self)
        self.assistant.addItem("", None)  # named in retranslate
        for name in assistants:
            self.assistant.addItem(name, name)
        self.assistant.setCurrentIndex(max(self.assistant.findData(project.assistant), 0))
        self.model = QLineEdit(project.model or "", self)
        parameters = Parameters.from_json(project.parameters_json)
        self.temperature = QDoubleSpinBox(self)
        self.temperature.setRange(UNSET_TEMPERATURE, 2.0)
        self.temperature.setSingleStep(0.1)
        self.temperature.setDecimals(1)
        self.temperature.setValue(
            parameters.temperature if parameters.temperature is not None else UNSET_TEMPERATURE
        )
        self.max_tokens = QSpinBox(self)
        self.max_tokens.setRange(0, 1_000_000)
        self.max_tokens.setSingleStep(256)
        self.max_tokens.setValue(parameters.max_output_tokens or 0)
        self._parameters = parameters
        chosen = project.workspace_choice.folder
        self.workspace = QLineEdit(str(chosen) if chosen is not None else "", self)
        self.browse = QPushButton(self)
        self.browse.clicked.connect(self._browse)
        folder = QHBoxLayout()
        folder.addWidget(self.workspace, 1)
        folder.addWidget(self.browse)
        self.form = QFormLayout()
        self.form.setSpacing(SPACING.s)
        fields = (self.name, self.instructions, self.assistant, self.model)
        self.captions = [QLabel(self) for _ in range(7)]
        for caption, field in zip(
            self.captions,
            (*fields, self.temperature, self.max_tokens, self.workspace),
            strict=True,
        ):
            caption.setBuddy(field)
        for caption, field in zip(self.captions, (*fields, self.temperature, self.max_tokens)):
            self.form.addRow(caption, field)
        self.form.addRow(self.captions[-1], folder)
        self.bases = QListWidget(self)  # the knowledge bases to search, checked
        for base in bases:
            item = QListWidgetItem(base, self.bases)
            checked = Qt.CheckState.Checked if base in chosen_bases else Qt.CheckState.Unchecked
            item.setCheckState(checked)
        self.bases.setMaximumHeight(self.fontMetrics().height() * 5)
        self.bases_caption = QLabel(self)
        self.bases_caption.setBuddy(self.bases)
        self.no_bases = QLabel(self)  # where the list would be, says how to make one
        self.no_bases.setWordWrap(True)
        if bases:
            self.form.addRow(self.bases_caption, self.bases)
            self.no_bases.hide()
        else:
            self.form.addRow(self.bases_caption, self.no_bases)
            self.bases.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.form.addRow(self.buttons)
        self.setLayout(self.form)
        self.name.setMinimumWidth(self.fontMetrics().averageCharWidth() * WIDTH_IN_CHARACTERS)
        self.name.selectAll()
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Project"))
        captions = (
            self.tr("&Name:"),
            self.tr("&Instructions:"),
            self.tr("&Assistant:"),
            self.tr("&Model:"),
            self.tr("&Temperature:"),
            self.tr("Ma&ximum output tokens:"),
            self.tr("&Workspace folder:"),
        )
        for label, caption in zip(self.captions, captions, strict=True):
            label.setText(caption)
        self.instructions.setPlaceholderText(
            self.tr("Said to the model before each conversation's own system prompt")
        )
        self.assistant.setItemText(0, self.tr("None"))
        self.model.setPlaceholderText(self.tr("The provider's model"))
        self.temperature.setSpecialValueText(self.tr("Model's default"))
        self.max_tokens.setSpecialValueText(self.tr("Model's default"))
        self.workspace.setPlaceholderText(self.tr("The default workspace"))
        self.browse.setText(self.tr("&Choose…"))
        self.bases_caption.setText(self.tr("&Knowledge bases:"))
        self.no_bases.setText(
            self.tr("None yet: Conversation › Knowledge bases… makes one from your files.")
        )

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Workspace folder"))
        if chosen:
            self.workspace.setText(chosen)

    def values(self) -> ProjectValues:
        temperature = self.temperature.value()
        # What the dialog does not show (top_p, reasoning...) stays as it was.
        kept = replace(
            self._parameters,
            temperature=None if temperature <= UNSET_TEMPERATURE else round(temperature, 1),
            max_output_tokens=self.max_tokens.value() or None,
        )
        folder = self.workspace.text().strip()
        return ProjectValues(
            name=self.name.text().strip(),
            instructions=self.instructions.toPlainText().strip(),
            assistant=self.assistant.currentData(),
            model=self.model.text().strip() or None,
            parameters_json=None if kept == Parameters() else kept.to_json(),
            workspace=WorkspaceChoice.at(Path(folder)) if folder else WorkspaceChoice(),
            knowledge=tuple(
                item.text()
                for item in map(self.bases.item, range(self.bases.count()))
                if item.checkState() == Qt.CheckState.Checked
            ),
        )

    def accept(self) -> None:
        values = self.values()
        super().accept()
        if values.name:
            self._saved(values)
