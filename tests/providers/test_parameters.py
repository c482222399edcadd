import json

import pytest
from pydantic import ValidationError

from desktop_app.generation.prompt import Message, Prompt, ToolCallRecord, ToolDeclaration
from desktop_app.providers.model_info import curated
from desktop_app.providers.parameters import (
    ANTHROPIC_FALLBACK_MAX_TOKENS,
    Parameters,
    ReasoningEffort,
    ThinkingLevel,
    effective_max_output_tokens,
)
from desktop_app.providers.requests import Endpoint, stream_request
from tests.providers.sdk_types import validate_body

WIRES = ("openai-chat", "openai-responses", "anthropic", "gemini")
PROMPT = Prompt(
    messages=(
        Message("user", "List the folder"),
        Message(
            "assistant",
            "",
            tool_calls=(ToolCallRecord("c1", "list", {"path": "."}),),
        ),
        Message("tool", "a.txt", tool_call_id="c1", tool_name="list"),
    ),
    system="Be brief.",
    tools=(
        ToolDeclaration(
            name="list",
            description="Lists a folder",
            parameters={"type": "object", "properties": {"path": {"type": "string"}}},
        ),
    ),
)
EVERYTHING = Parameters(
    temperature=0.7,
    top_p=0.9,
    max_output_tokens=2000,
    reasoning_effort=ReasoningEffort.LOW,
    thinking_budget=1024,
    thinking_level=ThinkingLevel.HIGH,
)


def sent(wire, parameters, model="some-model", **endpoint):
    request = stream_request(
        Endpoint(wire=wire, model=model, parameters=parameters, **endpoint), PROMPT
    )
    return validate_body(wire, request.body)


@pytest.mark.parametrize("wire", WIRES)
def test_unset_parameters_are_left_out(wire):
    body = sent(wire, Parameters(), show_reasoning=False)
    flat = json.dumps(body)
    for name in ("temperature", "top_p", "topP", "reasoning", "thinking", "max_completion"):
        assert name not in flat, name
    if wire == "anthropic":  # required by the wire
        assert body["max_tokens"] == ANTHROPIC_FALLBACK_MAX_TOKENS
    else:
        assert "max_tokens" not in body and "max_output_tokens" not in body
        assert "maxOutputTokens" not in flat


def test_openai_chat_spelling():
    body = sent("openai-chat", EVERYTHING)
    assert body["temperature"] == 0.7 and body["top_p"] == 0.9
    assert body["reasoning_effort"] == "low"
    # A reasoning request takes the newer name; max_tokens is refused by reasoning models.
    assert body["max_completion_tokens"] == 2000 and "max_tokens" not in body
    assert "thinking" not in body and "thinking_budget" not in json.dumps(body)


def test_openai_chat_keeps_max_tokens_for_plain_models():
    body = sent("openai-chat", Parameters(max_output_tokens=300))
    assert body["max_tokens"] == 300 and "max_completion_tokens" not in body


def test_openai_chat_reasoning_model_gets_max_completion_tokens():
    body = sent(
        "openai-chat",
        Parameters(max_output_tokens=300),
        model="o4-mini",
        model_info=curated("o4-mini"),
    )
    assert body["max_completion_tokens"] == 300 and "max_tokens" not in body


def test_responses_spelling_and_no_storage():
    body = sent("openai-responses", EVERYTHING)
    assert body["store"] is False
    assert body["reasoning"] == {"effort": "low"}
    assert body["max_output_tokens"] == 2000
    assert body["temperature"] == 0.7 and body["top_p"] == 0.9


def test_responses_sends_store_false_even_without_parameters():
    assert sent("openai-responses", Parameters())["store"] is False


def test_anthropic_spelling():
    body = sent("anthropic", EVERYTHING)
    assert body["thinking"] == {"type": "enabled", "budget_tokens": 1024}
    assert body["max_tokens"] == 2000
    # Not in Anthropic's request type any more: a conversation's sampling stays unsent there.
    assert "temperature" not in body and "top_p" not in body
    assert "reasoning_effort" not in body


def test_anthropic_max_tokens_from_the_model_table():
    info = curated("claude-sonnet-4-5-20250929")
    body = sent("anthropic", Parameters(), model="claude-sonnet-4-5-20250929", model_info=info)
    assert body["max_tokens"] == 64_000


def test_anthropic_max_tokens_capped_at_what_the_window_leaves():
    info = curated("claude-sonnet-4-5")
    assert effective_max_output_tokens("anthropic", Parameters(), info, prompt_tokens=150_000) == (
        200_000 - 150_000
    )
    assert effective_max_output_tokens("anthropic", Parameters(), info, prompt_tokens=10) == 64_000
    # The person's own value is sent as they chose it.
    chosen = Parameters(max_output_tokens=100)
    assert effective_max_output_tokens("anthropic", chosen, info, prompt_tokens=199_990) == 100


def test_gemini_spelling():
    body = sent("gemini", EVERYTHING, show_reasoning=True)
    config = body["generationConfig"]
    assert config["temperature"] == 0.7 and config["topP"] == 0.9
    assert config["maxOutputTokens"] == 2000
    assert config["thinkingConfig"] == {
        "includeThoughts": True,
        "thinkingBudget": 1024,
        "thinkingLevel": "high",
    }
    assert "temperature" not in body and "top_p" not in body


def test_gemini_budget_zero_is_sent():
    body = sent("gemini", Parameters(thinking_budget=0), show_reasoning=False)
    assert body["generationConfig"] == {"thinkingConfig": {"thinkingBudget": 0}}


def test_the_sdk_check_can_fail():
    """The validation really looks: a misspelt parameter and a nested unknown key fail."""
    body = sent("anthropic", Parameters())
    with pytest.raises(ValidationError):
        validate_body("anthropic", body | {"thinking": {"type": "enabled", "budget": 2000}})
    chat = sent("openai-chat", Parameters())
    chat["messages"][0]["bogus"] = 1
    with pytest.raises(ValidationError):
        validate_body("openai-chat", chat)
    with pytest.raises(ValidationError):
        validate_body(
            "openai-responses",
            sent("openai-responses", Parameters()) | {"reasoning": {"effort": "extreme"}},
        )
    with pytest.raises(AssertionError):
        validate_body("gemini", {"contents": [], "generationConfig": {"top_p": 0.5}})


def test_parameters_round_trip_through_json():
    assert Parameters.from_json(EVERYTHING.to_json()) == EVERYTHING
    assert Parameters().to_json() == "{}"


@pytest.mark.parametrize(
    "stored",
    [
        "",
        "not json",
        "[1]",
        '{"temperature": "hot", "reasoning_effort": "extreme", "x": 1}',
        '{"max_output_tokens": 0, "thinking_budget": true, "top_p": null}',
    ],
)
def test_unreadable_stored_parameters_become_unset(stored):
    assert Parameters.from_json(stored) == Parameters()


def test_anthropic_request_caps_max_tokens_by_what_a_long_prompt_leaves():
    info = curated("claude-sonnet-4-5")
    long_prompt = Prompt(messages=(Message("user", "x" * 450_000),))
    endpoint = Endpoint(wire="anthropic", model="claude-sonnet-4-5", model_info=info)
    body = validate_body("anthropic", stream_request(endpoint, long_prompt).body)
    # About 150,000 tokens estimated (high on purpose): 200,000 - 150,000 left to answer in.
    assert 49_000 < body["max_tokens"] < 50_000
