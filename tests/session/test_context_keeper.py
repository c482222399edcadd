"""A conversation longer than the model's window is sent within it, by the person's choice;
the simulator's captured request bodies are checked (real SQLite, the loopback simulator)."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop_app.agent.confirmations import deny_everything
from desktop_app.generation.context_fit import CHARS_PER_TOKEN, Overflow
from desktop_app.session.context_keeper import SUMMARY_HEADING, ContextKeeper
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.context.store import ContextStore
from desktop_app.store.database import Database
from tests.net.helpers import endpoint_for, queue
from tests.session.helpers import session_for

WINDOW = 2_000  # tokens: a tiny model
LINE = "river " * 100  # 600 characters, about 200 tokens


@pytest.fixture
def database(tmp_path):
    db = Database(tmp_path / "arroyo.db")
    yield db
    db.close()


def _long_conversation(session, turns: int) -> None:
    conversations = session.conversations
    for n in range(turns):
        conversations.add_message(session.conversation_id, "user", f"question {n} {LINE}")
        conversations.add_message(session.conversation_id, "assistant", f"answer {n} {LINE}")


def _sent_messages(simulator) -> list[dict]:
    return [m for m in simulator.requests[-1].body["messages"] if m["role"] != "system"]


def _system(simulator) -> str:
    sent = simulator.requests[-1].body["messages"]
    return "\n".join(m["content"] for m in sent if m["role"] == "system")


def _keeper(session, choice: Overflow, summariser=None, asker=None) -> ContextKeeper:
    store = ContextStore(session.conversations)
    store.set_overflow(session.conversation_id, choice.value)
    keeper = ContextKeeper(
        store,
        session.conversation_id,
        limits=lambda: (WINDOW, 200),
        default_overflow=lambda: Overflow.OMIT_OLDEST,
        summariser=summariser,
        asker=asker,
    )
    session.keep_context(keeper)
    return keeper


def _fits(simulator) -> bool:
    body = json.dumps(simulator.requests[-1].body["messages"], ensure_ascii=False)
    return len(body) // CHARS_PER_TOKEN <= WINDOW


def test_leaving_out_the_oldest_turns_sends_within_the_window(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="Still here.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    _long_conversation(session, 15)  # about 6,000 tokens: three windows
    keeper = _keeper(session, Overflow.OMIT_OLDEST)

    asyncio.run(session.send("the newest question", deny_everything))

    sent = _sent_messages(simulator)
    assert sent[-1]["content"] == "the newest question"
    assert sent[0]["role"] == "user" and "question 0 " not in sent[0]["content"]
    assert _fits(simulator)
    assert keeper.last is not None and keeper.last.plan.first_id is not None


def test_summarising_sends_the_summary_in_place_of_the_older_turns(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="Still here.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    _long_conversation(session, 15)
    asked = []

    async def summarise(prompt):
        asked.append(prompt)
        return "They talked about rivers, fifteen times."

    _keeper(session, Overflow.SUMMARISE, summariser=summarise)
    asyncio.run(session.send("the newest question", deny_everything))
    asyncio.run(session.send("and another", deny_everything))

    assert len(asked) == 1  # asked once: the stored summary serves the next send
    assert "question 0 " in asked[0].messages[0].text
    assert SUMMARY_HEADING in _system(simulator) and "fifteen times" in _system(simulator)
    assert "question 0 " not in json.dumps(_sent_messages(simulator))
    assert _fits(simulator)
    summary = ContextStore(session.conversations).marks(session.conversation_id).summary
    assert summary is not None and summary.version == 1


def test_asking_waits_for_the_choice_and_clearing_sends_only_the_newest_turn(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="Fresh start.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    _long_conversation(session, 15)
    plans = []

    async def ask(plan):
        plans.append(plan)
        return Overflow.ASK  # "Clear context here"

    _keeper(session, Overflow.ASK, asker=ask)
    asyncio.run(session.send("the newest question", deny_everything))

    assert plans and plans[0].blocked
    assert [m["content"] for m in _sent_messages(simulator)] == ["the newest question"]
    marks = ContextStore(session.conversations).marks(session.conversation_id)
    assert marks.cleared_after > 0


def test_the_reported_input_tokens_correct_later_estimates(database, simulator):
    model = queue(simulator, Scenario(script=Script(answer="ok", input_tokens=5_000)))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    _long_conversation(session, 1)
    keeper = _keeper(session, Overflow.OMIT_OLDEST)
    asyncio.run(session.send("hello", deny_everything))
    assert keeper.ratio == 4.0  # far more than estimated: kept within its bound


def test_the_meter_s_measure_gives_the_same_figures_without_reading_a_message_s_text(
    database, simulator, monkeypatch
):
    model = queue(simulator, Scenario(script=Script(answer="Still here.")))
    session = session_for(database, endpoint_for(simulator, "openai-chat", model))
    _long_conversation(session, 15)
    keeper = _keeper(session, Overflow.OMIT_OLDEST)
    keeper.refresh_limits()
    whole = session.measure()
    assert whole.prompt is not None and whole.plan.first_id is not None

    conversations = session.conversations
    read = []
    for name in ("messages", "messages_from"):
        monkeypatch.setattr(
            conversations,
            name,
            lambda *args, _name=name, **kwargs: read.append(_name) or [],
        )
    figures = session.measure(with_prompt=False)
    assert read == [] and figures.prompt is None
    assert figures.plan == whole.plan and figures.sent_tokens == whole.sent_tokens
