"""Memory in a conversation, the same for the window and ``arroyo ask``: whether it applies,
the remember tool it is offered, and the notes its system prompt carries.

A conversation is given the facts kept before its first message (its prompt stays as it
began), chosen within the person's token budget (``memory_notes``). A temporary conversation
neither remembers nor is given anything.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.agent.builtin.remember import Remember
from desktop_app.config.memory import MemoryChoice, MemoryScope
from desktop_app.session.memory_notes import Fact, notes_block, within_budget
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.store.message_rows import StoredMessage
from desktop_app.store.projects import ProjectStore


def memory_applies(conversation: Any) -> bool:
    """False for a temporary conversation (its ``is_temporary`` flag, once conversations have
    one) and for none at all: nothing is remembered from it, nothing given to it."""
    return conversation is not None and getattr(conversation, "is_temporary", False) is not True


def remember_tool(
    database: Database, conversation_id: str, choice: MemoryChoice, *, askable: bool = True
) -> Remember | None:
    """The remember tool for this conversation while memory is on; None otherwise. Not
    ``askable`` (nobody can answer its question): it refuses every call to the model."""
    if not choice.enabled:
        return None
    conversation = ConversationStore(database).get(conversation_id)
    if not memory_applies(conversation):
        return None
    project = None
    if choice.scope is MemoryScope.PROJECT:
        found = ProjectStore(database).project_of(conversation_id)
        project = found.id if found is not None else None
    return Remember(MemoryStore(database), conversation_id, project, askable=askable)


def memory_note(
    database: Database,
    conversation: Any,
    project_id: str | None,
    stored: Sequence[StoredMessage],
    choice: MemoryChoice,
) -> str:
    """The quoted notes for this conversation's system prompt; "" when memory is off, does
    not apply here, or there is nothing to give."""
    if not choice.enabled or not memory_applies(conversation):
        return ""
    first = next((message for message in stored if message.role == "user"), None)
    facts = MemoryStore(database).visible_to(
        project_id,
        per_project=choice.scope is MemoryScope.PROJECT,
        before=first.created_at if first is not None else None,
    )
    candidates = [Fact(memory.text, memory.created_at) for memory in facts]
    first_text = first.content if first is not None else ""
    return notes_block(within_budget(candidates, first_text, choice.budget_tokens))
