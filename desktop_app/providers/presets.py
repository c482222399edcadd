"""The providers a person can pick, and where each one lives."""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.names import ProviderKind, Wire


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderPreset:
    name: ProviderKind  # also the keyring entry for its key
    label: str
    wire: Wire
    base_url: str
    needs_key: bool = True
    default_model: str = ""


PRESETS: dict[str, ProviderPreset] = {
    preset.name: preset
    for preset in (
        ProviderPreset(
            name=ProviderKind.OPENAI,
            label="OpenAI",
            wire=Wire.OPENAI_CHAT,
            base_url="https://api.openai.com/v1",
            default_model="gpt-4.1-mini",
        ),
        ProviderPreset(
            name=ProviderKind.ANTHROPIC,
            label="Anthropic",
            wire=Wire.ANTHROPIC,
            base_url="https://api.anthropic.com/v1",
            default_model="claude-sonnet-4-5",
        ),
        ProviderPreset(
            name=ProviderKind.GEMINI,
            label="Google Gemini",
            wire=Wire.GEMINI,
            base_url="https://generativelanguage.googleapis.com/v1beta",
            default_model="gemini-2.5-flash",
        ),
        ProviderPreset(
            name=ProviderKind.OLLAMA,
            label="Ollama",
            wire=Wire.OPENAI_CHAT,
            base_url="http://localhost:11434/v1",
            needs_key=False,
        ),
        ProviderPreset(
            name=ProviderKind.LMSTUDIO,
            label="LM Studio",
            wire=Wire.OPENAI_CHAT,
            base_url="http://localhost:1234/v1",
            needs_key=False,
        ),
        ProviderPreset(
            name=ProviderKind.OPENAI_COMPATIBLE,
            label="OpenAI-compatible server",
            wire=Wire.OPENAI_CHAT,
            base_url="",
            needs_key=False,
        ),
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
