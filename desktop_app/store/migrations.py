"""Every table, index and trigger of the store, as forward-only migrations.

``MIGRATIONS[n - 1]`` takes a database from schema version ``n - 1`` to ``n``; the version is
``PRAGMA user_version``. A migration, once released, is never edited: a change is a new entry
at the end. Each table's cleanup when a conversation is purged lives beside the table, as an
``AFTER DELETE ON conversations`` trigger, so no module has to know another's tables.

No ``STRICT`` tables (SQLite 3.37+): the Python a person runs may carry an older SQLite.
"""

from __future__ import annotations

from desktop_app.store.actions.parked_schema import PARKED_CALLS
from desktop_app.store.actions.rule_schema import RULES_MIGRATION
from desktop_app.store.context.schema import CONTEXT_MIGRATION
from desktop_app.store.knowledge.schema import MIGRATION as KNOWLEDGE_LINKS
from desktop_app.store.memory.schema import MIGRATION as _MEMORIES
from desktop_app.store.project_schema import MIGRATION as _PROJECTS
from desktop_app.store.sync.memories import SYNC_MEMORIES
from desktop_app.store.sync.projects import SYNC_PROJECTS
from desktop_app.store.sync.tables import SYNC_TABLES

_CONVERSATIONS = """
CREATE TABLE conversations (
    id            TEXT PRIMARY KEY,
    title         TEXT NOT NULL,
    system_prompt TEXT NOT NULL DEFAULT '',
    created_at    REAL NOT NULL,
    updated_at    REAL NOT NULL,
    deleted_at    REAL  -- soft delete: set, the conversation is hidden but can be restored
);
CREATE INDEX conversations_by_update ON conversations (updated_at DESC);

CREATE TABLE messages (
    -- AUTOINCREMENT: a purged message's id is never handed out again, so an id the UI or the
    -- search index once saw cannot come to mean another message.
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
    role            TEXT NOT NULL CHECK (role IN ('user', 'assistant', 'tool')),
    content         TEXT NOT NULL,
    generation_id   TEXT,  -- a soft reference: a generation's record may be purged first
    tool_calls_json TEXT,
    tool_call_id    TEXT,
    created_at      REAL NOT NULL
);
CREATE INDEX messages_by_conversation ON messages (conversation_id, id);
"""

# A plain FTS5 table (it keeps its own copy of the text) rather than an external-content one:
# only user and assistant messages are indexed, and an external-content index over a subset of
# its table fails FTS5's own integrity check. Chat text is small; the copy is cheap.
# remove_diacritics 2: "cancion" finds "canción" and the other way round.
_SEARCH = """
CREATE VIRTUAL TABLE message_search USING fts5 (
    content,
    tokenize = 'unicode61 remove_diacritics 2'
);

INSERT INTO message_search (rowid, content)
    SELECT id, content FROM messages WHERE role IN ('user', 'assistant');

CREATE TRIGGER message_search_insert AFTER INSERT ON messages
WHEN new.role IN ('user', 'assistant')
BEGIN
    INSERT INTO message_search (rowid, content) VALUES (new.id, new.content);
END;

-- Fires for the cascade from a purged conversation too.
CREATE TRIGGER message_search_delete AFTER DELETE ON messages
BEGIN
    DELETE FROM message_search WHERE rowid = old.id;
END;

-- Messages are not edited today; if they ever are, the index follows.
CREATE TRIGGER message_search_update AFTER UPDATE OF content, role ON messages
BEGIN
    DELETE FROM message_search WHERE rowid = old.id;
    INSERT INTO message_search (rowid, content)
        SELECT new.id, new.content WHERE new.role IN ('user', 'assistant');
END;
"""

