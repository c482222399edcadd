"""Moving the data folder: copy everything to a new folder, check the copy, then switch.

The old folder is never changed: a move that stops halfway (an error, a full disk, the power)
leaves it whole and the pointer as it was, and what was copied so far is removed. After a
good move the old folder stays until the person removes it (``remove_previous``); the new
folder names it in ``MOVED_FROM`` so the window and ``arroyo data where`` can offer that.

It runs only while no process has the store open (``owners``): the database is copied with
SQLite's backup API, which gives a consistent copy, but a window still writing would put its
next messages in the old folder after the switch. So the window never moves its own folder
live; it asks for the move at its next start (``request_move``), before the store opens.

Keys follow on their own: the keyring names them after the profile id (``desktop_app.profile``),
a file that travels with the rest.
"""

from __future__ import annotations

import contextlib
import enum
import hashlib
import os
import shutil
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from desktop_app.errors import ArroyoError
from desktop_app.profile import ID_FILE, profile_id
from desktop_app.store import owners

DATABASE = "arroyo.sqlite3"
MOVED_FROM = "moved-from"  # in the new folder: where the old one is, until it is removed
MOVE_REQUEST = "move-request"  # in the current folder: a move the window asked for
# Not copied: the database (by the backup API instead, sidecars included), locks of live
# processes, and the bookkeeping of moves themselves.
_SKIPPED = frozenset(
    {
        DATABASE,
        f"{DATABASE}-wal",
        f"{DATABASE}-shm",
        f"{DATABASE}-journal",
        "window.lock",
        "settings.json.lock",
        owners.FOLDER,
        MOVED_FROM,
        MOVE_REQUEST,
    }
)
_SPARE_BYTES = 16 * 1024 * 1024  # room left over, for the database's own growth


class MoveProblem(enum.Enum):
    SAME = "same"  # the target is the data folder, or inside it, or holds it
    NOT_EMPTY = "not_empty"
    READ_ONLY = "read_only"
    NO_SPACE = "no_space"
    IN_USE = "in_use"  # Arroyo has the store open
    FAILED = "failed"  # the copy or its check failed; nothing was switched
    NO_PREVIOUS = "no_previous"


class MoveError(ArroyoError):
    def __init__(self, problem: MoveProblem, detail: str = "") -> None:
        super().__init__(problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Moved:
    files: int  # the database counts as one
    size: int  # bytes


def folder_size(folder: Path) -> int:
    return sum(path.stat().st_size for path in folder.rglob("*") if path.is_file())


def _files(source: Path) -> list[Path]:
    """The files to copy, relative to ``source``."""
    found = []
    for path in sorted(source.rglob("*")):
        relative = path.relative_to(source)
        if relative.parts[0] in _SKIPPED or path.name.endswith(".tmp") or not path.is_file():
            continue
        found.append(relative)
    return found


def _existing(path: Path) -> Path:
    while not path.exists() and path != path.parent:
        path = path.parent
    return path


def _writable(folder: Path) -> bool:
    """Tried, not guessed from permission bits (a read-only mount, a full quota)."""
    try:
        probe = folder / f".arroyo-probe-{os.getpid()}"
        probe.write_bytes(b"")
        probe.unlink()
    except OSError:
        return False
    return True


def check_target(
    source: Path,
    target: Path,
    *,
    disk_usage: Callable[[Path], tuple[int, int, int]] = shutil.disk_usage,
    writable: Callable[[Path], bool] = _writable,
) -> int:
    """Refuses (``MoveError``) before anything is copied; returns the bytes needed."""
    source, target = source.resolve(), target.resolve()
    if target == source or target.is_relative_to(source) or source.is_relative_to(target):
        raise MoveError(MoveProblem.SAME, str(target))
    if target.exists() and (not target.is_dir() or any(target.iterdir())):
        raise MoveError(MoveProblem.NOT_EMPTY, str(target))
    existing = _existing(target)
    if not writable(existing):
        raise MoveError(MoveProblem.READ_ONLY, str(existing))
    needed = folder_size(source) + _SPARE_BYTES
    free = disk_usage(existing)[2]
    if free < needed:
        raise MoveError(
            MoveProblem.NO_SPACE, f"{needed // 2**20} MB needed, {free // 2**20} MB free"
        )
    return needed


def in_use(source: Path) -> bool:
    """Whether a live process has the store of ``source`` open."""
    folder = source / owners.FOLDER
    return folder.is_dir() and any(
        owners.is_alive(folder, lock.stem) for lock in folder.glob("*.lock")
    )


def move(
    source: Path,
    target: Path,
    *,
    location: Path | None,
    on_copy: Callable[[Path], object] = lambda _relative: None,
    disk_usage: Callable[[Path], tuple[int, int, int]] = shutil.disk_usage,
    writable: Callable[[Path], bool] = _writable,
) -> Moved:
    """Copies ``source`` to ``target``, checks the copy, then points ``location`` (the pointer
    file; None: no pointer, the caller names the folder another way) at it. ``on_copy`` is
    called before each file is copied (tests raise in it)."""
    check_target(source, target, disk_usage=disk_usage, writable=writable)
    if in_use(source):
        raise MoveError(MoveProblem.IN_USE, str(source))
    # Made now if the folder has none yet: both copies then name the same keyring entries,
    # and the old one can later be told for this profile's own (``remove_previous``).
    profile_id(source)
    made = not target.exists()
    try:
        target.mkdir(parents=True, exist_ok=True)
        files = _files(source)
        for relative in files:
            on_copy(relative)
            (target / relative).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source / relative, target / relative)
        if (source / DATABASE).exists():
            on_copy(Path(DATABASE))
            _copy_database(source / DATABASE, target / DATABASE)
        _verify(source, target, files)
        (target / MOVED_FROM).write_text(str(source.resolve()) + "\n", encoding="utf-8")
        if location is not None:
            _point(location, target.resolve())
    except BaseException as exc:
        _undo(target, made)
        if isinstance(exc, MoveError):
            raise
        if not isinstance(exc, Exception):
            raise
        raise MoveError(MoveProblem.FAILED, f"{type(exc).__name__}: {exc}") from exc
    return Moved(len(files) + (source / DATABASE).exists(), folder_size(target))


