"""What can go wrong taking conversations out or bringing them in, as codes: the window and the
terminal put them into words their own way."""

from __future__ import annotations

from enum import Enum

from desktop_app.errors import ArroyoError


class ExchangeProblem(Enum):
    UNREADABLE = "unreadable"  # the file could not be read or written (detail: the OS's words)
    TOO_LARGE = "too_large"  # past the size an import reads
    NOT_AN_EXPORT = "not_an_export"  # neither Arroyo's JSON nor a ChatGPT export
    DAMAGED = "damaged"  # broken JSON or zip, or a shape the format does not allow
    NEWER_FORMAT = "newer_format"  # an Arroyo export written by a newer version
    NO_SUCH_CONVERSATION = "no_such_conversation"


class ExchangeError(ArroyoError):
    def __init__(self, problem: ExchangeProblem, detail: str = "") -> None:
        super().__init__(f"{problem.value}: {detail}" if detail else problem.value)
        self.problem = self.kind = problem
        self.detail = detail
