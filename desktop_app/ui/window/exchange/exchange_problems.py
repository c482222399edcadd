"""What went wrong exporting or importing conversations, in the window's words."""

from __future__ import annotations

from desktop_app.exchange.problems import ExchangeProblem
from desktop_app.ui.problems import Problem, said
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

# Exporting and importing conversations; %1: the detail, if any.
_EXCHANGE: dict[ExchangeProblem, tuple[str, bool]] = {
    ExchangeProblem.UNREADABLE: (
        QT_TRANSLATE_NOOP("Problems", "The file could not be read or written (%1)."),
        False,
    ),
    ExchangeProblem.TOO_LARGE: (
        QT_TRANSLATE_NOOP("Problems", "The file is larger than an import reads."),
        False,
    ),
    ExchangeProblem.NOT_AN_EXPORT: (
        QT_TRANSLATE_NOOP("Problems", "This file is neither an Arroyo nor a ChatGPT export."),
        False,
    ),
    ExchangeProblem.DAMAGED: (
        QT_TRANSLATE_NOOP("Problems", "The file is damaged (%1). Nothing was imported."),
        False,
    ),
    ExchangeProblem.NEWER_FORMAT: (
        QT_TRANSLATE_NOOP("Problems", "The file was exported by a newer version of Arroyo."),
        False,
    ),
    ExchangeProblem.NO_SUCH_CONVERSATION: (
        QT_TRANSLATE_NOOP("Problems", "The conversation is no longer there."),
        False,
    ),
}


def exchange_problem(kind: ExchangeProblem, detail: str = "") -> Problem:
    return said(_EXCHANGE[kind], (detail,))
