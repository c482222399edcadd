"""What the window says when a model is known to refuse a conversation's parameters
(``providers.parameter_checks.ParameterProblem``, as ``parameters.<value>`` problem codes).
Part of ``problems``' table; kept here so that one stays readable."""

from __future__ import annotations

from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# code -> (English source text, whether Settings is the way out). Texts may hold %1, %2...
# The way out of each is the conversation's parameters beside the composer, not Settings.
PARAMETER_PROBLEMS: dict[str, tuple[str, bool]] = {
    "parameters.temperature_range": (
        QT_TRANSLATE_NOOP("Problems", "The temperature must be between 0 and %1."),
        False,
    ),
    "parameters.top_p_range": (
        QT_TRANSLATE_NOOP("Problems", "Top-p must be between 0 and 1."),
        False,
    ),
    "parameters.max_tokens_range": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model writes at most %1 tokens in one answer. Lower the maximum output tokens.",
        ),
        False,
    ),
    "parameters.sampling_on_reasoning_model": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This reasoning model does not accept a temperature or top-p. "
            "Clear them in the conversation's parameters.",
        ),
        False,
    ),
    "parameters.thinking_budget_range": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "The thinking budget must be at least %1 tokens and less than the maximum output "
            "tokens (%2).",
        ),
        False,
    ),
    "parameters.level_and_budget": (
        QT_TRANSLATE_NOOP(
            "Problems", "Choose a thinking level or a thinking budget for this model, not both."
        ),
        False,
    ),
    "parameters.no_reasoning": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model does not reason. Clear the reasoning setting in the conversation's "
            "parameters, or choose another model.",
        ),
        False,
    ),
    "parameters.no_thinking_budget": (
        QT_TRANSLATE_NOOP(
            "Problems",
            "This model decides by itself how much to think: it takes no thinking budget. "
            "Clear the thinking budget in the conversation's parameters.",
        ),
        False,
    ),
}
