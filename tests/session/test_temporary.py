"""A temporary conversation leaves nothing on disk: its messages, a tool call's ledger rows, the
file change's receipt and an attached file stay in memory and go when it is closed; kept, it
becomes an ordinary conversation with its messages and versions."""

from __future__ import annotations

import asyncio
import hashlib
from pathlib import Path

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.attachments.reading import read_attachment
from desktop_app.exchange.keeping import keep
from desktop_app.generation.outcome import TurnStatus
from desktop_app.session.temporary import TemporaryStore, is_temporary
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.attachments import AttachmentStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import OwnConnectionSession, loop_factory, stored_rows

WRITE = Script(
    answer="Writing the note.",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
)
DONE = Script(answer="Done.")
# What may change in the data folder while a temporary conversation lives: SQLite's sidecars
# of the real database (its -shm is rewritten by any reader) and this process's liveness lock.
MAY_CHANGE = ("arroyo.db-wal", "arroyo.db-shm", "owners/")


async def allow(request: ConfirmationRequest) -> Decision:
    return Decision.ALLOW_ONCE


def hashes(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def unchanged_except_allowed(before: dict[str, str], after: dict[str, str]) -> list[str]:
    changed = {name for name in before.keys() | after.keys() if before.get(name) != after.get(name)}
    return sorted(name for name in changed if not name.startswith(MAY_CHANGE))


def turn_with_a_tool_and_a_file(tmp_path, simulator, database):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (tmp_path / "note.md").write_text("a file for the model", encoding="utf-8")
    model = queue(simulator, Scenario(script=WRITE), Scenario(script=DONE))
    endpoint = endpoint_for(simulator, "openai-chat", model)
    temporary = TemporaryStore(database)
    make_loop = loop_factory(temporary.database, endpoint, workspace)
    session = OwnConnectionSession(temporary.conversations, temporary.conversation_id, make_loop)
    attached = (read_attachment(tmp_path / "note.md"),)
    result = asyncio.run(session.send("Write a note", allow, attached))
    assert result.outcome.status is TurnStatus.COMPLETED
    assert (workspace / "nota.txt").read_text(encoding="utf-8") == "hola"
    return temporary


def test_a_temporary_conversation_leaves_the_data_folder_byte_identical(tmp_path, simulator):
    data = tmp_path / "data"
    database = Database(data / "arroyo.db")
    try:
        earlier = ConversationStore(database).create("An ordinary conversation")
        before = hashes(data)
        assert "arroyo.db" in before

        temporary = turn_with_a_tool_and_a_file(tmp_path, simulator, database)
        assert is_temporary(temporary.database) and not is_temporary(database)
        assert temporary.has_messages()
        operations = temporary.ledger.all_operations()
        assert [op.status.value for op in operations] == ["succeeded"]
        assert OperationLedger(database).all_operations() == []  # not in the activity list
        assert [c.id for c in ConversationStore(database).list()] == [earlier]
        stored = AttachmentStore(temporary.database).of_messages(
            m.id for m in temporary.conversations.messages(temporary.conversation_id)
        )
        assert [f.name for files in stored.values() for f in files] == ["note.md"]
        assert not (data / "attachments").exists() and not (data / "receipts").exists()
        kept_in_memory = temporary.database.memory_content
        assert kept_in_memory is not None and len(kept_in_memory._contents) >= 2  # file, receipt
        temporary.close()
        after = hashes(data)
    finally:
        database.close()
    assert after["arroyo.db"] == before["arroyo.db"]
    assert unchanged_except_allowed(before, after) == []
    assert not Path(":memory:").exists() and not Path("attachments").exists()


def test_keeping_it_copies_its_messages_and_versions_into_the_real_store(tmp_path, simulator):
    database = Database(tmp_path / "data" / "arroyo.db")
    try:
        temporary = turn_with_a_tool_and_a_file(tmp_path, simulator, database)
        shown = stored_rows(temporary.database, temporary.conversation_id)
        kept = keep(temporary, ConversationStore(database))
        temporary.close()
        assert kept == temporary.conversation_id
        assert stored_rows(database, kept) == shown
        assert [c.id for c in ConversationStore(database).list()] == [kept]
        files = AttachmentStore(database).of_messages(
            m.id for m in ConversationStore(database).messages(kept)
        )
        assert [f.name for fs in files.values() for f in fs] == ["note.md"]
    finally:
        database.close()


def test_a_closed_temporary_conversation_is_gone(tmp_path):
    database = Database(tmp_path / "arroyo.db")
    try:
        temporary = TemporaryStore(database)
        temporary.conversations.add_message(temporary.conversation_id, "user", "secret")
        temporary.close()
        assert ConversationStore(database).list() == []
        assert "secret" not in (tmp_path / "arroyo.db").read_bytes().decode("latin-1")
    finally:
        database.close()
