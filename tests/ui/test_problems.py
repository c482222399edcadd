"""Every code the core can end with has words in the window's table, in every language."""

from __future__ import annotations

import pytest

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.tools import ToolContext
from desktop_app.errors import ErrorKind, FileProblem, NotReady
from desktop_app.generation.outcome import AgentStop, TurnEnding, TurnOutcome, TurnStatus
from desktop_app.generation.parts import StopReason
from desktop_app.providers.base_url import BaseUrlProblem
from desktop_app.ui import problems
from desktop_app.ui.dialogs import tool_intents

NORMAL_STOPS = {StopReason.STOP, StopReason.TOOL_CALLS}


# Endings that are statuses, not causes: the status itself says them.
_STATUS_ENDINGS = {TurnEnding.COMPLETED, TurnEnding.INCOMPLETE, TurnEnding.CANCELLED}


@pytest.mark.parametrize(
    "cause",
    [
        *ErrorKind,
        *(ending for ending in TurnEnding if ending not in _STATUS_ENDINGS),
        *(reason for reason in StopReason if reason not in NORMAL_STOPS),
        *AgentStop,
        *NotReady,
    ],
    ids=str,
)
def test_every_cause_of_the_core_has_words(qapp, cause):
    said = problems.turn_problem(TurnOutcome(TurnStatus.FAILED, cause), "OpenAI")
    assert said is not None and said.sentence and "%" not in said.sentence
    assert said.sentence != problems.turn_problem(TurnOutcome(TurnStatus.FAILED)).sentence


@pytest.mark.parametrize("status", [s for s in TurnStatus if s is not TurnStatus.COMPLETED])
def test_every_status_has_words_of_its_own(qapp, status):
    said = problems.turn_problem(TurnOutcome(status))
    assert said is not None and said.sentence


@pytest.mark.parametrize("kind", list(FileProblem))
@pytest.mark.parametrize("role", list(problems.FileRole))
def test_every_file_problem_has_words(qapp, role, kind):
    said = problems.file_problem(role, kind, "/some/file", "")
    assert said and "%" not in said


def test_every_base_url_problem_and_notice_has_words(qapp):
    for key in (*BaseUrlProblem, *problems.Notice):
        assert problems.problem(key, "OpenAI", "why").sentence


def test_an_unknown_code_falls_back_to_what_the_outcome_says(qapp):
    assert TurnOutcome.stored("failed", "overloaded_error").cause is None  # a newer version's
    said = problems.turn_problem(TurnOutcome.stored("failed", "overloaded_error"))
    assert said is not None and said.sentence == "The answer could not be completed."
    assert problems.turn_problem(TurnOutcome(TurnStatus.COMPLETED, ErrorKind.BAD_KEY)) is None
    assert problems.keyring_problem("something new") == problems.keyring_problem("unavailable")


def test_settings_is_offered_when_the_way_out_is_there(qapp):
    def said(cause, *values):
        return problems.turn_problem(TurnOutcome(TurnStatus.FAILED, cause), *values)

    assert said(ErrorKind.BAD_KEY).offers_settings
    assert said(NotReady.NO_KEY, "OpenAI").sentence == (
        "No key is stored for OpenAI. Add one in Settings."
    )
    assert not said(ErrorKind.OVERLOADED).offers_settings


def test_every_built_in_tool_says_its_intent_as_the_terminal_does(language, tmp_path):
    """In English the window's words equal the tool's own description, for every built-in
    tool and each way it describes an action; a code the window does not know is shown as
    the tool's own description."""
    language.apply("en")  # for the English plural: "1 byte"
    context = ToolContext(workspace=tmp_path, allow_commands=True)
    (tmp_path / "old.txt").write_text("0123456789", encoding="utf-8")
    calls = {
        "list_directory": [{"path": "."}, {"path": "sub"}],
        "read_file": [{"path": "a.txt"}, {"path": "a.txt", "max_bytes": 1}],
        "write_file": [{"path": "new.txt", "content": "x"}, {"path": "old.txt", "content": "ab"}],
        "fetch_url": [{"url": "https://example.com/a"}],
        "run_command": [{"argv": ["ls", "-l"]}],
    }
    tools = {tool.name: tool for tool in builtin_tools(context)}
    assert set(calls) == set(tools)
    for name, argument_sets in calls.items():
        for arguments in argument_sets:
            intent = tools[name].intent(arguments, context)
            assert tool_intents.say(intent) == tools[name].describe(arguments, context)
    assert (
        tool_intents.say(tools["write_file"].intent({"path": "new.txt", "content": "x"}, context))
        == "Create new.txt (1 byte)"
    )
    assert tool_intents.say(None) is None


def test_in_spanish_the_intent_is_said_in_spanish(language, tmp_path):
    context = ToolContext(workspace=tmp_path)
    (tool,) = [t for t in builtin_tools(context) if t.name == "write_file"]
    language.apply("es")
    intent = tool.intent({"path": "notas.txt", "content": "hola"}, context)
    assert tool_intents.say(intent) == "Crear notas.txt (4 bytes)"
    said = problems.turn_problem(TurnOutcome(TurnStatus.TRUNCATED, TurnEnding.CUT_OFF))
    assert said is not None and said.sentence == "Se cortó la respuesta."
