"""The figures under a finished answer: first token, duration, tokens in and out, speed, and
what it cost when the model's price is in the settings (``providers.pricing``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QObject

# Dollars to the hundredth of a cent: one short answer costs a fraction of a cent.
COST_DECIMALS = 4


class AnswerFigures(QObject):
    """Says an answer's figures in the current language (a QObject for its ``tr``)."""

    def text(self, stats: dict) -> str:
        parts = []
        locale = QLocale()  # the chosen language's decimal separator
        if (first := stats.get("time_to_first_token")) is not None:
            parts.append(self.tr("first token %1 s").replace("%1", locale.toString(first, "f", 1)))
        if (duration := stats.get("duration")) is not None:
            # The whole turn is stored; the time a question waited for the person is not the
            # model's, and is left out here as it is from the speed.
            waited = stats.get("waiting_for_approval")
            if isinstance(waited, int | float) and not isinstance(waited, bool):
                duration = max(duration - waited, 0.0)
            parts.append(self.tr("%1 s in all").replace("%1", locale.toString(duration, "f", 1)))
        # A count is written as the language writes numbers (its digits, its thousands
        # separator), as the times beside it are: Qt's %n gives plain ASCII digits.
        if (tokens_in := stats.get("input_tokens")) is not None:
            counted = self.tr("%n tokens in", "", tokens_in)
            parts.append(counted.replace(str(tokens_in), locale.toString(tokens_in), 1))
        if (tokens_out := stats.get("output_tokens")) is not None:
            counted = self.tr("%n tokens out", "", tokens_out)
            parts.append(counted.replace(str(tokens_out), locale.toString(tokens_out), 1))
        if (rate := stats.get("tokens_per_second")) is not None:
            parts.append(self.tr("%1 tokens/s").replace("%1", locale.toString(round(rate))))
        return whole_figures(parts + cost_figure(stats))


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
