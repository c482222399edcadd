"""The memories table (``memories.py`` reads and writes it), kept apart so the migrations can
list it without importing the store."""

MIGRATION = """
-- A short fact the person agreed to have remembered (the remember tool, always asked). Its
-- conversation is where it was said: purged, the fact stays and the link goes (SET NULL).
-- project_id NULL: a global fact; else it belongs to that project, and goes with it.
CREATE TABLE memories (
    id                     INTEGER PRIMARY KEY AUTOINCREMENT,
    text                   TEXT NOT NULL,
    created_at             REAL NOT NULL,
    source_conversation_id TEXT REFERENCES conversations (id) ON DELETE SET NULL,
    project_id             TEXT REFERENCES projects (id) ON DELETE CASCADE
);
CREATE INDEX memories_by_age ON memories (created_at);
"""
