"""Remembered facts travel with sync: triggers note a fact written or removed, as
``tables.py`` does for messages. A fact's id is this database's, so each has a global id
(``sync_memory_ids``); its conversation and its project are named by their own ids, which are
the same on every device. The facts there already are sent once.

The triggers test for the outbox's row rather than say ``OR IGNORE``: a fact is also written by
a foreign key's action (its conversation purged, its project removed), where the outer
statement's conflict handling, not the trigger's, applies."""

from __future__ import annotations

SYNC_MEMORIES = """
CREATE TABLE sync_memory_ids (local_id INTEGER PRIMARY KEY, global_id TEXT NOT NULL UNIQUE);
INSERT INTO sync_memory_ids SELECT id, lower(hex(randomblob(16))) FROM memories;

-- kind f: a fact's local id (written or changed); g: a removed fact's global id
INSERT OR IGNORE INTO sync_outbox SELECT 'f', id FROM memories;

CREATE TRIGGER sync_memory_added AFTER INSERT ON memories
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_memory_ids VALUES (new.id, lower(hex(randomblob(16))));
    INSERT INTO sync_outbox SELECT 'f', new.id
        WHERE NOT EXISTS (SELECT 1 FROM sync_outbox WHERE kind = 'f' AND key = new.id);
END;

-- its conversation purged (the link set to NULL) is a change too
CREATE TRIGGER sync_memory_changed AFTER UPDATE ON memories
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT INTO sync_outbox SELECT 'f', new.id
        WHERE NOT EXISTS (SELECT 1 FROM sync_outbox WHERE kind = 'f' AND key = new.id);
END;

-- removed by hand, or with its project (a project's tombstone removes its facts everywhere)
CREATE TRIGGER sync_memory_removed AFTER DELETE ON memories
BEGIN
    INSERT INTO sync_outbox SELECT 'g', global_id FROM sync_memory_ids
        WHERE local_id = old.id AND NOT EXISTS (SELECT 1 FROM sync_quiet)
        AND NOT EXISTS (SELECT 1 FROM sync_outbox WHERE kind = 'g' AND key = global_id);
    DELETE FROM sync_memory_ids WHERE local_id = old.id;
END;
"""
