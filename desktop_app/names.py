"""Each vocabulary of the app named once. The values are the strings settings files, DB rows and
command lines already hold, so a ``StrEnum`` member compares equal to what was stored."""

from __future__ import annotations

from enum import StrEnum


class Wire(StrEnum):
    """The streaming contract a provider speaks (one parser each)."""

    OPENAI_CHAT = "openai-chat"
    OPENAI_RESPONSES = "openai-responses"
    ANTHROPIC = "anthropic"
    GEMINI = "gemini"


class TransportName(StrEnum):
    """How the body is read: text as it arrives, or whole snapshots compared with the last."""

    CHUNKED = "chunked"
    DIFF = "diff"


class ProviderKind(StrEnum):
    """A preset a settings entry starts from (also the keyring entry for its key)."""

    OPENAI = "openai"
    ANTHROPIC = "anthropic"
    GEMINI = "gemini"
    ANTHROPIC_COMPATIBLE = "anthropic-compatible"
    OPENAI_COMPATIBLE = "openai-compatible"
    OLLAMA = "ollama"
    LMSTUDIO = "lmstudio"
    LLAMACPP = "llamacpp"
    VLLM = "vllm"
    OPENROUTER = "openrouter"
    DEEPSEEK = "deepseek"
    GROQ = "groq"
    MISTRAL = "mistral"
    XAI = "xai"
    DEMO = "demo"  # the app's own offline simulator, not a provider
