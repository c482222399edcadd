"""The conversation service's persistence rules, without Qt: real SQLite, the simulator."""

from __future__ import annotations

import asyncio
import json
import threading

import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.agent.events import AgentEvent, SessionEnd, TextDelta
from desktop_app.generation.outcome import TurnStatus
from desktop_app.session.chat_session import ChatSession, first_line, title_of
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store import worker
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import session_for, stored_rows


@pytest.fixture
def database(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield db
    db.close()


def send(session: ChatSession, text: str):
    return asyncio.run(session.send(text, deny_everything))


@pytest.mark.parametrize(
    ("first_message", "title"),
    [
        ("What is a river?", "What is a river?"),
        ("   \n  Two lines  \nthe second one", "Two lines"),
        ("x" * 80, "x" * 60),
        ("\n\n", ""),
    ],
)
def test_a_title_is_the_first_line_trimmed_to_sixty_characters(first_message, title):
    assert title_of(first_message) == title
    assert "\n" not in title_of(first_message)


def test_a_plain_turn_stores_the_message_and_the_answer_with_its_outcome(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="A river flows.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))

    result = send(session, "What is a river?\nTell me more.")

    assert result.outcome.status is TurnStatus.COMPLETED
    assert stored_rows(database, session.conversation_id) == [
        ("user", "What is a river?\nTell me more.", None, False, None, None),
        ("assistant", "A river flows.", None, False, "completed", None),
    ]
    conversation = ConversationStore(database).get(session.conversation_id)
    assert conversation is not None and conversation.title == "What is a river?"


def test_a_later_message_keeps_the_title(database, simulator):
    model = queue(
        simulator, Scenario(script=Script(answer="One.")), Scenario(script=Script(answer="Two."))
    )
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    send(session, "first")
    send(session, "second")
    conversation = ConversationStore(database).get(session.conversation_id)
    assert conversation is not None and conversation.title == "first"


def test_every_model_round_and_tool_result_is_stored(database, simulator, tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("the notes say hi", "utf-8")
    read = ScriptedCall(name="read_file", arguments={"path": "notes.txt"})
    model = queue(
        simulator,
        Scenario(script=Script(answer="Let me look.", tool_calls=(read,), finish="tool_calls")),
        Scenario(script=Script(answer="They say hi.")),
    )
    session = session_for(database, endpoint_for(simulator, "openai-chat", model), workspace)

    send(session, "What do my notes say?")

    rows = stored_rows(database, session.conversation_id)
    assert [row[0] for row in rows] == ["user", "assistant", "tool", "assistant"]
    assert rows[1] == (
        "assistant",
        "Let me look.",
        [("read_file", {"path": "notes.txt"})],
        False,
        None,
        None,
    )
    assert rows[2][3] is True and "the notes say hi" in rows[2][1]
    assert rows[3] == ("assistant", "They say hi.", None, False, "completed", None)
    stored = ConversationStore(database).messages(session.conversation_id)
    call_id = json.loads(stored[1].tool_calls_json or "[]")[0]["id"]
    assert stored[2].tool_call_id == call_id  # the result names the call it answers


@pytest.mark.parametrize("wire", ["openai-chat", "openai-responses", "anthropic", "gemini"])
def test_the_next_prompt_carries_the_stored_tool_rounds_as_each_wire_needs(
    database, simulator, tmp_path, wire
):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    listing = ScriptedCall(name="list_directory", arguments={"path": "."})
    model = queue(
        simulator,
        Scenario(script=Script(answer="Looking.", tool_calls=(listing,), finish="tool_calls")),
        Scenario(script=Script(answer="Empty.")),
        Scenario(script=Script(answer="Still empty.")),
    )
    session = session_for(database, endpoint_for(simulator, wire, model), workspace)
    send(session, "What is there?")

    history = asyncio.run(session.history())
    assert [(m.role, m.text) for m in history.messages] == [
        ("user", "What is there?"),
        ("assistant", "Looking."),
        ("tool", "The workspace folder is empty."),
        ("assistant", "Empty."),
    ]
    call = history.messages[1].tool_calls[0]
    assert (call.name, call.arguments) == ("list_directory", {"path": "."})
    result = history.messages[2]
    assert (result.tool_call_id, result.tool_name, result.is_error) == (
        call.call_id,
        "list_directory",
        False,
    )

    send(session, "And now?")
    # What reached the model on the wire, a new connection after a restart or not: the same
    # history the live loop built, the call and its result in each wire's own shape.
    sent = json.dumps(simulator.requests[-1].body)
    assert call.call_id in sent or wire == "gemini"  # Gemini pairs a result with its call by name
    assert sent.count("list_directory") >= 2 if wire == "gemini" else sent.count(call.call_id) >= 2
    assert "The workspace folder is empty." in sent


def test_each_round_keeps_its_reasoning_usage_and_the_turn_its_stats(database, simulator, tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    listing = ScriptedCall(name="list_directory", arguments={"path": "."})
    model = queue(
        simulator,
        Scenario(
            script=Script(
                reasoning="First I look.",
                answer="Looking.",
                tool_calls=(listing,),
                finish="tool_calls",
                output_tokens=5,
            )
        ),
        Scenario(script=Script(reasoning="Nothing there.", answer="Empty.", output_tokens=7)),
    )
    session = session_for(database, endpoint_for(simulator, "openai-responses", model), workspace)
    send(session, "What is there?")

    stored = ConversationStore(database).messages(session.conversation_id)
    round_one, tool, answer = stored[1], stored[2], stored[3]
    assert (round_one.reasoning, answer.reasoning) == ("First I look.", "Nothing there.")
    assert json.loads(round_one.usage_json or "{}")["output_tokens"] == 5
    assert json.loads(answer.usage_json or "{}")["output_tokens"] == 7
    stats = json.loads(answer.stats_json or "{}")
    assert stats["output_tokens"] == 7 and stats["duration"] >= 0
    assert (tool.tool_state, tool.tool_name) == ("done", "list_directory")
    assert tool.tool_action and "list" in tool.tool_action.lower()


def test_an_answer_cut_at_the_length_limit_is_stored_as_incomplete(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="A river is", finish="length")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    send(session, "Explain rivers")
    assert stored_rows(database, session.conversation_id)[-1] == (
        "assistant",
        "A river is",
        None,
        False,
        "incomplete",
        "length",
    )


def test_a_cut_off_answer_is_kept_as_a_draft_never_as_an_answer(database, simulator):
    scenario = Scenario(script=Script(answer="A river is half"), drop_terminal=True)
    model = queue(simulator, *([scenario] * 4))  # the same cut every time it is asked again
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    events: list[AgentEvent] = []
    session.on(events.append)

    result = send(session, "Explain rivers")

    assert result.outcome.status is TurnStatus.TRUNCATED
    assert any(isinstance(e, TextDelta) for e in events)  # the listener saw it stream
    assert isinstance(events[-1], SessionEnd)
    stored = ConversationStore(database).messages(session.conversation_id)
    assert [(m.role, m.content, m.draft, m.outcome) for m in stored] == [
        ("user", "Explain rivers", False, None),
        ("assistant", "A river is half", True, "truncated"),
    ]
    assert [(m.role, m.text) for m in asyncio.run(session.history()).messages] == [
        ("user", "Explain rivers")
    ]
    assert ConversationStore(database).search("half") == []  # a draft is never searched
    # The generation is settled as failed, not left to be shown as interrupted.
    assert GenerationStore(database).interrupted(session.conversation_id) == []


def test_retry_drops_the_draft_and_continue_keeps_it_as_said(database, simulator):
    cut = Scenario(script=Script(answer="A river is half"), drop_terminal=True)
    model = queue(
        simulator,
        cut,
        Scenario(script=Script(answer="A river flows.")),
        cut,
        Scenario(script=Script(answer=" and goes on.")),
    )
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    send(session, "Explain rivers")

    retried = asyncio.run(session.retry(deny_everything))

    assert retried.outcome.status is TurnStatus.COMPLETED
    assert [
        (m.role, m.content, m.draft)
        for m in session.conversations.messages(session.conversation_id)
    ] == [("user", "Explain rivers", False), ("assistant", "A river flows.", False)]

    send(session, "More")
    assert session.trailing_draft() is not None
    asyncio.run(session.continue_turn("Please continue.", deny_everything))
    said = [(m.role, m.text) for m in asyncio.run(session.history()).messages]
    assert said[-3:] == [
        ("assistant", "A river is half"),
        ("user", "Please continue."),
        ("assistant", " and goes on."),
    ]
    assert '"A river is half"' in json.dumps(simulator.requests[-1].body)


def test_a_stopped_turn_keeps_its_text_as_stopped(database, simulator):
    slow = Scenario(
        script=Script(answer="Rivers run to the sea and"), stall_after=3, stall_seconds=30
    )
    model = queue(simulator, slow)
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    events: list[AgentEvent] = []
    session.on(events.append)

    async def go():
        turn = asyncio.ensure_future(session.send("Stop me", deny_everything))
        for _ in range(1000):  # until some text has arrived (bounded)
            if any(isinstance(e, TextDelta) for e in events):
                break
            await asyncio.sleep(0.01)
        session.stop()
        return await asyncio.wait_for(turn, 10)

    result = asyncio.run(go())
    assert result.outcome.status is TurnStatus.CANCELLED
    stored = ConversationStore(database).messages(session.conversation_id)
    last = stored[-1]
    assert (last.role, last.outcome, last.draft) == ("assistant", "cancelled", False)
    assert last.content and "Rivers run to the sea and".startswith(last.content)


def test_a_turn_stopped_before_any_text_keeps_only_its_mark(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="never"), headers_delay=5))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))

    async def go():
        turn = asyncio.ensure_future(session.send("Stop me", deny_everything))
        for _ in range(500):  # until the turn is under way (bounded)
            if session.running:
                break
            await asyncio.sleep(0.01)
        session.stop()
        return await asyncio.wait_for(turn, 10)

    result = asyncio.run(go())
    assert result.outcome.status is TurnStatus.CANCELLED
    assert not session.running
    assert stored_rows(database, session.conversation_id) == [
        ("user", "Stop me", None, False, None, None),
        ("assistant", "", None, False, "cancelled", "cancelled"),
    ]
    assert [(m.role, m.text) for m in asyncio.run(session.history()).messages] == [
        ("user", "Stop me")
    ]


