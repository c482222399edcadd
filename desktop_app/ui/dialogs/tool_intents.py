"""What a tool will do, in the person's language: the tools say it as an ``Intent`` (a code and
its values, see ``desktop_app.agent.tools``), this table says it in words."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from desktop_app.agent.tools import BYTE_COUNTS, Intent
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "ToolIntents"

# code -> English source; {name} placeholders are the intent's values.
_SAID: dict[str, str] = {
    "list_workspace": QT_TRANSLATE_NOOP("ToolIntents", "List the workspace folder"),
    "list_folder": QT_TRANSLATE_NOOP("ToolIntents", "List the folder {path}"),
    "read_file": QT_TRANSLATE_NOOP("ToolIntents", "Read {path}"),
    "read_file_at_most": QT_TRANSLATE_NOOP("ToolIntents", "Read {path} (at most {limit})"),
    "create_file": QT_TRANSLATE_NOOP("ToolIntents", "Create {path} ({size})"),
    "write_file": QT_TRANSLATE_NOOP("ToolIntents", "Write {path} ({size})"),
    "replace_file": QT_TRANSLATE_NOOP("ToolIntents", "Replace {path}: {before} -> {after}"),
    "run_command": QT_TRANSLATE_NOOP("ToolIntents", "Run: {command}"),
    "fetch_url": QT_TRANSLATE_NOOP("ToolIntents", "Fetch {url} (GET)"),
    "no_change": QT_TRANSLATE_NOOP(
        "ToolIntents", "No change: {path} already holds exactly this content"
    ),
    "undo_write": QT_TRANSLATE_NOOP(
        "ToolIntents", "Put back the earlier version of {path} ({size})"
    ),
    "undo_create": QT_TRANSLATE_NOOP("ToolIntents", "Remove {path}, which the tool created"),
    "undo_turn": QT_TRANSLATE_NOOP(
        "ToolIntents", "Undo this turn's changes to these files, the last first: {files}"
    ),
    "remember": QT_TRANSLATE_NOOP("ToolIntents", "Remember for later conversations: {fact}"),
}


class ToolIntents(QObject):
    """Only for its ``tr``: lupdate marks a ``%n`` text as plural in ``tr`` calls, not in
    ``QCoreApplication.translate``; the class name is the table's context."""

    def byte_count(self, count: int) -> str:
        return self.tr("%n bytes", "", count)


def _bytes(count: int) -> str:
    return ToolIntents().byte_count(count)


def say(intent: Intent | None) -> str | None:
    """The intent in words, or ``None`` when this window does not know its code (a tool of a
    newer version, or not built in): the tool's own description is shown then."""
    if intent is None or intent.code not in _SAID:
        return None
    text = QCoreApplication.translate(_CONTEXT, _SAID[intent.code])
    for name, value in intent.values:
        # One value at a time, so a value that holds "{path}" is never filled in again.
        shown = _bytes(value) if name in BYTE_COUNTS else str(value)
        text = text.replace("{" + name + "}", shown.replace("{", "\x00"))
    return text.replace("\x00", "{")
