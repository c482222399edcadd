"""A data-folder move the Settings asked for, done as Arroyo starts.

At start, before the store is opened, nothing is writing to the folder: the window asks for
the move (``relocation.request_move``) and this does it on the next start, rather than copying a
database the window is still writing to. The request is dropped whatever happens, so a move
that cannot be done is said once, not at every start; the old folder keeps working."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.paths import DataSource, chosen_data_dir, location_file
from desktop_app.store import relocation
from desktop_app.store.relocation import MoveError
from desktop_app.ui.settings.data_folder import move_problem
from desktop_app.ui.settings.page import fill


def _message(title: str, text: str, problem: bool) -> None:
    (QMessageBox.warning if problem else QMessageBox.information)(None, title, text)


def run_requested_move(folder: Path, tell: Callable[[str, str, bool], object] = _message) -> bool:
    """True when the data was moved. ``tell(title, text, is_problem)`` says how it went."""
    target = relocation.requested_move(folder)
    # A second start while the window that asked is still open only brings that window to the
    # front: the request waits for a start with the store closed.
    if target is None or relocation.in_use(folder):
        return False
    relocation.cancel_request(folder)
    # ARROYO_DATA_DIR and portable mode win over the pointer: their folder is copied, and the
    # person is told how to use the copy.
    pointed = chosen_data_dir().source in (DataSource.MOVED, DataSource.DEFAULT)
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        relocation.move(folder, target, location=location_file() if pointed else None)
    except MoveError as exc:
        tell(
            QCoreApplication.translate("DataMoveAtStart", "The data folder was not moved"),
            move_problem(exc),
            True,
        )
        return False
    finally:
        QApplication.restoreOverrideCursor()
    said = (
        QCoreApplication.translate(
            "DataMoveAtStart",
            "Arroyo now keeps its data in %1. The old folder, %2, is kept until you remove "
            "it (Settings, General).",
        )
        if pointed
        else QCoreApplication.translate(
            "DataMoveAtStart",
            "The data was copied to %1. Set ARROYO_DATA_DIR to that folder to use it; the old "
            "folder, %2, is kept.",
        )
    )
    tell(
        QCoreApplication.translate("DataMoveAtStart", "The data folder was moved"),
        fill(said, target, folder),
        False,
    )
    return True
