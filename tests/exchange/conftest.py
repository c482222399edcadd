"""Real SQLite stores under tmp_path, each closed at teardown."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop_app.store.database import Database


@pytest.fixture
def open_db(tmp_path: Path) -> Iterator[Callable[[str], Database]]:
    opened: list[Database] = []

    def open_(name: str) -> Database:
        database = Database(tmp_path / name / "arroyo.sqlite3")
        opened.append(database)
        return database

    yield open_
    for database in opened:
        database.close()
