"""The data folder on the General page: where it is, Move… (done at the next start, with the
store closed: see ``store.relocation``), and removing the old folder after a move."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.store import relocation
from desktop_app.store.relocation import MoveError, MoveProblem
from desktop_app.ui.settings.page import Phrases, fill, plain

ChooseFolder = Callable[[QWidget], Path | None]
Confirm = Callable[[QWidget, str], bool]


def move_problem(error: MoveError) -> str:
    """A refused or failed move in words (also said by the window at start)."""
    texts = {
        MoveProblem.SAME: lambda: QCoreApplication.translate(
            "DataFolderBox", "That folder is the data folder, inside it, or holds it."
        ),
        MoveProblem.NOT_EMPTY: lambda: QCoreApplication.translate(
            "DataFolderBox", "That folder is not empty. Choose an empty or new one."
        ),
        MoveProblem.READ_ONLY: lambda: QCoreApplication.translate(
            "DataFolderBox", "That folder cannot be written to."
        ),
        MoveProblem.NO_SPACE: lambda: fill(
            QCoreApplication.translate(
                "DataFolderBox", "There is not enough free space there (%1)."
            ),
            error.detail,
        ),
        MoveProblem.IN_USE: lambda: QCoreApplication.translate(
            "DataFolderBox", "Another Arroyo window has the data open."
        ),
        MoveProblem.FAILED: lambda: fill(
            QCoreApplication.translate(
                "DataFolderBox", "Copying failed (%1); nothing was changed."
            ),
            error.detail,
        ),
        MoveProblem.NO_PREVIOUS: lambda: QCoreApplication.translate(
            "DataFolderBox", "The old data folder is gone or is not this one's."
        ),
    }
    return texts[error.problem]()


def _choose(parent: QWidget) -> Path | None:
    picked = QFileDialog.getExistingDirectory(
        parent, QCoreApplication.translate("DataFolderBox", "Move the data folder to")
    )
    return Path(picked) if picked else None


def _confirm(parent: QWidget, text: str) -> bool:
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("DataFolderBox", "Remove the old data folder"),
        text,
        defaultButton=QMessageBox.StandardButton.No,  # removing cannot be undone
    )
    return answer == QMessageBox.StandardButton.Yes


class DataFolderBox(QGroupBox):
    def __init__(
        self,
        folder: Path,
        *,
        choose_folder: ChooseFolder = _choose,
        confirm: Confirm = _confirm,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder
        self._choose_folder = choose_folder
        self._confirm = confirm
        self._phrases = Phrases()
        self.path_label = plain(QLabel(str(folder), self))
        self.move_button = QPushButton(self)
        self.move_button.clicked.connect(self._move_clicked)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self._cancel_clicked)
        self.status = plain(QLabel(self))
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._remove_clicked)
        row = QHBoxLayout()
        row.addWidget(self.path_label, 1)
        row.addWidget(self.move_button)
        row.addWidget(self.cancel_button)
        row.addWidget(self.remove_button)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.retranslate()
        self._show_state()

    def _show_state(self) -> None:
        requested = relocation.requested_move(self.folder)
        previous = relocation.previous_folder(self.folder)
        self.cancel_button.setVisible(requested is not None)
        self.move_button.setVisible(requested is None)
        self.remove_button.setVisible(requested is None and previous is not None)
        if requested is not None:
            self._phrases.say(
                self.status.setText,
                lambda: fill(
                    self.tr(
                        "The data folder moves to %1 the next time Arroyo starts: quit and "
                        "start it again. The old folder is kept until you remove it."
                    ),
                    requested,
                ),
            )
        elif previous is not None:
            self._phrases.say(
                self.status.setText,
                lambda: fill(
                    self.tr(
                        "The old data folder is still at %1; remove it once you are sure "
                        "everything is here."
                    ),
                    previous,
                ),
            )
        else:
            self._phrases.clear(self.status.setText)
        self.status.setVisible(bool(self.status.text()))

    def _say_problem(self, error: MoveError) -> None:
        self._phrases.say(self.status.setText, lambda: move_problem(error))
        self.status.show()

    def _move_clicked(self) -> None:
        target = self._choose_folder(self)
        if target is None:
            return
        try:
            relocation.check_target(self.folder, target)
            relocation.request_move(self.folder, target)
        except MoveError as exc:
            self._say_problem(exc)
            return
        except OSError as exc:
            self._say_problem(MoveError(MoveProblem.FAILED, exc.strerror or type(exc).__name__))
            return
        self._show_state()

    def _cancel_clicked(self) -> None:
        relocation.cancel_request(self.folder)
        self._show_state()

    def _remove_clicked(self) -> None:
        previous = relocation.previous_folder(self.folder)
        question = fill(self.tr("Remove %1 and everything in it? This cannot be undone."), previous)
        if previous is None or not self._confirm(self, question):
            return
        try:
            relocation.remove_previous(self.folder)
        except MoveError as exc:
            self._say_problem(exc)
            return
        except OSError as exc:
            self._say_problem(MoveError(MoveProblem.FAILED, exc.strerror or type(exc).__name__))
            return
        self._show_state()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Data folder"))
        self.path_label.setAccessibleName(self.tr("Data folder"))
        self.move_button.setText(self.tr("Mo&ve…"))
        self.move_button.setAccessibleDescription(
            self.tr(
                "Copies the conversations, files and settings to another folder at the next start"
            )
        )
        self.move_button.setAccessibleName(self.tr("Move the data folder"))
        self.status.setAccessibleName(self.tr("About the data folder"))
        self.cancel_button.setText(self.tr("Cancel the move"))
        self.cancel_button.setAccessibleName(self.tr("Cancel the move"))
        self.remove_button.setText(self.tr("Remove old folder…"))
        self.remove_button.setAccessibleName(self.tr("Remove the old data folder"))
        self._phrases.again()
