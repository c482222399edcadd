"""The providers a person can pick, and where each one lives."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderPreset:
    name: str  # also the keyring entry for its key
    label: str
    wire: str
    base_url: str
    needs_key: bool = True
    default_model: str = ""


PRESETS: dict[str, ProviderPreset] = {
    preset.name: preset
    for preset in (
        ProviderPreset(
            name="openai",
            label="OpenAI",
            wire="openai-chat",
            base_url="https://api.openai.com/v1",
            default_model="gpt-4.1-mini",
        ),
        ProviderPreset(
            name="anthropic",
            label="Anthropic",
            wire="anthropic",
            base_url="https://api.anthropic.com/v1",
            default_model="claude-sonnet-4-5",
        ),
        ProviderPreset(
            name="gemini",
            label="Google Gemini",
            wire="gemini",
            base_url="https://generativelanguage.googleapis.com/v1beta",
            default_model="gemini-2.5-flash",
        ),
        ProviderPreset(
            name="ollama",
            label="Ollama",
            wire="openai-chat",
            base_url="http://localhost:11434/v1",
            needs_key=False,
        ),
        ProviderPreset(
            name="lmstudio",
            label="LM Studio",
            wire="openai-chat",
            base_url="http://localhost:1234/v1",
            needs_key=False,
        ),
        ProviderPreset(
            name="openai-compatible",
            label="OpenAI-compatible server",
            wire="openai-chat",
            base_url="",
            needs_key=False,
        ),
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
