"""Which folder a conversation's file tools work in: one resolution for every caller."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.paths import default_workspace
from desktop_app.ui.composer.workspace_chip import short_name
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice, effective_workspace, opened

CONVERSATION = WorkspaceChoice.at(Path("/conversation"))
PROJECT = WorkspaceChoice.at(Path("/project"))
DEFAULT = Path("/default")


@pytest.mark.parametrize(
    ("conversation", "project", "expected"),
    [
        (CONVERSATION, PROJECT, Path("/conversation")),  # the conversation wins
        (CONVERSATION, OFF, Path("/conversation")),
        (OFF, PROJECT, None),  # turned off in the conversation: off, whatever else says
        (INHERIT, PROJECT, Path("/project")),  # then the project
        (INHERIT, OFF, None),
        (INHERIT, INHERIT, DEFAULT),  # then the default
    ],
)
def test_the_conversation_wins_over_the_project_over_the_default(conversation, project, expected):
    assert effective_workspace(conversation, project, DEFAULT) == expected


def test_no_default_means_no_file_tools():
    assert effective_workspace(INHERIT, INHERIT, None) is None


def test_the_default_is_made_when_first_used_and_a_chosen_folder_never(tmp_path):
    default = tmp_path / "Documents" / "Arroyo"
    chosen = tmp_path / "gone"
    assert opened(chosen, default) == chosen and not chosen.exists()
    assert opened(default, default) == default and default.is_dir()
    assert opened(None, default) is None


def test_the_default_lies_under_the_documents_folder_unless_overridden(monkeypatch, tmp_path):
    monkeypatch.delenv("ARROYO_WORKSPACE_DIR", raising=False)
    monkeypatch.delenv("ARROYO_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DOCUMENTS_DIR", str(tmp_path / "Documentos"))
    assert default_workspace() == tmp_path / "Documentos" / "Arroyo"
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))  # a portable install
    assert default_workspace() == tmp_path / "data" / "Workspace"
    monkeypatch.setenv("ARROYO_WORKSPACE_DIR", str(tmp_path / "w"))
    assert default_workspace() == tmp_path / "w"


def test_the_chip_says_home_as_a_tilde_and_a_long_folder_by_its_last_parts():
    home = Path("/home/ana")
    assert short_name(Path("/home/ana"), home) == "~"
    assert short_name(Path("/home/ana/Documents/Arroyo"), home) == "~/Documents/Arroyo"
    assert short_name(Path("/srv/projects"), home) == "/srv/projects"
    deep = Path("/home/ana/projects/clients/2026/a-rather-long-name/report")
    assert short_name(deep, home) == "…/a-rather-long-name/report"


def test_a_project_folder_counts_between_the_conversation_and_the_default(tmp_path):
    """The order as the session resolves it from the store: conversation, project, default."""
    from desktop_app.session.workspace import Workspaces
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.database import Database
    from desktop_app.store.projects import ProjectStore

    default = tmp_path / "default"
    with Database(tmp_path / "arroyo.sqlite3") as db:
        conversations, projects = ConversationStore(db), ProjectStore(db)
        workspaces = Workspaces(db, lambda: default)
        project = projects.create("P")
        inside, outside = conversations.create("in"), conversations.create("out")
        projects.move([inside], project)
        assert workspaces.effective(inside) == default  # the project follows the default
        projects.set_workspace(project, WorkspaceChoice.at(tmp_path / "project"))
        assert workspaces.effective(inside) == tmp_path / "project"
        assert workspaces.effective(outside) == default
        workspaces.choose(inside, WorkspaceChoice.at(tmp_path / "own"))
        assert workspaces.effective(inside) == tmp_path / "own"  # the conversation's wins
        workspaces.choose(inside, INHERIT)
        projects.set_workspace(project, OFF)
        assert workspaces.effective(inside) is None  # the project turned file tools off
        given = WorkspaceChoice.at(tmp_path / "given")
        assert workspaces.effective(inside, given) == tmp_path / "given"  # --workspace wins
