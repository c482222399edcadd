"""Why a sync refused an object or could not run, as one error tree with an enum kind.

An object that cannot be trusted is refused by name and kind; the rest of the set still syncs.
"""

from __future__ import annotations

from enum import StrEnum

from desktop_app.errors import ArroyoError


class SyncProblem(StrEnum):
    WRONG_PASSPHRASE = "wrong_passphrase"  # the key does not open the set's header
    TAMPERED = "tampered"  # authentication failed: changed, renamed or another key's object
    TRUNCATED = "truncated"  # shorter (or longer) than its own header says
    FOREIGN_SET = "foreign_set"  # sealed for another sync set
    NOT_SET_UP = "not_set_up"  # no sync set chosen for this data folder
    NO_SET = "no_set"  # the storage holds no sync set header
    STORAGE = "storage"  # the storage could not be reached or refused a request
    NO_PASSPHRASE = "no_passphrase"  # no keyring entry and nobody to ask
    THIS_DEVICE = "this_device"  # a device cannot remove itself from the set
    CONFLICT = "conflict"  # a name this device must write is taken by an object not its own


class SyncError(ArroyoError):
    def __init__(self, kind: SyncProblem, name: str = "", detail: str = "") -> None:
        self.kind = kind
        self.name = name  # the object concerned, if any: never a secret
        self.detail = detail
        where = f" ({name})" if name else ""
        super().__init__(f"{kind.value}{where}{': ' + detail if detail else ''}")


class ObjectRefused(SyncError):
    """An object that failed its checks; raised by ``crypto.open_sealed``."""


class WrongPassphrase(ObjectRefused):
    def __init__(self, name: str = "set.hdr") -> None:
        super().__init__(SyncProblem.WRONG_PASSPHRASE, name)


class Tampered(ObjectRefused):
    def __init__(self, name: str) -> None:
        super().__init__(SyncProblem.TAMPERED, name)


class Truncated(ObjectRefused):
    def __init__(self, name: str) -> None:
        super().__init__(SyncProblem.TRUNCATED, name)


class ForeignSet(ObjectRefused):
    def __init__(self, name: str) -> None:
        super().__init__(SyncProblem.FOREIGN_SET, name)
