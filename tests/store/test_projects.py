"""Projects as the store keeps them: real SQLite, reopened to show what lasts."""

from __future__ import annotations

import pytest

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.migrations import MIGRATIONS
from desktop_app.store.projects import ProjectStore
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice


def test_a_project_and_its_conversations_come_back_after_reopening(tmp_path, clock):
    path = tmp_path / "arroyo.sqlite3"
    with Database(path) as db:
        assert db.schema_version == len(MIGRATIONS)
        conversations = ConversationStore(db, clock=clock)
        projects = ProjectStore(db, clock=clock)
        river = projects.create("River", instructions="Answer as a hydrologist.", model="m-1")
        inside, outside = conversations.create("in"), conversations.create("out")
        projects.move([inside], river)
        projects.set_workspace(river, WorkspaceChoice.at(tmp_path / "river"))
        projects.set_folded(river, True)
    with Database(path) as db:
        projects = ProjectStore(db)
        [project] = projects.list()
        assert (project.name, project.instructions, project.model) == (
            "River",
            "Answer as a hydrologist.",
            "m-1",
        )
        assert project.folded
        assert project.workspace_choice == WorkspaceChoice.at(tmp_path / "river")
        assert projects.memberships() == {inside: river}
        assert projects.project_of(outside) is None
        assert projects.project_of(inside) == project
        assert projects.named("river") == project  # by name, case aside


def test_archived_projects_list_apart_and_come_back(db, clock):
    projects = ProjectStore(db, clock=clock)
    kept, old = projects.create("Kept"), projects.create("Old")
    projects.archive(old)
    assert [p.id for p in projects.list()] == [kept]
    assert [p.id for p in projects.list(archived=True)] == [old]
    projects.restore(old)
    assert [p.name for p in projects.list()] == ["Kept", "Old"]


def test_moving_out_of_a_project_and_unknown_ids(db):
    conversations, projects = ConversationStore(db), ProjectStore(db)
    project = projects.create("P")
    conversation = conversations.create("c")
    projects.move([conversation], project)
    assert projects.members(project) == [conversation]
    projects.move([conversation], None)
    assert projects.members(project) == []
    with pytest.raises(KeyError):
        projects.move(["no-such-conversation"], project)
    with pytest.raises(KeyError):
        projects.rename("no-such-project", "x")
    with pytest.raises(ValueError, match="not a project's setting"):
        projects.update(project, archived_at=1.0)


def test_a_deleted_conversation_leaves_the_project_list_and_an_id_is_added_once(db, clock):
    conversations, projects = ConversationStore(db, clock=clock), ProjectStore(db, clock=clock)
    project = projects.create("P")
    conversation = conversations.create("c")
    projects.move([conversation], project)
    conversations.delete(conversation)
    assert projects.memberships() == {}
    assert projects.add(projects.get(project)) is False  # the same id twice: left as it was
    assert len(projects.list()) == 1


def test_a_workspace_turned_off_or_following_is_kept_so(db):
    projects = ProjectStore(db)
    off, follows = projects.create("off"), projects.create("follows")
    projects.set_workspace(off, OFF)
    assert projects.get(off).workspace_choice == OFF
    assert projects.get(follows).workspace_choice == INHERIT
