"""The tables sync keeps beside the conversations, and the triggers that note what changed.

Capture is by triggers into an outbox of object keys (which conversation, which message), not
of values: when a sync runs, the current row is diffed against the values last synced
(``sync_shadow``), so a message rewritten a hundred times while it streamed is sent once, as it
ended, and only the fields that changed travel. Rows written by a sync itself are made while a
row sits in ``sync_quiet``, so they are not sent back. Messages get a global id (``sync_ids``)
because their own ids are this database's.
"""

from __future__ import annotations

SYNC_TABLES = """
CREATE TABLE sync_ids (local_id INTEGER PRIMARY KEY, global_id TEXT NOT NULL UNIQUE);
INSERT INTO sync_ids SELECT id, lower(hex(randomblob(16))) FROM messages;

-- kind: c (a conversation's id), m (a message's local id), x (a removed message's global id),
-- r (a deleted message's global id, asked back)
CREATE TABLE sync_outbox (kind TEXT NOT NULL, key TEXT NOT NULL, PRIMARY KEY (kind, key))
    WITHOUT ROWID;
INSERT INTO sync_outbox SELECT 'c', id FROM conversations;
INSERT INTO sync_outbox SELECT 'm', id FROM messages;

CREATE TABLE sync_quiet (quiet INTEGER);
CREATE TABLE sync_shadow (key TEXT PRIMARY KEY, fields TEXT NOT NULL) WITHOUT ROWID;
-- Every change known, this device's and the others': the merge reads an object's changes here.
CREATE TABLE sync_changes (
    device  TEXT NOT NULL,
    counter INTEGER NOT NULL,
    target  TEXT NOT NULL,
    kind    TEXT NOT NULL,
    body    TEXT NOT NULL,
    PRIMARY KEY (device, counter)
) WITHOUT ROWID;
CREATE INDEX sync_changes_by_target ON sync_changes (target);
CREATE TABLE sync_state (name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;

CREATE TRIGGER sync_message_added AFTER INSERT ON messages
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_ids VALUES (new.id, lower(hex(randomblob(16))));
    INSERT OR IGNORE INTO sync_outbox VALUES ('m', new.id);
    INSERT OR IGNORE INTO sync_outbox VALUES ('c', new.conversation_id);
END;

CREATE TRIGGER sync_message_changed AFTER UPDATE ON messages
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('m', new.id);
    INSERT OR IGNORE INTO sync_outbox VALUES ('c', new.conversation_id);
END;

CREATE TRIGGER sync_message_removed AFTER DELETE ON messages
BEGIN
    INSERT OR IGNORE INTO sync_outbox SELECT 'x', global_id FROM sync_ids
        WHERE local_id = old.id AND NOT EXISTS (SELECT 1 FROM sync_quiet);
    DELETE FROM sync_ids WHERE local_id = old.id;
END;

-- A message's files are linked after its row is written: the link notes the message again.
CREATE TRIGGER sync_attachment_linked AFTER INSERT ON message_attachments
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('m', new.message_id);
END;

CREATE TRIGGER sync_conversation_added AFTER INSERT ON conversations
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('c', new.id);
END;

CREATE TRIGGER sync_conversation_changed AFTER UPDATE ON conversations
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('c', new.id);
END;
"""
