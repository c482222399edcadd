"""A model's price and an answer's cost: figured only when everything it needs is known."""

from __future__ import annotations

import math

import pytest

from desktop_app.providers.pricing import ModelPrice, cost_of, price_for


def test_the_cost_of_an_answer_is_its_tokens_at_the_price_per_million():
    price = ModelPrice(model="gpt-5-mini", input_per_million=0.25, output_per_million=2)
    assert math.isclose(cost_of(price, 1_000_000, 0), 0.25)
    assert math.isclose(cost_of(price, 2_000, 500), (2_000 * 0.25 + 500 * 2) / 1_000_000)
    assert cost_of(price, 0, 0) == 0.0


def test_no_cost_is_guessed():
    only_input = ModelPrice(model="m", input_per_million=1.0)
    both = ModelPrice(model="m", input_per_million=1.0, output_per_million=3.0)
    assert cost_of(None, 10, 10) is None
    assert cost_of(only_input, 10, 10) is None
    assert cost_of(both, None, 10) is None
    assert cost_of(both, 10, None) is None


def test_a_price_is_found_by_the_models_exact_name():
    prices = (ModelPrice(model="a", input_per_million=1), ModelPrice(model="b"))
    assert price_for("b", prices) is prices[1]
    assert price_for("B", prices) is None


@pytest.mark.parametrize(
    "fields",
    [
        {"model": ""},
        {"model": "m", "input_per_million": -1},
        {"model": "m", "output_per_million": "2"},
        {"model": "m", "output_per_million": True},
        {"model": "m", "input_per_million": float("nan")},
    ],
)
def test_a_price_that_is_no_price_is_refused(fields):
    with pytest.raises(ValueError):
        ModelPrice(**fields)
