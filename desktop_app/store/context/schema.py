"""The tables of ``store.context_store``, as a migration."""

from __future__ import annotations

CONTEXT_MIGRATION = """
-- A Clear context mark (kind 'clear': sending starts after message_id) or a summary of the
-- older turns (kind 'summary': sent in place of the messages up to message_id, the newest row
-- of a conversation being the version in force; an edit adds a row).
CREATE TABLE context_marks (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    kind            TEXT NOT NULL CHECK (kind IN ('clear', 'summary')),
    message_id      INTEGER NOT NULL,
    text            TEXT NOT NULL DEFAULT '',
    created_at      REAL NOT NULL
);
CREATE INDEX context_marks_by_conversation ON context_marks (conversation_id, kind, id);

-- A conversation's own choice past the model's window (generation.context_fit.Overflow);
-- no row: the app's default. A branch's original and the message it was branched at.
CREATE TABLE conversation_context (
    conversation_id TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
    overflow        TEXT,
    branched_from   TEXT,
    branched_at     INTEGER
);
CREATE INDEX conversation_branches ON conversation_context (branched_from);
"""
