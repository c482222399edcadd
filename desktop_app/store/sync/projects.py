"""Projects travel with sync: triggers note a project written or removed, as
``sync_tables.py`` does for conversations (a conversation moved into a project is a change of
the conversation, noted by its own trigger). The projects there already are sent once."""

from __future__ import annotations

SYNC_PROJECTS = """
-- kind p: a project's id (created or changed); q: a project removed
INSERT OR IGNORE INTO sync_outbox SELECT 'p', id FROM projects;
INSERT OR IGNORE INTO sync_outbox SELECT 'c', id FROM conversations WHERE project_id IS NOT NULL;

CREATE TRIGGER sync_project_added AFTER INSERT ON projects
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('p', new.id);
END;

CREATE TRIGGER sync_project_changed AFTER UPDATE ON projects
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('p', new.id);
END;

CREATE TRIGGER sync_project_removed AFTER DELETE ON projects
WHEN NOT EXISTS (SELECT 1 FROM sync_quiet)
BEGIN
    INSERT OR IGNORE INTO sync_outbox VALUES ('q', old.id);
END;
"""
