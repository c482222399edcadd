"""The context meter's estimate counts a project's instructions: they go with every turn."""

from __future__ import annotations

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.projects import ProjectStore
from desktop_app.ui.composer.model_picker import _read


def test_the_estimate_counts_the_project_instructions(tmp_path):
    with Database(tmp_path / "arroyo.sqlite3") as db:
        conversations, projects = ConversationStore(db), ProjectStore(db)
        conversation_id = conversations.create("c", system_prompt="Own.")
        conversations.add_message(conversation_id, "user", "hello")
        _, alone = _read(conversations, conversation_id)
        project = projects.create("P", instructions="x" * 1000)
        projects.move([conversation_id], project)
        _, inside = _read(conversations, conversation_id)
        assert inside - alone == 1000 + len("\n\n")
