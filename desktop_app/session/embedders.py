"""The embedder a knowledge base's spec names (see ``knowledge.embedders``), for the terminal
and the window alike: ``none``, ``demo``, ``PROVIDER:MODEL`` with PROVIDER a provider from
Settings (its id) or a preset (its key from the keyring), or ``WIRE:MODEL@URL`` for a local
server (WIRE: openai, gemini or ollama; no key)."""

from __future__ import annotations

from pathlib import Path

from desktop_app.knowledge.embedders import DEMO, FULL_TEXT_ONLY, DemoEmbedder, Embedder, parse_spec
from desktop_app.knowledge.embeddings import EmbeddingWire, HttpEmbedder
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.names import ProviderKind, Wire
from desktop_app.providers.choice import ProviderChoice, preset_choice


def embedder_for(spec: str, settings_file: Path | None = None) -> Embedder | None:
    provider, model = parse_spec(spec)
    if provider == FULL_TEXT_ONLY:
        return None
    if provider == DEMO:
        return DemoEmbedder()
    model, at, url = model.partition("@")
    if at:
        try:
            wire = EmbeddingWire(provider.lower())
        except ValueError:
            raise _bad(f"{provider!r}: before a URL say openai, gemini or ollama") from None
        return HttpEmbedder(wire, url, model)
    choice = _choice(provider, settings_file)
    if choice is None:
        raise _bad(f"{provider!r} is neither a provider in Settings nor a preset")
    if choice.wire is Wire.ANTHROPIC:
        raise _bad(f"{choice.preset.label} offers no embeddings")
    if choice.preset.name == ProviderKind.DEMO:
        return DemoEmbedder()
    wire = EmbeddingWire.GEMINI if choice.wire is Wire.GEMINI else EmbeddingWire.OPENAI
    return HttpEmbedder(wire, choice.base_url, model, api_key=_key(choice))


def _choice(provider: str, settings_file: Path | None) -> ProviderChoice | None:
    if settings_file is not None and settings_file.exists():
        from desktop_app.config.settings import ProviderSettings, SettingsError

        try:
            entry = ProviderSettings(settings_file).get(provider)
        except SettingsError:
            entry = None
        if entry is not None:
            return entry.choice()
    return preset_choice(provider)


def _key(choice: ProviderChoice) -> str | None:
    from desktop_app.secrets import SecretsError, get_key

    try:
        return get_key(choice.entry_id) or None
    except SecretsError as exc:
        if choice.needs_key:
            raise KnowledgeError(KnowledgeProblem.EMBEDDING_REFUSED, str(exc)) from None
        return None


def _bad(message: str) -> KnowledgeError:
    return KnowledgeError(KnowledgeProblem.BAD_EMBEDDINGS, message)
