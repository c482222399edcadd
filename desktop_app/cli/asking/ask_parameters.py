"""``arroyo ask``'s parameters: the flags of the window's parameters panel, with its ranges, and
what the terminal says when a model is known to refuse a conversation's parameters.

A flag's value is checked as it is parsed, so a bad one stops the command (argparse's exit 2)
before anything is read, stored or sent. A flag given overrides the conversation's stored
value and is stored with it, as an edit in the window's panel is.
"""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable

from desktop_app.errors import ParameterProblem
from desktop_app.names import Wire
from desktop_app.providers.model_info import ModelInfo
from desktop_app.providers.parameter_checks import Finding, check
from desktop_app.providers.parameters import Parameters, ReasoningEffort

# The window's panel offers these ranges (ui/composer/parameters_panel.py); 2 is also the
# highest temperature any wire takes (providers/parameter_checks.py).
HIGHEST_TEMPERATURE = 2.0
HIGHEST_TOP_P = 1.0
MOST_TOKENS = 1_000_000


def add_parameter_flags(ask: argparse.ArgumentParser) -> None:
    flags = ask.add_argument_group(
        "parameters",
        "Sent as the provider's API names them; a parameter the API does not take is left "
        "out. They are stored with the conversation; with --conversation, its stored ones "
        "apply unless a flag gives another value.",
    )
    flags.add_argument(
        "--temperature",
        type=_number_between(0.0, HIGHEST_TEMPERATURE),
        metavar="T",
        help="sampling temperature, 0 to 2 (OpenAI and Gemini)",
    )
    flags.add_argument(
        "--top-p",
        type=_number_between(0.0, HIGHEST_TOP_P),
        metavar="P",
        help="nucleus sampling, 0 to 1 (OpenAI and Gemini)",
    )
    flags.add_argument(
        "--max-tokens",
        type=_count_from(1),
        metavar="N",
        help="the most tokens the answer may take, 1 or more",
    )
    flags.add_argument(
        "--reasoning-effort",
        choices=[effort.value for effort in ReasoningEffort],
        help="how hard a reasoning model thinks (OpenAI)",
    )
    flags.add_argument(
        "--thinking-budget",
        type=_count_from(0),
        metavar="TOKENS",
        help="tokens the model may think with (Anthropic: at least 1024 and less than the "
        "maximum tokens; Gemini: 0 turns thinking off)",
    )


def parameters_given(args: argparse.Namespace) -> Parameters:
    """The parameters the flags set; those not given stay unset (None)."""
    return Parameters(
        temperature=args.temperature,
        top_p=args.top_p,
        max_output_tokens=args.max_tokens,
        reasoning_effort=ReasoningEffort(args.reasoning_effort) if args.reasoning_effort else None,
        thinking_budget=args.thinking_budget,
    )


def _number_between(lowest: float, highest: float) -> Callable[[str], float]:
    def parsed(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (math.isfinite(value) and lowest <= value <= highest):  # nan fails every test
            raise argparse.ArgumentTypeError(
                f"must be a number from {lowest:g} to {highest:g}, not {text!r}"
            )
        return value

    return parsed


def _count_from(lowest: int) -> Callable[[str], int]:
    def parsed(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            value = lowest - 1
        if not lowest <= value <= MOST_TOKENS:
            raise argparse.ArgumentTypeError(
                f"must be a whole number from {lowest} to {MOST_TOKENS}, not {text!r}"
            )
        return value

    return parsed


def refusal(wire: Wire, parameters: Parameters, info: ModelInfo) -> str | None:
    """What the terminal says when the model is known to refuse these parameters (nothing is
    sent then); None when they may be sent."""
    findings = check(wire, parameters, info)
    if not findings:
        return None
    return f"Not sent: {_said(findings[0])} (the model {info.id})"


def _said(finding: Finding) -> str:
    values = finding.values
    match finding.problem:
        case ParameterProblem.TEMPERATURE_RANGE:
            return f"--temperature must be between 0 and {values[0]:g}"
        case ParameterProblem.TOP_P_RANGE:
            return "--top-p must be between 0 and 1"
        case ParameterProblem.MAX_TOKENS_RANGE:
            return f"this model writes at most {values[0]} tokens: lower --max-tokens"
        case ParameterProblem.SAMPLING_ON_REASONING_MODEL:
            return "this reasoning model takes no --temperature or --top-p"
        case ParameterProblem.THINKING_BUDGET_RANGE:
            return (
                f"--thinking-budget must be at least {values[0]} and less than the maximum "
                f"tokens ({values[1]})"
            )
        case ParameterProblem.LEVEL_AND_BUDGET:
            return "this conversation has a thinking level and a budget: give one, not both"
        case ParameterProblem.NO_REASONING:
            return (
                "this model does not reason: --reasoning-effort and --thinking-budget do not apply"
            )
        case ParameterProblem.NO_THINKING_BUDGET:
            return "this model decides by itself how much to think: it takes no --thinking-budget"
    return finding.problem.value
