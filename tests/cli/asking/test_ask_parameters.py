"""``arroyo ask``'s parameters and its prompt, as a real process against the simulator: the
flags sent as each wire names them and stored with the conversation, a continued conversation
sent its stored parameters unless a flag overrides one, and bad values or an empty prompt
refused before anything is stored or sent."""

from __future__ import annotations

import json
import sqlite3

import pytest

from desktop_app.simulator.scenarios import Scenario
from tests.cli.asking.test_ask_providers import ANSWER, ask, requests_for
from tests.net.helpers import queue


def stored_parameters(tmp_path) -> list[dict | None]:
    with sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3") as connection:
        rows = connection.execute("SELECT parameters_json FROM conversations").fetchall()
    return [json.loads(text) if text else None for (text,) in rows]


def only_conversation(tmp_path) -> str:
    with sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3") as connection:
        ((conversation_id,),) = connection.execute("SELECT id FROM conversations").fetchall()
    return conversation_id


def on_simulator(simulator, model: str, *args: str) -> tuple[str, ...]:
    return ("--provider", "ollama", "--base-url", simulator.url + "/v1", "--model", model, *args)


def test_flags_are_sent_as_the_wire_names_them_and_stored_with_the_conversation(
    tmp_path, simulator
):
    model = queue(simulator, Scenario(script=ANSWER))
    flags = ("--temperature", "0.3", "--top-p", "0.9", "--max-tokens", "256")
    flags += ("--reasoning-effort", "low")
    result = ask(tmp_path, "hola", *on_simulator(simulator, model, *flags))
    assert result.returncode == 0, result.stdout + result.stderr
    [sent] = requests_for(simulator, model)
    assert sent.body["temperature"] == 0.3 and sent.body["top_p"] == 0.9
    assert sent.body["max_completion_tokens"] == 256  # what reasoning models take
    assert sent.body["reasoning_effort"] == "low"
    assert stored_parameters(tmp_path) == [
        {"temperature": 0.3, "top_p": 0.9, "max_output_tokens": 256, "reasoning_effort": "low"}
    ]


def test_a_thinking_budget_goes_to_anthropic_with_its_max_tokens(tmp_path, simulator):
    model = queue(simulator, Scenario(script=ANSWER))
    flags = ("--provider", "anthropic-compatible", "--base-url", simulator.url + "/v1")
    flags += ("--model", model, "--thinking-budget", "2048", "--max-tokens", "4096")
    result = ask(tmp_path, "hola", *flags)
    assert result.returncode == 0, result.stdout + result.stderr
    [sent] = requests_for(simulator, model)
    assert sent.body["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    assert sent.body["max_tokens"] == 4096
    assert stored_parameters(tmp_path) == [{"thinking_budget": 2048, "max_output_tokens": 4096}]


def test_a_continued_conversation_is_sent_its_stored_parameters_unless_a_flag_overrides(
    tmp_path, simulator
):
    model = queue(simulator, *[Scenario(script=ANSWER)] * 3)
    first = ask(tmp_path, "hola", *on_simulator(simulator, model))
    assert first.returncode == 0, first.stdout + first.stderr
    conversation = only_conversation(tmp_path)
    # Parameters as the window's panel keeps them for the conversation.
    with sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3") as connection:
        connection.execute(
            "UPDATE conversations SET parameters_json = ?",
            (json.dumps({"temperature": 0.2, "max_output_tokens": 300}),),
        )

    again = ask(tmp_path, "otra", "--conversation", conversation, *on_simulator(simulator, model))
    assert again.returncode == 0, again.stdout + again.stderr
    sent = requests_for(simulator, model)[-1]
    assert sent.body["temperature"] == 0.2 and sent.body["max_tokens"] == 300

    overridden = ask(
        tmp_path,
        "y otra",
        "--conversation",
        conversation,
        *on_simulator(simulator, model, "--temperature", "1.1"),
    )
    assert overridden.returncode == 0, overridden.stdout + overridden.stderr
    sent = requests_for(simulator, model)[-1]
    assert sent.body["temperature"] == 1.1 and sent.body["max_tokens"] == 300
    assert stored_parameters(tmp_path) == [{"temperature": 1.1, "max_output_tokens": 300}]


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--temperature", "-1"),
        ("--temperature", "nan"),
        ("--temperature", "2.5"),
        ("--top-p", "1.5"),
        ("--max-tokens", "0"),
        ("--max-tokens", "many"),
        ("--reasoning-effort", "extreme"),
        ("--thinking-budget", "-5"),
    ],
)
def test_a_bad_value_is_refused_naming_its_flag_before_any_request(
    tmp_path, simulator, flag, value
):
    model = queue(simulator, Scenario(script=ANSWER))
    result = ask(tmp_path, "hola", *on_simulator(simulator, model, flag, value))
    assert result.returncode == 2
    assert f"argument {flag}:" in result.stderr and repr(value) in result.stderr
    assert requests_for(simulator, model) == []
    assert not (tmp_path / "data" / "arroyo.sqlite3").exists()


def test_parameters_the_model_is_known_to_refuse_are_not_sent(tmp_path, simulator):
    flags = ("--provider", "openai", "--wire", "openai-chat", "--base-url")
    flags += (simulator.url + "/v1", "--model", "o4-mini", "--temperature", "0.5")
    result = ask(tmp_path, "hola", *flags)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Not sent: this reasoning model takes no --temperature" in result.stdout
    assert requests_for(simulator, "o4-mini") == []


@pytest.mark.parametrize("prompt", ["", "   \n\t "])
def test_an_empty_prompt_is_refused_before_anything_is_stored_or_sent(tmp_path, simulator, prompt):
    model = queue(simulator, Scenario(script=ANSWER))
    result = ask(tmp_path, prompt, *on_simulator(simulator, model))
    assert result.returncode == 2
    assert "The prompt is empty" in result.stdout
    assert requests_for(simulator, model) == []
    assert not (tmp_path / "data" / "arroyo.sqlite3").exists()
