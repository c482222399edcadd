"""Profiles for sync tests: each its own data folder, database and keyring entries."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from pathlib import Path

import keyring.backend

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.sync import crypto
from desktop_app.sync.service import SyncConfig, SyncService

crypto.DEFAULT_COST = {"n": 2**10, "r": 8, "p": 1}  # the tests' sets: quick to open


OPEN: list[Database] = []  # closed after each test (tests/sync/conftest.py)


class MemoryKeyring(keyring.backend.KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.entries: dict[tuple[str, str], str] = {}

    def get_password(self, service, username):
        return self.entries.get((service, username))

    def set_password(self, service, username, password):
        self.entries[(service, username)] = password

    def delete_password(self, service, username):
        self.entries.pop((service, username), None)


@dataclass
class Profile:
    folder: Path
    database: Database
    store: ConversationStore
    sync: SyncService

    @classmethod
    def at(cls, folder: Path) -> Profile:
        folder.mkdir(parents=True, exist_ok=True)
        database = Database(folder / "arroyo.db")
        OPEN.append(database)
        return cls(folder, database, ConversationStore(database), SyncService(folder, database))

    def setup(self, config: SyncConfig, passphrase: str = "correct horse", credential=None):
        return asyncio.run(self.sync.setup(config, passphrase, credential))

    def sync_now(self):
        return asyncio.run(self.sync.sync_now())

    def rows(self):
        """What must be identical on every device: conversations and messages by global id."""
        conversations = self.database.fetch_all(
            "SELECT id, title, system_prompt, deleted_at IS NOT NULL, workspace, pinned_at"
            " FROM conversations ORDER BY id"
        )
        messages = self.database.fetch_all(
            "SELECT s.global_id, m.conversation_id, p.global_id, m.role, m.content, m.active"
            " FROM messages AS m JOIN sync_ids AS s ON s.local_id = m.id"
            " LEFT JOIN sync_ids AS p ON p.local_id = m.parent_id ORDER BY s.global_id"
        )
        return [tuple(r) for r in conversations], [tuple(r) for r in messages]

    def texts(self) -> set[str]:
        return {r[0] for r in self.database.fetch_all("SELECT content FROM messages")}
