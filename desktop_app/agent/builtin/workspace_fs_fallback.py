"""The fallback of ``workspace_fs`` where ``os.open`` takes no ``dir_fd`` (Windows): check,
open by the full path, check again. It narrows the race, it does not close it; the guarantees
are spelled out in ``workspace_fs``'s docstring."""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path, PurePath
from typing import BinaryIO

from desktop_app.agent.builtin.workspace_entries import (
    _NONBLOCK,
    _READ_FLAGS,
    _TEMP_FLAGS,
    Problem,
    WorkspaceFsError,
    _failed,
    _require_regular,
    _step,
    _temporary_name,
)


class PathWorkspace:
    """The fallback where ``dir_fd`` is missing: check, open by path, check again."""

    def __init__(self, root: Path) -> None:
        self._root = root

    def _path(self, relative: PurePath) -> Path:
        return self._root.joinpath(*relative.parts)

    def _still_unlinked(self, path: Path, where: PurePath) -> None:
        """No link anywhere on the way to ``path`` (it was resolved, so any is new)."""
        try:
            resolved = Path(os.path.realpath(path))
        except (OSError, ValueError) as exc:
            raise WorkspaceFsError(Problem.CHANGED, where, str(exc)) from exc
        if os.path.normcase(resolved) != os.path.normcase(path):
            raise WorkspaceFsError(Problem.CHANGED, where)

    def _folder(self, folders: PurePath, *, create: bool = False) -> Path:
        current = self._root
        walked = PurePath()
        for name in folders.parts:
            walked /= name
            _step("walk", walked)
            current = current / name
            if create:
                try:
                    os.mkdir(current)
                except FileExistsError:
                    pass  # judged below like any folder on the way
                except OSError as exc:
                    raise _failed(exc, walked) from exc
            self._still_unlinked(current, walked)
            try:
                status = os.lstat(current)
            except FileNotFoundError:
                raise WorkspaceFsError(Problem.NO_FOLDER, walked) from None
            except OSError as exc:
                raise _failed(exc, walked) from exc
            if not stat.S_ISDIR(status.st_mode):
                raise WorkspaceFsError(Problem.NOT_A_FOLDER, walked)
        return current

    def stat_entry(self, relative: PurePath) -> os.stat_result | None:
        try:
            folder = self._folder(relative.parent)
        except WorkspaceFsError as exc:
            if exc.problem is Problem.NO_FOLDER:
                return None
            raise
        try:
            return os.lstat(folder / relative.name if relative.parts else folder)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise _failed(exc, relative) from exc

    def open_file(self, relative: PurePath, *, allow_hard_links: bool = False) -> BinaryIO:
        if not relative.parts:
            raise WorkspaceFsError(Problem.IS_A_FOLDER, relative)
        path = self._folder(relative.parent) / relative.name
        try:
            entry = os.lstat(path)
        except FileNotFoundError:
            raise WorkspaceFsError(Problem.MISSING, relative) from None
        except OSError as exc:
            raise _failed(exc, relative) from exc
        _require_regular(entry, relative)
        _step("open", relative)
        try:
            descriptor = os.open(path, _READ_FLAGS)
        except OSError as exc:
            raise _failed(exc, relative) from exc
        try:
            opened = os.fstat(descriptor)
            _require_regular(opened, relative)
            self._still_unlinked(path, relative)
            if (opened.st_dev, opened.st_ino) != (entry.st_dev, entry.st_ino):
                raise WorkspaceFsError(Problem.CHANGED, relative)
            if opened.st_nlink > 1 and not allow_hard_links:
                raise WorkspaceFsError(Problem.HARD_LINKED, relative, str(opened.st_nlink))
            if _NONBLOCK:
                os.set_blocking(descriptor, True)
            return os.fdopen(descriptor, "rb")
        except BaseException:
            os.close(descriptor)
            raise

    @contextlib.contextmanager
    def scan(self, relative: PurePath) -> Iterator[Iterator[os.DirEntry[str]]]:
        folder = self._folder(relative)
        try:
            before = os.lstat(folder)
            _step("open", relative)
            with os.scandir(folder) as found:
                entries = list(found)
            after = os.lstat(folder)
        except OSError as exc:
            raise _failed(exc, relative) from exc
        self._still_unlinked(folder, relative)  # the entries were read where they should be
        if (after.st_dev, after.st_ino) != (before.st_dev, before.st_ino):
            raise WorkspaceFsError(Problem.CHANGED, relative)
        yield iter(entries)

    def write_file(self, relative: PurePath, data: bytes) -> os.stat_result | None:
        if not relative.parts:
            raise WorkspaceFsError(Problem.IS_A_FOLDER, relative)
        folder = self._folder(relative.parent, create=True)
        path = folder / relative.name
        try:
            before: os.stat_result | None = os.lstat(path)
        except FileNotFoundError:
            before = None
        except OSError as exc:
            raise _failed(exc, relative) from exc
        if before is not None:
            _require_regular(before, relative)
        temporary = folder / _temporary_name()
        _step("create", relative)
        try:
            descriptor = os.open(temporary, _TEMP_FLAGS, 0o666)
        except OSError as exc:
            raise _failed(exc, relative) from exc
        try:
            with os.fdopen(descriptor, "wb") as file:
                self._still_unlinked(folder, relative.parent)  # created where it should be
                file.write(data)
                file.flush()
                os.fsync(file.fileno())
            if before is not None:
                os.chmod(temporary, stat.S_IMODE(before.st_mode))
            _step("rename", relative)
            self._still_unlinked(folder, relative.parent)
            os.replace(temporary, path)
        except BaseException as exc:
            with contextlib.suppress(OSError):
                os.unlink(temporary)  # a random name made with O_EXCL: only ours is removed
            if isinstance(exc, OSError):
                raise _failed(exc, relative) from exc
            raise
        return before
