import pytest

from desktop_app.providers.parameter_checks import ParameterProblem
from desktop_app.ui.problems import known, problem, turn_problem


@pytest.mark.parametrize("finding", list(ParameterProblem))
def test_every_parameter_problem_has_a_sentence(finding, qapp):
    code = f"parameters.{finding.value}"
    assert known(code)
    said = turn_problem("failed", code, 1024, 4096)
    assert said is not None and said.sentence and "%1" not in said.sentence


def test_the_numbers_are_filled_in(qapp):
    sentence = problem("parameters.thinking_budget_range", 1024, 4000).sentence
    assert "1024" in sentence and "4000" in sentence
