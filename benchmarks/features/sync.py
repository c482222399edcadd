"""Sync figures: ``uv run python -m benchmarks.features.sync``. Median of three runs, each
beside its floor.

- first sync of 100,000 messages to a local WebDAV server (wsgidav): < 60 s, peak RSS < 300 MB
  (the whole run in a child process, so its peak is the sync's);
- a one-message change after that: < 20 KB on the wire, < 1 s;
- the merge of two devices' 10,000 changes each (the pure core): < 5 s, nothing lost (counted).
"""

from __future__ import annotations

import json
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FLOORS = {
    "first_sync_s": 60.0,
    "rss_mb": 300.0,
    "change_bytes": 20_000,
    "change_s": 1.0,
    "merge_s": 5.0,
    "db_merge_s": 5.0,
}


def _one_webdav_run(messages: int) -> dict[str, float]:
    import asyncio

    import keyring

    from desktop_app.store.conversations import ConversationStore, NewMessage
    from desktop_app.store.database import Database
    from desktop_app.sync.service import SyncConfig, SyncService
    from tests.sync.servers import PASSWORD, USER, webdav_server
    from tests.sync.support import MemoryKeyring

    keyring.set_keyring(MemoryKeyring())
    with tempfile.TemporaryDirectory() as folder, webdav_server(Path(folder) / "dav") as url:
        database = Database(Path(folder) / "arroyo.db")
        store = ConversationStore(database)
        for c in range(messages // 100):
            conversation = store.create(f"Conversation {c}")
            store.add_messages(
                conversation,
                [
                    NewMessage(
                        role="user" if i % 2 == 0 else "assistant",
                        content=f"message {c}.{i} " + "words " * 20,
                    )
                    for i in range(100)
                ],
            )
        service = SyncService(Path(folder) / "p", database)
        asyncio.run(service.setup(SyncConfig("webdav", url, user=USER), "pass phrase", PASSWORD))
        before_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        start = time.perf_counter()
        first = asyncio.run(service.sync_now())
        first_s = time.perf_counter() - start
        store.add_message(conversation, "user", "one more")
        start = time.perf_counter()
        change = asyncio.run(service.sync_now())
        change_s = time.perf_counter() - start
        database.close()
    rss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {
        "first_sync_s": first_s,
        "rss_mb": rss_mb,
        "rss_before_sync_mb": before_mb,  # the history written, the server started
        "sent": first.sent,
        "change_bytes": change.bytes_sent + change.bytes_received,
        "change_detail": [
            change.sent,
            change.received,
            change.bytes_sent,
            change.bytes_received,
            change.snapshot,
        ],
        "change_s": change_s,
    }


def _merge_run(each: int) -> dict[str, float]:
    from desktop_app.sync.changes import Kind
    from desktop_app.sync.merge import Replica

    rng = random.Random(7)
    a, b = Replica("a" * 32), Replica("b" * 32)
    ids = [f"m{i}" for i in range(2000)]
    for target in ids:
        b.receive([a.make(Kind.MESSAGE_ADD, target, {"content": "start"})])
    for replica in (a, b):
        for n in range(each):
            replica.make(Kind.MESSAGE_EDIT, rng.choice(ids), {"content": f"{replica.device[0]}{n}"})
    start = time.perf_counter()
    a.receive(b.log())
    b.receive(a.log())
    states = a.state()
    merge_s = time.perf_counter() - start
    assert states == b.state()
    kept = {
        t for s in states.values() for t in (s.text(), *s.history, *(v for _, v in s.conflicts))
    }
    written = {f"{d}{n}" for d in "ab" for n in range(each)}
    return {"merge_s": merge_s, "lost": len(written - kept), "counted": len(written)}


def _database_merge_run(each: int) -> dict[str, float]:
    """Two profiles share ``each // 2`` messages, then offline each edits all of them and adds
    as many: ``each`` changes apiece. The figure: the second's sync, which merges the first's
    changes into its database (concurrent edits kept as versions). Then nothing lost."""
    import keyring

    from desktop_app.store.conversations import NewMessage
    from desktop_app.sync.service import SyncConfig
    from tests.sync.support import MemoryKeyring, Profile

    keyring.set_keyring(MemoryKeyring())
    half = each // 2
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        one, two = Profile.at(root / "one"), Profile.at(root / "two")
        for profile in (one, two):
            profile.setup(SyncConfig("folder", str(root / "shared")))
        conversation = one.store.create("Shared")
        one.store.add_messages(
            conversation, [NewMessage(role="user", content=f"base {i}") for i in range(half)]
        )
        one.sync_now()
        two.sync_now()
        written: set[str] = set()
        for profile in (one, two):
            name = profile.folder.name
            with profile.database.transaction() as connection:
                for (message_id,) in connection.execute("SELECT id FROM messages").fetchall():
                    text = f"{name} edit {message_id}"
                    connection.execute(
                        "UPDATE messages SET content = ? WHERE id = ?", (text, message_id)
                    )
            texts = [f"{name} new {i}" for i in range(half)]
            profile.store.add_messages(
                conversation, [NewMessage(role="user", content=t) for t in texts]
            )
            written |= set(texts) | {
                r[0] for r in profile.database.fetch_all("SELECT content FROM messages")
            }
        one.sync_now()
        start = time.perf_counter()
        report = two.sync_now()
        merge_s = time.perf_counter() - start
        one.sync_now()
        kept = [one.texts(), two.texts()]
        same = one.rows() == two.rows()
        for profile in (one, two):
            profile.database.close()
    lost = sum(len(written - k) for k in kept)
    return {
        "db_merge_s": merge_s,
        "received": report.received,
        "lost": lost + (not same),
        "counted": len(written),
    }


def main() -> int:
    if sys.argv[1:2] == ["--child"]:
        print(json.dumps(_one_webdav_run(int(sys.argv[2]))))
        return 0
    messages = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    runs = []
    for _ in range(3):
        output = subprocess.run(
            [sys.executable, "-m", "benchmarks.features.sync", "--child", str(messages)],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        runs.append(json.loads(output.strip().splitlines()[-1]))
    merges = [_merge_run(10_000) for _ in range(3)]
    database_merges = [_database_merge_run(10_000) for _ in range(3)]
    figures = {
        k: statistics.median(r[k] for r in runs)
        for k in ("first_sync_s", "rss_mb", "change_bytes", "change_s")
    }
    figures["merge_s"] = statistics.median(m["merge_s"] for m in merges)
    figures["db_merge_s"] = statistics.median(m["db_merge_s"] for m in database_merges)
    print(f"first sync of {messages} messages ({runs[0]['sent']} changes) to local WebDAV")
    ok = True
    for name, value in figures.items():
        passed = value < FLOORS[name]
        ok = ok and passed
        print(f"  {name:14} {value:12.3f}  floor < {FLOORS[name]}  {'ok' if passed else 'OVER'}")
    before = statistics.median(r["rss_before_sync_mb"] for r in runs)
    print(f"  (peak RSS before the sync began, with the history written: {before:.0f} MB)")
    lost = max(m["lost"] for m in merges)
    print(f"  merge: {merges[0]['counted']} edits counted, {lost} lost")
    lost_db = max(m["lost"] for m in database_merges)
    print(
        f"  merge into the database: {database_merges[0]['received']} changes received, "
        f"{database_merges[0]['counted']} texts counted, {lost_db} lost"
    )
    return 0 if ok and lost == 0 and lost_db == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
