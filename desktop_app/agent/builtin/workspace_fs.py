"""Reaching files below the workspace folder without races, whatever changes on the disk meanwhile.

The tools first check a path (``common._confine``: resolved, inside the workspace); this module
then reaches it, and that second step must not be fooled by a folder swapped for a symbolic link
after the check. Everything below takes a path relative to the (resolved) workspace folder.

Where ``os.open`` takes ``dir_fd`` and ``O_NOFOLLOW``/``O_DIRECTORY`` exist (Linux, macOS, the
BSDs), the workspace folder is opened once and every path is walked from that descriptor, one
component at a time, each folder opened with ``O_DIRECTORY | O_NOFOLLOW`` relative to the one
before. What is guaranteed there:

- No symbolic link is followed below the workspace folder: a component that is (or becomes) a
  link makes the call fail, it never reaches the link's target. Links inside the workspace are
  still usable because the check resolves them first; only the resolved path is walked.
- Only regular files are opened. A file's entry is examined (``lstat`` relative to its folder)
  before it is opened, so a FIFO, socket or device is refused without being opened; the open
  itself uses ``O_NOFOLLOW | O_NONBLOCK``, so a FIFO swapped in meanwhile cannot block it, and
  ``fstat`` of what was opened must again be a regular file.
- A regular file with more than one name (``st_nlink > 1``) is refused for reading: its other
  name may be outside the workspace. Writing replaces the name by a rename, so the other names
  keep the old content and nothing outside changes.
- A write creates its temp file in the target's folder through that folder's descriptor
  (``O_CREAT | O_EXCL | O_NOFOLLOW``) and renames it with ``renameat`` within that folder; a
  failed write removes its temp file. Missing folders are created the same way (``mkdirat``).
- Not guaranteed: the workspace folder itself is opened by its resolved path (its last component
  with ``O_NOFOLLOW``); its ancestors are trusted. A folder moved out of the workspace *while a
  call holds it open* is still the folder that call works in (moving it needs write permission
  on it, which already allows changing it). A regular file's bytes may change while being read.
  A device node swapped in between the ``lstat`` and the open is opened (non-blocking) before
  ``fstat`` refuses it; making a device node needs root.

Linux is what the tests run on. macOS has the same calls (``openat``, ``O_NOFOLLOW``,
``O_DIRECTORY``, ``fstatat``, ``mkdirat``, ``renameat``), so it takes the same code path, but no
test here runs on macOS.

The steps where the disk could change under a call are marked by ``workspace_entries._step``, a
seam where the tests swap a folder for a link deterministically.

Elsewhere (Windows: no ``dir_fd``, no ``O_NOFOLLOW``), the fallback checks, opens by the full
path, and checks again: after the open, the path must still resolve to itself (no link appeared
on the way; directory junctions count, as ``os.path.realpath`` resolves them) and the opened
file's ``(st_dev, st_ino)`` must be the one the check saw; a listing is read, then checked the
same way; a temp file is checked for where it was made before it is written to and renamed. A
swap made between the check and the open is detected; a swap made after the open and undone
before the re-check is not: the race is narrowed, not closed (measured with
``benchmarks.file_tool_race --fallback``). Windows has no FIFOs in the file system (named pipes
live under ``\\\\.\\pipe\\``) and ``st_nlink`` comes from the open handle, so hard links are
refused as on POSIX. None of this is tested on Windows: the tests force the fallback on Linux,
which checks its logic, not Windows' semantics.
"""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Iterator
from pathlib import Path, PurePath
from typing import BinaryIO

from desktop_app.agent.builtin.workspace_entries import (
    _DIRECTORY,
    _FOLDER_FLAGS,
    _NOFOLLOW,
    _READ_FLAGS,
    _TEMP_FLAGS,
    Problem,
    WorkspaceFsError,
    _failed,
    _require_regular,
    _step,
    _temporary_name,
)
from desktop_app.agent.builtin.workspace_fs_fallback import PathWorkspace


