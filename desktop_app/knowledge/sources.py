"""Walks the folders and files added to a knowledge base: what may be indexed, and every file
left out with its reason.

Hidden files and folders, paths a ``.gitignore`` names and links that lead outside the added
folder are left out. Every file found lies inside an added root once links and ``..`` are
resolved; a link loop is noticed (each folder is entered once) and walked past.

Memory does not grow with the number of files: a folder's names are sorted in SQLite (a scratch
table of the caller's connection holds those of each folder on the way down, read a page at a
time), and the files already reached are kept there too. Only the folders entered are kept in
memory, to walk past a loop."""

from __future__ import annotations

import os
import sqlite3
import stat
from collections.abc import Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path

import pathspec

from desktop_app.errors import ArroyoError


class SkipReason(StrEnum):
    HIDDEN = "hidden"
    IGNORED = "ignored by .gitignore"
    OUTSIDE = "a link to a place outside the added folder"
    LOOP = "a link back to a folder already walked"
    DUPLICATE = "the same file reached twice"
    MISSING = "not found"
    UNREADABLE = "could not be read"
    SPECIAL = "not a regular file"
    BINARY = "a binary file"
    TOO_LARGE = "larger than a file may be"
    NO_TEXT = "no text in it"
    ENCRYPTED = "encrypted"
    DAMAGED = "damaged or not what its name says"
    VANISHED = "deleted while being indexed"


class NotIndexable(ArroyoError):
    def __init__(self, reason: SkipReason, detail: str = "") -> None:
        super().__init__(reason.value + (f": {detail}" if detail else ""))
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Found:
    path: Path  # resolved
    size: int
    mtime_ns: int


@dataclass(frozen=True, slots=True)
class Skipped:
    path: Path
    reason: SkipReason
    detail: str = ""


@dataclass(frozen=True, slots=True)
class _Ignores:
    folder: str
    spec: pathspec.PathSpec


def walk(
    roots: Sequence[Path], scratch: sqlite3.Connection | None = None
) -> Iterator[Found | Skipped]:
    """Each file and folder in order of name, depth first. ``scratch`` is a connection whose
    temporary tables hold the names and the files reached (a private one when not given)."""
    for item in walk_paths(roots, scratch):
        yield item if isinstance(item, Skipped) else Found(Path(item[0]), item[1], item[2])


FoundPath = tuple[str, int, int]  # a file found: its resolved path, size and mtime_ns


def walk_paths(
    roots: Sequence[Path], scratch: sqlite3.Connection | None = None
) -> Iterator[FoundPath | Skipped]:
    """``walk``, each file found given as a plain string: no ``Path`` is made a file (pathlib
    keeps every name it parses in the interpreter's table of interned strings, whose growth
    would show in the memory of a walk)."""
    own = scratch is None
    connection = sqlite3.connect("") if scratch is None else scratch
    try:
        for statement in _SCRATCH:
            connection.execute(statement)
        walker = _Walker(connection)
        for given in roots:
            root = os.path.abspath(given)
            try:
                resolved = os.path.realpath(root, strict=True)
            except (OSError, RuntimeError):
                yield Skipped(Path(root), SkipReason.MISSING)
                continue
            if os.path.isdir(resolved):
                yield from walker.folder(resolved, resolved, [], 0)
            else:
                yield from walker.file(resolved, resolved)
    finally:
        with suppress(sqlite3.Error):  # the connection closed already, the walk given up
            for statement in _SCRATCH[2:]:
                connection.execute(statement)
        if own:
            connection.close()


# A folder's names (as bytes: any name a file system allows) by depth, so a folder's are read in
# order of name a page at a time; and every file reached, by its resolved path.
_SCRATCH = (
    "CREATE TEMP TABLE IF NOT EXISTS walk_names(depth INTEGER NOT NULL, name BLOB NOT NULL, "
    "folder INTEGER NOT NULL, PRIMARY KEY (depth, name)) WITHOUT ROWID",
    "CREATE TEMP TABLE IF NOT EXISTS walk_reached(path BLOB PRIMARY KEY) WITHOUT ROWID",
    "DELETE FROM walk_names",
    "DELETE FROM walk_reached",
)
_PAGE = 512


