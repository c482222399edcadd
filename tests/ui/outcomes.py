"""How a test says a turn ended: a status and, as stored, a cause code."""

from __future__ import annotations

from desktop_app.generation.outcome import TurnOutcome, TurnStatus, cause_of


def ended(status: str, code: str = "", message: str | None = None) -> TurnOutcome:
    return TurnOutcome(TurnStatus(status), cause_of(code), message)
