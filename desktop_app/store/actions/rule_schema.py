"""The permission rules' table (``store.actions.rules``), as a migration of its own."""

from __future__ import annotations

RULES_MIGRATION = """
-- Permission rules (store.actions.rules): a tool (its grant scope: an MCP tool's names its
-- definition)
-- may act without asking within a limit (kind + value), for calls_left calls (NULL: no count),
-- until expires_at (NULL: no date), and, when until_quit names a process (a Database's owner
-- id), only while that process runs. conversation_id NULL: every conversation.
CREATE TABLE permission_rules (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    tool            TEXT NOT NULL,
    conversation_id TEXT,
    limit_kind      TEXT NOT NULL,
    limit_value     TEXT NOT NULL,
    calls_left      INTEGER,
    expires_at      REAL,
    until_quit      TEXT,
    created_at      REAL NOT NULL
);
CREATE INDEX permission_rules_by_tool ON permission_rules (tool);

CREATE TRIGGER permission_rules_purged_with_conversation AFTER DELETE ON conversations
BEGIN
    DELETE FROM permission_rules WHERE conversation_id = old.id;
END;

-- Which rule let an operation run, and the rule in words as it was then (the rule may be
-- revoked later; the record stays). The approval column says 'setting' for these rows (its
-- CHECK predates rules): a rule is a standing permission the person made.
ALTER TABLE operations ADD COLUMN rule_id INTEGER;
ALTER TABLE operations ADD COLUMN rule_words TEXT;
"""
