"""Why a chord could not be registered."""

from __future__ import annotations

import enum

from desktop_app.errors import ArroyoError


class GrabProblem(enum.Enum):
    UNKNOWN_KEY = "unknown_key"  # the platform has no such key
    TAKEN = "taken"  # another program holds the chord
    UNAVAILABLE = "unavailable"  # no connection to the display, or the library is missing


class GrabError(ArroyoError):
    def __init__(self, problem: GrabProblem, detail: str = "") -> None:
        super().__init__(problem.value if not detail else f"{problem.value}: {detail}")
        self.problem = problem
