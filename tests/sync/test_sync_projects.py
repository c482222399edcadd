"""Projects travel with sync: a project (name, instructions, defaults, archived) and the
conversations moved into it arrive on the other devices; concurrent renames end in one
deterministic name everywhere; the workspace folder stays on its own computer."""

from __future__ import annotations

from desktop_app.store.projects import ProjectStore
from desktop_app.sync.changes import Kind
from desktop_app.sync.merge import Replica
from desktop_app.sync.service import SyncConfig
from desktop_app.workspaces import WorkspaceChoice
from tests.sync.support import Profile


def _two(tmp_path):
    config = lambda: SyncConfig("folder", str(tmp_path / "shared"))  # noqa: E731
    first, second = Profile.at(tmp_path / "a"), Profile.at(tmp_path / "b")
    first.setup(config())
    second.setup(config())
    return first, second


def _projects(profile):
    return {
        p.id: (p.name, p.instructions, p.assistant, p.model, p.parameters_json, p.archived)
        for p in [
            *ProjectStore(profile.database).list(),
            *ProjectStore(profile.database).list(archived=True),
        ]
    }


def _memberships(profile):
    return ProjectStore(profile.database).memberships()


def test_a_project_and_its_conversations_arrive_without_the_workspace(tmp_path, memory_keyring):
    first, second = _two(tmp_path)
    projects = ProjectStore(first.database)
    project = projects.create(
        "Garden",
        instructions="Answer briefly.",
        assistant="Gardener",
        model="small-1",
        parameters_json='{"temperature": 0.2}',
    )
    projects.set_workspace(project, WorkspaceChoice.at(tmp_path / "garden-files"))
    conversation = first.store.create("Tomatoes")
    first.store.add_message(conversation, "user", "When to plant?")
    projects.move([conversation], project)
    first.sync_now()
    second.sync_now()

    assert _projects(second) == _projects(first)
    assert _memberships(second) == {conversation: project}
    assert ProjectStore(second.database).get(project).workspace is None  # follows the default

    # the workspace is this computer's: changing it sends nothing
    projects.set_workspace(project, WorkspaceChoice.at(tmp_path / "elsewhere"))
    assert first.sync_now().sent == 0

    # archived on one device, moved out on the other: both arrive everywhere
    ProjectStore(second.database).archive(project)
    projects.move([conversation], None)
    for _ in range(2):
        first.sync_now()
        second.sync_now()
    assert _projects(first) == _projects(second)
    assert _projects(first)[project][-1] is True
    assert _memberships(first) == _memberships(second) == {}


def test_concurrent_renames_end_in_one_name_everywhere(tmp_path, memory_keyring):
    first, second = _two(tmp_path)
    project = ProjectStore(first.database).create("Plans")
    first.sync_now()
    second.sync_now()
    ProjectStore(first.database).rename(project, "Plans from a")
    ProjectStore(second.database).rename(project, "Plans from b")
    for _ in range(2):
        first.sync_now()
        second.sync_now()
    names = {ProjectStore(p.database).get(project).name for p in (first, second)}
    assert len(names) == 1 and names <= {"Plans from a", "Plans from b"}


def test_the_rename_winner_is_the_greatest_counter_then_device_in_any_arrival_order():
    a, b = Replica("a"), Replica("b")
    created = a.make(Kind.PROJECT, "p", {"name": "first", "created_at": 1.0})
    b.receive([created])
    b.make(Kind.PROJECT, "p", {"name": "from b"})  # b's counter 1 < a's 2: loses the tie
    a.make(Kind.PROJECT, "p", {"name": "from a"})
    one, other = Replica("x"), Replica("y")
    one.receive([*a.log(), *b.log()])
    other.receive([*reversed(b.log()), *reversed(a.log())])
    assert one.state()["p"].fields["name"] == other.state()["p"].fields["name"] == "from a"