_GENERATIONS = """
CREATE TABLE generations (
    id              TEXT PRIMARY KEY,
    -- No foreign key: a generation may belong to no conversation (NULL), and its record is a
    -- log of what was asked, not content the conversation owns.
    conversation_id TEXT,
    state           TEXT NOT NULL,
    response_id     TEXT,
    attempt         INTEGER NOT NULL DEFAULT 1 CHECK (attempt >= 1),
    settings_json   TEXT NOT NULL,
    created_at      REAL NOT NULL,
    updated_at      REAL NOT NULL
);
CREATE INDEX generations_by_conversation ON generations (conversation_id);

-- Apart from content: numbers and short labels only, so telemetry can be read, exported or
-- kept longer without ever carrying what a person wrote.
CREATE TABLE generation_telemetry (
    generation_id          TEXT PRIMARY KEY REFERENCES generations (id) ON DELETE CASCADE,
    time_to_first_fragment REAL,
    time_to_terminal       REAL,
    time_to_validation     REAL,
    time_to_confirmation   REAL,
    time_to_execution      REAL,
    stop_reason            TEXT,
    raw_stop_reason        TEXT,
    transport              TEXT,
    ending                 TEXT,
    duplicates_dropped     INTEGER,
    invalid_utf8           INTEGER,
    bytes_received         INTEGER
);

CREATE TRIGGER generations_purged_with_conversation AFTER DELETE ON conversations
BEGIN
    DELETE FROM generations WHERE conversation_id = old.id;
END;
"""

_LEDGER = """
CREATE TABLE operations (
    key             TEXT PRIMARY KEY,  -- idempotency key of the confirmed intent
    conversation_id TEXT NOT NULL,
    generation_id   TEXT NOT NULL,
    tool_call_id    TEXT NOT NULL,
    tool            TEXT NOT NULL,
    arguments       TEXT NOT NULL,     -- canonical JSON
    status          TEXT NOT NULL
        CHECK (status IN ('confirmed', 'started', 'succeeded', 'failed', 'unknown')),
    result          TEXT,
    is_error        INTEGER NOT NULL DEFAULT 0 CHECK (is_error IN (0, 1)),
    fingerprint     TEXT,
    created_at      REAL NOT NULL,
    updated_at      REAL NOT NULL
);
CREATE INDEX operations_by_status ON operations (status);

-- Purging a conversation takes its settled operations with it (their arguments and results are
-- content). Started and unknown ones stay: the world may hold their effect, and the person
-- still has to learn of it and resolve it.
CREATE TRIGGER operations_purged_with_conversation AFTER DELETE ON conversations
BEGIN
    DELETE FROM operations
    WHERE conversation_id = old.id AND status NOT IN ('started', 'unknown');
END;
"""

_GRANTS = """
CREATE TABLE grants (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    tool            TEXT NOT NULL,
    conversation_id TEXT,  -- NULL: every conversation
    created_at      REAL NOT NULL
);
-- One grant per (tool, scope). NULLs are distinct in a UNIQUE index, hence the expression.
CREATE UNIQUE INDEX grants_by_scope ON grants (tool, ifnull(conversation_id, ''));

CREATE TRIGGER grants_purged_with_conversation AFTER DELETE ON conversations
BEGIN
    DELETE FROM grants WHERE conversation_id = old.id;
END;
"""

_DISPLAY_POLICY = """
-- How a conversation's answers appear while they stream; NULL: the app's default.
ALTER TABLE conversations ADD COLUMN display_policy TEXT;
"""

# Base URLs once could hold "user:key@": the key went into every generation's settings_json.
# arroyo_scrub_settings() is the store's own without_secrets(), registered on each connection
# (database.py); secure_delete zeroes the old text where SQLite frees it instead of leaving it
# in the file's free pages.
_NO_USERINFO = """
PRAGMA secure_delete = ON;
UPDATE generations SET settings_json = arroyo_scrub_settings(settings_json)
WHERE instr(settings_json, '@') > 0;
"""

_OPERATION_OWNERS = """
-- The liveness lock (store.owners) of the process that started the operation: at start-up only
-- the started rows of owners that are gone are reclaimed. NULL: started before owners were kept.
ALTER TABLE operations ADD COLUMN owner TEXT;
"""

_MESSAGE_OUTCOMES = """
-- How an answer ended, as the window shows it after a restart: completed, incomplete (with the
-- stop reason as outcome_code: length, content_filter...), truncated, failed or cancelled.
-- NULL: stored before outcomes were kept, or not an answer.
ALTER TABLE messages ADD COLUMN outcome TEXT;
ALTER TABLE messages ADD COLUMN outcome_code TEXT;

-- Answers stored before: their generation's record still says which were cut short.
UPDATE messages
SET outcome = 'incomplete',
    outcome_code = (SELECT stop_reason FROM generation_telemetry
                    WHERE generation_telemetry.generation_id = messages.generation_id)
WHERE role = 'assistant'
  AND generation_id IN (SELECT id FROM generations WHERE state = 'incomplete');
"""

