"""``arroyo ask`` choosing its provider, as a real process against the simulator: a settings
entry by id, a preset's wire overridden with ``--wire``, key-optional providers on a machine
with no keyring at all, and a stream nothing can run ending with a non-zero status."""

from __future__ import annotations

import json
import sqlite3

import pytest

from desktop_app.simulator.scenarios import Scenario, Unannounced
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.cli.running import ask
from tests.net.helpers import TEST_KEY, queue

ANSWER = Script(answer="Hola desde el simulador.")


def requests_for(simulator, model):
    return [
        r for r in simulator.requests if isinstance(r.body, dict) and r.body.get("model") == model
    ]


def conversations(tmp_path) -> list[tuple]:
    with sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3") as connection:
        return connection.execute("SELECT provider_id, model FROM conversations").fetchall()


def write_settings(tmp_path, *entries: dict) -> None:
    folder = tmp_path / "data"
    folder.mkdir(parents=True, exist_ok=True)
    document = {"version": 2, "providers": list(entries), "app": {}}
    (folder / "settings.json").write_text(json.dumps(document), encoding="utf-8")


@pytest.mark.parametrize("wire", ["openai-chat", "openai-responses"])
def test_wire_chooses_the_openai_api(tmp_path, simulator, wire):
    model = queue(simulator, Scenario(script=ANSWER))
    base = ("--base-url", simulator.url + "/v1", "--model", model)
    result = ask(tmp_path, "hola", "--provider", "openai", "--wire", wire, *base)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Hola desde el simulador." in result.stdout
    [sent] = requests_for(simulator, model)
    path = {"openai-chat": "/v1/chat/completions", "openai-responses": "/v1/responses"}[wire]
    assert sent.path == path
    assert sent.headers["authorization"] == f"Bearer {TEST_KEY}"


def test_provider_names_a_settings_entry_whose_wire_model_and_address_are_used(tmp_path, simulator):
    model = queue(simulator, Scenario(script=ANSWER))
    write_settings(
        tmp_path,
        {
            "id": "office-proxy",
            "preset": "openai-compatible",
            "label": "Office proxy",
            "base_url": simulator.url + "/v1",
            "model": model,
            "wire_choice": "openai-responses",
        },
    )
    result = ask(tmp_path, "hola", "--provider", "office-proxy")
    assert result.returncode == 0, result.stdout + result.stderr
    [sent] = requests_for(simulator, model)
    assert sent.path == "/v1/responses"
    # The key of that entry, read from the keyring under the entry's id.
    assert sent.headers["authorization"] == f"Bearer {TEST_KEY}"
    assert conversations(tmp_path) == [("office-proxy", model)]


def test_a_preset_name_is_the_fallback_and_is_stored_as_the_provider(tmp_path, simulator):
    model = queue(simulator, Scenario(script=ANSWER))
    write_settings(tmp_path)  # a settings file without entries
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        "ollama",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert conversations(tmp_path) == [("ollama", model)]


def test_an_unknown_provider_names_what_is_accepted(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "nobody-by-that-name")
    assert result.returncode == 2
    assert "Unknown provider 'nobody-by-that-name'" in result.stdout
    assert "anthropic-compatible" in result.stdout and "a provider's id from the settings" in (
        result.stdout
    )


@pytest.mark.parametrize(
    ("provider", "suffix"), [("anthropic-compatible", "/v1"), ("openai-compatible", "/v1")]
)
@pytest.mark.parametrize("backend", ["Missing", "Memory"])
def test_a_key_optional_provider_runs_without_a_key_and_without_a_keyring(
    tmp_path, simulator, provider, suffix, backend
):
    model = queue(simulator, Scenario(script=ANSWER))
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        provider,
        "--base-url",
        simulator.url + suffix,
        "--model",
        model,
        backend=backend,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Hola desde el simulador." in result.stdout
    [sent] = requests_for(simulator, model)
    assert "authorization" not in sent.headers and "x-api-key" not in sent.headers
    if backend == "Missing":
        assert "No system keyring is available" in result.stderr
        assert "Going on without a key" in result.stderr


def test_a_provider_that_needs_a_key_still_refuses_without_a_keyring(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "anthropic", backend="Missing")
    assert result.returncode == 2
    assert "No system keyring is available" in result.stdout


def test_a_responses_tool_call_nothing_names_exits_non_zero(tmp_path, simulator):
    call = ScriptedCall(name="read_file", arguments={"path": "notes.txt"})
    script = Script(tool_calls=(call,), finish="tool_calls")
    model = queue(simulator, Scenario(script=script, unannounced_calls=Unannounced.NAMELESS))
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        "openai-compatible",
        "--wire",
        "openai-responses",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
        "--workspace",
        str(workspace),
    )
    assert result.returncode == 1, result.stdout + result.stderr
    assert "a tool call arrived with no name" in result.stdout


def test_an_http_error_says_its_status_and_kind(tmp_path, simulator):
    scenario = Scenario(status=500, error_as_sse=True, error_message="No connected db.")
    model = queue(simulator, scenario)
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        "anthropic-compatible",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
    )
    assert result.returncode == 1
    assert "No connected db. (HTTP 500, server_error)" in result.stdout
    assert "data:" not in result.stdout


def test_anthropic_is_asked_for_the_models_own_output_limit(tmp_path, simulator):
    """Anthropic requires max_tokens: a well-known model gets its output limit, not 4096."""
    model = "claude-sonnet-4-5-cli-limit"  # the claude-sonnet-4 family: 64,000 tokens out
    simulator.queue(model, Scenario(script=ANSWER))
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        "anthropic-compatible",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    [sent] = requests_for(simulator, model)
    assert sent.body["max_tokens"] == 64_000
