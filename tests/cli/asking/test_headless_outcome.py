"""The terminal says how a turn ended from the typed outcome: its status, and the agent's own
reason when the agent stopped it; the provider's words follow, keys redacted."""

from __future__ import annotations

import io

import pytest

from desktop_app.agent.events import SessionEnd, ToolExecutionEnd
from desktop_app.cli.asking.terminal_view import TerminalView
from desktop_app.errors import ErrorKind
from desktop_app.generation.outcome import AgentStop, TurnEnding, TurnOutcome, TurnStatus

KEY = "sk-arroyo-terminal-test-key-0123456789"


@pytest.mark.parametrize(
    ("outcome", "said"),
    [
        (TurnOutcome(TurnStatus.COMPLETED), "[completed: the answer is complete]"),
        (
            TurnOutcome(TurnStatus.FAILED, AgentStop.MAX_TURNS, "stopped after 8 model turns"),
            "[failed: too many model turns: stopped after 8 model turns]",
        ),
        (
            TurnOutcome(TurnStatus.FAILED, ErrorKind.BAD_KEY, f"key {KEY} refused"),
            "[failed: the provider reported an error: key [redacted] refused]",
        ),
        (
            TurnOutcome(TurnStatus.TRUNCATED, TurnEnding.DROPPED),
            "[truncated: the answer was cut off]",
        ),
        (TurnOutcome(TurnStatus.CANCELLED), "[cancelled: stopped]"),
    ],
)
def test_the_terminal_says_the_outcome(outcome, said):
    out = io.StringIO()
    TerminalView(out, color=False, secrets=(KEY,))(SessionEnd(outcome))
    assert out.getvalue().strip() == said
    assert KEY not in out.getvalue()


@pytest.mark.parametrize(
    ("end", "said"),
    [
        (ToolExecutionEnd("c1", "note", "noted: x", False, 0.1), "[tool] note done: noted: x"),
        (ToolExecutionEnd("c1", "note", "boom", True, 0.1), "[tool] note failed: boom"),
        (
            ToolExecutionEnd("c1", "note", "not known", True, 0.1, unknown=True),
            "[tool] note outcome unknown: not known",
        ),
    ],
)
def test_the_terminal_says_how_a_tool_call_ended(end, said):
    out = io.StringIO()
    TerminalView(out, color=False)(end)
    assert out.getvalue().strip() == said
