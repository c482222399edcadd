"""The figures under a finished answer: first token, duration, tokens in and out, speed."""

from __future__ import annotations

from PySide6.QtCore import QLocale, QObject


class AnswerFigures(QObject):
    """Says an answer's figures in the current language (a QObject for its ``tr``)."""

    def text(self, stats: dict) -> str:
        parts = []
        locale = QLocale()  # the chosen language's decimal separator
        if (first := stats.get("time_to_first_token")) is not None:
            parts.append(self.tr("first token %1 s").replace("%1", locale.toString(first, "f", 1)))
        if (duration := stats.get("duration")) is not None:
            parts.append(self.tr("%1 s in all").replace("%1", locale.toString(duration, "f", 1)))
        if (tokens_in := stats.get("input_tokens")) is not None:
            parts.append(self.tr("%n tokens in", "", tokens_in))
        if (tokens_out := stats.get("output_tokens")) is not None:
            parts.append(self.tr("%n tokens out", "", tokens_out))
        if (rate := stats.get("tokens_per_second")) is not None:
            parts.append(self.tr("%1 tokens/s").replace("%1", locale.toString(round(rate))))
        # A figure wraps as a whole, never inside ("142 tokens/" and "s" on two lines).
        return " · ".join(part.replace(" ", "\u00a0").replace("/", "/\u2060") for part in parts)
