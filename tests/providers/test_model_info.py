import pytest

from desktop_app.providers.model_info import Capability, ModelInfo, about, curated, listing_infos
from desktop_app.providers.requests import parse_models


@pytest.mark.parametrize(
    ("model", "context", "output"),
    [
        ("claude-sonnet-4-5-20250929", 200_000, 64_000),
        ("claude-opus-4-1", 200_000, 32_000),
        ("claude-opus-4-5", 200_000, 64_000),  # the longer prefix wins over claude-opus-4
        ("gpt-4o-mini", 128_000, 16_384),
        ("models/gemini-2.5-flash", 1_048_576, 65_536),
        ("o3-mini-2025-01-31", 200_000, 100_000),
    ],
)
def test_curated_families(model, context, output):
    info = curated(model)
    assert info is not None and info.id == model
    assert (info.context_window, info.max_output_tokens) == (context, output)


@pytest.mark.parametrize("model", ["o1x", "gpt-4", "llama3.2:1b", "claude-sonnet-40"])
def test_no_family_without_a_separator(model):
    assert curated(model) is None


def test_capabilities_are_three_valued():
    mini = curated("o3-mini")
    assert mini is not None
    assert mini.supports(Capability.VISION) is False
    assert mini.supports(Capability.REASONING) is True
    assert about("some-local-model").supports(Capability.VISION) is None


def test_openrouter_listing():
    listing = {
        "data": [
            {
                "id": "anthropic/claude-sonnet-4.5",
                "context_length": 1_000_000,
                "top_provider": {"max_completion_tokens": 64_000},
                "architecture": {"input_modalities": ["text", "image"]},
                "supported_parameters": ["tools", "reasoning", "temperature"],
            },
            {
                "id": "meta/llama",
                "context_length": 8192,
                "architecture": {"input_modalities": ["text"]},
                "supported_parameters": ["temperature"],
            },
        ]
    }
    sonnet, llama = listing_infos("openai-chat", listing)
    assert sonnet.context_window == 1_000_000 and sonnet.max_output_tokens == 64_000
    assert sonnet.has == {Capability.VISION, Capability.TOOLS, Capability.REASONING}
    assert llama.lacks == {Capability.VISION, Capability.TOOLS, Capability.REASONING}


@pytest.mark.parametrize(
    ("item", "context"),
    [
        ({"id": "m", "context_window": 131_072}, 131_072),  # Groq
        ({"id": "m", "max_context_length": 32_768}, 32_768),  # Mistral
        ({"id": "m", "max_model_len": 4096}, 4096),  # vLLM
        ({"id": "m", "context_length": True}, None),  # not a count
        ({"id": "m"}, None),  # Ollama, OpenAI
    ],
)
def test_context_window_wherever_the_server_puts_it(item, context):
    (info,) = listing_infos("openai-chat", {"data": [item]})
    assert info.context_window == context


def test_mistral_capabilities():
    item = {"id": "m", "capabilities": {"vision": False, "function_calling": True}}
    (info,) = listing_infos("openai-chat", {"data": [item]})
    assert info.lacks == {Capability.VISION} and info.has == {Capability.TOOLS}


def test_gemini_listing():
    listing = {
        "models": [
            {
                "name": "models/gemini-2.5-flash",
                "inputTokenLimit": 1_048_576,
                "outputTokenLimit": 65_536,
                "thinking": True,
                "supportedGenerationMethods": ["generateContent", "countTokens"],
            },
            {"name": "models/embedding-001", "supportedGenerationMethods": ["embedContent"]},
        ]
    }
    (flash,) = listing_infos("gemini", listing)
    assert flash.id == "gemini-2.5-flash"
    assert (flash.context_window, flash.max_output_tokens) == (1_048_576, 65_536)
    assert flash.supports(Capability.REASONING) is True
    assert parse_models("gemini", listing) == ["gemini-2.5-flash"]


def test_the_provider_overrides_the_table():
    listed = [ModelInfo(id="gpt-4o", context_window=64_000, lacks=frozenset({Capability.TOOLS}))]
    info = about("gpt-4o", listed)
    assert info.context_window == 64_000  # the server's word
    assert info.max_output_tokens == 16_384  # the table's where the server said nothing
    assert info.supports(Capability.TOOLS) is False
    assert info.supports(Capability.VISION) is True


@pytest.mark.parametrize("listing", [None, [], {"data": "x"}, {"data": [1, {"id": ""}]}])
def test_odd_listings_name_nothing(listing):
    assert listing_infos("openai-chat", listing) == []


ANTHROPIC_ITEM = {
    "type": "model",
    "id": "claude-opus-4-7",
    "display_name": "Claude Opus 4.7",
    "created_at": "2026-04-16T00:00:00Z",
    "lifecycle": "active",
    "max_input_tokens": 1_000_000,
    "max_tokens": 128_000,
    "capabilities": {
        **{
            name: {"supported": True}
            for name in ("batch", "citations", "code_execution", "pdf_input", "structured_outputs")
        },
        "context_management": {"supported": True},
        "effort": {
            "supported": True,
            **{level: {"supported": True} for level in ("low", "medium", "high", "max")},
        },
        "server_tools": {
            "supported": True,
            "code_execution": {"supported": True},
            "web_search": {"supported": True},
        },
        "image_input": {"supported": True},
        "thinking": {
            "supported": True,
            "types": {
                "adaptive": {"supported": True},
                "enabled": {"supported": False},
                "disabled": {"supported": True},
                "between_tools": {"supported": True},
            },
        },
    },
}


def test_anthropic_listing_in_the_sdks_own_shape():
    from anthropic.types import ModelInfo as SdkModelInfo

    SdkModelInfo.model_validate(ANTHROPIC_ITEM)  # the shape the API documents
    (opus,) = listing_infos("anthropic", {"data": [ANTHROPIC_ITEM], "has_more": False})
    assert (opus.context_window, opus.max_output_tokens) == (1_000_000, 128_000)
    assert opus.has == {Capability.VISION, Capability.REASONING}
    assert opus.budget_thinking is False  # it thinks adaptively only


def test_an_anthropic_listing_without_capabilities_leaves_them_unknown():
    item = {"type": "model", "id": "claude-sonnet-4-5", "display_name": "Sonnet"}
    (sonnet,) = listing_infos("anthropic", {"data": [item]})
    assert sonnet.has == frozenset() and sonnet.lacks == frozenset()
    assert sonnet.budget_thinking is None
    assert about("claude-sonnet-4-5", [sonnet]).max_output_tokens == 64_000  # the table's
