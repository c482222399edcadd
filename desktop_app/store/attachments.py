"""The person's attachments: content-addressed files in the data folder, linked to messages.

Each file is kept once, named by the SHA-256 of its content (``attachments/ab/abcd…``), however
many messages carry it; the ``message_attachments`` table says which message carries which, in
which order, under which name. A file no message refers to any more is removed by
``collect_unreferenced`` once it is older than the undo window (a message deleted and then
restored finds its files again).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections.abc import Iterable
from pathlib import Path

from desktop_app.generation.attachment import Attachment
from desktop_app.store.content_files import write_whole
from desktop_app.store.database import Database

log = logging.getLogger(__name__)

FOLDER = "attachments"
# A file no message links to is kept this long after its last write: longer than the window's
# undo of a deletion, and than any write of a file before its link (another process's too).
COLLECT_AFTER_SECONDS = 3600.0
_BATCH = 500  # ids per query: SQLite's limit on parameters is far above it


class AttachmentStore:
    def __init__(self, db: Database, folder: Path | None = None) -> None:
        self._db = db
        self.folder = folder if folder is not None else db.path.parent / FOLDER

    def path_of(self, digest: str) -> Path:
        return self.folder / digest[:2] / digest

    def link(self, message_id: int, attachments: Iterable[Attachment]) -> None:
        """Keeps each file (once) and links it to ``message_id`` in the given order."""
        with self._db.transaction() as connection:
            self.link_in(connection, message_id, attachments)

    def link_in(
        self, connection: sqlite3.Connection, message_id: int, attachments: Iterable[Attachment]
    ) -> None:
        """``link`` inside a transaction the caller holds (an import's)."""
        rows = []
        for position, attachment in enumerate(attachments):
            digest = self._keep(attachment)
            kind, name, media = attachment.kind.value, attachment.name, attachment.media_type
            rows.append((message_id, position, digest, kind, name, media))
        connection.executemany(
            "INSERT INTO message_attachments"
            " (message_id, position, digest, kind, name, media_type)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            rows,
        )

    def copy_links(self, from_message: int, to_message: int) -> None:
        """``to_message`` carries the same files (a new version of the person's message)."""
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO message_attachments"
                " (message_id, position, digest, kind, name, media_type)"
                " SELECT ?, position, digest, kind, name, media_type"
                " FROM message_attachments WHERE message_id = ?",
                (to_message, from_message),
            )

    def of_messages(self, message_ids: Iterable[int]) -> dict[int, tuple[Attachment, ...]]:
        """The files each message carries, read back from the folder; messages without any are
        left out. A file gone from the folder is left out too (and logged), never guessed."""
        ids = list(message_ids)
        found: dict[int, list[Attachment]] = {}
        for start in range(0, len(ids), _BATCH):
            batch = ids[start : start + _BATCH]
            marks = ",".join("?" * len(batch))
            rows = self._db.fetch_all(
                "SELECT message_id, digest, kind, name, media_type FROM message_attachments"
                f" WHERE message_id IN ({marks}) ORDER BY message_id, position",
                batch,
            )
            for row in rows:
                try:
                    data = self._read(row["digest"])
                except OSError as error:
                    log.warning("attachment %s is missing: %s", row["digest"], error.strerror)
                    continue
                attachment = Attachment(
                    kind=row["kind"], name=row["name"], media_type=row["media_type"], data=data
                )
                found.setdefault(row["message_id"], []).append(attachment)
        return {message_id: tuple(files) for message_id, files in found.items()}

    def collect_unreferenced(self, older_than_seconds: float, now: float) -> int:
        """Removes files no message links to whose last write is older than the given age
        (the undo window); returns how many went."""
        if self._db.memory_content is not None or not self.folder.is_dir():
            return 0
        linked = {row[0] for row in self._db.fetch_all("SELECT digest FROM message_attachments")}
        removed = 0
        for path in self.folder.glob("??/*"):
            if path.name in linked or path.name.startswith("."):
                continue
            try:
                if now - path.stat().st_mtime < older_than_seconds:
                    continue
                path.unlink()
            except OSError:
                continue  # gone meanwhile, or not ours to remove: tried again next time
            removed += 1
        return removed

    def _read(self, digest: str) -> bytes:
        memory = self._db.memory_content
        return memory.read(digest) if memory is not None else self.path_of(digest).read_bytes()

    def _keep(self, attachment: Attachment) -> str:
        digest = attachment.digest
        if self._db.memory_content is not None:
            self._db.memory_content.keep(digest, attachment.data)
            return digest
        path = self.path_of(digest)
        if path.exists():
            os.utime(path)  # used again: not collected within the undo window from now
            return digest
        write_whole(path, attachment.data)
        return digest
