"""What a model costs, as the person wrote it in the settings: US dollars per million input
and output tokens. An answer's cost is figured only when both prices and both token counts
are known; a guess would be worse than no figure. Cached input is counted at the full price
(providers discount it differently): the figure errs high, never low."""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

TOKENS_PER_PRICE = 1_000_000


@dataclass(frozen=True, slots=True, kw_only=True)
class ModelPrice:
    model: str  # as the provider names it (``gpt-5-mini``)
    input_per_million: float | None = None
    output_per_million: float | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.model, str) or not self.model.strip():
            raise ValueError("a price needs the model's name")
        for name in ("input_per_million", "output_per_million"):
            value = getattr(self, name)
            if value is None:
                continue
            if (
                isinstance(value, bool)
                or not isinstance(value, int | float)
                or not math.isfinite(value)
                or value < 0
            ):
                raise ValueError(f"{name} must be a number of dollars, zero or more")
            object.__setattr__(self, name, float(value))

    def to_json(self) -> dict[str, Any]:
        return {
            "model": self.model,
            "input_per_million": self.input_per_million,
            "output_per_million": self.output_per_million,
        }

    @classmethod
    def from_json(cls, item: Any) -> ModelPrice:
        if not isinstance(item, dict):
            raise ValueError("a price is not an object")
        return cls(
            model=item.get("model", ""),
            input_per_million=item.get("input_per_million"),
            output_per_million=item.get("output_per_million"),
        )


def price_for(model: str, prices: Iterable[ModelPrice]) -> ModelPrice | None:
    return next((price for price in prices if price.model == model), None)


def cost_of(
    price: ModelPrice | None, input_tokens: int | None, output_tokens: int | None
) -> float | None:
    """Dollars for one answer; None when anything it needs is unknown."""
    if price is None or input_tokens is None or output_tokens is None:
        return None
    if price.input_per_million is None or price.output_per_million is None:
        return None
    return (
        input_tokens * price.input_per_million + output_tokens * price.output_per_million
    ) / TOKENS_PER_PRICE
