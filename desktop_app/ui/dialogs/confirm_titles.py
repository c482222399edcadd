"""A confirmation's title in words ("Create hello.py in ~/Arroyo/notes"), and its intent with
absolute paths.

One table, intent code -> title template, translatable. The built-in tools state paths
relative to the workspace; the person is shown where that is: the absolute path in the
dialog's lines, the home folder shortened to "~" in the title only, where it must read at a
glance.
"""

from __future__ import annotations

from pathlib import Path, PurePosixPath

from PySide6.QtCore import QCoreApplication

from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import Intent
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "ConfirmTitles"

# Intent code -> title. {name}: the file or folder's last part; {folder}: the folder it is
# in (or the workspace); {command}, {url}: the intent's own values.
_TITLES: dict[str, str] = {
    "list_workspace": QT_TRANSLATE_NOOP("ConfirmTitles", "List {folder}"),
    "list_folder": QT_TRANSLATE_NOOP("ConfirmTitles", "List {name} in {folder}"),
    "read_file": QT_TRANSLATE_NOOP("ConfirmTitles", "Read {name} in {folder}"),
    "read_file_at_most": QT_TRANSLATE_NOOP("ConfirmTitles", "Read {name} in {folder}"),
    "create_file": QT_TRANSLATE_NOOP("ConfirmTitles", "Create {name} in {folder}"),
    "write_file": QT_TRANSLATE_NOOP("ConfirmTitles", "Write {name} in {folder}"),
    "replace_file": QT_TRANSLATE_NOOP("ConfirmTitles", "Change {name} in {folder}"),
    "no_change": QT_TRANSLATE_NOOP("ConfirmTitles", "Leave {name} in {folder} as it is"),
    "run_command": QT_TRANSLATE_NOOP("ConfirmTitles", "Run `{command}` in {folder}"),
    "fetch_url": QT_TRANSLATE_NOOP("ConfirmTitles", "Fetch {url}"),
    "undo_write": QT_TRANSLATE_NOOP("ConfirmTitles", "Undo the change to {name} in {folder}"),
    "undo_create": QT_TRANSLATE_NOOP("ConfirmTitles", "Undo the creation of {name} in {folder}"),
    "undo_turn": QT_TRANSLATE_NOOP("ConfirmTitles", "Undo this turn's file changes"),
    "remember": QT_TRANSLATE_NOOP("ConfirmTitles", "Remember a fact about you"),
}
MCP_TITLE = QT_TRANSLATE_NOOP("ConfirmTitles", "Use {tool} of the MCP server {server}")
OTHER_TITLE = QT_TRANSLATE_NOOP("ConfirmTitles", "Use the tool {tool}")


def home_shortened(path: str, home: Path | None = None) -> str:
    """``path`` with the home folder spelled "~" (a path outside it is left whole)."""
    home_text = str(home if home is not None else Path.home()).rstrip("/")
    if home_text and (path == home_text or path.startswith(home_text + "/")):
        return "~" + path[len(home_text) :]
    return path


def absolute(request: ConfirmationRequest, relative: str) -> str:
    """A workspace-relative path of a built-in tool's intent as an absolute one."""
    if not request.workspace:
        return relative
    workspace = PurePosixPath(request.workspace)
    return str(workspace if relative in ("", ".") else workspace / relative)


def with_absolute_paths(request: ConfirmationRequest) -> Intent | None:
    """The request's intent, its ``path`` made absolute."""
    intent = request.intent
    if intent is None or not request.workspace:
        return intent
    values = tuple(
        (name, absolute(request, str(value)) if name == "path" else value)
        for name, value in intent.values
    )
    return Intent(intent.code, values)


def _fill(template: str, values: dict[str, str]) -> str:
    text = QCoreApplication.translate(_CONTEXT, template)
    for name, value in values.items():
        # One value at a time, so a value that holds "{name}" is never filled in again.
        text = text.replace("{" + name + "}", value.replace("{", "\x00"))
    return text.replace("\x00", "{")


def title(request: ConfirmationRequest, home: Path | None = None) -> str:
    """What the tool will do, in a few words of the window's language."""
    intent = request.intent
    if intent is not None and intent.code in _TITLES:
        values = {name: str(value) for name, value in intent.values}
        folder = request.workspace
        if "path" in values:
            path = PurePosixPath(absolute(request, values["path"]))
            values["name"], folder = path.name, str(path.parent)
        values["folder"] = home_shortened(folder, home)
        return _fill(_TITLES[intent.code], values)
    if request.folders_shared is not None:  # an MCP server's tool
        tool = request.remote_name or request.tool_name
        return _fill(MCP_TITLE, {"tool": tool, "server": request.folders_shared.server})
    return _fill(OTHER_TITLE, {"tool": request.tool_name})
