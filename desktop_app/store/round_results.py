"""Which stored tool result answers which call: a round's results follow the message that
asked for them, in its calls' order. Matching by call id alone would be wrong, since ids
repeat across rounds (many servers number them from 1) and even within one."""

from __future__ import annotations

import json
from collections.abc import Iterable

from desktop_app.store.message_rows import StoredMessage

Place = tuple[int, int]  # the id of the message that asked, the call's place in it


def results_by_place(messages: Iterable[StoredMessage]) -> dict[Place, StoredMessage]:
    """Each answered call's result, by the message that asked and the call's place in it."""
    results: dict[Place, StoredMessage] = {}
    asker, waiting = 0, dict[str, list[int]]()  # the round's unanswered places, by call id
    for message in messages:
        if message.role == "tool" and waiting.get(message.tool_call_id or ""):
            results[(asker, waiting[message.tool_call_id or ""].pop(0))] = message
        elif message.role != "tool":
            asker, waiting = message.id, {}
            for place, call in enumerate(json.loads(message.tool_calls_json or "[]")):
                waiting.setdefault(call["id"], []).append(place)
    return results
