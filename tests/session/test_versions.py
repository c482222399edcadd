"""Edit, regenerate and versions through the conversation service: real SQLite, the simulator
as the model, real tools in a real folder; the ledger says what ran."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop_app.agent.confirmations import (
    ConfirmationRequest,
    Confirmer,
    Decision,
    deny_everything,
)
from desktop_app.agent.events import AgentEvent, ToolExecutionStart
from desktop_app.agent.loop import AgentLoop
from desktop_app.generation.outcome import TurnStatus
from desktop_app.net.transports import ChunkedTransport
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import OwnConnectionSession, session_for


@pytest.fixture
def database(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield db
    db.close()


def said(database: Database, conversation_id: str) -> list[tuple[str, str]]:
    return [(m.role, m.content) for m in ConversationStore(database).messages(conversation_id)]


def operations(database: Database) -> list[tuple]:
    return database.fetch_all(
        "SELECT key, tool, arguments, status, updated_at FROM operations ORDER BY created_at, key"
    )


def answer(text: str) -> Scenario:
    return Scenario(script=Script(answer=text))


def test_an_edited_message_starts_a_new_version_and_the_old_turns_are_kept(database, simulator):
    model = queue(simulator, answer("One."), answer("Two."), answer("Edited one."))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    asyncio.run(session.send("first", deny_everything))
    asyncio.run(session.send("second", deny_everything))
    store = session.conversations
    first = store.messages(session.conversation_id)[0]

    result = asyncio.run(session.edit_and_resend(first.id, "first, edited", deny_everything))

    assert result.outcome.status is TurnStatus.COMPLETED
    assert said(database, session.conversation_id) == [
        ("user", "first, edited"),
        ("assistant", "Edited one."),
    ]
    sent = json.dumps(simulator.requests[-1].body)
    assert "first, edited" in sent and "second" not in sent and "One." not in sent
    edited = store.messages(session.conversation_id)[0]
    versions = store.versions_of(edited.id)
    assert (versions.ids, versions.position, versions.count) == ((first.id, edited.id), 2, 2)
    assert len(store.all_messages(session.conversation_id)) == 6  # nothing was deleted

    session.switch_version(first.id)
    assert said(database, session.conversation_id) == [
        ("user", "first"),
        ("assistant", "One."),
        ("user", "second"),
        ("assistant", "Two."),
    ]
    assert store.versions_of(first.id).position == 1
    assert store.search("edited") == []  # a previous version is not found by search
    session.switch_version(edited.id)
    assert said(database, session.conversation_id)[-1] == ("assistant", "Edited one.")


def test_a_regenerated_answer_keeps_the_old_one_as_a_version(database, simulator):
    model = queue(
        simulator, answer("A river flows."), answer("Water moving downhill."), answer("Yes.")
    )
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    asyncio.run(session.send("What is a river?", deny_everything))
    store = session.conversations
    old = store.messages(session.conversation_id)[-1]

    asyncio.run(session.regenerate(old.id, deny_everything))

    new = store.messages(session.conversation_id)[-1]
    assert said(database, session.conversation_id) == [
        ("user", "What is a river?"),
        ("assistant", "Water moving downhill."),
    ]
    assert "A river flows." not in json.dumps(simulator.requests[-1].body)
    assert store.versions_of(new.id).ids == (old.id, new.id)
    assert store.versions_in(session.conversation_id) == {new.id: store.versions_of(new.id)}
    assert asyncio.run(session.history()).messages[-1].text == "Water moving downhill."
    # The next message follows the version shown.
    asyncio.run(session.send("Sure?", deny_everything))
    sent = json.dumps(simulator.requests[-1].body)
    assert "Water moving downhill." in sent and "A river flows." not in sent


def loop_maker(database: Database, simulator, model: str, workspace=None, *, ask_first=False):
    endpoint = endpoint_for(simulator, "openai-chat", model)
    ledger = OperationLedger(database)
    tools = ToolChoices(workspace=workspace, allow_read_only_without_asking=not ask_first)

    def make_loop(conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        return assemble_loop(
            endpoint=endpoint,
            transport=ChunkedTransport(),
            tools=tools,
            database=database,
            ledger=ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
        )

    return make_loop


class Asked:
    """A confirmer that allows once and remembers what it was asked."""

    def __init__(self) -> None:
        self.requests: list[ConfirmationRequest] = []

    async def __call__(self, request: ConfirmationRequest) -> Decision:
        self.requests.append(request)
        return Decision.ALLOW_ONCE


def test_regenerating_a_tool_turn_runs_nothing_twice_and_new_calls_ask_first(
    database, simulator, tmp_path
):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("the notes say hi", "utf-8")
    (workspace / "todo.txt").write_text("water the plants", "utf-8")
    read_notes = ScriptedCall(name="read_file", arguments={"path": "notes.txt"})
    read_todo = ScriptedCall(name="read_file", arguments={"path": "todo.txt"})
    model = queue(
        simulator,
        Scenario(
            script=Script(answer="Let me look.", tool_calls=(read_notes,), finish="tool_calls")
        ),
        answer("They say hi."),
        # Regenerated: the model asks for another file this time, then answers.
        Scenario(
            script=Script(answer="And the list.", tool_calls=(read_todo,), finish="tool_calls")
        ),
        answer("Hi, and water the plants."),
    )
    make_loop = loop_maker(database, simulator, model, workspace, ask_first=True)
    store = ConversationStore(database)
    session = OwnConnectionSession.start(store, make_loop)
    asked = Asked()
    asyncio.run(session.send("What do my notes say?", asked))
    assert [r.call.name for r in asked.requests] == ["read_file"]
    before = operations(database)
    assert [(op[1], op[3]) for op in before] == [("read_file", "succeeded")]
    old_answer = store.messages(session.conversation_id)[-1]
    events: list[AgentEvent] = []
    session.on(events.append)
    requests_before = len(simulator.requests)

    result = asyncio.run(session.regenerate(old_answer.id, asked))

    assert result.outcome.status is TurnStatus.COMPLETED
    # The first round was not run again: the ledger's row is untouched, and the only call
    # that ran (asked first, like any other) is the new one.
    after = operations(database)
    assert before[0] in after  # same key, status, result time
    assert len(after) == 2
    assert sorted(json.loads(op[2])["path"] for op in after) == ["notes.txt", "todo.txt"]
    assert [r.call.arguments["path"] for r in asked.requests] == [
        "notes.txt",
        "todo.txt",
    ]
    started = [e.name for e in events if isinstance(e, ToolExecutionStart)]
    assert started == ["read_file"]  # once, for todo.txt
    # The model was re-asked from after the recorded round: its call and result were sent.
    regenerated_request = json.dumps(simulator.requests[requests_before].body)
    assert "the notes say hi" in regenerated_request and "They say hi." not in regenerated_request
    assert [m.role for m in store.messages(session.conversation_id)] == [
        "user",
        "assistant",
        "tool",
        "assistant",
        "tool",
        "assistant",
    ]
    new_round = store.messages(session.conversation_id)[3]
    assert store.versions_of(new_round.id).ids == (old_answer.id, new_round.id)


def test_regenerate_without_a_provider_leaves_the_answer_as_it_was(database, simulator):
    model = queue(simulator, answer("Kept."))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    asyncio.run(session.send("Hello", deny_everything))
    store = session.conversations
    kept = store.messages(session.conversation_id)[-1]

    def no_provider(conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        raise LookupError("no provider")

    broken = OwnConnectionSession(store, session.conversation_id, no_provider)
    with pytest.raises(LookupError):
        asyncio.run(broken.regenerate(kept.id, deny_everything))
    assert said(database, session.conversation_id) == [("user", "Hello"), ("assistant", "Kept.")]
    assert not broken.running


def test_regenerating_an_earlier_answer_keeps_the_later_turns_as_the_previous_version(
    database, simulator
):
    model = queue(simulator, answer("One."), answer("Two."), answer("One, again."))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    asyncio.run(session.send("first", deny_everything))
    asyncio.run(session.send("second", deny_everything))
    store = session.conversations
    first_answer = store.messages(session.conversation_id)[1]

    asyncio.run(session.regenerate(first_answer.id, deny_everything))

    assert said(database, session.conversation_id) == [
        ("user", "first"),
        ("assistant", "One, again."),
    ]
    sent = json.dumps(simulator.requests[-1].body)
    assert "second" not in sent and "One." not in sent
    session.switch_version(first_answer.id)
    assert said(database, session.conversation_id)[-2:] == [
        ("user", "second"),
        ("assistant", "Two."),
    ]
