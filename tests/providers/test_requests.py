import json

import pytest

from desktop_app.generation.prompt import Message, Prompt
from desktop_app.providers.requests import Endpoint, models_request, parse_models, stream_request

PROMPT = Prompt(
    messages=(Message("user", "Hola"), Message("assistant", "¿Sí?"), Message("user", "Dime")),
    system="Sé breve.",
)


def body(request):
    return json.loads(request.body)


def test_openai_chat_asks_for_usage_in_the_stream():
    request = stream_request(Endpoint(wire="openai-chat", model="gpt-x", api_key="k" * 20), PROMPT)
    assert request.url == "https://api.openai.com/v1/chat/completions"
    sent = body(request)
    assert sent["stream"] is True and sent["stream_options"] == {"include_usage": True}
    assert sent["messages"][0] == {"role": "system", "content": "Sé breve."}
    assert [m["role"] for m in sent["messages"][1:]] == ["user", "assistant", "user"]
    assert request.headers["authorization"] == "Bearer " + "k" * 20


@pytest.mark.parametrize(
    ("base_url", "expected"),
    [
        ("http://localhost:11434/v1", "http://localhost:11434/v1/chat/completions"),  # Ollama
        ("http://localhost:1234/v1/", "http://localhost:1234/v1/chat/completions"),  # LM Studio
        ("https://openrouter.ai/api/v1", "https://openrouter.ai/api/v1/chat/completions"),
        ("https://api.groq.com/openai/v1", "https://api.groq.com/openai/v1/chat/completions"),
    ],
)
def test_any_compatible_base_url(base_url, expected):
    request = stream_request(Endpoint(wire="openai-chat", model="m", base_url=base_url), PROMPT)
    assert request.url == expected
    assert "authorization" not in request.headers  # local servers need no key


def test_responses_body():
    request = stream_request(
        Endpoint(wire="openai-responses", model="o", max_output_tokens=99), PROMPT
    )
    sent = body(request)
    assert request.url.endswith("/v1/responses")
    assert (sent["instructions"], sent["max_output_tokens"], sent["stream"]) == (
        "Sé breve.",
        99,
        True,
    )


def test_anthropic_headers_and_body():
    request = stream_request(Endpoint(wire="anthropic", model="claude", api_key="a" * 20), PROMPT)
    assert request.url == "https://api.anthropic.com/v1/messages"
    assert request.headers["x-api-key"] == "a" * 20
    assert request.headers["anthropic-version"]
    sent = body(request)
    assert (sent["system"], sent["stream"], sent["max_tokens"]) == ("Sé breve.", True, 4096)


def test_gemini_uses_sse_and_keeps_the_key_out_of_the_url():
    request = stream_request(
        Endpoint(wire="gemini", model="models/gemini-2.5-pro", api_key="g" * 20), PROMPT
    )
    assert request.url == (
        "https://generativelanguage.googleapis.com/v1beta/models/gemini-2.5-pro:streamGenerateContent?alt=sse"
    )
    assert "g" * 20 not in request.url and request.headers["x-goog-api-key"] == "g" * 20
    sent = body(request)
    assert [c["role"] for c in sent["contents"]] == ["user", "model", "user"]
    assert sent["systemInstruction"] == {"parts": [{"text": "Sé breve."}]}
    assert sent["generationConfig"]["thinkingConfig"] == {"includeThoughts": True}


def test_model_listings():
    assert (
        models_request(Endpoint(wire="anthropic", model="m")).url
        == "https://api.anthropic.com/v1/models"
    )
    assert parse_models("openai-chat", {"data": [{"id": "b"}, {"id": "a"}]}) == ["a", "b"]
    assert parse_models(
        "gemini",
        {
            "models": [
                {
                    "name": "models/gemini-2.5-pro",
                    "supportedGenerationMethods": ["generateContent"],
                },
                {"name": "models/embedding-001", "supportedGenerationMethods": ["embedContent"]},
            ]
        },
    ) == ["gemini-2.5-pro"]
    assert parse_models("openai-chat", "not a listing") == []
