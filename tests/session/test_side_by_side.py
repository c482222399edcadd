"""Side by side against the simulator: columns as versions, and identical tool calls run once."""

from __future__ import annotations

import asyncio
import dataclasses
import json

import pytest

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.events import ToolExecutionEnd, ToolShared
from desktop_app.agent.shared_calls import definition_hash, share_key
from desktop_app.agent.tools import ToolContext
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.net.transports import ChunkedTransport
from desktop_app.session.assembly import ToolChoices, assemble_loop
from desktop_app.session.chat_session import ChatSession
from desktop_app.session.side_by_side import ModelChoice, SideBySideTurn
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue


def _call(name, arguments, call_id="call_1"):
    return Script(
        answer="",
        tool_calls=(ScriptedCall(name=name, arguments=arguments, call_id=call_id),),
        finish="tool_calls",
    )


def _model(simulator, *scripts):
    return queue(simulator, *(Scenario(script=script) for script in scripts))


class Columns:
    """A conversation whose side-by-side turns go to the simulator, one ledger for all."""

    def __init__(self, tmp_path, simulator) -> None:
        self.workspace = tmp_path / "workspace"
        self.workspace.mkdir()
        (self.workspace / "notes.txt").write_text("first\n")
        self.database = Database(tmp_path / "arroyo.sqlite3")
        self.simulator = simulator
        self.ledger = OperationLedger(self.database)
        self.conversations = ConversationStore(self.database)
        self.transports: list[ChunkedTransport] = []
        self.asked: dict[str, list[ConfirmationRequest]] = {}
        self.answers: dict[str, Decision] = {}
        self.events: list[tuple[int, object]] = []

    def make_loop(self, conversation_id, choice, confirmer):
        transport = ChunkedTransport()
        self.transports.append(transport)
        return assemble_loop(
            endpoint=endpoint_for(self.simulator, "openai-chat", choice.model),
            transport=transport,
            tools=ToolChoices(workspace=self.workspace),
            database=self.database,
            ledger=self.ledger,
            confirmer=confirmer,
            conversation_id=conversation_id,
        )

    def confirmer_for(self, choice):
        async def confirm(request):
            self.asked.setdefault(choice.model, []).append(request)
            return self.answers.get(choice.model, Decision.ALLOW_ONCE)

        return confirm

    def ask(self, models, text="Look at notes.txt", *, together=True):
        session = ChatSession.start(self.conversations, lambda *a: None)  # type: ignore[arg-type]
        turn = SideBySideTurn(
            session,
            self.make_loop,
            [ModelChoice("sim", model) for model in models],
            self.confirmer_for,
            lambda index, event: self.events.append((index, event)),
        )

        async def run():
            try:
                return await turn.ask(text, together=together)
            finally:
                for transport in self.transports:
                    await transport.aclose()

        asyncio.run(run())
        return turn

    def operations(self):
        return self.database.fetch_all("SELECT tool, arguments, approval FROM operations")

    def shared_cards(self):
        return [
            (index, event.model) for index, event in self.events if isinstance(event, ToolShared)
        ]


@pytest.fixture
def columns(tmp_path, simulator):
    made = Columns(tmp_path, simulator)
    yield made
    made.database.close()


def test_each_answer_is_a_version_of_the_turn_and_use_switches(columns, simulator):
    first = _model(simulator, Script(answer="Answer one."))
    second = _model(simulator, Script(answer="Answer two."))
    turn = columns.ask([first, second])
    conversation = turn.session.conversation_id
    shown = [m.content for m in columns.conversations.messages(conversation)]
    assert shown == ["Look at notes.txt", "Answer one."]
    answer = columns.conversations.messages(conversation)[-1]
    versions = columns.conversations.versions_of(answer.id)
    assert versions.count == 2 and versions.position == 1
    asyncio.run(turn.use(1))
    shown = [m.content for m in columns.conversations.messages(conversation)]
    assert shown == ["Look at notes.txt", "Answer two."]
    assert columns.conversations.get(conversation).model == second


def test_the_same_read_in_two_columns_runs_once_and_both_cards_say_shared(columns, simulator):
    read = _call("read_file", {"path": "notes.txt"})
    first = _model(simulator, read, Script(answer="It says first."))
    second = _model(simulator, read, Script(answer="First, it says."))
    columns.ask([first, second])
    assert [row[0] for row in columns.operations()] == ["read_file"]
    assert sorted(columns.shared_cards()) == [(0, second), (1, first)]
    # Each column was asked, its own question naming its model's column.
    assert set(columns.asked) == {first, second}
    ends = [e for _, e in columns.events if isinstance(e, ToolExecutionEnd)]
    assert len(ends) == 2 and ends[0].output == ends[1].output
    assert "first" in ends[0].output


def test_a_write_allowed_in_both_columns_runs_once(columns, simulator):
    write = _call("write_file", {"path": "out.txt", "content": "hello"})
    first = _model(simulator, write, Script(answer="Written."))
    second = _model(simulator, write, Script(answer="Done."))
    columns.ask([first, second])
    assert len(columns.asked[first]) == 1 and len(columns.asked[second]) == 1
    assert [row[0] for row in columns.operations()] == ["write_file"]
    assert (columns.workspace / "out.txt").read_text() == "hello"
    assert len(columns.shared_cards()) == 2