def _platform_walks_descriptors() -> bool:
    needed = {os.open, os.stat, os.mkdir, os.rename, os.unlink}
    return (
        needed <= os.supports_dir_fd
        and os.stat in os.supports_follow_symlinks
        and os.scandir in os.supports_fd
        and bool(_NOFOLLOW and _DIRECTORY)
    )


# Whether paths are walked from descriptors; tests set it to False to exercise the fallback.
USE_DESCRIPTORS = _platform_walks_descriptors()


@contextlib.contextmanager
def open_workspace(root: Path) -> Iterator[DescriptorWorkspace | PathWorkspace]:
    """The workspace folder ``root`` (resolved), ready to reach what lies below it."""
    if not USE_DESCRIPTORS:
        yield PathWorkspace(root)
        return
    try:
        descriptor = os.open(root, _FOLDER_FLAGS)
    except OSError as exc:
        raise WorkspaceFsError(Problem.FAILED, PurePath("."), exc.strerror or str(exc)) from exc
    try:
        yield DescriptorWorkspace(descriptor)
    finally:
        os.close(descriptor)


class DescriptorWorkspace:
    """Every path walked from the workspace folder's descriptor, no link followed."""

    def __init__(self, root_descriptor: int) -> None:
        self._root = root_descriptor

    def _walk(self, folders: PurePath, *, create: bool = False) -> int:
        """A new descriptor of the folder ``folders`` (``.`` for the workspace itself)."""
        current = os.open(".", _FOLDER_FLAGS, dir_fd=self._root)
        walked = PurePath()
        try:
            for name in folders.parts:
                walked /= name
                if name in (".", ".."):  # resolved paths have none; never climb out
                    raise WorkspaceFsError(Problem.FAILED, walked, "not a plain name")
                _step("walk", walked)
                following = self._open_folder(current, name, walked, create)
                os.close(current)
                current = following
        except BaseException:
            os.close(current)
            raise
        return current

    def _open_folder(self, parent: int, name: str, where: PurePath, create: bool) -> int:
        try:
            return os.open(name, _FOLDER_FLAGS, dir_fd=parent)
        except FileNotFoundError:
            if not create:
                raise WorkspaceFsError(Problem.NO_FOLDER, where) from None
        except OSError as exc:  # a link (ELOOP), a file (ENOTDIR), a name too long...
            raise self._explained(parent, name, where, exc, folder=True) from exc
        try:
            os.mkdir(name, 0o777, dir_fd=parent)
        except FileExistsError:
            pass  # made meanwhile: whatever it is, the open below judges it
        except OSError as exc:
            raise _failed(exc, where) from exc
        try:
            return os.open(name, _FOLDER_FLAGS, dir_fd=parent)
        except OSError as exc:
            raise self._explained(parent, name, where, exc, folder=True) from exc

    @staticmethod
    def _explained(
        parent: int, name: str, where: PurePath, exc: OSError, *, folder: bool
    ) -> WorkspaceFsError:
        """An open failed: say what stands there rather than quote errno."""
        try:
            status = os.stat(name, dir_fd=parent, follow_symlinks=False)
        except FileNotFoundError:
            return WorkspaceFsError(Problem.NO_FOLDER if folder else Problem.MISSING, where)
        except OSError:
            return _failed(exc, where)
        if stat.S_ISLNK(status.st_mode):
            return WorkspaceFsError(Problem.LINK, where)
        if folder and not stat.S_ISDIR(status.st_mode):
            return WorkspaceFsError(Problem.NOT_A_FOLDER, where)
        return _failed(exc, where)

    def stat_entry(self, relative: PurePath) -> os.stat_result | None:
        """What stands at ``relative`` (links not followed), or None when nothing does."""
        if not relative.parts:
            return os.stat(".", dir_fd=self._root)
        try:
            parent = self._walk(relative.parent)
        except WorkspaceFsError as exc:
            if exc.problem is Problem.NO_FOLDER:
                return None
            raise
        try:
            return os.stat(relative.name, dir_fd=parent, follow_symlinks=False)
        except FileNotFoundError:
            return None
        except OSError as exc:
            raise _failed(exc, relative) from exc
        finally:
            os.close(parent)

    def open_file(self, relative: PurePath, *, allow_hard_links: bool = False) -> BinaryIO:
        """The regular file at ``relative``, open for reading."""
        if not relative.parts:
            raise WorkspaceFsError(Problem.IS_A_FOLDER, relative)
        parent = self._walk(relative.parent)
        try:
            try:
                entry = os.stat(relative.name, dir_fd=parent, follow_symlinks=False)
            except FileNotFoundError:
                raise WorkspaceFsError(Problem.MISSING, relative) from None
            except OSError as exc:
                raise _failed(exc, relative) from exc
            _require_regular(entry, relative)  # a FIFO or device is never even opened
            _step("open", relative)
            try:
                descriptor = os.open(relative.name, _READ_FLAGS, dir_fd=parent)
            except OSError as exc:
                raise self._explained(parent, relative.name, relative, exc, folder=False) from exc
        finally:
            os.close(parent)
        try:
            opened = os.fstat(descriptor)
            _require_regular(opened, relative)  # what was swapped in meanwhile is judged too
            if opened.st_nlink > 1 and not allow_hard_links:
                raise WorkspaceFsError(Problem.HARD_LINKED, relative, str(opened.st_nlink))
            os.set_blocking(descriptor, True)  # a regular file: plain reads from here on
            return os.fdopen(descriptor, "rb")
        except BaseException:
            os.close(descriptor)
            raise

    @contextlib.contextmanager
    def scan(self, relative: PurePath) -> Iterator[Iterator[os.DirEntry[str]]]:
        """The entries of the folder at ``relative``, read from its descriptor."""
        folder = self._walk(relative)
        try:
            with os.scandir(folder) as entries:
                yield entries
        except OSError as exc:
            raise _failed(exc, relative) from exc
        finally:
            os.close(folder)

    def write_file(self, relative: PurePath, data: bytes) -> os.stat_result | None:
        """Replace (or create) the file at ``relative`` with ``data``, atomically, missing
        folders created; returns what stood there before (None when nothing did)."""
        if not relative.parts:
            raise WorkspaceFsError(Problem.IS_A_FOLDER, relative)
        parent = self._walk(relative.parent, create=True)
        try:
            return self._replace_in(parent, relative, data)
        finally:
            os.close(parent)

    @staticmethod
    def _replace_in(parent: int, relative: PurePath, data: bytes) -> os.stat_result | None:
        name = relative.name
        try:
            before = os.stat(name, dir_fd=parent, follow_symlinks=False)
        except FileNotFoundError:
            before = None
        except OSError as exc:
            raise _failed(exc, relative) from exc
        if before is not None:
            _require_regular(before, relative)
        temporary = _temporary_name()
        _step("create", relative)
        try:
            descriptor = os.open(temporary, _TEMP_FLAGS, 0o666, dir_fd=parent)  # minus umask
        except OSError as exc:
            raise _failed(exc, relative) from exc
        try:
            with os.fdopen(descriptor, "wb") as file:
                file.write(data)
                file.flush()
                if before is not None:  # replacing keeps the permissions (an executable stays one)
                    os.fchmod(file.fileno(), stat.S_IMODE(before.st_mode))
                os.fsync(file.fileno())
            _step("rename", relative)
            os.replace(temporary, name, src_dir_fd=parent, dst_dir_fd=parent)
        except BaseException as exc:
            with contextlib.suppress(OSError):
                os.unlink(temporary, dir_fd=parent)
            if isinstance(exc, OSError):
                raise _failed(exc, relative) from exc
            raise
        with contextlib.suppress(OSError):
            os.fsync(parent)  # make the rename itself durable
        return before
