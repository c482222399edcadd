"""A retry the turn schedules is announced by the agent, with the attempt to come and how many
there may be, so the window can say it in words."""

from __future__ import annotations

import pytest

from desktop_app.agent.events import RetryWait, SessionEnd, TextDelta
from desktop_app.errors import ErrorKind
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnRunner
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.net.helpers import queue

ANSWER = Script(answer="Ya está.")


@pytest.fixture
def harness(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield AgentHarness(workspace, database, simulator)
    database.close()


def _with_retries(harness, loop, slept: list[float], max_attempts: int = 4) -> None:
    transport = harness._transports[-1]

    async def sleep(delay: float) -> None:  # the wait is recorded, not spent
        slept.append(delay)

    policy = RetryPolicy(max_attempts=max_attempts, base_delay=0.01, max_delay=0.02)

    def runner() -> TurnRunner:
        return TurnRunner(transport, wire="openai-chat", retry=policy, sleep=sleep)

    loop._runner_factory = runner


def test_a_rate_limited_attempt_is_announced_with_its_attempt_numbers(harness, simulator):
    model = queue(simulator, Scenario(status=429, retry_after="7"), Scenario(script=ANSWER))
    loop = harness.loop("openai-chat", model, ScriptedPerson())
    slept: list[float] = []
    _with_retries(harness, loop, slept)
    result, events = harness.run(loop, Prompt.single("Hola"))

    assert result.outcome.status is TurnStatus.COMPLETED
    (wait,) = [e for e in events if isinstance(e, RetryWait)]
    assert (wait.attempt, wait.of, wait.code) == (2, 4, ErrorKind.RATE_LIMITED)
    assert wait.code is ErrorKind.RATE_LIMITED  # the member itself, not its string
    assert wait.delay == slept[0] and wait.delay >= 7  # never sooner than the server asked
    order = [type(e) for e in events]
    assert order.index(RetryWait) < order.index(TextDelta) < order.index(SessionEnd)


def test_each_retry_names_the_next_attempt(harness, simulator):
    model = queue(simulator, Scenario(status=503), Scenario(status=503), Scenario(script=ANSWER))
    loop = harness.loop("openai-chat", model, ScriptedPerson())
    slept: list[float] = []
    _with_retries(harness, loop, slept, max_attempts=3)
    result, events = harness.run(loop, Prompt.single("Hola"))

    assert result.outcome.status is TurnStatus.COMPLETED
    waits = [e for e in events if isinstance(e, RetryWait)]
    assert [(w.attempt, w.of) for w in waits] == [(2, 3), (3, 3)]
    assert [w.code for w in waits] == [ErrorKind.OVERLOADED, ErrorKind.OVERLOADED]
    assert [w.delay for w in waits] == slept
