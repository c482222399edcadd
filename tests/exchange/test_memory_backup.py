"""Remembered facts in the whole-app backup: written, read back and restored with their links;
a restore adds only what is missing; a backup from before memory restores as before. A
project's Arroyo JSON export carries its own facts."""

from __future__ import annotations

import zipfile

import pytest

from desktop_app.config.settings import ProviderSettings
from desktop_app.exchange.backup import read_backup, restore, settings_of, write_backup
from desktop_app.exchange.memory_part import MEMORIES
from desktop_app.exchange.problems import ExchangeError
from desktop_app.exchange.transfer import export_project, import_file
from desktop_app.net.redaction import Redactor
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.store.projects import ProjectStore
from desktop_app.store.startup import open_store


def backed_up(tmp_path):
    with open_store(tmp_path / "old.sqlite3") as database:
        store = ConversationStore(database)
        source = store.create("Where it was said")
        project = ProjectStore(database).create("Garden")
        memories = MemoryStore(database, clock=iter([10.0, 20.0]).__next__)
        memories.add("Global fact", source)
        memories.add("Garden fact", None, project)
        out = tmp_path / "all.zip"
        settings = ProviderSettings(tmp_path / "old-settings.json")
        write_backup(store, settings_of(settings), out, redact=Redactor([]))
    return out, source, project


def test_facts_round_trip_with_their_conversation_and_project(tmp_path):
    out, source, project = backed_up(tmp_path)
    backup = read_backup(out)
    assert [m.text for m in backup.memories] == ["Global fact", "Garden fact"]
    with open_store(tmp_path / "new.sqlite3") as database:
        settings = ProviderSettings(tmp_path / "settings.json")
        restore(backup, ConversationStore(database), settings)
        restore(backup, ConversationStore(database), settings)  # twice: nothing doubled
        facts = {m.text: m for m in MemoryStore(database).list()}
        assert set(facts) == {"Global fact", "Garden fact"}
        assert facts["Global fact"].source_conversation_id == source
        assert facts["Global fact"].source_title == "Where it was said"
        assert facts["Garden fact"].project_id == project
        assert facts["Garden fact"].created_at == 20.0


def test_a_backup_without_the_part_still_restores(tmp_path):
    out, _source, _project = backed_up(tmp_path)
    older = tmp_path / "older.zip"
    with zipfile.ZipFile(out) as archive, zipfile.ZipFile(older, "w") as copy:
        for name in archive.namelist():
            if name != MEMORIES:
                copy.writestr(name, archive.read(name))
    backup = read_backup(older)
    assert backup.memories == ()
    with open_store(tmp_path / "new.sqlite3") as database:
        report = restore(backup, ConversationStore(database), ProviderSettings(tmp_path / "s.json"))
        assert len(report.added) == 1 and MemoryStore(database).list() == []


def test_a_damaged_part_is_refused_before_anything_changes(tmp_path):
    out, _source, _project = backed_up(tmp_path)
    damaged = tmp_path / "damaged.zip"
    with zipfile.ZipFile(out) as archive, zipfile.ZipFile(damaged, "w") as copy:
        for name in archive.namelist():
            data = b'[{"text": 5}]' if name == MEMORIES else archive.read(name)
            copy.writestr(name, data)
    with pytest.raises(ExchangeError):
        read_backup(damaged)


def test_a_project_export_carries_its_own_facts_only_and_imports_them_once(tmp_path):
    out = tmp_path / "garden.json"
    with Database(tmp_path / "here.sqlite3") as db:
        conversations, projects = ConversationStore(db), ProjectStore(db)
        garden = projects.create("Garden")
        source = conversations.create("Soil")
        conversations.add_message(source, "user", "hello")
        projects.move([source], garden)
        MemoryStore(db).add("Grows tomatoes", source, garden)
        MemoryStore(db).add("A global fact stays home", None)
        export_project(conversations, garden, out, redact=lambda text: text.replace("tom", "*"))
    with Database(tmp_path / "there.sqlite3") as db:
        conversations = ConversationStore(db)
        import_file(conversations, out)
        import_file(conversations, out)
        (fact,) = MemoryStore(db).list()
        assert (fact.text, fact.project_id) == ("Grows *atoes", garden)
        assert fact.source_conversation_id == source
