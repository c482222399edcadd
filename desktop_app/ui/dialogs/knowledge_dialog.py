"""The knowledge bases (from the window's Conversation menu): each with its sources, counts,
embedding source and state; add, remove, index again; indexing runs off the window's thread
with its progress, Pause and Resume, and the files left out with their reasons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.knowledge.embedders import DEMO, FULL_TEXT_ONLY
from desktop_app.knowledge.indexer import Progress
from desktop_app.knowledge.problems import KnowledgeError
from desktop_app.session.knowledge_library import BaseRow, IndexState, KnowledgeLibrary
from desktop_app.store.knowledge.links import KnowledgeLinks
from desktop_app.ui.dialogs.knowledge_add import AddBaseDialog
from desktop_app.ui.dialogs.knowledge_indexing import IndexJob, progress_parts
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

OBJECT_NAME = "knowledgeDialog"
STATES = {
    IndexState.NEW: QT_TRANSLATE_NOOP("KnowledgeDialog", "Not indexed yet"),
    IndexState.INDEXING: QT_TRANSLATE_NOOP("KnowledgeDialog", "Stopped while indexing"),
    IndexState.PAUSED: QT_TRANSLATE_NOOP("KnowledgeDialog", "Paused"),
    IndexState.INDEXED: QT_TRANSLATE_NOOP("KnowledgeDialog", "Up to date"),
    IndexState.FAILED: QT_TRANSLATE_NOOP("KnowledgeDialog", "Indexing failed"),
}


class KnowledgeDialog(QDialog):
    def __init__(
        self,
        library: KnowledgeLibrary,
        links: KnowledgeLinks | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName(OBJECT_NAME)
        self.library = library
        self.links = links
        self.job: IndexJob | None = None
        self.rows: list[BaseRow] = []
        self.table = QTableWidget(0, 6, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._enable)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(self.add)
        self.index_button = QPushButton(self)
        self.index_button.clicked.connect(self.index_chosen)
        self.pause_button = QPushButton(self)
        self.pause_button.clicked.connect(self.pause_or_resume)
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self.remove_chosen)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.status = QLabel(self)
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.left_out_label = QLabel(self)
        self.left_out = QListWidget(self)
        self.left_out.setMaximumHeight(110)
        actions = QHBoxLayout()
        for button in (self.add_button, self.index_button, self.pause_button, self.remove_button):
            actions.addWidget(button)
        actions.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(actions)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addWidget(self.left_out_label)
        layout.addWidget(self.left_out)
        layout.addWidget(close)
        self.resize(760, 480)
        self.progress.hide()  # shown while a run goes, kept after it to say how it ended
        self._show_left_out()
        self.retranslate()
        self.refresh()

    # -- state shown -----------------------------------------------------------------------

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Knowledge bases"))
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Name"),
                self.tr("Sources"),
                self.tr("Files"),
                self.tr("Passages"),
                self.tr("Search by"),
                self.tr("State"),
            ]
        )
        self.add_button.setText(self.tr("Add…"))
        self.index_button.setText(self.tr("Index again"))
        self.remove_button.setText(self.tr("Remove"))
        self.left_out_label.setText(self.tr("Left out, with the reason:"))
        self._enable()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def refresh(self) -> None:
        chosen = self.chosen_name()
        self.rows = self.library.rows()
        self.table.setRowCount(len(self.rows))
        for row, base in enumerate(self.rows):
            cells = (
                base.name,
                ", ".join(str(root) for root in base.roots),
                str(base.files),
                str(base.chunks),
                self._source(base.embeddings),
                self.tr(STATES[base.state]),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(text)
                self.table.setItem(row, column, item)
            if base.name == chosen or (chosen is None and row == 0):
                self.table.selectRow(row)
        empty = self.tr(
            "No knowledge base yet. Add… makes one from your folders and files; a project or "
            "a conversation then searches it, and answers cite what they found."
        )
        if not self.rows and self.job is None:
            self.status.setText(empty)
        elif self.status.text() == empty:
            self.status.clear()
        self._enable()

    def _source(self, spec: str) -> str:
        if spec == FULL_TEXT_ONLY:
            return self.tr("Words only")
        if spec == DEMO:
            return self.tr("Words and the Demo's vectors")
        return spec

    def chosen_name(self) -> str | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        if not rows or rows[0].row() >= len(self.rows):
            return None
        return self.rows[rows[0].row()].name

    def chosen_row(self) -> BaseRow | None:
        name = self.chosen_name()
        return next((row for row in self.rows if row.name == name), None)

    def _enable(self) -> None:
        row = self.chosen_row()
        running = self.job is not None and self.job.running
        self.index_button.setEnabled(row is not None and not running)
        self.remove_button.setEnabled(row is not None and not running)
        resumable = row is not None and row.state in (IndexState.PAUSED, IndexState.INDEXING)
        self.pause_button.setEnabled(running or resumable)
        resume = resumable and not running
        self.pause_button.setText(self.tr("Resume") if resume else self.tr("Pause"))

    # -- actions ---------------------------------------------------------------------------

    def add(self) -> None:
        dialog = AddBaseDialog(self.library.sources(), self)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name = dialog.name.text().strip()
        try:
            self.library.add(name, dialog.chosen_paths(), dialog.spec())
        except KnowledgeError as exc:
            QMessageBox.warning(self, self.tr("Add a knowledge base"), str(exc))
            return
        self.refresh()
        self._select(name)
        self.index(name)

    def _select(self, name: str) -> None:
        for row, base in enumerate(self.rows):
            if base.name == name:
                self.table.selectRow(row)

    def index_chosen(self) -> None:
        name = self.chosen_name()
        if name is not None:
            self.index(name)

    def index(self, name: str) -> None:
        if self.job is not None and self.job.running:
            return
        self.left_out.clear()
        self._show_left_out()
        self.progress.show()
        self.progress.setValue(0)
        self.job = IndexJob(self.library, name, self)
        self.job.progressed.connect(self._show_progress)
        self.job.ended.connect(self._ended)
        self.job.failed.connect(self.status.setText)
        self.job.start()
        self._enable()

    def pause_or_resume(self) -> None:
        if self.job is not None and self.job.running:
            self.job.pause()
            self.pause_button.setEnabled(False)  # until the file it is on is committed
            self.status.setText(self.tr("Pausing after the file being read…"))
        else:
            self.index_chosen()

    def remove_chosen(self) -> None:
        name = self.chosen_name()
        if name is None:
            return
        asked = QMessageBox.question(
            self,
            self.tr("Remove {name}").format(name=name),
            self.tr("Remove the knowledge base {name}? The files it indexed are untouched.").format(
                name=name
            ),
        )
        if asked == QMessageBox.StandardButton.Yes:
            self.library.remove(name, self.links)
            self.refresh()

    # -- progress --------------------------------------------------------------------------

    def _show_progress(self, progress: Progress) -> None:
        done, total, chunks, left = progress_parts(progress)
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(done)
        text = self.tr("%n files of {total} indexed, {chunks} passages written", "", done)
        text = text.format(total=total, chunks=chunks)
        if left is not None:
            text += " · " + self.tr("about %n seconds left", "", left)
        self.status.setText(text)
        # The list the indexer keeps is capped: once full, its last row counts the rest.
        shown = self.left_out.count()
        for skipped in progress.skipped[shown:]:
            detail = f" ({skipped.detail})" if skipped.detail else ""
            self.left_out.addItem(f"{skipped.path}: {skipped.reason.value}{detail}")
        if progress.skipped_more:
            more = self.tr("and %n more files", "", progress.skipped_more)
            if self.left_out.count() == len(progress.skipped):
                self.left_out.addItem(more)
            else:
                self.left_out.item(self.left_out.count() - 1).setText(more)
        self._show_left_out()

    def _show_left_out(self) -> None:
        shown = self.left_out.count() > 0
        self.left_out.setVisible(shown)
        self.left_out_label.setVisible(shown)

    def _ended(self, state: IndexState) -> None:
        if state is IndexState.PAUSED:
            self.status.setText(self.tr("Paused. Resume goes on from the next file."))
        elif state is IndexState.INDEXED:
            self.progress.setValue(self.progress.maximum())
        self.refresh()

    def closeEvent(self, event: QCloseEvent) -> None:
        """A running index pauses after its file: the next run (now or after a restart) goes
        on from there."""
        if self.job is not None and self.job.running:
            self.job.pause()
        super().closeEvent(event)
