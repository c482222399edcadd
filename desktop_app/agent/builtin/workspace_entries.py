"""What both ways of reaching workspace files share (see ``workspace_fs``): the open flags,
the problems they report, and the test seam where a race is staged."""

from __future__ import annotations

import enum
import os
import secrets
import stat
from collections.abc import Callable
from pathlib import PurePath

from desktop_app.errors import ArroyoError

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_BINARY = getattr(os, "O_BINARY", 0)  # Windows: no newline translation
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_FOLDER_FLAGS = os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC
_READ_FLAGS = os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC | _BINARY
_TEMP_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _CLOEXEC | _BINARY


# A test seam: called at each step where the disk could change under a call, with the step's
# name ("walk", "open", "create", "rename") and the workspace-relative path concerned. Tests
# swap a folder for a link there, deterministically; in the app it stays None.
race_hook: Callable[[str, PurePath], None] | None = None


def _step(name: str, relative: PurePath) -> None:
    if race_hook is not None:
        race_hook(name, relative)


class Problem(enum.Enum):
    NO_FOLDER = "no folder"  # a folder on the way (or the folder asked for) is missing
    MISSING = "missing"  # the file asked for is missing
    NOT_A_FOLDER = "not a folder"  # a file stands where a folder was expected
    IS_A_FOLDER = "is a folder"  # a folder stands where a file was expected
    LINK = "link"  # a symbolic link, which is never followed here
    SPECIAL = "special"  # a FIFO, socket or device
    HARD_LINKED = "hard linked"  # a regular file with other names
    CHANGED = "changed"  # the fallback saw the path change between its check and the open
    FAILED = "failed"  # any other OSError


class WorkspaceFsError(ArroyoError):
    """Why an entry of the workspace could not be used: a ``Problem``, the workspace-relative
    path where it was met, and for some problems a detail (the OS's reason, the kind of a
    special file, a link count)."""

    def __init__(self, problem: Problem, where: PurePath, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {where.as_posix()} {detail}".rstrip())
        self.kind: Problem = problem
        self.problem = problem
        self.where = where
        self.detail = detail


_SPECIAL_KINDS = {
    stat.S_IFIFO: "a named pipe (FIFO)",
    stat.S_IFSOCK: "a socket",
    stat.S_IFCHR: "a character device",
    stat.S_IFBLK: "a block device",
}


def _require_regular(status: os.stat_result, where: PurePath) -> None:
    mode = status.st_mode
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise WorkspaceFsError(Problem.IS_A_FOLDER, where)
    if stat.S_ISLNK(mode):
        raise WorkspaceFsError(Problem.LINK, where)
    kind = _SPECIAL_KINDS.get(stat.S_IFMT(mode), "a special file")
    raise WorkspaceFsError(Problem.SPECIAL, where, kind)


def _failed(exc: OSError, where: PurePath) -> WorkspaceFsError:
    return WorkspaceFsError(Problem.FAILED, where, exc.strerror or str(exc))


def _temporary_name() -> str:
    return f".arroyo-{secrets.token_hex(8)}.tmp"
