import pytest

from desktop_app.errors import ParameterProblem
from desktop_app.generation.outcome import TurnOutcome, TurnStatus, cause_of
from desktop_app.ui.problems import problem, turn_problem


@pytest.mark.parametrize("finding", list(ParameterProblem))
def test_every_parameter_problem_has_a_sentence(finding, qapp):
    said = turn_problem(TurnOutcome(TurnStatus.FAILED, finding), 1024, 4096)
    assert said is not None and said.sentence and "%1" not in said.sentence
    # The way out is the conversation's parameters, not Settings.
    assert not said.offers_settings


@pytest.mark.parametrize("finding", list(ParameterProblem))
def test_a_stored_parameter_problem_reads_back_as_itself(finding):
    assert cause_of(finding.value) is finding
    assert TurnOutcome.stored("failed", finding.value).cause is finding


def test_the_numbers_are_filled_in(qapp):
    sentence = problem(ParameterProblem.THINKING_BUDGET_RANGE, 1024, 4000).sentence
    assert "1024" in sentence and "4000" in sentence
