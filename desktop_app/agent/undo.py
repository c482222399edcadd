"""Undoing a file change a built-in tool made, from its receipt (``store.actions.receipts``).

An undo puts back the exact bytes the file held before the operation (or removes the file the
operation created), and only if the file still holds exactly what the operation wrote: a file
changed since is left alone and the difference is shown. A path that has become a folder or a
symbolic link is refused. The undo itself is an operation in the ledger, keyed by the operation
it undoes, so it runs once: asked again, it says it was already undone.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

from desktop_app.agent.builtin.common import _decode, _looks_binary
from desktop_app.agent.builtin.diff_preview import bounded_diff
from desktop_app.store.actions.ledger import (
    Approval,
    Operation,
    OperationLedger,
    OperationStatus,
    idempotency_key,
)
from desktop_app.store.actions.receipts import Eviction, Receipt, ReceiptDamaged, ReceiptStore

UNDO_TOOL = "undo"
CAPTURED_TOOLS = frozenset({"write_file"})  # the tools whose changes keep a receipt
# An undo's ledger row: (conversation, "undo", the undone operation's key); a retry after an
# undo that failed (nothing changed: the restore is a rename) is "undo 2", "undo 3"...
UNDO_GENERATION = "undo"
_READ_LIMIT = 1024 * 1024 + 1  # the file's bytes read for the diff shown when it changed


class UndoOutcome(StrEnum):
    RESTORED = "restored"
    ALREADY_UNDONE = "already_undone"
    CHANGED = "changed"  # the file changed since the operation: not undone, diff shown
    NOT_A_FILE = "not_a_file"  # the path is now a folder, a link or something else
    UNAVAILABLE = "unavailable"  # the earlier bytes are gone (see ``eviction``)
    NO_RECEIPT = "no_receipt"  # nothing was kept for this operation
    FAILED = "failed"


@dataclass(frozen=True, slots=True)
class UndoResult:
    outcome: UndoOutcome
    message: str  # in English, for the terminal and the ledger
    diff: str = ""  # CHANGED: from what the operation wrote to what the file holds now
    eviction: Eviction | None = None  # UNAVAILABLE because the store let it go


@dataclass(frozen=True, slots=True)
class UndoPreview:
    """What an undo would do, for its confirmation."""

    path: str
    removes: bool  # the operation created the file: undoing removes it
    size: int  # the bytes put back
    diff: str  # from what the file holds now to what it will hold


def undo_key(operation: Operation, attempt: int = 1) -> str:
    return idempotency_key(
        operation.conversation_id, _generation(attempt), operation.key, _arguments(operation)
    )


def _generation(attempt: int) -> str:
    return UNDO_GENERATION if attempt == 1 else f"{UNDO_GENERATION} {attempt}"


def _attempts(ledger: OperationLedger, operation: Operation) -> list[Operation]:
    """The undos of this operation the ledger holds, oldest first."""
    return [
        recorded
        for recorded in ledger.for_call(operation.conversation_id, operation.key)
        if recorded.tool == UNDO_TOOL
    ]


def refusal(
    ledger: OperationLedger, receipts: ReceiptStore, operation: Operation
) -> UndoResult | None:
    """Why the operation cannot be undone, from the records alone; None: Undo can be offered
    (the file itself is looked at when the person asks)."""
    receipt = receipts.get(operation.key)
    if receipt is None:
        if operation.tool not in CAPTURED_TOOLS:
            said = f"Changes made by {operation.tool} cannot be undone by Arroyo."
        else:
            said = "Nothing was kept to undo this operation (it did not change the file)."
        return UndoResult(UndoOutcome.NO_RECEIPT, said)
    attempts = _attempts(ledger, operation)
    if attempts and attempts[-1].status is not OperationStatus.FAILED:
        return _earlier(attempts[-1])  # done, or under way (or interrupted: never re-run blind)
    if receipt.evicted is not None:
        return _unavailable(receipt.evicted)
    return None


def preview(
    ledger: OperationLedger, receipts: ReceiptStore, operation: Operation
) -> UndoPreview | UndoResult:
    """What undoing would do now, or why it would be refused; changes nothing."""
    refused = refusal(ledger, receipts, operation)
    if refused is not None:
        return refused
    receipt = receipts.get(operation.key)
    assert receipt is not None
    checked = _check(receipt, receipts)
    if isinstance(checked, UndoResult):
        return checked
    if checked is None:
        return UndoPreview(receipt.path, True, 0, f"{receipt.path} will be removed.")
    try:
        current = receipts.read(receipt.written_digest)
    except ReceiptDamaged as exc:
        return UndoResult(UndoOutcome.UNAVAILABLE, f"Undo no longer available: {exc}.")
    return UndoPreview(
        receipt.path, False, len(checked), _difference(receipt.path, current, checked)
    )


def undo(ledger: OperationLedger, receipts: ReceiptStore, operation: Operation) -> UndoResult:
    """Restores the file the operation changed, once; blocking (files and the database)."""
    refused = refusal(ledger, receipts, operation)
    if refused is not None:
        return refused
    receipt = receipts.get(operation.key)
    assert receipt is not None
    attempt = len(_attempts(ledger, operation)) + 1
    key = undo_key(operation, attempt)
    checked = _check(receipt, receipts)
    if isinstance(checked, UndoResult):
        return checked
    arguments = _arguments(operation)
    ledger.confirm(
        key=key,
        conversation_id=operation.conversation_id,
        generation_id=_generation(attempt),
        tool_call_id=operation.key,
        tool=UNDO_TOOL,
        arguments=arguments,
        approval=Approval.ASKED,
    )
    if not ledger.start(key):  # another undo of it got there first
        recorded = ledger.get(key)
        return _earlier(recorded) if recorded else _unavailable(None)
    try:
        _restore(Path(receipt.path), checked)
    except OSError as exc:
        message = f"The file {receipt.path} could not be restored: {exc.strerror or exc}."
        ledger.fail(key, message)
        return UndoResult(UndoOutcome.FAILED, message)
    restored = receipt.previous_digest or "absent"
    message = (
        f"Restored {receipt.path} as it was before the operation ({receipt.previous_size} bytes)."
        if checked is not None
        else f"Removed {receipt.path}, which the operation had created."
    )
    ledger.succeed(key, message, restored)
    receipts.mark_undone(operation.key, key)
    return UndoResult(UndoOutcome.RESTORED, message)


def _arguments(operation: Operation) -> str:
    return json.dumps({"operation": operation.key}, separators=(",", ":"), sort_keys=True)


_UNDER_WAY = {
    OperationStatus.CONFIRMED: "An undo of this operation is under way.",
    OperationStatus.STARTED: "An undo of this operation is under way.",
    OperationStatus.UNKNOWN: (
        "An undo of this operation was interrupted; whether it took effect is not known. "
        "Check the file; it is not undone again blind."
    ),
}


def _earlier(recorded: Operation) -> UndoResult:
    if recorded.status is OperationStatus.SUCCEEDED:
        return UndoResult(UndoOutcome.ALREADY_UNDONE, "This operation was already undone.")
    said = _UNDER_WAY.get(recorded.status, f"The undo failed: {recorded.result}")
    return UndoResult(UndoOutcome.FAILED, said)


def _unavailable(eviction: Eviction | None) -> UndoResult:
    why = {
        Eviction.SIZE: "the earlier version was removed to keep the store under its limit",
        Eviction.AGE: "the earlier version was removed after the time the store keeps it",
        None: "the earlier version is missing",
    }[eviction]
    return UndoResult(UndoOutcome.UNAVAILABLE, f"Undo no longer available: {why}.", "", eviction)


def _check(receipt: Receipt, receipts: ReceiptStore) -> bytes | UndoResult | None:
    """The bytes to put back (None: remove the file), or why not."""
    path = Path(receipt.path)
    try:
        info = path.lstat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        return UndoResult(UndoOutcome.FAILED, f"{path} cannot be read: {exc.strerror or exc}.")
    if info is not None and not stat.S_ISREG(info.st_mode):
        kind = (
            "a symbolic link"
            if stat.S_ISLNK(info.st_mode)
            else "a folder"
            if stat.S_ISDIR(info.st_mode)
            else "not a regular file"
        )
        return UndoResult(
            UndoOutcome.NOT_A_FILE, f"Not undone: {path} is now {kind}; nothing was changed."
        )
    current = None if info is None else _read(path)
    current_digest = "absent" if current is None else hashlib.sha256(current).hexdigest()
    if current_digest != receipt.written_digest:
        return UndoResult(
            UndoOutcome.CHANGED,
            f"Not undone: {path} changed since the operation; nothing was changed.",
            _diff(receipt, receipts, current),
        )
    if receipt.previous_digest is None:
        return None
    try:
        return receipts.read(receipt.previous_digest)
    except ReceiptDamaged as exc:
        return UndoResult(UndoOutcome.UNAVAILABLE, f"Undo no longer available: {exc}.")


def _read(path: Path) -> bytes:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as file:
        return file.read()


def _diff(receipt: Receipt, receipts: ReceiptStore, current: bytes | None) -> str:
    """From what the operation wrote to what the file holds now."""
    try:
        written = receipts.read(receipt.written_digest)
    except ReceiptDamaged:
        return ""
    return _difference(receipt.path, written, current or b"")


def _difference(path: str, old: bytes, new: bytes) -> str:
    if _looks_binary(old) or _looks_binary(new):
        return f"The file {path} holds binary content; no diff ({len(old)} -> {len(new)} bytes)."
    return bounded_diff(
        _decode(old), _decode(new), path, False, old_bytes=len(old), new_bytes=len(new)
    )


def _restore(path: Path, previous: bytes | None) -> None:
    """The exact earlier bytes put back (written beside, then renamed over), checked by hash."""
    if previous is None:
        path.unlink()
        if path.exists() or path.is_symlink():
            raise OSError(f"{path} is still there")
        return
    mode = stat.S_IMODE(path.lstat().st_mode) if path.exists() else 0o644
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".arroyo-undo-")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(previous)
            file.flush()
            if hasattr(os, "fchmod"):  # the file keeps its permissions (not on Windows)
                os.fchmod(file.fileno(), mode)
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    if hashlib.sha256(_read(path)).hexdigest() != hashlib.sha256(previous).hexdigest():
        raise OSError(f"{path} does not hold the earlier bytes after the restore")
