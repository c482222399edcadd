"""Walks the folders and files added to a knowledge base: what may be indexed, and every file
left out with its reason.

Hidden files and folders, paths a ``.gitignore`` names and links that lead outside the added
folder are left out. Every file found lies inside an added root once links and ``..`` are
resolved; a link loop is noticed (each folder is entered once) and walked past."""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator, Sequence
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
    folder: Path
    spec: pathspec.PathSpec


def walk(roots: Sequence[Path]) -> Iterator[Found | Skipped]:
    seen_files: set[Path] = set()
    seen_folders: set[Path] = set()
    for given in roots:
        root = Path(os.path.abspath(given))
        try:
            resolved = root.resolve(strict=True)
        except (OSError, RuntimeError):
            yield Skipped(root, SkipReason.MISSING)
            continue
        if resolved.is_dir():
            yield from _walk_folder(resolved, resolved, [], seen_files, seen_folders)
        else:
            yield from _file(resolved, resolved, seen_files)


def _walk_folder(
    folder: Path,
    root: Path,
    ignores: list[_Ignores],
    seen_files: set[Path],
    seen_folders: set[Path],
) -> Iterator[Found | Skipped]:
    if folder in seen_folders:
        yield Skipped(folder, SkipReason.LOOP)
        return
    seen_folders.add(folder)
    ignores = ignores + _ignores_in(folder)
    try:
        entries = sorted(os.scandir(folder), key=lambda entry: entry.name)
    except OSError as exc:
        yield Skipped(folder, SkipReason.UNREADABLE, exc.strerror or "")
        return
    for entry in entries:
        path = Path(entry.path)
        if entry.name.startswith("."):
            yield Skipped(path, SkipReason.HIDDEN)
            continue
        try:
            is_folder = entry.is_dir()  # follows links
        except OSError:
            is_folder = False
        if _ignored(path, is_folder, ignores):
            yield Skipped(path, SkipReason.IGNORED)
            continue
        try:
            target = path.resolve(strict=True)
        except (OSError, RuntimeError):  # a dangling link, or a loop of links
            yield Skipped(path, SkipReason.MISSING)
            continue
        if not target.is_relative_to(root):
            yield Skipped(path, SkipReason.OUTSIDE, str(target))
            continue
        if is_folder and target in seen_folders:
            yield Skipped(path, SkipReason.LOOP, str(target))
        elif is_folder:
            yield from _walk_folder(target, root, ignores, seen_files, seen_folders)
        else:
            yield from _file(target, path, seen_files)


def _file(target: Path, shown: Path, seen_files: set[Path]) -> Iterator[Found | Skipped]:
    if target in seen_files:
        yield Skipped(shown, SkipReason.DUPLICATE, str(target))
        return
    seen_files.add(target)
    try:
        status = target.stat()
    except OSError:
        yield Skipped(shown, SkipReason.MISSING)
        return
    if not stat.S_ISREG(status.st_mode):
        yield Skipped(shown, SkipReason.SPECIAL)
        return
    yield Found(target, status.st_size, status.st_mtime_ns)


def _ignores_in(folder: Path) -> list[_Ignores]:
    try:
        lines = (folder / ".gitignore").read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []
    return [_Ignores(folder, pathspec.GitIgnoreSpec.from_lines(lines))]


def _ignored(path: Path, is_folder: bool, ignores: list[_Ignores]) -> bool:
    for rules in ignores:
        try:
            relative = path.relative_to(rules.folder).as_posix()
        except ValueError:
            continue
        if rules.spec.match_file(relative + "/" if is_folder else relative):
            return True
    return False
