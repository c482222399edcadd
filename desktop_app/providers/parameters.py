"""Sampling, length and reasoning parameters, chosen per conversation, and how each wire spells
them. A parameter left unset is omitted from the request: the server's default applies."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from enum import StrEnum
from typing import Any

from desktop_app.names import Wire
from desktop_app.providers.model_info import ModelInfo

# The wires that take temperature and top_p. Anthropic's Messages request no longer has them
# (its SDK's request type lists neither, and current Claude models refuse both).
SAMPLING_WIRES = frozenset({Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES, Wire.GEMINI})

# Anthropic requires max_tokens: used when neither the person nor the model table gives one.
ANTHROPIC_FALLBACK_MAX_TOKENS = 4096


class ReasoningEffort(StrEnum):
    """OpenAI's ``reasoning_effort`` (Chat) and ``reasoning.effort`` (Responses)."""

    MINIMAL = "minimal"
    LOW = "low"
    MEDIUM = "medium"
    HIGH = "high"


class ThinkingLevel(StrEnum):
    """Gemini 3's ``thinkingConfig.thinkingLevel``."""

    LOW = "low"
    HIGH = "high"


@dataclass(frozen=True, slots=True, kw_only=True)
class Parameters:
    temperature: float | None = None
    top_p: float | None = None
    max_output_tokens: int | None = None
    reasoning_effort: ReasoningEffort | None = None  # OpenAI wires
    thinking_budget: int | None = None  # Anthropic (budget_tokens) and Gemini (thinkingBudget)
    thinking_level: ThinkingLevel | None = None  # Gemini

    def overridden_by(self, chosen: Parameters) -> Parameters:
        """These parameters with each one set in ``chosen`` taken from it (an unset one
        leaves the value here as it is)."""
        changed = {
            spec.name: getattr(chosen, spec.name)
            for spec in fields(chosen)
            if getattr(chosen, spec.name) is not None
        }
        return replace(self, **changed)

    def to_json(self) -> str:
        """Only what is set, for the conversation's row."""
        return json.dumps({k: v for k, v in asdict(self).items() if v is not None})

    @classmethod
    def from_json(cls, text: str | None) -> Parameters:
        """Tolerant of rows written by other versions: unknown names and bad values are dropped."""
        try:
            stored = json.loads(text) if text else {}
        except ValueError:
            stored = {}
        if not isinstance(stored, dict):
            return cls()
        values: dict[str, Any] = {}
        for spec in fields(cls):
            value = stored.get(spec.name)
            try:
                values[spec.name] = _PARSERS[spec.name](value) if value is not None else None
            except (TypeError, ValueError):
                values[spec.name] = None
        return cls(**values)


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(value)
    return float(value)


def _whole(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(value)
    return value


def _positive(value: Any) -> int:
    if _whole(value) < 1:
        raise ValueError(value)
    return int(value)


_PARSERS: dict[str, Any] = {
    "temperature": _number,
    "top_p": _number,
    "max_output_tokens": _positive,
    "reasoning_effort": ReasoningEffort,
    "thinking_budget": _whole,
    "thinking_level": ThinkingLevel,
}


def anthropic_max_tokens(
    parameters: Parameters, info: ModelInfo | None, prompt_tokens: int | None = None
) -> int:
    """The max_tokens Anthropic requires: the person's, else the model's output limit, capped at
    its context window minus the prompt when both are known, else a fallback."""
    if parameters.max_output_tokens:
        return parameters.max_output_tokens
    limit = info.max_output_tokens if info else None
    if limit is None:
        return ANTHROPIC_FALLBACK_MAX_TOKENS
    if info is not None and info.context_window and prompt_tokens is not None:
        limit = min(limit, max(info.context_window - prompt_tokens, 1))
    return limit


def effective_max_output_tokens(
    wire: Wire, parameters: Parameters, info: ModelInfo | None, prompt_tokens: int | None = None
) -> int | None:
    """What the request will carry; None when the server's own default applies."""
    if wire == Wire.ANTHROPIC:
        return anthropic_max_tokens(parameters, info, prompt_tokens)
    return parameters.max_output_tokens


def _openai_chat(
    body: dict[str, Any], p: Parameters, info: ModelInfo | None, _: int | None
) -> None:
    if p.max_output_tokens:
        # Reasoning models take only max_completion_tokens; older compatible servers only
        # max_tokens, so the newer name goes where it is needed.
        reasoning = p.reasoning_effort is not None or (info is not None and info.fixed_sampling)
        body.pop("max_tokens", None)
        body["max_completion_tokens" if reasoning else "max_tokens"] = p.max_output_tokens
    if p.reasoning_effort is not None:
        body["reasoning_effort"] = p.reasoning_effort.value


def _openai_responses(
    body: dict[str, Any], p: Parameters, info: ModelInfo | None, _: int | None
) -> None:
    body["store"] = False  # nothing of the conversation kept on OpenAI's side
    if p.max_output_tokens:
        body["max_output_tokens"] = p.max_output_tokens
    if p.reasoning_effort is not None:
        body["reasoning"] = {"effort": p.reasoning_effort.value}


def _anthropic(
    body: dict[str, Any], p: Parameters, info: ModelInfo | None, prompt_tokens: int | None
) -> None:
    body["max_tokens"] = anthropic_max_tokens(p, info, prompt_tokens)
    if p.thinking_budget is not None:
        body["thinking"] = {"type": "enabled", "budget_tokens": p.thinking_budget}


def _gemini(body: dict[str, Any], p: Parameters, info: ModelInfo | None, _: int | None) -> None:
    config = body.setdefault("generationConfig", {})
    if p.temperature is not None:
        config["temperature"] = body.pop("temperature")
    if p.top_p is not None:
        config["topP"] = body.pop("top_p")
    if p.max_output_tokens:
        config["maxOutputTokens"] = p.max_output_tokens
    thinking = config.get("thinkingConfig", {})
    if p.thinking_budget is not None:
        thinking["thinkingBudget"] = p.thinking_budget
    if p.thinking_level is not None:
        thinking["thinkingLevel"] = p.thinking_level.value
    if thinking:
        config["thinkingConfig"] = thinking
    if not config:
        del body["generationConfig"]


_WIRES = {
    Wire.OPENAI_CHAT: _openai_chat,
    Wire.OPENAI_RESPONSES: _openai_responses,
    Wire.ANTHROPIC: _anthropic,
    Wire.GEMINI: _gemini,
}


def with_parameters(
    wire: Wire,
    body: dict[str, Any],
    parameters: Parameters,
    info: ModelInfo | None = None,
    prompt_tokens: int | None = None,
) -> dict[str, Any]:
    """``body`` with the parameters its wire takes, spelled its way; the others left out."""
    out = dict(body)
    if wire in SAMPLING_WIRES:  # the same names on both OpenAI wires; Gemini moves them
        if parameters.temperature is not None:
            out["temperature"] = parameters.temperature
        if parameters.top_p is not None:
            out["top_p"] = parameters.top_p
    _WIRES[wire](out, parameters, info, prompt_tokens)
    return out


def estimated_tokens(text_length: int) -> int:
    """A deliberately high guess of a prompt's tokens from its length in characters (about
    three characters a token), so a cap derived from it stays under the real window."""
    return text_length // 3 + 1