def test_a_write_another_column_already_ran_is_still_asked_then_shared(columns, simulator):
    """The second column's call comes once the first one's write is done, so the file already
    says what it would write: it is asked all the same, and takes the first run's result
    (not "nothing would change", which hid the shared run from the person)."""
    write = _call("write_file", {"path": "out.txt", "content": "hello"})
    first = _model(simulator, write, Script(answer="Written."))
    second = _model(simulator, write, Script(answer="Done."))
    columns.ask([first, second], together=False)
    assert len(columns.asked[first]) == 1 and len(columns.asked[second]) == 1
    assert [row[0] for row in columns.operations()] == ["write_file"]
    assert sorted(columns.shared_cards()) == [(0, second), (1, first)]


def test_a_write_denied_in_one_column_and_allowed_in_the_other_runs_once(columns, simulator):
    write = _call("write_file", {"path": "out.txt", "content": "hello"})
    first = _model(simulator, write, Script(answer="Not written."))
    second = _model(simulator, write, Script(answer="Written."))
    columns.answers[first] = Decision.DENY
    columns.ask([first, second])
    assert [row[0] for row in columns.operations()] == ["write_file"]
    assert (columns.workspace / "out.txt").read_text() == "hello"
    assert columns.shared_cards() == []  # the denied column did not join the run


def test_a_read_is_not_shared_across_a_write_between_the_two(columns, simulator):
    read = _call("read_file", {"path": "notes.txt"})
    write = _call("write_file", {"path": "notes.txt", "content": "second\n"}, "call_2")
    first = _model(simulator, read, write, Script(answer="Changed."))
    second = _model(simulator, read, Script(answer="It says second."))
    columns.ask([first, second], together=False)
    assert [row[0] for row in columns.operations()] == ["read_file", "write_file", "read_file"]
    ends = [e for i, e in columns.events if i == 1 and isinstance(e, ToolExecutionEnd)]
    assert "second" in ends[0].output
    assert columns.shared_cards() == []


def test_the_share_key_names_turn_tool_definition_arguments_and_a_reads_epoch(tmp_path):
    tools = {tool.name: tool for tool in builtin_tools(ToolContext(workspace=tmp_path))}
    read = tools["read_file"]
    call = ValidatedToolCall(call_id="a", name="read_file", arguments={"path": "x", "limit": 2})
    reordered = ValidatedToolCall(
        call_id="b", name="read_file", arguments={"limit": 2, "path": "x"}
    )
    assert share_key("t", read, call, 0) == share_key("t", read, reordered, 0)
    assert share_key("t", read, call, 0) != share_key("t", read, call, 1)
    assert share_key("t", read, call, 0) != share_key("u", read, call, 0)
    other = next(tool for name, tool in tools.items() if name != "read_file")
    assert definition_hash(read) != definition_hash(other)


def test_every_answer_is_exported_with_the_turn_and_its_model(columns, simulator):
    from desktop_app.exchange import arroyo_json

    first = _model(simulator, Script(answer="Answer one."))
    second = _model(simulator, Script(answer="Answer two."))
    turn = columns.ask([first, second])
    conversation_id = turn.session.conversation_id
    conversation = columns.conversations.get(conversation_id)
    messages = columns.conversations.all_messages(conversation_id)
    document = arroyo_json.conversation_document(
        conversation, messages, lambda text: text, tree=True
    )
    texts = [m["content"] for m in document["messages"]]
    assert texts == ["Look at notes.txt", "Answer one.", "Answer two."]
    assert document["parents"] == [None, 0, 0]  # both answers follow the one question
    assert document["shown"] == 1
    models = [json.loads(m.stats_json)["model"] for m in messages if m.role == "assistant"]
    assert models == [first, second]


def test_the_sessions_stop_stops_every_column_and_what_arrived_is_kept(columns, simulator):
    from desktop_app.agent.events import TextDelta
    from desktop_app.generation.outcome import TurnStatus

    stalling = Scenario(script=Script(answer="One two three four five six."), stall_after=3)
    slow = dataclasses.replace(stalling, stall_seconds=30)
    models = [queue(simulator, slow), queue(simulator, slow)]
    session = ChatSession.start(columns.conversations, lambda *a: None)  # type: ignore[arg-type]
    turn = SideBySideTurn(
        session,
        columns.make_loop,
        [ModelChoice("sim", model) for model in models],
        columns.confirmer_for,
        lambda index, event: columns.events.append((index, event)),
    )

    async def run():
        task = asyncio.ensure_future(turn.ask("Count"))
        deltas = lambda: {i for i, e in columns.events if isinstance(e, TextDelta)}  # noqa: E731
        while deltas() != {0, 1}:
            await asyncio.sleep(0.01)
        assert session.running  # the switcher and a second send wait for it
        session.stop()
        try:
            return await task
        finally:
            for transport in columns.transports:
                await transport.aclose()

    done = asyncio.run(run())
    assert [c.result.outcome.status for c in done] == [TurnStatus.CANCELLED] * 2
    assert not session.running
    stored = columns.conversations.all_messages(session.conversation_id)
    assert [m.outcome for m in stored if m.role == "assistant"] == ["cancelled", "cancelled"]
