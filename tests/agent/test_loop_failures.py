"""Anything unforeseen inside the agent loop ends the session with an error, never a turn left
"streaming"; and a reply over a size limit is never taken for an answer."""

from __future__ import annotations

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import SessionEnd, TurnPhase
from desktop_app.generation.limits import SizeLimits
from desktop_app.generation.outcome import AgentStop, TurnEnding, TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.generation.states import GenerationEvent, GenerationState
from desktop_app.net.turn import TurnRunner
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.database import Database
from desktop_app.store.generations import GenerationStore
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.agent.test_loop import FINAL, write_call
from tests.net.helpers import TEST_KEY, queue


@pytest.fixture
def harness(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield AgentHarness(workspace, database, simulator)
    database.close()


class StoreThatBreaksMidStream(GenerationStore):
    """A store whose write of the first fragment fails with something nobody planned for."""

    def apply(self, generation_id, event):
        if event is GenerationEvent.FRAGMENT:
            raise KeyError(f"unexpected hiccup near {TEST_KEY}")
        return super().apply(generation_id, event)


def _ends(events):
    return [e for e in events if isinstance(e, SessionEnd)]


def test_an_exception_while_streaming_ends_the_session_with_an_error(harness, simulator):
    harness.generations = StoreThatBreaksMidStream(harness.database)
    model = queue(simulator, Scenario(script=FINAL))
    loop = harness.loop("openai-chat", model, ScriptedPerson())
    result, events = harness.run(loop, Prompt.single("x"))
    failed = (TurnStatus.FAILED, AgentStop.INTERNAL_ERROR)
    assert (result.outcome.status, result.outcome.cause) == failed
    assert [(e.outcome.status, e.outcome.cause) for e in _ends(events)] == [failed]
    message = result.outcome.message
    assert message is not None and "KeyError" in message and TEST_KEY not in message
    # The generation under way is recorded as failed, not left receiving.
    (generation,) = [e.generation_id for e in events if type(e).__name__ == "TurnStart"]
    assert harness.generations.get(generation).state is GenerationState.FAILED
    assert len(result.prompt.messages) == 1  # nothing of it became history


def test_a_confirmer_that_raises_ends_the_session_with_an_error(harness, simulator):
    class BrokenDialog(ScriptedPerson):
        async def __call__(self, request):
            raise LookupError("the dialog's parent window is gone")

    model = queue(simulator, Scenario(script=write_call()), Scenario(script=FINAL))
    loop = harness.loop("anthropic", model, BrokenDialog([Decision.ALLOW_ONCE]))
    result, events = harness.run(loop, Prompt.single("x"))
    assert (result.outcome.status, result.outcome.cause) == (
        TurnStatus.FAILED,
        AgentStop.INTERNAL_ERROR,
    )
    assert len(_ends(events)) == 1
    assert harness.executor.runs == 0
    assert not (harness.workspace / "notas/a.txt").exists()


def test_a_reply_over_a_limit_is_never_taken_for_an_answer(harness, simulator):
    model = queue(simulator, Scenario(script=Script(answer="palabra " * 1_000), chunk_size=256))
    loop = harness.loop("openai-chat", model, ScriptedPerson())
    transport = harness._transports[-1]
    loop._runner_factory = lambda: TurnRunner(
        transport, wire="openai-chat", size_limits=SizeLimits(answer_chars=1_000)
    )
    result, events = harness.run(loop, Prompt.single("x"))
    assert (result.outcome.status, result.outcome.cause) == (
        TurnStatus.FAILED,
        TurnEnding.REPLY_TOO_LARGE,
    )
    assert len(result.prompt.messages) == 1  # no assistant message: the partial text is not history
    assert [e.phase for e in events if isinstance(e, TurnPhase)] == [
        "connecting",
        "loading_model",
        "streaming",
    ]
