"""Keeping a temporary conversation: copied into the real store with every message, version,
tool call and attached file, under the same id; from then on it is an ordinary conversation."""

from __future__ import annotations

import time
from collections.abc import Callable

from desktop_app.exchange import arroyo_json
from desktop_app.exchange.transfer import json_document
from desktop_app.session.temporary import TemporaryStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.imports import add_imported


def keep(
    temporary: TemporaryStore,
    into: ConversationStore,
    *,
    clock: Callable[[], float] = time.time,
) -> str:
    """Copies the conversation into ``into`` and returns its id there (the same). Copying twice
    adds nothing the second time."""
    conversation = temporary.conversations.get(temporary.conversation_id)
    if conversation is None:
        raise LookupError("the temporary conversation is gone")
    document = json_document(
        temporary.conversations, [conversation], lambda text: text, clock(), versions=True
    )
    for imported in arroyo_json.conversations_of(document):
        add_imported(into, [imported])
    return conversation.id
