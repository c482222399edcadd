"""Which turn (conversation and generation) a message belongs to, or a conversation's last:
what ``arroyo undo --turn`` and ``--last-turn`` name."""

from __future__ import annotations

from desktop_app.store.database import Database


def turn_of_message(database: Database, message_id: int) -> tuple[str, str] | None:
    """The turn of an answer, a tool round or a tool result; for a person's message, the turn
    that answered it (on the branch shown). None: no such message, or it has no turn."""
    row = database.fetch_one(
        "SELECT conversation_id, generation_id FROM messages WHERE id = ?", (message_id,)
    )
    if row is None:
        return None
    if row["generation_id"]:
        return row["conversation_id"], row["generation_id"]
    answer = database.fetch_one(
        "SELECT generation_id FROM messages WHERE parent_id = ? AND generation_id IS NOT NULL"
        " ORDER BY active DESC, id DESC LIMIT 1",
        (message_id,),
    )
    return (row["conversation_id"], answer["generation_id"]) if answer else None


def last_turn(database: Database, conversation_id: str) -> tuple[str, str] | None:
    """The conversation's latest turn on the branch shown; ``conversation_id`` may be the
    start of an id when only one conversation's id starts with it."""
    found = database.fetch_all(
        "SELECT id FROM conversations WHERE id = ? OR substr(id, 1, ?) = ?",
        (conversation_id, len(conversation_id), conversation_id),
    )
    ids = [row["id"] for row in found]
    chosen = conversation_id if conversation_id in ids else ids[0] if len(ids) == 1 else None
    if chosen is None:
        return None
    row = database.fetch_one(
        "SELECT generation_id FROM messages WHERE conversation_id = ? AND active = 1"
        " AND generation_id IS NOT NULL ORDER BY id DESC LIMIT 1",
        (chosen,),
    )
    return (chosen, row["generation_id"]) if row else None