class _Walker:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.folders: set[str] = set()  # entered, resolved: far fewer than files

    def folder(
        self, folder: str, root: str, ignores: list[_Ignores], depth: int
    ) -> Iterator[FoundPath | Skipped]:
        if folder in self.folders:
            yield Skipped(Path(folder), SkipReason.LOOP)
            return
        self.folders.add(folder)
        ignores = ignores + _ignores_in(folder)
        try:
            self._list(folder, depth)
        except OSError as exc:
            yield Skipped(Path(folder), SkipReason.UNREADABLE, exc.strerror or "")
            return
        after = b""
        while True:
            page = self.connection.execute(
                "SELECT name, folder FROM walk_names WHERE depth = ? AND name > ? "
                "ORDER BY name LIMIT ?",
                (depth, after, _PAGE),
            ).fetchall()
            for name, is_folder in page:
                path = os.path.join(folder, os.fsdecode(name))
                yield from self._entry(path, bool(is_folder), root, ignores, depth)
            if len(page) < _PAGE:
                break
            after = page[-1][0]
        self.connection.execute("DELETE FROM walk_names WHERE depth = ?", (depth,))

    def _list(self, folder: str, depth: int) -> None:
        """The folder's names, into the scratch table in batches."""
        self.connection.execute("DELETE FROM walk_names WHERE depth >= ?", (depth,))
        batch: list[tuple[int, bytes, bool]] = []
        with os.scandir(folder) as entries:
            for entry in entries:
                batch.append((depth, os.fsencode(entry.name), _is_folder(entry)))
                if len(batch) == _PAGE:
                    self._insert(batch)
                    batch = []
        self._insert(batch)

    def _insert(self, batch: list[tuple[int, bytes, bool]]) -> None:
        self.connection.executemany("INSERT INTO walk_names VALUES (?, ?, ?)", batch)

    def _entry(
        self, path: str, is_folder: bool, root: str, ignores: list[_Ignores], depth: int
    ) -> Iterator[FoundPath | Skipped]:
        if os.path.basename(path).startswith("."):
            yield Skipped(Path(path), SkipReason.HIDDEN)
            return
        if _ignored(path, is_folder, ignores):
            yield Skipped(Path(path), SkipReason.IGNORED)
            return
        try:
            target = os.path.realpath(path, strict=True)
        except (OSError, RuntimeError):  # a dangling link, or a loop of links
            yield Skipped(Path(path), SkipReason.MISSING)
            return
        if not _inside(target, root):
            yield Skipped(Path(path), SkipReason.OUTSIDE, target)
        elif is_folder and target in self.folders:
            yield Skipped(Path(path), SkipReason.LOOP, target)
        elif is_folder:
            yield from self.folder(target, root, ignores, depth + 1)
        else:
            yield from self.file(target, path)

    def file(self, target: str, shown: str) -> Iterator[FoundPath | Skipped]:
        first = self.connection.execute(
            "INSERT OR IGNORE INTO walk_reached VALUES (?)", (os.fsencode(target),)
        ).rowcount
        if not first:
            yield Skipped(Path(shown), SkipReason.DUPLICATE, target)
            return
        try:
            status = os.stat(target)
        except OSError:
            yield Skipped(Path(shown), SkipReason.MISSING)
            return
        if not stat.S_ISREG(status.st_mode):
            yield Skipped(Path(shown), SkipReason.SPECIAL)
            return
        yield (target, status.st_size, status.st_mtime_ns)


def _is_folder(entry: os.DirEntry[str]) -> bool:
    if entry.name.startswith("."):
        return False  # left out by its name: not worth a look at what it is
    try:
        return entry.is_dir()  # follows links
    except OSError:
        return False


def _under(folder: str) -> str:
    """What every path inside ``folder`` starts with."""
    return folder if folder.endswith(os.sep) else folder + os.sep


def _inside(path: str, root: str) -> bool:
    return path == root or path.startswith(_under(root))


def _ignores_in(folder: str) -> list[_Ignores]:
    try:
        with open(os.path.join(folder, ".gitignore"), encoding="utf-8", errors="replace") as file:
            lines = file.read().splitlines()
    except OSError:
        return []
    return [_Ignores(folder, pathspec.GitIgnoreSpec.from_lines(lines))]


def _ignored(path: str, is_folder: bool, ignores: list[_Ignores]) -> bool:
    for rules in ignores:
        under = _under(rules.folder)
        if not path.startswith(under):
            continue
        relative = path[len(under) :].replace(os.sep, "/")
        if rules.spec.match_file(relative + "/" if is_folder else relative):
            return True
    return False
