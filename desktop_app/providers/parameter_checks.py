"""Combinations a model is known to refuse, caught before anything is sent.

Each finding is a code (``ParameterProblem``) and the numbers that complete it; the window
puts it into words (``desktop_app.ui.problems``). Nothing here blocks what is merely unknown:
a model nobody described is sent the request, and its server's refusal is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.errors import ArroyoError, ParameterProblem
from desktop_app.names import Wire
from desktop_app.providers.model_info import Capability, ModelInfo
from desktop_app.providers.parameters import SAMPLING_WIRES, Parameters, anthropic_max_tokens


@dataclass(frozen=True, slots=True)
class Finding:
    problem: ParameterProblem
    values: tuple[int | float, ...] = ()


class ParametersRefused(ArroyoError):
    """The model is known to refuse the conversation's parameters: nothing was sent."""

    def __init__(self, finding: Finding) -> None:
        super().__init__(finding.problem.value)
        self.kind: ParameterProblem = finding.problem
        self.values = finding.values


# The highest temperature each wire accepts (Anthropic's takes none: SAMPLING_WIRES).
_TEMPERATURE_CEILING = {
    Wire.OPENAI_CHAT: 2.0,
    Wire.OPENAI_RESPONSES: 2.0,
    Wire.GEMINI: 2.0,
}
ANTHROPIC_MIN_THINKING_BUDGET = 1024

_OPENAI = (Wire.OPENAI_CHAT, Wire.OPENAI_RESPONSES)


def _reasoning_asked(wire: Wire, p: Parameters) -> bool:
    if wire in _OPENAI:
        return p.reasoning_effort is not None
    if wire == Wire.ANTHROPIC:
        return p.thinking_budget is not None
    # Gemini: a budget of 0 turns thinking off, which any model accepts.
    return bool(p.thinking_budget) or p.thinking_level is not None


def _ranges(wire: Wire, p: Parameters, info: ModelInfo) -> list[Finding]:
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
    wire: Wire, p: Parameters, info: ModelInfo, prompt_tokens: int | None
) -> list[Finding]:
    found = []
    sampling = wire in SAMPLING_WIRES and (p.temperature is not None or p.top_p is not None)
    if wire in _OPENAI and info.fixed_sampling and sampling:
        found.append(Finding(ParameterProblem.SAMPLING_ON_REASONING_MODEL))
    if _reasoning_asked(wire, p) and info.supports(Capability.REASONING) is False:
        found.append(Finding(ParameterProblem.NO_REASONING))
    if wire == Wire.ANTHROPIC and p.thinking_budget is not None and info.budget_thinking is False:
        found.append(Finding(ParameterProblem.NO_THINKING_BUDGET))
    if wire == Wire.ANTHROPIC and p.thinking_budget is not None:
        max_tokens = anthropic_max_tokens(p, info, prompt_tokens)
        if not ANTHROPIC_MIN_THINKING_BUDGET <= p.thinking_budget < max_tokens:
            found.append(
                Finding(
                    ParameterProblem.THINKING_BUDGET_RANGE,
                    (ANTHROPIC_MIN_THINKING_BUDGET, max_tokens),
                )
            )
    if wire == Wire.GEMINI and p.thinking_budget is not None and p.thinking_level is not None:
        found.append(Finding(ParameterProblem.LEVEL_AND_BUDGET))
    return found


def check(
    wire: Wire, parameters: Parameters, info: ModelInfo, prompt_tokens: int | None = None
) -> tuple[Finding, ...]:
    """Everything the model is known to refuse in these parameters; empty when it may be sent."""
    return tuple(
        _ranges(wire, parameters, info) + _combinations(wire, parameters, info, prompt_tokens)
    )


def refuse_known_problems(
    wire: Wire, parameters: Parameters, info: ModelInfo, prompt_tokens: int | None = None
) -> None:
    """Raises ``ParametersRefused`` with the first problem ``check`` finds."""
    findings = check(wire, parameters, info, prompt_tokens)
    if findings:
        raise ParametersRefused(findings[0])
