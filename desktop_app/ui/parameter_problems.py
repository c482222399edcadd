"""What the window says when a model is known to refuse a conversation's parameters
(``errors.ParameterProblem``). Part of ``problems``' table of causes; kept here so that one
stays readable."""

from __future__ import annotations

from desktop_app.errors import ParameterProblem
from desktop_app.generation.outcome import Cause
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# member -> (English source text, whether Settings is the way out). Texts may hold %1, %2...
# The way out of each is the conversation's parameters beside the composer, not Settings.
PARAMETER_PROBLEMS: dict[Cause, tuple[str, bool]] = {
    ParameterProblem.TEMPERATURE_RANGE: (
        QT_TRANSLATE_NOOP("Problems", "The temperature must be between 0 and %1."),
        False,
    ),
    ParameterProblem.TOP_P_RANGE: (
        QT_TRANSLATE_NOOP("Problems", "Top-p must be between 0 and 1."),
        False,
    ),
    ParameterProblem.MAX_TOKENS_RANGE: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model writes at most %1 tokens in one answer. Lower the maximum output tokens.",
        ),
        False,
    ),
    ParameterProblem.SAMPLING_ON_REASONING_MODEL: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This reasoning model does not accept a temperature or top-p. "
            "Clear them in the conversation's parameters.",
        ),
        False,
    ),
    ParameterProblem.THINKING_BUDGET_RANGE: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The thinking budget must be at least %1 tokens and less than the maximum output "
            "tokens (%2).",
        ),
        False,
    ),
    ParameterProblem.LEVEL_AND_BUDGET: (
        QT_TRANSLATE_NOOP(
            "Problems", "Choose a thinking level or a thinking budget for this model, not both."
        ),
        False,
    ),
    ParameterProblem.NO_REASONING: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model does not reason. Clear the reasoning setting in the conversation's "
            "parameters, or choose another model.",
        ),
        False,
    ),
    ParameterProblem.NO_THINKING_BUDGET: (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model decides by itself how much to think: it takes no thinking budget. "
            "Clear the thinking budget in the conversation's parameters.",
        ),
        False,
    ),
}
