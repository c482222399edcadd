"""The projects table (``projects.py`` reads and writes it), kept apart so the migrations can
list it without importing the store."""

MIGRATION = """
-- A project groups conversations: its instructions go before each one's system prompt, its
-- defaults (assistant by name, provider, model, parameters as JSON) are copied into a new
-- conversation, its workspace is read as conversations.workspace is (NULL follows the default,
-- '' turns file tools off, else the absolute folder). archived_at: hidden under "Archived";
-- folded: its conversations are hidden in the list. Knowledge bases and memories link to a
-- project from tables of their own.
CREATE TABLE projects (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    instructions    TEXT NOT NULL DEFAULT '',
    assistant       TEXT,
    provider_id     TEXT,
    model           TEXT,
    parameters_json TEXT,
    workspace       TEXT,
    created_at      REAL NOT NULL,
    archived_at     REAL,
    folded          INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE conversations ADD COLUMN project_id TEXT REFERENCES projects (id) ON DELETE SET NULL;
CREATE INDEX conversations_by_project ON conversations (project_id);
"""

OFF = ""  # as in store/workspaces.py: a folder is stored absolute, so "" cannot be one
