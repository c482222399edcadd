"""The end of the line of figures under an answer: what it cost, when the model's price is in
the settings (``providers.pricing``), and how the figures are joined."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

# Dollars to the hundredth of a cent: one short answer costs a fraction of a cent.
COST_DECIMALS = 4


def cost_figure(stats: dict) -> list[str]:
    """The answer's cost as stored with its figures; nothing when it is not known."""
    cost = stats.get("cost")
    if isinstance(cost, bool) or not isinstance(cost, int | float):
        return []
    amount = QLocale().toString(float(cost), "f", COST_DECIMALS)
    return [QCoreApplication.translate("AnswerCost", "$%1").replace("%1", amount)]


def whole_figures(parts: list[str]) -> str:
    """A figure wraps as a whole, never inside ("142 tokens/" and "s" on two lines)."""
    return " · ".join(part.replace(" ", "\u00a0").replace("/", "/\u2060") for part in parts)
