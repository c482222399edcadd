"""What is known about a model: its context window, its output limit and what it can do.

Two sources, merged: what the provider's model listing reports (``listing_infos``) and a small
curated table of well-known models (``curated``). A capability is known present, known absent,
or unknown; only a known absence ever blocks a request.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from desktop_app.names import Wire


class Capability(StrEnum):
    VISION = "vision"
    TOOLS = "tools"
    REASONING = "reasoning"


@dataclass(frozen=True, slots=True, kw_only=True)
class ModelInfo:
    id: str
    context_window: int | None = None
    max_output_tokens: int | None = None
    has: frozenset[Capability] = frozenset()
    lacks: frozenset[Capability] = frozenset()
    # OpenAI's reasoning models refuse temperature and top_p.
    fixed_sampling: bool = False
    # Anthropic: whether thinking with a budget ({"type": "enabled"}) is accepted; None: unknown.
    budget_thinking: bool | None = None

    def supports(self, capability: Capability) -> bool | None:
        """True or False when known, None when nobody said."""
        if capability in self.has:
            return True
        if capability in self.lacks:
            return False
        return None

    def merged_over(self, base: ModelInfo) -> ModelInfo:
        """This (the provider's word) where it speaks, ``base`` (the curated table) elsewhere."""
        return ModelInfo(
            id=self.id,
            context_window=self.context_window or base.context_window,
            max_output_tokens=self.max_output_tokens or base.max_output_tokens,
            has=self.has | (base.has - self.lacks),
            lacks=self.lacks | (base.lacks - self.has),
            fixed_sampling=self.fixed_sampling or base.fixed_sampling,
            budget_thinking=(
                base.budget_thinking if self.budget_thinking is None else self.budget_thinking
            ),
        )


_V, _T, _R = Capability.VISION, Capability.TOOLS, Capability.REASONING


def _entry(
    context: int,
    output: int,
    has: Iterable[Capability],
    lacks: Iterable[Capability] = (),
    *,
    fixed_sampling: bool = False,
) -> ModelInfo:
    return ModelInfo(
        id="",
        context_window=context,
        max_output_tokens=output,
        has=frozenset(has),
        lacks=frozenset(lacks),
        fixed_sampling=fixed_sampling,
    )


# Well-known models by id prefix (the longest matching prefix wins), from the providers'
# published model pages. Dated ids ("claude-sonnet-4-5-20250929") match their family.
CURATED: Mapping[str, ModelInfo] = {
    "gpt-4o": _entry(128_000, 16_384, (_V, _T), (_R,)),
    "gpt-4.1": _entry(1_047_576, 32_768, (_V, _T), (_R,)),
    "gpt-5": _entry(400_000, 128_000, (_V, _T, _R), fixed_sampling=True),
    "o1": _entry(200_000, 100_000, (_V, _T, _R), fixed_sampling=True),
    "o3": _entry(200_000, 100_000, (_V, _T, _R), fixed_sampling=True),
    "o3-mini": _entry(200_000, 100_000, (_T, _R), (_V,), fixed_sampling=True),
    "o4-mini": _entry(200_000, 100_000, (_V, _T, _R), fixed_sampling=True),
    "claude-3-5-haiku": _entry(200_000, 8_192, (_T,), (_R,)),
    "claude-3-7-sonnet": _entry(200_000, 64_000, (_V, _T, _R)),
    "claude-sonnet-4": _entry(200_000, 64_000, (_V, _T, _R)),
    "claude-opus-4": _entry(200_000, 32_000, (_V, _T, _R)),
    "claude-opus-4-5": _entry(200_000, 64_000, (_V, _T, _R)),
    "claude-haiku-4-5": _entry(200_000, 64_000, (_V, _T, _R)),
    "gemini-2.0-flash": _entry(1_048_576, 8_192, (_V, _T), (_R,)),
    "gemini-2.5-pro": _entry(1_048_576, 65_536, (_V, _T, _R)),
    "gemini-2.5-flash": _entry(1_048_576, 65_536, (_V, _T, _R)),
    "gemini-3-pro": _entry(1_048_576, 65_536, (_V, _T, _R)),
    "deepseek-chat": _entry(128_000, 8_192, (_T,), (_V, _R)),
    "deepseek-reasoner": _entry(128_000, 64_000, (_R,), (_V,)),
}

_SEPARATORS = "-:@._/"


def curated(model_id: str) -> ModelInfo | None:
    """The table's entry for this id, if a prefix of it is a well-known family."""
    name = model_id.removeprefix("models/")
    best = ""
    for prefix in CURATED:
        if len(prefix) > len(best) and (
            name == prefix or (name.startswith(prefix) and name[len(prefix)] in _SEPARATORS)
        ):
            best = prefix
    if not best:
        return None
    entry = CURATED[best]
    return ModelInfo(
        id=model_id,
        context_window=entry.context_window,
        max_output_tokens=entry.max_output_tokens,
        has=entry.has,
        lacks=entry.lacks,
        fixed_sampling=entry.fixed_sampling,
    )


def known(info: ModelInfo) -> ModelInfo:
    """A listing's entry completed from the curated table."""
    table = curated(info.id)
    return info if table is None else info.merged_over(table)


def about(model_id: str, listed: Iterable[ModelInfo] = ()) -> ModelInfo:
    """Everything known about one model: from a listing if it is there, else the table."""
    for info in listed:
        if info.id == model_id:
            return known(info)
    return curated(model_id) or ModelInfo(id=model_id)


# -- what listings report ----------------------------------------------------------------------

# OpenAI-style listings: where each server puts the context window (OpenRouter, Groq, Mistral,
# vLLM, in that order).
_CONTEXT_FIELDS = ("context_length", "context_window", "max_context_length", "max_model_len")


def _count(value: Any) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) and value > 0 else None


