"""Which columns of a conversation, a message, a project and a fact travel, and how a row
reads as fields.

Never travels: a message's local id, its ``active`` flag (the conversation's ``leaf`` says
which branch is shown), drafts (an answer still arriving), and anything of the providers' keys,
which are not in the database at all.
"""

from __future__ import annotations

import sqlite3
from typing import Any

CONVERSATION_FIELDS = (
    "title",
    "system_prompt",
    "created_at",
    "updated_at",
    "display_policy",
    "provider_id",
    "model",
    "pinned_at",
    "parameters_json",
    "workspace",  # moving a conversation to another workspace
    "project_id",  # moving it into a project, or out of one
)
# A project's fields that travel: never its workspace folder (a path on one computer) nor
# whether its list is folded here (how this window shows it).
PROJECT_FIELDS = (
    "name",
    "instructions",
    "assistant",
    "provider_id",
    "model",
    "parameters_json",
    "created_at",
    "archived_at",
)
# A remembered fact's: its conversation and its project by their ids (the same everywhere).
MEMORY_FIELDS = ("text", "created_at", "source_conversation_id", "project_id")
MESSAGE_FIELDS = (
    "role",
    "content",
    "generation_id",
    "tool_calls_json",
    "tool_call_id",
    "created_at",
    "outcome",
    "outcome_code",
    "reasoning",
    "stats_json",
    "usage_json",
    "tool_name",
    "is_error",
    "tool_state",
    "tool_action",
    "tool_intent_json",
    "tool_approval",
    "reasoning_seconds",
)
PLACEMENT = ("conversation", "parent")  # a message's, written once when it is added


def conversation_fields(connection: sqlite3.Connection, conversation_id: str) -> dict[str, Any]:
    """The conversation's fields with its ``leaf`` (the active branch's last message, as a
    global id) and ``deleted_at``; empty when there is no such conversation."""
    row = connection.execute(
        f"SELECT {', '.join(CONVERSATION_FIELDS)}, deleted_at FROM conversations WHERE id = ?",
        (conversation_id,),
    ).fetchone()
    if row is None:
        return {}
    fields = dict(zip((*CONVERSATION_FIELDS, "deleted_at"), row))
    leaf = connection.execute(
        "SELECT s.global_id FROM messages AS m JOIN sync_ids AS s ON s.local_id = m.id"
        " WHERE m.conversation_id = ? AND m.active = 1 AND m.draft = 0"
        " ORDER BY m.id DESC LIMIT 1",
        (conversation_id,),
    ).fetchone()
    fields["leaf"] = leaf[0] if leaf else None
    return fields


def project_fields(connection: sqlite3.Connection, project_id: str) -> dict[str, Any]:
    row = connection.execute(
        f"SELECT {', '.join(PROJECT_FIELDS)} FROM projects WHERE id = ?", (project_id,)
    ).fetchone()
    return dict(zip(PROJECT_FIELDS, row)) if row else {}


def memory_fields(connection: sqlite3.Connection, local_id: int) -> dict[str, Any]:
    row = connection.execute(
        f"SELECT {', '.join(MEMORY_FIELDS)} FROM memories WHERE id = ?", (local_id,)
    ).fetchone()
    return dict(zip(MEMORY_FIELDS, row)) if row else {}


def message_fields(connection: sqlite3.Connection, local_id: int) -> dict[str, Any] | None:
    """A message's fields and placement; None when it is gone or still a draft."""
    row = connection.execute(
        f"SELECT {', '.join('m.' + f for f in MESSAGE_FIELDS)}, m.conversation_id,"
        " p.global_id, m.draft FROM messages AS m LEFT JOIN sync_ids AS p"
        " ON p.local_id = m.parent_id WHERE m.id = ?",
        (local_id,),
    ).fetchone()
    if row is None or row[-1]:
        return None
    fields = dict(zip((*MESSAGE_FIELDS, *PLACEMENT), row[:-1]))
    fields["is_error"] = bool(fields["is_error"])
    fields["attachments"] = [
        list(a)
        for a in connection.execute(
            "SELECT digest, kind, name, media_type FROM message_attachments"
            " WHERE message_id = ? ORDER BY position",
            (local_id,),
        )
    ]
    return fields
