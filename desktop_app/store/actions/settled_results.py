"""A tool result stored as "outcome not known", rewritten once the person settles the call
(Mark as done, or Run again), so the model is told what became of it on the next turn.

Call ids repeat across turns (many servers number them from 1 each time), so the result is
found from the round that asked for it: the first tool message with that call id after the
assistant message of that generation, in the same conversation.
"""

from __future__ import annotations

from desktop_app.store.database import Database


def settle_tool_result(
    db: Database,
    conversation_id: str,
    generation_id: str,
    call_id: str,
    *,
    content: str,
    is_error: bool,
    tool_state: str,
) -> bool:
    """Rewrites that result; False when no such result is stored (a round not saved yet)."""
    with db.transaction() as connection:
        cursor = connection.execute(
            "UPDATE messages SET content = ?, is_error = ?, tool_state = ? WHERE id = ("
            " SELECT id FROM messages WHERE conversation_id = ? AND role = 'tool'"
            " AND tool_call_id = ? AND id > ("
            "  SELECT min(id) FROM messages WHERE conversation_id = ? AND role = 'assistant'"
            "  AND generation_id = ?)"
            " ORDER BY id LIMIT 1)",
            (
                content,
                int(is_error),
                tool_state,
                conversation_id,
                call_id,
                conversation_id,
                generation_id,
            ),
        )
        return cursor.rowcount == 1
