"""Attachments travel as content-addressed encrypted blobs, each uploaded once.

A blob's name is an HMAC of the file's SHA-256 under the set's key (``b/<mac>``), not the
digest itself: the storage cannot test whether it holds a file someone knows. A blob read back
is sealed under its name and must hash to the digest its message names, or it is refused."""

from __future__ import annotations

import hashlib
import hmac
import sqlite3
from collections.abc import Iterable

from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.content_files import write_whole
from desktop_app.store.database import Database
from desktop_app.sync import journal
from desktop_app.sync.changes import Change
from desktop_app.sync.crypto import open_sealed, seal
from desktop_app.sync.errors import ObjectRefused, Tampered
from desktop_app.sync.storage import Storage


def blob_name(key: bytes, digest: str) -> str:
    return "b/" + hmac.new(key, digest.encode("ascii"), hashlib.sha256).hexdigest()


def digests(changes: Iterable[Change]) -> list[str]:
    found = (a[0] for c in changes for a in c.data.get("attachments") or [] if a)
    return list(dict.fromkeys(str(d) for d in found))


def _uploaded(connection: sqlite3.Connection, digest: str) -> bool:
    return bool(journal.get_value(connection, f"blob:{digest}", False))


class Blobs:
    def __init__(self, database: Database, storage: Storage, key: bytes, set_id: bytes):
        self._db = database
        self._files = AttachmentStore(database)
        self._storage = storage
        self._key = key
        self._set = set_id

    async def upload(self, changes: Iterable[Change]) -> int:
        """Each file the changes name and no earlier sync sent; returns how many went."""
        sent = 0
        for digest in digests(changes):
            with self._db.transaction() as connection:
                if _uploaded(connection, digest):
                    continue
            path = self._files.path_of(digest)
            if not path.exists():
                continue  # removed meanwhile: the message is sent without it
            name = blob_name(self._key, digest)
            sealed = seal(self._key, self._set, name, path.read_bytes())
            sent += await self._storage.put_if_absent(name, sealed)
            with self._db.transaction() as connection:
                journal.set_value(connection, f"blob:{digest}", True)
        return sent

    async def download(self, changes: Iterable[Change]) -> list[tuple[str, str]]:
        """Each file the changes name and this device lacks; returns the refused (name, why)."""
        refused: list[tuple[str, str]] = []
        for digest in digests(changes):
            path = self._files.path_of(digest)
            if path.exists():
                continue
            name = blob_name(self._key, digest)
            data = await self._storage.get(name)
            if data is None:
                continue  # not uploaded yet: fetched by a later sync
            try:
                plain = open_sealed(self._key, self._set, name, data)
                if hashlib.sha256(plain).hexdigest() != digest:
                    raise Tampered(name)
            except ObjectRefused as exc:
                refused.append((name, exc.kind.value))
                continue
            write_whole(path, plain)
            with self._db.transaction() as connection:
                journal.set_value(connection, f"blob:{digest}", True)
        return refused
