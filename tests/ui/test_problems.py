"""Every code the core can end with has words in the window's table, in every language."""

from __future__ import annotations

import pytest

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.tools import ToolContext
from desktop_app.generation.parts import StopReason
from desktop_app.net.errors import ErrorKind
from desktop_app.net.turn import TurnEnding
from desktop_app.ui import problems, tool_intents

NORMAL_STOPS = {StopReason.STOP, StopReason.TOOL_CALLS}


@pytest.mark.parametrize(
    "code",
    sorted(
        {kind.value for kind in ErrorKind}
        | {ending.value for ending in TurnEnding if ending is not TurnEnding.COMPLETED}
        | {reason.value for reason in StopReason if reason not in NORMAL_STOPS}
        | {"max_turns", "interrupted", "no_provider", "no_key", "internal_error"}
    ),
)
def test_every_ending_code_of_the_core_has_words(qapp, code):
    said = problems.turn_problem("failed", code, "OpenAI")
    assert said is not None and said.sentence and "%" not in said.sentence
    assert said.sentence != problems.turn_problem("failed").sentence or code == "failed"


@pytest.mark.parametrize(
    "code",
    [
        "keyring.unavailable",
        "keyring.locked",
        "keyring.timeout",
        "settings.corrupt",
        "settings.newer_version",
        "settings.unavailable",
        "database.corrupt",
        "database.newer_version",
        "database.unavailable",
    ],
)
def test_every_keyring_and_file_problem_has_words(qapp, code):
    assert problems.known(code)


def test_an_unknown_code_falls_back_to_what_the_outcome_says(qapp):
    assert problems.turn_problem("failed", "overloaded_error").sentence == (
        "The answer could not be completed."
    )
    assert problems.turn_problem("completed", "bad_key") is None
    assert problems.keyring_problem("something new") == problems.keyring_problem("unavailable")


def test_settings_is_offered_when_the_way_out_is_there(qapp):
    assert problems.turn_problem("failed", "bad_key").offers_settings
    assert problems.turn_problem("failed", "no_key", "OpenAI").sentence == (
        "No key is stored for OpenAI. Add one in Settings."
    )
    assert not problems.turn_problem("failed", "overloaded").offers_settings


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
    assert problems.turn_problem("truncated", "cut_off").sentence == "Se cortó la respuesta."
