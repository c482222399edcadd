"""The table of tool calls parked for a later yes or no (``store.actions.parked``), as a
migration."""

from __future__ import annotations

PARKED_CALLS = """
-- A call that needed the person's yes while nobody could be asked (``arroyo ask --park``).
-- ``key`` is the ledger's idempotency key of the intent: once approved and run, the operation
-- has the same key. ``arguments`` are the validated call's, as canonical JSON; the question's
-- words are kept so it can be put again, as it was, in the window or the terminal.
CREATE TABLE parked_calls (
    key             TEXT PRIMARY KEY,
    conversation_id TEXT NOT NULL,
    generation_id   TEXT NOT NULL,
    tool_call_id    TEXT NOT NULL,
    tool            TEXT NOT NULL,
    arguments       TEXT NOT NULL,
    description     TEXT NOT NULL,
    details         TEXT NOT NULL DEFAULT '',
    intent_json     TEXT,
    sends_off       INTEGER NOT NULL DEFAULT 0 CHECK (sends_off IN (0, 1)),
    read_only       INTEGER NOT NULL DEFAULT 0 CHECK (read_only IN (0, 1)),
    workspace       TEXT NOT NULL DEFAULT '',
    state           TEXT NOT NULL CHECK (state IN ('pending', 'approved', 'denied')),
    created_at      REAL NOT NULL,
    answered_at     REAL
);
CREATE INDEX parked_calls_by_state ON parked_calls (state, created_at);

CREATE TRIGGER parked_calls_purged_with_conversation AFTER DELETE ON conversations
BEGIN
    DELETE FROM parked_calls WHERE conversation_id = old.id;
END;
"""