_CONVERSATION_PROVIDER = """
-- The provider (its settings entry id, or a preset's name) and the model the conversation's
-- last turn used; NULL: stored before they were kept.
ALTER TABLE conversations ADD COLUMN provider_id TEXT;
ALTER TABLE conversations ADD COLUMN model TEXT;
"""

_PINNED = """
-- Pinned to the top of the list: when it was pinned (pinned ones list most recently pinned
-- first); NULL: not pinned.
ALTER TABLE conversations ADD COLUMN pinned_at REAL;
"""

_MESSAGE_ROUNDS = """
-- Each model round as it happened: its reasoning, and for the answer the turn's statistics
-- (timings, JSON) and the round's token usage (JSON). A tool result keeps the tool's name and
-- whether it is an error (the wires send both back), the state its card shows (done, denied,
-- failed, invalid) and the action in words the person was shown.
ALTER TABLE messages ADD COLUMN reasoning TEXT NOT NULL DEFAULT '';
ALTER TABLE messages ADD COLUMN stats_json TEXT;
ALTER TABLE messages ADD COLUMN usage_json TEXT;
ALTER TABLE messages ADD COLUMN tool_name TEXT;
ALTER TABLE messages ADD COLUMN is_error INTEGER NOT NULL DEFAULT 0 CHECK (is_error IN (0, 1));
ALTER TABLE messages ADD COLUMN tool_state TEXT;
ALTER TABLE messages ADD COLUMN tool_action TEXT;
-- 1: not an answer. The checkpoint of text still arriving (outcome NULL: after a crash, the
-- turn reopens as interrupted) or the text of a cut-off or failed turn. Never searched, never
-- sent to the model unless the person chooses Continue (then it becomes 0).
ALTER TABLE messages ADD COLUMN draft INTEGER NOT NULL DEFAULT 0 CHECK (draft IN (0, 1));

DROP TRIGGER message_search_insert;
CREATE TRIGGER message_search_insert AFTER INSERT ON messages
WHEN new.role IN ('user', 'assistant') AND new.draft = 0
BEGIN
    INSERT INTO message_search (rowid, content) VALUES (new.id, new.content);
END;

DROP TRIGGER message_search_update;
CREATE TRIGGER message_search_update AFTER UPDATE OF content, role, draft ON messages
BEGIN
    DELETE FROM message_search WHERE rowid = old.id;
    INSERT INTO message_search (rowid, content)
        SELECT new.id, new.content WHERE new.role IN ('user', 'assistant') AND new.draft = 0;
END;
"""

_MESSAGE_VERSIONS = """
-- Versions: editing a message or regenerating an answer starts a new branch beside the old one,
-- which is kept. parent_id is the message before it on its branch (NULL: the first message);
-- messages with the same parent are versions of each other. active = 1 marks the branch shown
-- and sent to the model (one root-to-leaf path per conversation); ids grow along every path,
-- so the active messages ordered by id are the conversation as it reads now.
ALTER TABLE messages ADD COLUMN parent_id INTEGER;
ALTER TABLE messages ADD COLUMN active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1));
UPDATE messages SET parent_id = (
    SELECT max(earlier.id) FROM messages AS earlier
    WHERE earlier.conversation_id = messages.conversation_id AND earlier.id < messages.id
);
CREATE INDEX messages_by_parent ON messages (parent_id);
"""

_OPERATION_APPROVALS = """
-- Why the action was allowed to run: 'asked' (the person answered the question), 'conversation'
-- (their standing permission in this conversation) or 'setting' (their "run without asking"
-- setting for the tool). NULL: recorded before this was kept.
ALTER TABLE operations ADD COLUMN approval TEXT
    CHECK (approval IS NULL OR approval IN ('asked', 'conversation', 'setting'));
"""

_MESSAGE_ATTACHMENTS = """
-- The files a person's message carries, in order: the content lives in attachments/ beside the
-- database, named by its SHA-256 (digest), kept once however many messages link to it.
CREATE TABLE message_attachments (
    message_id INTEGER NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    digest TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('text', 'image', 'document')),
    name TEXT NOT NULL,
    media_type TEXT NOT NULL,
    PRIMARY KEY (message_id, position)
);
CREATE INDEX message_attachments_by_digest ON message_attachments (digest);
"""