def test_when_no_provider_can_take_the_turn_the_message_is_still_kept(database):
    class NotReady(ValueError):
        pass

    def make_loop(conversation_id, confirmer):
        raise NotReady("no_key")

    session = ChatSession.start(ConversationStore(database), make_loop)
    with pytest.raises(NotReady):
        send(session, "hello")
    assert not session.running
    assert stored_rows(database, session.conversation_id) == [
        ("user", "hello", None, False, None, None)
    ]


def test_the_session_saves_on_the_database_thread_not_the_callers(database, simulator):
    # Under qasync the caller's thread is the window's: a save made there freezes it.
    model = queue(simulator, Scenario(script=Script(answer="A river flows.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    threads: list[str] = []
    store = session.conversations
    for name in ("add_message", "add_messages"):
        real = getattr(store, name)

        def recorded(*args, _real=real, **kwargs):
            threads.append(threading.current_thread().name)
            return _real(*args, **kwargs)

        setattr(store, name, recorded)
    send(session, "What is a river?")

    assert len(threads) >= 2  # the message, then the turn's rounds
    assert threading.current_thread().name not in threads
    assert all(name.startswith(worker.THREAD_NAME) for name in threads)


def test_titles_are_first_line():
    assert first_line("\n  First line  \nsecond\nthird") == "First line"
    assert first_line("plain") == "plain"
    assert first_line(" \n\t\n") == ""
