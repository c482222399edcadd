"""Adding a knowledge base: its name, the folders and files it reads, and what makes its
vectors, with a sentence saying honestly what each choice means and who receives the files'
contents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.knowledge.embedders import DEMO, FULL_TEXT_ONLY
from desktop_app.session.knowledge_library import EmbeddingSource
from desktop_app.ui.theme.stylesheet import TextRole, mark


class AddBaseDialog(QDialog):
    def __init__(self, sources: list[EmbeddingSource], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("addKnowledgeBase")
        self.sources = sources
        self.name = QLineEdit(self)
        self.paths = QListWidget(self)
        self.paths.setMinimumHeight(90)
        self.add_folder = QPushButton(self)
        self.add_folder.clicked.connect(self._choose_folder)
        self.add_files = QPushButton(self)
        self.add_files.clicked.connect(self._choose_files)
        self.source = QComboBox(self)
        self.model = QLineEdit(self)  # a provider's embedding model, editable
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        mark(self.note, TextRole.MUTED)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        pick = QHBoxLayout()
        pick.addWidget(self.add_folder)
        pick.addWidget(self.add_files)
        pick.addStretch(1)
        self.labels = [QLabel(self) for _ in range(4)]
        self.model_label = self.labels[3]
        self.form = QFormLayout()
        self.form.addRow(self.labels[0], self.name)
        self.form.addRow(self.labels[1], self.paths)
        self.form.addRow("", pick)
        self.form.addRow(self.labels[2], self.source)
        self.form.addRow(self.model_label, self.model)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.note)
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._update)
        self.source.currentIndexChanged.connect(self._source_changed)
        self.retranslate()
        self.source.setCurrentIndex(1)  # the Demo's: works offline, costs nothing

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Add a knowledge base"))
        texts = (self.tr("Name"), self.tr("Sources"), self.tr("Search by"), self.tr("Model"))
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        self.add_folder.setText(self.tr("Add folder…"))
        self.add_files.setText(self.tr("Add files…"))
        current = max(0, self.source.currentIndex())
        self.source.blockSignals(True)
        self.source.clear()
        for source in self.sources:
            self.source.addItem(self._label(source))
        self.source.setCurrentIndex(current)
        self.source.blockSignals(False)
        self._update()

    def _label(self, source: EmbeddingSource) -> str:
        if source.spec == FULL_TEXT_ONLY:
            return self.tr("Words only (full-text search)")
        if source.spec == DEMO:
            return self.tr("Words and the Demo's vectors (offline)")
        return self.tr("Embeddings from {provider}").format(provider=source.label)

    def chosen(self) -> EmbeddingSource:
        return self.sources[max(0, self.source.currentIndex())]

    def spec(self) -> str:
        source = self.chosen()
        if source.spec in (FULL_TEXT_ONLY, DEMO):
            return source.spec
        entry = source.spec.partition(":")[0]
        return f"{entry}:{self.model.text().strip() or source.spec.partition(':')[2]}"

    def chosen_paths(self) -> list[Path]:
        return [Path(self.paths.item(row).text()) for row in range(self.paths.count())]

    def _choose_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add folder…"))
        if folder:
            self.add_path(Path(folder))

    def _choose_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(self, self.tr("Add files…"))
        for file in files:
            self.add_path(Path(file))

    def add_path(self, path: Path) -> None:
        if str(path) not in {self.paths.item(r).text() for r in range(self.paths.count())}:
            self.paths.addItem(str(path))
        self._update()

    def _source_changed(self) -> None:
        """Another provider: its usual embedding model, which the person may change."""
        self.model.setText(self.chosen().spec.partition(":")[2] if self.sources else "")
        self._update()

    def _update(self) -> None:
        source = self.chosen() if self.sources else None
        provider = source is not None and source.spec not in (FULL_TEXT_ONLY, DEMO)
        self.model.setVisible(provider)
        self.model_label.setVisible(provider)
        self.note.setText(self._note(source))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.name.text().strip()) and self.paths.count() > 0)

    def _note(self, source: EmbeddingSource | None) -> str:
        if source is None or source.spec == FULL_TEXT_ONLY:
            return self.tr(
                "Finds passages that contain the question's words. Nothing leaves this computer."
            )
        if source.spec == DEMO:
            return self.tr(
                "The Demo's vectors work offline, and they are simple: they find passages that "
                "share words with the question, not passages that mean the same in other words. "
                "Nothing leaves this computer."
            )
        if source.local:
            return self.tr(
                "{provider} runs on this computer or its network: the files stay here."
            ).format(provider=source.receiver)
        return self.tr(
            "Indexing with {provider} sends every passage of these files to {provider}."
        ).format(provider=source.receiver)
