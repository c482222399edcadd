"""Base URLs with ``user:key@`` once stored in generations are scrubbed, and never stored again."""

from __future__ import annotations

import json
import sqlite3

from desktop_app.store import database as database_module
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from desktop_app.store.migrations import MIGRATIONS

KEY = "sk-stored-by-mistake-5f4e3d2c1b"
SCRUB = next(i for i, script in enumerate(MIGRATIONS) if "arroyo_scrub_settings" in script)


def test_existing_rows_lose_their_userinfo_and_the_file_keeps_no_copy(db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:SCRUB])
    old_settings = {
        "wire": "openai-chat",
        "model": "m",
        "base_url": f"https://me:{KEY}@api.example.com/v1",
    }
    # As an older version wrote it.
    with Database(db_path) as old, old.transaction() as connection:
        for number, settings in enumerate((old_settings, {"base_url": "http://h/v1"})):
            connection.execute(
                "INSERT INTO generations (id, conversation_id, state, attempt, settings_json,"
                " created_at, updated_at) VALUES (?, NULL, 'received', 1, ?, 0, 0)",
                (f"g{number}", json.dumps(settings, sort_keys=True)),
            )
    assert KEY.encode() in db_path.read_bytes()  # the check below can fail
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        store = GenerationStore(current)
        assert store.get("g0").settings == {
            **old_settings,
            "base_url": "https://api.example.com/v1",
        }
        assert store.get("g1").settings == {"base_url": "http://h/v1"}
    for path in db_path.parent.rglob("*"):  # the database, its sidecars, the owners' locks
        if path.is_file():
            assert KEY.encode() not in path.read_bytes(), path.name


def test_an_odd_row_does_not_stop_the_migration(db_path, monkeypatch):
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS[:SCRUB])
    with Database(db_path) as old, old.transaction() as connection:
        connection.execute(
            "INSERT INTO generations (id, conversation_id, state, attempt, settings_json,"
            " created_at, updated_at) VALUES ('odd', NULL, 'received', 1, 'not json @', 0, 0)"
        )
    monkeypatch.setattr(database_module, "MIGRATIONS", MIGRATIONS)
    with Database(db_path) as current:
        assert current.schema_version == len(MIGRATIONS)
        row = current.fetch_one("SELECT settings_json FROM generations WHERE id = 'odd'")
        assert row[0] == "not json @"


def test_a_new_generation_stores_its_address_without_userinfo(db: Database):
    store = GenerationStore(db)
    generation = store.create(
        None, settings={"base_url": f"http://u:{KEY}@127.0.0.1:8/v1", "model": "m"}
    )
    assert store.get(generation).settings == {"base_url": "http://127.0.0.1:8/v1", "model": "m"}
    raw = sqlite3.connect(db.path).execute("SELECT settings_json FROM generations").fetchall()
    assert KEY not in repr(raw)
