"""The typed outcome: its causes read back from what the store holds, unambiguously."""

from itertools import combinations

import pytest

from desktop_app.errors import ErrorKind, NotReady
from desktop_app.generation.outcome import (
    AgentStop,
    TurnEnding,
    TurnOutcome,
    TurnStatus,
    cause_of,
)
from desktop_app.generation.parts import StopReason

CAUSES = (ErrorKind, NotReady, AgentStop, TurnEnding, StopReason)


def test_no_two_cause_vocabularies_share_a_stored_value():
    for one, other in combinations(CAUSES, 2):
        assert {m.value for m in one} & {m.value for m in other} == set(), (one, other)


@pytest.mark.parametrize("cause", [m for vocabulary in CAUSES for m in vocabulary], ids=str)
def test_every_cause_reads_back_as_itself(cause):
    outcome = TurnOutcome(TurnStatus.FAILED, cause)
    again = TurnOutcome.stored(outcome.status.value, outcome.code)
    assert again == outcome and type(again.cause) is type(cause)


def test_what_older_and_newer_versions_stored_reads_back_safely():
    assert TurnOutcome.stored(None, None) == TurnOutcome(TurnStatus.COMPLETED)
    assert TurnOutcome.stored("incomplete", "length").cause is StopReason.LENGTH
    assert cause_of("a_newer_versions_code") is None
    assert TurnOutcome(TurnStatus.COMPLETED).code == ""
