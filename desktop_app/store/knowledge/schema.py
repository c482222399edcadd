"""The tables of ``store.knowledge_links``: which knowledge bases a project or a conversation
searches (a base is named by its name; its index lives apart)."""

MIGRATION = """
CREATE TABLE project_knowledge (
    project_id TEXT NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
    base       TEXT NOT NULL,
    PRIMARY KEY (project_id, base)
);
CREATE TABLE conversation_knowledge (
    conversation_id TEXT NOT NULL,
    base            TEXT NOT NULL,
    PRIMARY KEY (conversation_id, base)
);
CREATE TRIGGER conversation_knowledge_purged AFTER DELETE ON conversations
BEGIN
    DELETE FROM conversation_knowledge WHERE conversation_id = old.id;
END;
"""
