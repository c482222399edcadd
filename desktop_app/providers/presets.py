"""The providers a person can pick, and where each one lives.

A preset's ``name`` is a lasting contract: it is the ``arroyo ask --provider`` value, the id of
a provider's first settings entry and so its keyring entry, and the README lists them all.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.names import ProviderKind, Wire

# The OpenAI wires: a provider that speaks both lets the person choose per provider.
OPENAI_WIRES = (Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES)


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderPreset:
    name: ProviderKind  # also the keyring entry for its key
    label: str
    wire: Wire  # the wire used unless the person chose another of ``wires``
    base_url: str
    needs_key: bool = True
    default_model: str = ""
    wires: tuple[Wire, ...] = ()  # the wires it speaks; empty: only ``wire``

    @property
    def wire_choices(self) -> tuple[Wire, ...]:
        return self.wires or (self.wire,)


def _compatible(
    name: ProviderKind, label: str, base_url: str, *, needs_key: bool
) -> ProviderPreset:
    """A named OpenAI-compatible server (Chat Completions) at its usual address."""
    return ProviderPreset(
        name=name, label=label, wire=Wire.OPENAI_CHAT, base_url=base_url, needs_key=needs_key
    )


PRESETS: dict[str, ProviderPreset] = {
    preset.name: preset
    for preset in (
        ProviderPreset(
            name=ProviderKind.OPENAI,
            label="OpenAI",
            wire=Wire.OPENAI_CHAT,
            base_url="https://api.openai.com/v1",
            default_model="gpt-4.1-mini",
            wires=OPENAI_WIRES,
        ),
        ProviderPreset(
            name=ProviderKind.ANTHROPIC,
            label="Anthropic",
            wire=Wire.ANTHROPIC,
            base_url="https://api.anthropic.com/v1",
            default_model="claude-sonnet-4-5",
        ),
        # llama.cpp, LiteLLM and several hosted endpoints speak Messages and need no key.
        ProviderPreset(
            name=ProviderKind.ANTHROPIC_COMPATIBLE,
            label="Anthropic-compatible server",
            wire=Wire.ANTHROPIC,
            base_url="",
            needs_key=False,
        ),
        ProviderPreset(
            name=ProviderKind.GEMINI,
            label="Google Gemini",
            wire=Wire.GEMINI,
            base_url="https://generativelanguage.googleapis.com/v1beta",
            default_model="gemini-2.5-flash",
        ),
        ProviderPreset(
            name=ProviderKind.OPENAI_COMPATIBLE,
            label="OpenAI-compatible server",
            wire=Wire.OPENAI_CHAT,
            base_url="",
            needs_key=False,
            wires=OPENAI_WIRES,
        ),
        _compatible(ProviderKind.OLLAMA, "Ollama", "http://localhost:11434/v1", needs_key=False),
        _compatible(
            ProviderKind.LMSTUDIO, "LM Studio", "http://localhost:1234/v1", needs_key=False
        ),
        _compatible(
            ProviderKind.LLAMACPP, "llama.cpp server", "http://localhost:8080/v1", needs_key=False
        ),
        _compatible(ProviderKind.VLLM, "vLLM", "http://localhost:8000/v1", needs_key=False),
        _compatible(
            ProviderKind.OPENROUTER, "OpenRouter", "https://openrouter.ai/api/v1", needs_key=True
        ),
        _compatible(
            ProviderKind.DEEPSEEK, "DeepSeek", "https://api.deepseek.com/v1", needs_key=True
        ),
        _compatible(ProviderKind.GROQ, "Groq", "https://api.groq.com/openai/v1", needs_key=True),
        _compatible(ProviderKind.MISTRAL, "Mistral", "https://api.mistral.ai/v1", needs_key=True),
        _compatible(ProviderKind.XAI, "xAI", "https://api.x.ai/v1", needs_key=True),
        ProviderPreset(
            name=ProviderKind.DEMO,
            label="Demo (offline simulator)",
            wire=Wire.OPENAI_CHAT,
            base_url="",
            needs_key=False,
            default_model="arroyo-sim-1",
        ),
    )
}
