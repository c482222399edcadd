"""Operations written straight into a real database, many at once (one transaction), with
their conversations and the intents their tool cards stored: the Activity's test data."""

from __future__ import annotations

import json

from desktop_app.store.actions.ledger import idempotency_key
from desktop_app.store.database import Database

DAY = 86_400.0
START = 1_767_225_600.0  # 2026-01-01 00:00 UTC


def seed(database: Database, count: int, conversations: int = 3) -> list[str]:
    """``count`` operations over ``conversations`` conversations, one a minute; every fifth
    failed, every seventh a run_command allowed by the setting, the rest writes asked."""
    ids = [f"conv-{number}" for number in range(conversations)]
    operations, messages = [], []
    for number in range(count):
        conversation = ids[number % conversations]
        command = number % 7 == 0
        tool = "run_command" if command else "write_file"
        values = [["command", f"make {number}"]] if command else [["path", f"file{number}.txt"]]
        arguments = json.dumps(dict(values), separators=(",", ":"), sort_keys=True)
        if not command:
            values.append(["size", number])
        call = f"call_{number}"
        key = idempotency_key(conversation, "gen", call, arguments)
        failed = number % 5 == 0
        created = START + number * 60
        operations.append(
            (
                key,
                conversation,
                "gen",
                call,
                tool,
                arguments,
                "failed" if failed else "succeeded",
                f"result {number}",
                int(failed),
                None,
                created,
                created + 0.25,
                None,
                "setting" if command else "asked",
            )
        )
        code = "run_command" if command else "write_file"
        intent = json.dumps({"code": code, "values": values})
        messages.append((conversation, "tool", f"result {number}", "gen", call, created, intent))
    with database.transaction() as connection:
        connection.executemany(
            "INSERT INTO conversations (id, title, created_at, updated_at) VALUES (?, ?, 0, 0)",
            [(conversation, f"Talk {conversation}") for conversation in ids],
        )
        connection.executemany(
            "INSERT INTO operations (key, conversation_id, generation_id, tool_call_id, tool,"
            " arguments, status, result, is_error, fingerprint, created_at, updated_at, owner,"
            " approval) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            operations,
        )
        connection.executemany(
            "INSERT INTO messages (conversation_id, role, content, generation_id, tool_call_id,"
            " created_at, tool_intent_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
            messages,
        )
    return ids