_CONVERSATION_PARAMETERS = """
-- The sampling, length and reasoning parameters chosen for the conversation, as a JSON object
-- of the ones set (providers.parameters.Parameters); NULL: none chosen, the servers' defaults.
ALTER TABLE conversations ADD COLUMN parameters_json TEXT;
"""

_TOOL_INTENTS = """
-- A tool call's action as a code and its values (agent.tools.Intent, as JSON), so its card says
-- it in the window's language whenever it is painted; tool_action keeps the English words.
ALTER TABLE messages ADD COLUMN tool_intent_json TEXT;
-- Why it ran (a ledger.Approval value: asked, conversation, setting), so a card that ran without
-- a question says so after a restart too; NULL: it did not run, or was stored before this.
ALTER TABLE messages ADD COLUMN tool_approval TEXT;
"""

_REASONING_SECONDS = """
-- How long the model reasoned before it answered (or called a tool), in seconds, so the folded
-- reasoning says "Thought for 7 s" after a restart too. NULL: no reasoning, or stored before.
ALTER TABLE messages ADD COLUMN reasoning_seconds REAL;
"""

_CONVERSATION_WORKSPACE = """
-- The folder the conversation's file tools work in (workspaces.WorkspaceChoice): NULL follows
-- the default, '' turns its file tools off, anything else is the absolute folder chosen.
ALTER TABLE conversations ADD COLUMN workspace TEXT;
"""

_RECEIPTS = """
-- What a built-in file tool's operation changed, so it can be undone: the file (absolute path),
-- the digest of its bytes before (NULL: it did not exist) and of the bytes the operation wrote.
-- Both contents live in receipts/ beside the database, named by their SHA-256. evicted says why
-- the earlier bytes are gone ('size': the store's limit, 'age': older than it keeps); undone_by
-- is the ledger key of the undo that restored them.
CREATE TABLE receipts (
    operation_key   TEXT PRIMARY KEY,
    path            TEXT NOT NULL,
    previous_digest TEXT,
    previous_size   INTEGER NOT NULL DEFAULT 0,
    written_digest  TEXT NOT NULL,
    written_size    INTEGER NOT NULL DEFAULT 0,
    created_at      REAL NOT NULL,
    evicted         TEXT CHECK (evicted IS NULL OR evicted IN ('size', 'age')),
    undone_by       TEXT
);
CREATE INDEX receipts_by_age ON receipts (created_at);

-- An operation purged with its conversation takes its receipt along (its blobs go at the next
-- eviction, once nothing refers to them).
CREATE TRIGGER receipts_purged_with_operation AFTER DELETE ON operations
BEGIN
    DELETE FROM receipts WHERE operation_key = old.key;
END;
"""

MIGRATIONS: tuple[str, ...] = (
    _CONVERSATIONS,  # 1
    _SEARCH,  # 2
    _GENERATIONS,  # 3
    _LEDGER,  # 4
    _GRANTS,  # 5
    _DISPLAY_POLICY,  # 6
    _NO_USERINFO,  # 7
    _OPERATION_OWNERS,  # 8
    _MESSAGE_OUTCOMES,  # 9
    _CONVERSATION_PROVIDER,  # 10
    _PINNED,  # 11
    _MESSAGE_ROUNDS,  # 12
    _MESSAGE_VERSIONS,  # 13
    _OPERATION_APPROVALS,  # 14
    _MESSAGE_ATTACHMENTS,  # 15
    _CONVERSATION_PARAMETERS,  # 16
    _TOOL_INTENTS,  # 17
    _REASONING_SECONDS,  # 18
    _CONVERSATION_WORKSPACE,  # 19
    _RECEIPTS,  # 20
    RULES_MIGRATION,
    PARKED_CALLS,  # tool calls waiting for a yes or no (store.actions.parked)
    _PROJECTS,
    SYNC_TABLES,
    _MEMORIES,  # facts the person asked to have remembered (store.memories)
    CONTEXT_MIGRATION,  # context marks, summaries, branches (store.context.store)
    KNOWLEDGE_LINKS,  # the knowledge bases a project or a conversation searches
    SYNC_PROJECTS,  # projects travel with sync (store.sync.projects)
    SYNC_MEMORIES,  # remembered facts travel with sync (store.sync.memories)
)
