"""A conversation's workspace choice, kept in its row."""

from __future__ import annotations

import pytest

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.workspaces import ConversationWorkspaces
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice


def test_each_choice_comes_back_after_reopening(tmp_path):
    path = tmp_path / "arroyo.sqlite3"
    with Database(path) as db:
        conversations = ConversationStore(db)
        follows, off, chosen = (conversations.create(t) for t in ("a", "b", "c"))
        workspaces = ConversationWorkspaces(db)
        workspaces.set(off, OFF)
        workspaces.set(chosen, WorkspaceChoice.at(tmp_path / "mine"))
        with pytest.raises(KeyError):
            workspaces.set("no-such-conversation", OFF)
    with Database(path) as db:
        workspaces = ConversationWorkspaces(db)
        assert workspaces.get(follows) == INHERIT
        assert workspaces.get(off) == OFF
        assert workspaces.get(chosen) == WorkspaceChoice.at(tmp_path / "mine")
        workspaces.set(chosen, INHERIT)  # "Use the default"
        assert workspaces.get(chosen) == INHERIT
        assert workspaces.get("unknown") == INHERIT
