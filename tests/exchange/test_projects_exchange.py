"""A project through Arroyo's JSON: exported with its conversations, imported into another
profile once however often the file is imported, and the files of version 1 still read."""

from __future__ import annotations

import json

from desktop_app.exchange import arroyo_json
from desktop_app.exchange.transfer import export_project, import_file
from desktop_app.providers.parameters import Parameters
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.projects import ProjectStore


def test_export_then_import_twice_brings_the_project_once(tmp_path):
    out = tmp_path / "river.json"
    with Database(tmp_path / "here.sqlite3") as db:
        conversations, projects = ConversationStore(db), ProjectStore(db)
        river = projects.create(
            "River",
            instructions="Answer as a hydrologist.",
            assistant="Writer",
            model="m-1",
            parameters_json=Parameters(temperature=0.5).to_json(),
        )
        first, second, outside = (conversations.create(t) for t in ("One", "Two", "Out"))
        for conversation_id in (first, second, outside):
            conversations.add_message(conversation_id, "user", "hello")
        projects.move([first, second], river)
        export_project(conversations, river, out)
    document = json.loads(out.read_text(encoding="utf-8"))
    assert document["version"] == arroyo_json.VERSION == 2
    assert {c["title"] for c in document["conversations"]} == {"One", "Two"}  # only its own

    with Database(tmp_path / "there.sqlite3") as db:
        conversations, projects = ConversationStore(db), ProjectStore(db)
        report = import_file(conversations, out)
        assert len(report.added) == 2
        again = import_file(conversations, out)
        assert (again.added, again.already_here) == ((), 2)
        [project] = projects.list()
        assert (project.id, project.name, project.instructions) == (
            river,
            "River",
            "Answer as a hydrologist.",
        )
        assert (project.assistant, project.model) == ("Writer", "m-1")
        assert Parameters.from_json(project.parameters_json).temperature == 0.5
        assert sorted(projects.members(river)) == sorted([first, second])
        assert len(conversations.list()) == 2


def test_a_version_1_file_still_reads(tmp_path):
    old = {
        "format": "arroyo-conversations",
        "version": 1,
        "exported_at": 0,
        "conversations": [
            {
                "id": "a" * 32,
                "title": "Old",
                "created_at": 1_700_000_000,
                "messages": [{"role": "user", "content": "hi", "created_at": 1_700_000_000}],
            }
        ],
    }
    path = tmp_path / "old.json"
    path.write_text(json.dumps(old), encoding="utf-8")
    with Database(tmp_path / "arroyo.sqlite3") as db:
        report = import_file(ConversationStore(db), path)
        assert report.added == ("a" * 32,)
        assert ProjectStore(db).list() == []
