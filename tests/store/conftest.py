"""Fixtures for the store: real SQLite files under tmp_path, every connection closed."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop_app.store.database import Database


class FakeClock:
    """Time that moves only when a test says so."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    # The folder does not exist yet; its name has the characters a file: URI must escape.
    return tmp_path / "my profile #1?" / "arroyo.db"


@pytest.fixture
def open_db(db_path: Path) -> Iterator[Callable[..., Database]]:
    """Opens ``Database`` objects (on db_path unless told) and closes them all at teardown."""
    opened: list[Database] = []

    def open_(path: Path | None = None) -> Database:
        database = Database(path or db_path)
        opened.append(database)
        return database

    yield open_
    for database in opened:
        database.close()


@pytest.fixture
def db(open_db: Callable[..., Database]) -> Database:
    return open_db()
