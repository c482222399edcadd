"""Combinations a model is known to refuse, caught before anything is sent.

Each finding is a code (``ParameterProblem``) and the numbers that complete it; the window
puts it into words (``desktop_app.ui.problems``). Nothing here blocks what is merely unknown:
a model nobody described is sent the request, and its server's refusal is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from desktop_app.providers.model_info import Capability, ModelInfo
from desktop_app.providers.parameters import SAMPLING_WIRES, Parameters, anthropic_max_tokens


class ParameterProblem(StrEnum):
    TEMPERATURE_RANGE = "temperature_range"  # values: highest allowed
    TOP_P_RANGE = "top_p_range"
    MAX_TOKENS_RANGE = "max_tokens_range"  # values: the model's output limit
    SAMPLING_ON_REASONING_MODEL = "sampling_on_reasoning_model"
    THINKING_BUDGET_RANGE = "thinking_budget_range"  # values: lowest, max_tokens
    LEVEL_AND_BUDGET = "level_and_budget"
    NO_REASONING = "no_reasoning"  # the model is known not to reason
    NO_THINKING_BUDGET = "no_thinking_budget"  # it thinks, but takes no budget (Anthropic)


@dataclass(frozen=True, slots=True)
class Finding:
    problem: ParameterProblem
    values: tuple[int | float, ...] = ()


# The highest temperature each wire accepts (Anthropic's takes none: SAMPLING_WIRES).
_TEMPERATURE_CEILING = {
    "openai-chat": 2.0,
    "openai-responses": 2.0,
    "gemini": 2.0,
}
ANTHROPIC_MIN_THINKING_BUDGET = 1024

_OPENAI = ("openai-chat", "openai-responses")


def _reasoning_asked(wire: str, p: Parameters) -> bool:
    if wire in _OPENAI:
        return p.reasoning_effort is not None
    if wire == "anthropic":
        return p.thinking_budget is not None
    # Gemini: a budget of 0 turns thinking off, which any model accepts.
    return bool(p.thinking_budget) or p.thinking_level is not None


def _ranges(wire: str, p: Parameters, info: ModelInfo) -> list[Finding]:
    found = []
    ceiling = _TEMPERATURE_CEILING.get(wire)
    if ceiling is not None and p.temperature is not None and not 0.0 <= p.temperature <= ceiling:
        found.append(Finding(ParameterProblem.TEMPERATURE_RANGE, (ceiling,)))
    if wire in SAMPLING_WIRES and p.top_p is not None and not 0.0 <= p.top_p <= 1.0:
        found.append(Finding(ParameterProblem.TOP_P_RANGE))
    limit = info.max_output_tokens
    if p.max_output_tokens is not None and limit is not None and p.max_output_tokens > limit:
        found.append(Finding(ParameterProblem.MAX_TOKENS_RANGE, (limit,)))
    return found


def _combinations(
    wire: str, p: Parameters, info: ModelInfo, prompt_tokens: int | None
) -> list[Finding]:
    found = []
    sampling = wire in SAMPLING_WIRES and (p.temperature is not None or p.top_p is not None)
    if wire in _OPENAI and info.fixed_sampling and sampling:
        found.append(Finding(ParameterProblem.SAMPLING_ON_REASONING_MODEL))
    if _reasoning_asked(wire, p) and info.supports(Capability.REASONING) is False:
        found.append(Finding(ParameterProblem.NO_REASONING))
    if wire == "anthropic" and p.thinking_budget is not None and info.budget_thinking is False:
        found.append(Finding(ParameterProblem.NO_THINKING_BUDGET))
    if wire == "anthropic" and p.thinking_budget is not None:
        max_tokens = anthropic_max_tokens(p, info, prompt_tokens)
        if not ANTHROPIC_MIN_THINKING_BUDGET <= p.thinking_budget < max_tokens:
            found.append(
                Finding(
                    ParameterProblem.THINKING_BUDGET_RANGE,
                    (ANTHROPIC_MIN_THINKING_BUDGET, max_tokens),
                )
            )
    if wire == "gemini" and p.thinking_budget is not None and p.thinking_level is not None:
        found.append(Finding(ParameterProblem.LEVEL_AND_BUDGET))
    return found


def check(
    wire: str, parameters: Parameters, info: ModelInfo, prompt_tokens: int | None = None
) -> tuple[Finding, ...]:
    """Everything the model is known to refuse in these parameters; empty when it may be sent."""
    return tuple(
        _ranges(wire, parameters, info) + _combinations(wire, parameters, info, prompt_tokens)
    )
