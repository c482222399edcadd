"""What the Sync page says about a sync that could not run, by kind of problem (a table)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_SENTENCES: dict[SyncProblem, str] = {
    SyncProblem.WRONG_PASSPHRASE: QT_TRANSLATE_NOOP(
        "Sync", "Wrong passphrase: it does not open the sync set there."
    ),
    SyncProblem.TAMPERED: QT_TRANSLATE_NOOP("Sync", "An object in the storage was changed."),
    SyncProblem.TRUNCATED: QT_TRANSLATE_NOOP("Sync", "An object in the storage is cut short."),
    SyncProblem.FOREIGN_SET: QT_TRANSLATE_NOOP(
        "Sync", "The storage holds another sync set than this one."
    ),
    SyncProblem.NOT_SET_UP: QT_TRANSLATE_NOOP("Sync", "Sync is not set up."),
    SyncProblem.NO_SET: QT_TRANSLATE_NOOP("Sync", "There is no sync set there to join."),
    SyncProblem.STORAGE: QT_TRANSLATE_NOOP("Sync", "The storage cannot be reached."),
    SyncProblem.NO_PASSPHRASE: QT_TRANSLATE_NOOP(
        "Sync", "No keyring holds the key: enter the passphrase below to sync in this session."
    ),
    SyncProblem.THIS_DEVICE: QT_TRANSLATE_NOOP("Sync", "This device cannot remove itself."),
    SyncProblem.CONFLICT: QT_TRANSLATE_NOOP(
        "Sync", "The storage already holds another object under a name this device writes."
    ),
}


def describe(problem: SyncError) -> str:
    return QCoreApplication.translate("Sync", _SENTENCES[SyncProblem(problem.kind.value)])
