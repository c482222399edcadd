"""Writing a file in the workspace, atomically, showing what changes."""

from __future__ import annotations

import asyncio
import hashlib
from pathlib import Path, PurePath
from typing import Any

from desktop_app.agent.builtin.common import (
    _DIFF_MAX_INPUT_BYTES,
    _PIPE_CHUNK,
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
from desktop_app.agent.builtin.diff_preview import bounded_diff, lines_of, size_summary
from desktop_app.agent.builtin.workspace_entries import Problem, WorkspaceFsError
from desktop_app.agent.builtin.workspace_fs import open_workspace
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome
from desktop_app.store.actions.receipts import Before

# -- write_file -------------------------------------------------------------------------------


class WriteFile:
    name: str = "write_file"
    summary: str = (
        "Create or replace a text file in the workspace with the given content (UTF-8). "
        "Missing parent folders are created."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "path": {"type": "string", "description": "File path relative to the workspace."},
            "content": {"type": "string", "description": "The whole new content of the file."},
        },
        "required": ["path", "content"],
        "additionalProperties": False,
    }
    read_only: bool = False
    sends_data_off_machine: bool = False

    def _target(self, arguments: dict[str, Any], context: ToolContext) -> tuple[Path, Path, bytes]:
        raw = _argument_path(arguments)
        root, target = _confine(raw, context)
        try:
            is_folder = target == root or target.is_dir()
        except OSError:  # a name too long...: the write itself reports what is wrong
            is_folder = False
        if is_folder:
            raise PolicyError(f"The path {raw} is a folder; write_file writes files.")
        content = arguments.get("content")
        if not isinstance(content, str):
            raise PolicyError("The content must be text.")
        try:
            data = content.encode("utf-8")
        except UnicodeEncodeError as exc:  # JSON can carry lone surrogates; UTF-8 cannot
            raise PolicyError(
                "The content holds characters that cannot be written as UTF-8."
            ) from exc
        if len(data) > context.max_write_bytes:
            raise PolicyError(
                f"The content is {len(data)} bytes; files written by this tool are limited to "
                f"{context.max_write_bytes} bytes."
            )
        return root, target, data

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        self._target(arguments, context)

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        root, target, data = self._target(arguments, context)
        shown = _shown(root, target)
        try:
            with open_workspace(root) as workspace:
                before = workspace.stat_entry(_relative(root, target))
        except (WorkspaceFsError, OSError):
            return Intent("write_file", (("path", shown), ("size", len(data))))
        if before is None:
            return Intent("create_file", (("path", shown), ("size", len(data))))
        if before.st_size == len(data) and self._holds(root, target, data):
            return Intent("no_change", (("path", shown),))
        return Intent(
            "replace_file", (("path", shown), ("before", before.st_size), ("after", len(data)))
        )

    def changes_nothing(self, arguments: dict[str, Any], context: ToolContext) -> bool:
        """The file already holds exactly this content: the write would change nothing."""
        try:
            root, target, data = self._target(arguments, context)
        except PolicyError:
            return False
        return self._holds(root, target, data)

    @staticmethod
    def _holds(root: Path, target: Path, data: bytes) -> bool:
        try:
            # Reached like read_file reaches it: a FIFO put there never blocks the caller.
            with (
                open_workspace(root) as workspace,
                workspace.open_file(_relative(root, target)) as file,
            ):
                return file.read(len(data) + 1) == data
        except (WorkspaceFsError, OSError):
            return False

    def diff_preview(self, arguments: dict[str, Any], context: ToolContext) -> str:
        """A unified diff of the change, for the confirmation dialog (not for the model)."""
        root, target, data = self._target(arguments, context)
        shown = _shown(root, target)
        try:
            # Reached like read_file reaches it: a FIFO put there never blocks the caller.
            with (
                open_workspace(root) as workspace,
                workspace.open_file(_relative(root, target)) as file,
            ):
                old = file.read(_DIFF_MAX_INPUT_BYTES + 1)
            created = False
        except WorkspaceFsError as exc:
            if exc.problem not in _ABSENT:
                return f"{_fs_error(exc, 'read').output} No diff."
            old, created = b"", True
        except OSError as exc:
            return f"The current file {shown} cannot be read ({exc.strerror or exc}); no diff."
        if len(old) > _DIFF_MAX_INPUT_BYTES or len(data) > _DIFF_MAX_INPUT_BYTES:
            return size_summary(shown, len(data), len(lines_of(_decode(data))))
        if _looks_binary(old):
            return (
                f"The current file {shown} looks binary; it will be replaced by "
                f"{len(data)} bytes of text."
            )
        if old == data:
            return f"No change: {shown} already holds exactly this content."
        # The diff's header names the file by its absolute path, as the confirmation does.
        return bounded_diff(
            _decode(old),
            _decode(data),
            _visible(str(target)),
            created,
            old_bytes=len(old),
            new_bytes=len(data),
        )

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        try:
            root, target = _confine(_argument_path(arguments), context)
            return _file_hash(root, _relative(root, target))
        except (PolicyError, OSError):
            return None

    def intended_fingerprint(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        """What ``observe`` gives once this write is done (the executor compares the two to
        settle an interrupted run without running it again)."""
        content = arguments.get("content")
        if not isinstance(content, str):
            return None
        try:
            return hashlib.sha256(content.encode("utf-8")).hexdigest()
        except UnicodeEncodeError:
            return None

    def before_change(
        self, arguments: dict[str, Any], context: ToolContext, limit: int
    ) -> Before | None:
        """The file's bytes before the write (for its receipt), read as read_file reads them."""
        try:
            root, target, data = self._target(arguments, context)
        except PolicyError:
            return None
        path = str(target)
        try:
            with (
                open_workspace(root) as workspace,
                workspace.open_file(_relative(root, target), allow_hard_links=True) as file,
            ):
                previous = file.read(limit + 1)
        except WorkspaceFsError as exc:
            # Absent: the write creates it, and undoing it removes it. Anything else (a
            # folder, a link) the write itself refuses.
            return Before(path, None, data) if exc.problem in _ABSENT else None
        except OSError:
            return None
        if len(previous) > limit:
            return Before(path, b"", data, too_large=True)
        return Before(path, previous, data)

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        try:
            root, target, data = self._target(arguments, context)
        except PolicyError as exc:
            return _error(str(exc))
        return await asyncio.to_thread(self._write, root, target, data)

    @staticmethod
    def _write(root: Path, target: Path, data: bytes) -> ToolOutcome:
        shown = _shown(root, target)
        try:
            # Folders made and walked from the workspace's descriptor, no link followed; the
            # temp file is made in the target's folder and renamed over it there.
            with open_workspace(root) as workspace:
                before = workspace.write_file(_relative(root, target), data)
        except WorkspaceFsError as exc:
            return _fs_error(exc, "written", _WRITE_PROBLEMS)
        except OSError as exc:
            return _error(f"The file {shown} cannot be written: {exc.strerror or exc}.")
        fingerprint = hashlib.sha256(data).hexdigest()
        if before is None:
            return ToolOutcome(f"Created {shown} ({len(data)} bytes).", fingerprint=fingerprint)
        return ToolOutcome(
            f"Replaced {shown} ({before.st_size} bytes -> {len(data)} bytes).",
            fingerprint=fingerprint,
        )


_ABSENT = frozenset({Problem.MISSING, Problem.NO_FOLDER})  # the write will create it
_WRITE_PROBLEMS = {
    Problem.IS_A_FOLDER: "{where} is a folder; write_file writes files.",
}


def _file_hash(root: Path, relative: PurePath) -> str:
    """The sha256 of a file's bytes, or what stands there instead."""
    try:
        with (
            open_workspace(root) as workspace,
            workspace.open_file(relative, allow_hard_links=True) as file,
        ):
            digest = hashlib.sha256()
            while chunk := file.read(_PIPE_CHUNK):
                digest.update(chunk)
            return digest.hexdigest()
    except WorkspaceFsError as exc:
        return "absent" if exc.problem in _ABSENT else "not a file"
