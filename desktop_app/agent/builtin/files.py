"""Looking around the workspace: list a folder, read a file."""

from __future__ import annotations

import asyncio
import heapq
import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

from desktop_app.agent.builtin.common import (
    _argument_path,
    _confine,
    _decode,
    _error,
    _fs_error,
    _looks_binary,
    _relative,
    _shown,
    _visible,
)
from desktop_app.agent.builtin.workspace_entries import Problem, WorkspaceFsError
from desktop_app.agent.builtin.workspace_fs import open_workspace
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome

# -- list_directory ---------------------------------------------------------------------------

_LIST_PROBLEMS = {
    Problem.NOT_A_FOLDER: "{where} is a file, not a folder; use read_file to read it.",
}


class ListDirectory:
    name: str = "list_directory"
    summary: str = (
        "List the files and folders in a folder of the workspace, with each file's size in bytes."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "path": {
                "type": "string",
                "description": 'Folder relative to the workspace; "." is the workspace itself.',
                "default": ".",
            }
        },
        "additionalProperties": False,
    }
    read_only: bool = True
    sends_data_off_machine: bool = False

    def __init__(self, max_entries: int = 500) -> None:
        self.max_entries = max_entries

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        _confine(_argument_path(arguments, "."), context)

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        root, target = _confine(_argument_path(arguments, "."), context)
        shown = _shown(root, target)
        return (
            Intent("list_workspace") if shown == "." else Intent("list_folder", (("path", shown),))
        )

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        raw = _argument_path(arguments, ".")
        try:
            root, target = _confine(raw, context)
        except PolicyError as exc:
            return _error(str(exc))
        return await asyncio.to_thread(self._list, root, target)

    def _list(self, root: Path, target: Path) -> ToolOutcome:
        shown = _shown(root, target)
        label = "The workspace folder" if shown == "." else f"The folder {shown}"
        total = 0

        def counted(entries: Iterable[os.DirEntry[str]]) -> Iterator[os.DirEntry[str]]:
            nonlocal total
            for entry in entries:
                total += 1
                yield entry

        try:
            # Read from the folder's own descriptor: a link swapped in on the way is refused.
            with (
                open_workspace(root) as workspace,
                workspace.scan(_relative(root, target)) as found,
            ):
                # Only the first ones by name are kept: a folder of a million files stays cheap.
                kept = heapq.nsmallest(
                    self.max_entries, counted(found), key=lambda e: (e.name.casefold(), e.name)
                )
                lines = [self._line(entry) for entry in kept]
        except WorkspaceFsError as exc:
            return _fs_error(exc, "listed", _LIST_PROBLEMS)
        except OSError as exc:
            return _error(f"{label} cannot be listed: {exc.strerror or exc}.")
        if total == 0:
            return ToolOutcome(f"{label} is empty.")
        header = f"{label} holds {total} {'entry' if total == 1 else 'entries'}"
        if total > len(kept):
            header += f"; only the first {len(kept)} by name are listed"
        return ToolOutcome(header + ".\nkind\tsize\tname\n" + "\n".join(lines))

    @staticmethod
    def _line(entry: os.DirEntry[str]) -> str:
        name = _visible(entry.name)
        try:
            # Links are reported as links: following one could show what lies outside.
            if entry.is_symlink():
                return f"link\t-\t{name}"
            if entry.is_dir(follow_symlinks=False):
                return f"dir\t-\t{name}"
            if entry.is_file(follow_symlinks=False):
                return f"file\t{entry.stat(follow_symlinks=False).st_size}\t{name}"
        except OSError:
            pass
        return f"other\t-\t{name}"

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # reading changes nothing there is to reconcile


# -- read_file --------------------------------------------------------------------------------

_READ_PROBLEMS = {
    Problem.IS_A_FOLDER: "{where} is a folder; use list_directory to see what it holds.",
}


class ReadFile:
    name: str = "read_file"
    summary: str = (
        "Read a text file of the workspace (UTF-8). Long files are cut; binary files are refused."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "File path relative to the workspace."},
            "max_bytes": {
                "type": "integer",
                "minimum": 1,
                "description": "Read at most this many bytes from the start of the file.",
            },
        },
        "required": ["path"],
        "additionalProperties": False,
    }
    read_only: bool = True
    sends_data_off_machine: bool = False

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        _confine(_argument_path(arguments), context)

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        root, target = _confine(_argument_path(arguments), context)
        path = ("path", _shown(root, target))
        if "max_bytes" in arguments:
            return Intent("read_file_at_most", (path, ("limit", self._limit(arguments, context))))
        return Intent("read_file", (path,))

    @staticmethod
    def _limit(arguments: dict[str, Any], context: ToolContext) -> int:
        asked = arguments.get("max_bytes")
        if isinstance(asked, int) and not isinstance(asked, bool):
            return max(1, min(asked, context.max_read_bytes))
        return context.max_read_bytes

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        try:
            root, target = _confine(_argument_path(arguments), context)
        except PolicyError as exc:
            return _error(str(exc))
        return await asyncio.to_thread(self._read, root, target, self._limit(arguments, context))

    @staticmethod
    def _read(root: Path, target: Path, limit: int) -> ToolOutcome:
        shown = _shown(root, target)
        try:
            # Walked from the workspace's descriptor, no link followed, regular files only.
            with (
                open_workspace(root) as workspace,
                workspace.open_file(_relative(root, target)) as file,
            ):
                size = os.fstat(file.fileno()).st_size
                data = file.read(limit + 1)  # one byte more tells whether the file goes on
        except WorkspaceFsError as exc:
            return _fs_error(exc, "read", _READ_PROBLEMS)
        except OSError as exc:
            return _error(f"The file {shown} cannot be read: {exc.strerror or exc}.")
        if _looks_binary(data):
            return _error(
                f"The file {shown} looks like a binary file (it contains NUL bytes); "
                "read_file only reads text."
            )
        cut = len(data) > limit
        data = data[:limit]
        text = _decode(data, complete=not cut)
        if cut:
            total = f"{size} bytes" if size > len(data) else "longer"
            note = f"[Cut: showing the first {len(data)} bytes; the file is {total}.]"
            return ToolOutcome(f"{text}\n\n{note}")
        return ToolOutcome(text if text else f"(The file {shown} is empty.)")

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None  # reading changes nothing there is to reconcile
