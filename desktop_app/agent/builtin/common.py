"""What every built-in tool shares: confinement to the workspace, and honest text."""

from __future__ import annotations

import codecs
import os
import unicodedata
from collections.abc import Mapping
from pathlib import Path, PurePath, PureWindowsPath
from typing import Any

from desktop_app.agent.builtin.workspace_entries import Problem, WorkspaceFsError
from desktop_app.agent.tools import PolicyError, ToolContext, ToolOutcome

_SNIFF_BYTES = 8192  # how much of a file decides "text or binary"
_DIFF_MAX_CHARS = 20_000  # what a confirmation dialog can reasonably show
_DIFF_MAX_INPUT_BYTES = 1024 * 1024  # difflib is quadratic at worst: no diff of huge files
_MAX_REDIRECTS = 5
_PIPE_CHUNK = 65536


# -- shared helpers ---------------------------------------------------------------------------


def _visible(text: str, keep: str = "") -> str:
    """Text shown to a person deciding: control and invisible formatting characters (line
    breaks, bidi overrides...) are spelled out, so an argument cannot fake a second line of the
    dialog or reverse the text that follows it."""
    if text.isprintable():
        return text
    return "".join(
        ch if ch.isprintable() or ch in keep else ch.encode("unicode_escape").decode("ascii")
        for ch in text
    )


def _looks_binary(data: bytes) -> bool:
    # The rule git and most editors use: text files have no NUL bytes near the start.
    return b"\x00" in data[:_SNIFF_BYTES]


def _decode(data: bytes, encoding: str = "utf-8", *, complete: bool = True) -> str:
    """Bytes to text, invalid bytes replaced. When the bytes were cut (``complete=False``), a
    character split by the cut is dropped rather than shown as garbage."""
    try:
        decoder = codecs.getincrementaldecoder(encoding)(errors="replace")
    except LookupError:  # a charset Python does not know: UTF-8 is the best guess
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
    return decoder.decode(data, final=complete)


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _workspace_root(context: ToolContext) -> Path:
    try:
        root = context.workspace.resolve()
    except (OSError, RuntimeError) as exc:
        raise PolicyError(f"The workspace folder {context.workspace} cannot be opened.") from exc
    if not root.is_dir():
        raise PolicyError(f"The workspace folder {context.workspace} does not exist.")
    return root


def _confine(raw: str, context: ToolContext) -> tuple[Path, Path]:
    """(workspace, target) for a path the model gave, or ``PolicyError`` when it leads outside
    the workspace. Symbolic links are followed: what counts is where the bytes really are."""
    spelled = _visible(raw)  # messages may reach a person too: no invisible characters
    if "\x00" in raw:
        raise PolicyError("The path contains a NUL character, which no file name can hold.")
    if any(unicodedata.category(ch) == "Cc" for ch in raw):  # line breaks, escapes, tabs
        raise PolicyError(f"The path {spelled} contains control characters.")
    if not raw.strip():
        raise PolicyError('The path is empty; use "." for the workspace folder itself.')
    # PureWindowsPath also catches "\\server\share", "C:\x" and "C:x" on every system.
    if Path(raw).is_absolute() or PureWindowsPath(raw).anchor:
        raise PolicyError(
            f"The path {spelled} is absolute; give a path relative to the workspace folder."
        )
    root = _workspace_root(context)
    try:
        target = (root / raw).resolve()
    except (OSError, RuntimeError, ValueError) as exc:  # link loops, unencodable names
        raise PolicyError(f"The path {spelled} cannot be resolved.") from exc
    if not target.is_relative_to(root):
        if Path(os.path.normpath(root / raw)).is_relative_to(root):
            raise PolicyError(
                f"The path {spelled} leads outside the workspace folder through a symbolic link."
            )
        raise PolicyError(f"The path {spelled} is outside the workspace folder.")
    return root, target


def _shown(root: Path, target: Path) -> str:
    """The workspace-relative spelling of a confined path: one spelling per file."""
    relative = target.relative_to(root).as_posix()
    return _visible(relative) if relative != "." else "."


def _relative(root: Path, target: Path) -> PurePath:
    """A confined target as the path below the workspace that ``workspace_fs`` walks."""
    return target.relative_to(root)


# What the model is told when an entry cannot be used; {where} is the workspace-relative path
# where the problem was met, {action} what the tool was doing ("read", "listed", "written").
_FS_PROBLEMS: Mapping[Problem, str] = {
    Problem.NO_FOLDER: "There is no folder {where} in the workspace.",
    Problem.MISSING: "There is no file {where} in the workspace.",
    Problem.NOT_A_FOLDER: "{where} is a file, not a folder.",
    Problem.IS_A_FOLDER: "{where} is a folder, not a file.",
    Problem.LINK: (
        "{where} is a symbolic link (it may have been put there while this call ran); "
        "links are not followed at that point, so nothing was {action}."
    ),
    Problem.SPECIAL: (
        "{where} is {detail}, not a regular file; only regular files and folders are used, "
        "so nothing was {action}."
    ),
    Problem.HARD_LINKED: (
        "The file {where} has {detail} names (hard links); it is not read, because another "
        "of its names may be outside the workspace folder."
    ),
    Problem.CHANGED: "{where} changed while it was being opened; nothing was {action}.",
    Problem.FAILED: "{where} cannot be {action}: {detail}.",
}


def _fs_error(
    exc: WorkspaceFsError, action: str, overrides: Mapping[Problem, str] | None = None
) -> ToolOutcome:
    """A workspace entry that could not be used, as the tool's error for the model."""
    template = {**_FS_PROBLEMS, **(overrides or {})}[exc.problem]
    where = _visible(exc.where.as_posix())
    return _error(template.format(where=where, action=action, detail=exc.detail))


def _argument_path(arguments: dict[str, Any], default: str | None = None) -> str:
    value = arguments.get("path", default)
    return value if isinstance(value, str) else ""


def _error(message: str) -> ToolOutcome:
    return ToolOutcome(message, is_error=True)
