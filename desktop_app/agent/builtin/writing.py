"""Writing a file in the workspace, atomically, showing what changes."""

from __future__ import annotations

import asyncio
import contextlib
import difflib
import hashlib
import os
import secrets
import stat
from pathlib import Path
from typing import Any

from desktop_app.agent.builtin.common import (
    _DIFF_MAX_CHARS,
    _DIFF_MAX_INPUT_BYTES,
    _PIPE_CHUNK,
    _argument_path,
    _confine,
    _decode,
    _error,
    _looks_binary,
    _plural,
    _shown,
    _visible,
)
from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome

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
        if target == root or target.is_dir():
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
            before = target.stat().st_size
        except FileNotFoundError:
            return Intent("create_file", (("path", shown), ("size", len(data))))
        except OSError:
            return Intent("write_file", (("path", shown), ("size", len(data))))
        return Intent("replace_file", (("path", shown), ("before", before), ("after", len(data))))

    def diff_preview(self, arguments: dict[str, Any], context: ToolContext) -> str:
        """A unified diff of the change, for the confirmation dialog (not for the model)."""
        root, target, data = self._target(arguments, context)
        shown = _shown(root, target)
        try:
            with target.open("rb") as file:
                old = file.read(_DIFF_MAX_INPUT_BYTES + 1)
            created = False
        except FileNotFoundError:
            old, created = b"", True
        except OSError as exc:
            return f"The current file {shown} cannot be read ({exc.strerror or exc}); no diff."
        if len(old) > _DIFF_MAX_INPUT_BYTES or len(data) > _DIFF_MAX_INPUT_BYTES:
            return f"The file is too large for a diff; the new content is {len(data)} bytes."
        if _looks_binary(old):
            return (
                f"The current file {shown} looks binary; it will be replaced by "
                f"{len(data)} bytes of text."
            )
        if old == data:
            return f"No change: {shown} already holds exactly this content."
        return _unified_diff(_decode(old), _decode(data), shown, created)

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        try:
            _root, target = _confine(_argument_path(arguments), context)
            return _file_hash(target)
        except (PolicyError, OSError):
            return None

    def intended_fingerprint(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        """What ``observe`` gives once this write is done (the executor compares the two to
        settle an interrupted run without running it again)."""
        content = arguments.get("content")
        try:
            return hashlib.sha256(content.encode("utf-8")).hexdigest()
        except (AttributeError, UnicodeEncodeError):
            return None

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
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            return _error(f"The folder for {shown} cannot be created: {exc.strerror or exc}.")
        # The folders were checked before they existed; check where they really are now.
        if target.parent.resolve() != target.parent:
            return _error(f"The folder of {shown} changed while writing; nothing was written.")
        try:
            before = target.stat()
        except FileNotFoundError:
            before = None
        except OSError as exc:
            return _error(f"The file {shown} cannot be examined: {exc.strerror or exc}.")
        if before is not None and stat.S_ISDIR(before.st_mode):
            return _error(f"{shown} is a folder; write_file writes files.")
        try:
            _atomic_write(target, data, None if before is None else stat.S_IMODE(before.st_mode))
        except OSError as exc:
            return _error(f"The file {shown} cannot be written: {exc.strerror or exc}.")
        fingerprint = hashlib.sha256(data).hexdigest()
        if before is None:
            return ToolOutcome(f"Created {shown} ({len(data)} bytes).", fingerprint=fingerprint)
        return ToolOutcome(
            f"Replaced {shown} ({before.st_size} bytes -> {len(data)} bytes).",
            fingerprint=fingerprint,
        )


def _file_hash(target: Path) -> str:
    """The sha256 of a file's bytes, or what stands there instead."""
    if not target.exists():
        return "absent"
    if not target.is_file():
        return "not a file"
    digest = hashlib.sha256()
    with target.open("rb") as file:
        while chunk := file.read(_PIPE_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _atomic_write(target: Path, data: bytes, mode: int | None) -> None:
    """Readers see the old file or the new one, never half of it: write beside it, then rename
    over it (a rename within one folder is atomic). A crash leaves at most a hidden temp file."""
    temporary = target.parent / f".arroyo-{secrets.token_hex(8)}.tmp"
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    descriptor = os.open(temporary, flags, 0o666)  # 0o666 minus the umask, like any new file
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        if mode is not None:  # replacing keeps the file's permissions (an executable stays one)
            os.chmod(temporary, mode)
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    if os.name == "posix":  # make the rename itself durable
        with contextlib.suppress(OSError):
            folder = os.open(target.parent, os.O_RDONLY)
            try:
                os.fsync(folder)
            finally:
                os.close(folder)


def _lines(text: str) -> list[str]:
    # Split on "\n" only: str.splitlines would also split on form feeds and other separators.
    parts = text.split("\n")
    return [part + "\n" for part in parts[:-1]] + ([parts[-1]] if parts[-1] else [])


def _unified_diff(old: str, new: str, shown: str, created: bool) -> str:
    diff = difflib.unified_diff(
        _lines(old), _lines(new), "/dev/null" if created else f"a/{shown}", f"b/{shown}"
    )
    kept: list[str] = []
    size = 0
    left = 0
    for line in diff:
        if left or size + len(line) > _DIFF_MAX_CHARS:
            left += 1
            continue
        body = line.removesuffix("\n").removesuffix("\r")
        shown_line = _visible(body, keep="\t") + "\n"
        if not line.endswith("\n"):
            shown_line += "\\ No newline at end of file\n"
        kept.append(shown_line)
        size += len(shown_line)
    if left:
        kept.append(f"[Diff cut: {_plural(left, 'more line')} not shown.]\n")
    return "".join(kept)