def _copy_database(source: Path, target: Path) -> None:
    """SQLite's backup API: a consistent copy, the -wal's committed pages included."""
    reading = sqlite3.connect(source)
    writing = sqlite3.connect(target)
    try:
        reading.backup(writing)
    finally:
        writing.close()
        reading.close()


def _digest(path: Path) -> str:
    with open(path, "rb") as file:
        return hashlib.file_digest(file, "sha256").hexdigest()


def _verify(source: Path, target: Path, files: list[Path]) -> None:
    for relative in files:
        if _digest(source / relative) != _digest(target / relative):
            raise MoveError(MoveProblem.FAILED, f"{relative} differs after copying")
    if (source / DATABASE).exists() and _row_counts(source / DATABASE) != _row_counts(
        target / DATABASE
    ):
        raise MoveError(MoveProblem.FAILED, "the copied database has other rows")


def _row_counts(path: Path) -> dict[str, int]:
    connection = sqlite3.connect(path)  # not read-only: closing it tidies the -wal away
    try:
        if connection.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            raise MoveError(MoveProblem.FAILED, f"{path.name} is damaged")
        tables = [
            row[0]
            for row in connection.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND sql NOT LIKE "
                "'CREATE VIRTUAL%' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        return {
            table: connection.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]
            for table in tables
        }
    finally:
        connection.close()


def _point(location: Path, folder: Path) -> None:
    """The pointer, replaced whole: a crash leaves the old pointer or the new one."""
    location.parent.mkdir(parents=True, exist_ok=True)
    temporary = location.with_name(f".{location.name}.tmp")
    temporary.write_text(str(folder) + "\n", encoding="utf-8")
    os.replace(temporary, location)


def _undo(target: Path, made: bool) -> None:
    """Removes what the move copied (the target was empty before)."""
    if made:
        shutil.rmtree(target, ignore_errors=True)
        return
    for entry in list(target.iterdir()) if target.is_dir() else []:
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            with contextlib.suppress(OSError):
                entry.unlink()


def previous_folder(current: Path) -> Path | None:
    """The folder this one was moved from, while it is still there."""
    try:
        text = (current / MOVED_FROM).read_text(encoding="utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    folder = Path(text)
    return folder if text and folder.is_dir() else None


def remove_previous(current: Path) -> Path:
    """Removes the folder this one was moved from, once sure it is this profile's old copy
    (the same profile id): never a folder that happens to sit at that path now."""
    folder = previous_folder(current)
    if folder is None or not (folder / ID_FILE).is_file():
        raise MoveError(MoveProblem.NO_PREVIOUS)
    if profile_id(folder) != profile_id(current) or in_use(folder):
        raise MoveError(MoveProblem.NO_PREVIOUS, str(folder))
    shutil.rmtree(folder)
    (current / MOVED_FROM).unlink(missing_ok=True)
    return folder


def request_move(current: Path, target: Path) -> None:
    """Asks for a move at the next start (the window's way: its store is open now)."""
    (current / MOVE_REQUEST).write_text(str(target) + "\n", encoding="utf-8")


def requested_move(current: Path) -> Path | None:
    with contextlib.suppress(OSError, UnicodeDecodeError):
        text = (current / MOVE_REQUEST).read_text(encoding="utf-8").strip()
        return Path(text) if text else None
    return None


def cancel_request(current: Path) -> None:
    (current / MOVE_REQUEST).unlink(missing_ok=True)
