"""A generation's life, as one table.

    received -> provisional -> assembled -> validated -> confirmed -> executed
                        \\-> cancelled | incomplete | failed | expired

The table is the whole truth: code asks ``advance(state, event)`` and an illegal move raises an
error naming both. The README's diagram is drawn from ``TRANSITIONS``.
"""

from __future__ import annotations

from enum import StrEnum

from desktop_app.errors import BrokenRule, ContractError


class GenerationState(StrEnum):
    RECEIVED = "received"  # the request is out; nothing has arrived
    PROVISIONAL = "provisional"  # fragments arrive: a draft that may be painted, never trusted
    ASSEMBLED = "assembled"  # a complete candidate: terminal signal seen, text or tool call whole
    VALIDATED = "validated"  # events complete and in order; tool arguments pass schema and policy
    CONFIRMED = "confirmed"  # persisted with a stable key; for actions, approved by the person
    EXECUTED = "executed"  # the action ran under its idempotency key
    CANCELLED = "cancelled"
    INCOMPLETE = "incomplete"
    FAILED = "failed"
    EXPIRED = "expired"


class GenerationEvent(StrEnum):
    FRAGMENT = "fragment"
    TERMINAL = "terminal"
    VALIDATE = "validate"
    CONFIRM = "confirm"
    EXECUTE = "execute"
    CANCEL = "cancel"
    CUT_SHORT = "cut_short"  # terminal signal says length / filter / incomplete
    FAIL = "fail"  # error seen, body truncated, or validation rejected
    EXPIRE = "expire"  # a confirmation that waited too long, or a restart that voids it


S, E = GenerationState, GenerationEvent

TRANSITIONS: dict[GenerationState, dict[GenerationEvent, GenerationState]] = {
    S.RECEIVED: {
        E.FRAGMENT: S.PROVISIONAL,
        E.TERMINAL: S.ASSEMBLED,
        E.CANCEL: S.CANCELLED,
        E.FAIL: S.FAILED,
        E.CUT_SHORT: S.INCOMPLETE,
    },
    S.PROVISIONAL: {
        E.FRAGMENT: S.PROVISIONAL,
        E.TERMINAL: S.ASSEMBLED,
        E.CANCEL: S.CANCELLED,
        E.FAIL: S.FAILED,
        E.CUT_SHORT: S.INCOMPLETE,
    },
    S.ASSEMBLED: {E.VALIDATE: S.VALIDATED, E.CANCEL: S.CANCELLED, E.FAIL: S.FAILED},
    S.VALIDATED: {
        E.CONFIRM: S.CONFIRMED,
        E.CANCEL: S.CANCELLED,
        E.EXPIRE: S.EXPIRED,
        E.FAIL: S.FAILED,
    },
    S.CONFIRMED: {
        E.EXECUTE: S.EXECUTED,
        E.CANCEL: S.CANCELLED,
        E.EXPIRE: S.EXPIRED,
        E.FAIL: S.FAILED,
    },
    S.EXECUTED: {},
    S.CANCELLED: {},
    S.INCOMPLETE: {},
    S.FAILED: {},
    S.EXPIRED: {},
}

TERMINAL_STATES = frozenset(state for state, moves in TRANSITIONS.items() if not moves)


class IllegalTransition(ContractError):
    kind = BrokenRule.ILLEGAL_TRANSITION

    def __init__(self, state: GenerationState, event: GenerationEvent) -> None:
        super().__init__(f"a generation that is {state.value} cannot take '{event.value}'")
        self.state = state
        self.event = event


def advance(state: GenerationState, event: GenerationEvent) -> GenerationState:
    try:
        return TRANSITIONS[state][event]
    except KeyError:
        raise IllegalTransition(state, event) from None