def _flags(pairs: Iterable[tuple[Capability, Any]]) -> tuple[set[Capability], set[Capability]]:
    has: set[Capability] = set()
    lacks: set[Capability] = set()
    for capability, said in pairs:
        if said is True:
            has.add(capability)
        elif said is False:
            lacks.add(capability)
    return has, lacks


def _openai_style(item: Mapping[str, Any]) -> ModelInfo:
    context = next(
        (c for field in _CONTEXT_FIELDS if (c := _count(item.get(field))) is not None), None
    )
    top = item.get("top_provider")
    output = _count(top.get("max_completion_tokens")) if isinstance(top, dict) else None
    said: list[tuple[Capability, Any]] = []
    architecture = item.get("architecture")
    if isinstance(architecture, dict) and isinstance(architecture.get("input_modalities"), list):
        said.append((_V, "image" in architecture["input_modalities"]))  # OpenRouter
    supported = item.get("supported_parameters")
    if isinstance(supported, list):  # OpenRouter
        said += [(_T, "tools" in supported), (_R, "reasoning" in supported)]
    capabilities = item.get("capabilities")
    if isinstance(capabilities, dict):  # Mistral
        said += [(_V, capabilities.get("vision")), (_T, capabilities.get("function_calling"))]
    has, lacks = _flags(said)
    return ModelInfo(
        id=str(item.get("id", "")),
        context_window=context,
        max_output_tokens=output,
        has=frozenset(has),
        lacks=frozenset(lacks),
    )


def _gemini(item: Mapping[str, Any]) -> ModelInfo:
    has, lacks = _flags([(_R, item.get("thinking"))])
    return ModelInfo(
        id=str(item.get("name", "")).removeprefix("models/"),
        context_window=_count(item.get("inputTokenLimit")),
        max_output_tokens=_count(item.get("outputTokenLimit")),
        has=frozenset(has),
        lacks=frozenset(lacks),
    )


def _supported(capabilities: Any, *path: str) -> bool | None:
    """``capabilities[path...]["supported"]`` when it is a boolean (Anthropic's shape)."""
    for name in path:
        capabilities = capabilities.get(name) if isinstance(capabilities, dict) else None
    said = capabilities.get("supported") if isinstance(capabilities, dict) else None
    return said if isinstance(said, bool) else None


def _anthropic(item: Mapping[str, Any]) -> ModelInfo:
    capabilities = item.get("capabilities")
    has, lacks = _flags(
        [
            (_V, _supported(capabilities, "image_input")),
            (_R, _supported(capabilities, "thinking")),
        ]
    )
    return ModelInfo(
        id=str(item.get("id", "")),
        context_window=_count(item.get("max_input_tokens")),
        max_output_tokens=_count(item.get("max_tokens")),
        has=frozenset(has),
        lacks=frozenset(lacks),
        budget_thinking=_supported(capabilities, "thinking", "types", "enabled"),
    )


def listing_infos(wire: Wire, listing: Any) -> list[ModelInfo]:
    """Every model a listing response names, with what it reports about each, sorted by id."""
    if not isinstance(listing, dict):
        return []
    if wire == Wire.GEMINI:
        items = [
            _gemini(item)
            for item in listing.get("models") or ()
            if isinstance(item, dict)
            and "generateContent" in (item.get("supportedGenerationMethods") or ["generateContent"])
        ]
    else:
        read = _anthropic if wire == Wire.ANTHROPIC else _openai_style
        items = [read(item) for item in listing.get("data") or () if isinstance(item, dict)]
    return sorted((item for item in items if item.id), key=lambda item: item.id)
