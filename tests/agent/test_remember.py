"""The remember tool: a fact is stored once, through the ledger, only after the person said
yes to that very call. No "run without asking", grant in any conversation, permission rule or
"always allow" answer lets it skip the question; a fact over the limit never reaches it."""

from __future__ import annotations

import asyncio

import pytest

from desktop_app.agent.builtin.remember import NOBODY_TO_ASK, Remember
from desktop_app.agent.confirmations import Decision
from desktop_app.agent.tool_round import DENIED
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import InvalidToolCall
from desktop_app.store.actions.grants import GrantScope
from desktop_app.store.actions.rules import LimitKind
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import MAX_FACT_CHARS, MemoryStore
from tests.agent.rules_harness import RuleRound


@pytest.fixture
def remembering(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    harness = RuleRound(workspace, database)
    harness.registry.add(Remember(MemoryStore(database), harness.conversation_id))
    yield harness
    database.close()


def stored(harness: RuleRound) -> list[str]:
    return [memory.text for memory in MemoryStore(harness.database).list()]


def test_a_fact_said_yes_to_is_stored_once_through_the_ledger(remembering):
    remembering.person.answers.append(Decision.ALLOW_ONCE)
    call = remembering.call("remember", fact="Prefers metric units")
    output, is_error = remembering.settle(call)
    assert not is_error and "Remembered" in output
    (asked,) = remembering.person.asked
    assert asked.once_only and asked.offers == ()
    assert dict(asked.arguments) == {"fact": "Prefers metric units"}
    assert asked.intent is not None and asked.intent.english().endswith("Prefers metric units")
    assert stored(remembering) == ["Prefers metric units"]
    (operation,) = remembering.operations()
    assert operation["approval"] == "asked" and operation["status"] == "succeeded"
    (memory,) = MemoryStore(remembering.database).list()
    assert memory.source_conversation_id == remembering.conversation_id


def test_the_same_call_answered_again_is_not_stored_twice(remembering):
    remembering.person.answers.append(Decision.ALLOW_ONCE)
    call = remembering.call("remember", fact="Lives in Lyon")
    generation = remembering.generations.create(remembering.conversation_id, settings={})
    for _ in range(2):  # a resumed round settles the same call of the same model round again
        asyncio.run(remembering.round.settle_calls([call], generation))
    assert stored(remembering) == ["Lives in Lyon"]
    assert len(remembering.person.asked) == 1


def test_a_no_stores_nothing(remembering):
    output, is_error = remembering.settle(remembering.call("remember", fact="Has a cat"))
    assert is_error and output == DENIED and stored(remembering) == []


def test_run_without_asking_does_not_cover_it(remembering):
    remembering.round.allow_read_only_without_asking = True
    remembering.grants.grant("remember", None)  # as the setting's switch would record it
    remembering.settle(remembering.call("remember", fact="Has a cat"))
    assert len(remembering.person.asked) == 1 and stored(remembering) == []


def test_a_grant_in_this_conversation_does_not_cover_it(remembering):
    remembering.grants.grant("remember", remembering.conversation_id)
    remembering.settle(remembering.call("remember", fact="Has a cat"))
    assert len(remembering.person.asked) == 1 and stored(remembering) == []


def test_a_permission_rule_does_not_cover_it(remembering):
    remembering.rules.add(tool="remember", kind=LimitKind.NONE, value="")
    remembering.rules.add(
        tool="remember", kind=LimitKind.NONE, value="", conversation_id=remembering.conversation_id
    )
    remembering.settle(remembering.call("remember", fact="Has a cat"))
    assert len(remembering.person.asked) == 1 and stored(remembering) == []


def test_always_allow_in_this_conversation_allows_once_and_asks_the_next_time(remembering):
    remembering.person.answers.append(Decision.ALLOW_TOOL_IN_CONVERSATION)
    remembering.settle(remembering.call("remember", fact="Has a cat"))
    assert stored(remembering) == ["Has a cat"]
    scopes = remembering.grants.scopes("remember", remembering.conversation_id)
    assert GrantScope.THIS_CONVERSATION not in scopes  # no standing permission was kept
    remembering.settle(remembering.call("remember", fact="Has a dog"))
    assert len(remembering.person.asked) == 2 and stored(remembering) == ["Has a cat"]


@pytest.mark.parametrize(
    ("fact", "words"),
    [
        ("x" * (MAX_FACT_CHARS + 1), f"{MAX_FACT_CHARS + 1} characters long; at most 500"),
        ("   ", "the fact is empty"),
        ("two\nlines", "one line of plain text"),
    ],
)
def test_a_fact_that_cannot_be_stored_is_refused_to_the_model_before_any_question(
    remembering, fact, words
):
    call = ToolCall(
        key="k", id="call_x", name="remember", arguments_raw="", arguments={"fact": fact},
        valid_json=True, complete=True,
    )  # fmt: skip
    verdict = remembering.registry.validate(call, fallback_id="call_x")
    assert isinstance(verdict, InvalidToolCall)
    assert words in verdict.message_for_model()


def test_a_fact_of_exactly_the_limit_is_accepted(remembering):
    remembering.person.answers.append(Decision.ALLOW_ONCE)
    remembering.settle(remembering.call("remember", fact="y" * MAX_FACT_CHARS))
    assert stored(remembering) == ["y" * MAX_FACT_CHARS]


def test_where_nobody_can_be_asked_every_call_is_refused_and_nothing_is_stored(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    with Database(tmp_path / "arroyo.sqlite3") as database:
        harness = RuleRound(workspace, database)
        store = MemoryStore(database)
        harness.registry.add(Remember(store, harness.conversation_id, askable=False))
        call = ToolCall(
            key="k", id="call_x", name="remember", arguments_raw="",
            arguments={"fact": "Prefers tea"}, valid_json=True, complete=True,
        )  # fmt: skip
        verdict = harness.registry.validate(call, fallback_id="call_x")
        assert isinstance(verdict, InvalidToolCall)
        assert NOBODY_TO_ASK in verdict.message_for_model()
        assert harness.person.asked == [] and store.list() == []
