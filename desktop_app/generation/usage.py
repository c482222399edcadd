"""The tokens a turn used, as the provider reported them: shared by the assembler that reads
them and the outcome that carries them, so neither has to name the other."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Usage:
    input_tokens: int | None = None
    output_tokens: int | None = None
    reasoning_tokens: int | None = None
    cached_tokens: int | None = None
