"""The providers a person can pick, and where each one lives.

A preset's ``name`` is a lasting contract: it is the ``arroyo ask --provider`` value, the id of
a provider's first settings entry and so its keyring entry, and the README lists them all.
"""

from __future__ import annotations

from dataclasses import dataclass

# The OpenAI wires: a provider that speaks both lets the person choose per provider.
OPENAI_WIRES = ("openai-chat", "openai-responses")


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderPreset:
    name: str  # also the keyring entry for its key
    label: str
    wire: str  # the wire used unless the person chose another of ``wires``
    base_url: str
    needs_key: bool = True
    default_model: str = ""
    wires: tuple[str, ...] = ()  # the wires it speaks; empty: only ``wire``

    @property
    def wire_choices(self) -> tuple[str, ...]:
        return self.wires or (self.wire,)


def _compatible(name: str, label: str, base_url: str, *, needs_key: bool) -> ProviderPreset:
    """A named OpenAI-compatible server (Chat Completions) at its usual address."""
    return ProviderPreset(
        name=name, label=label, wire="openai-chat", base_url=base_url, needs_key=needs_key
    )


PRESETS: dict[str, ProviderPreset] = {
    preset.name: preset
    for preset in (
        ProviderPreset(
            name="openai",
            label="OpenAI",
            wire="openai-chat",
            base_url="https://api.openai.com/v1",
            default_model="gpt-4.1-mini",
            wires=OPENAI_WIRES,
        ),
        ProviderPreset(
            name="anthropic",
            label="Anthropic",
            wire="anthropic",
            base_url="https://api.anthropic.com/v1",
            default_model="claude-sonnet-4-5",
        ),
        # llama.cpp, LiteLLM and several hosted endpoints speak Messages and need no key.
        ProviderPreset(
            name="anthropic-compatible",
            label="Anthropic-compatible server",
            wire="anthropic",
            base_url="",
            needs_key=False,
        ),
        ProviderPreset(
            name="gemini",
            label="Google Gemini",
            wire="gemini",
            base_url="https://generativelanguage.googleapis.com/v1beta",
            default_model="gemini-2.5-flash",
        ),
        ProviderPreset(
            name="openai-compatible",
            label="OpenAI-compatible server",
            wire="openai-chat",
            base_url="",
            needs_key=False,
            wires=OPENAI_WIRES,
        ),
        _compatible("ollama", "Ollama", "http://localhost:11434/v1", needs_key=False),
        _compatible("lmstudio", "LM Studio", "http://localhost:1234/v1", needs_key=False),
        _compatible("llamacpp", "llama.cpp server", "http://localhost:8080/v1", needs_key=False),
        _compatible("vllm", "vLLM", "http://localhost:8000/v1", needs_key=False),
        _compatible("openrouter", "OpenRouter", "https://openrouter.ai/api/v1", needs_key=True),
        _compatible("deepseek", "DeepSeek", "https://api.deepseek.com/v1", needs_key=True),
        _compatible("groq", "Groq", "https://api.groq.com/openai/v1", needs_key=True),
        _compatible("mistral", "Mistral", "https://api.mistral.ai/v1", needs_key=True),
        _compatible("xai", "xAI", "https://api.x.ai/v1", needs_key=True),
        ProviderPreset(
            name="demo",
            label="Demo (offline simulator)",
            wire="openai-chat",
            base_url="",
            needs_key=False,
            default_model="arroyo-sim-1",
        ),
    )
}
