"""What the person chose for memory: off until turned on, whether facts are global or kept
per project, and how many tokens of them a new conversation's system prompt may carry."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

DEFAULT_BUDGET_TOKENS = 300
MAX_BUDGET_TOKENS = 4000


class MemoryScope(StrEnum):
    GLOBAL = "global"  # every fact reaches every conversation
    PROJECT = "project"  # a fact stays in the project it was said in (outside any: global)


@dataclass(frozen=True, slots=True)
class MemoryChoice:
    enabled: bool = False
    scope: MemoryScope = MemoryScope.GLOBAL
    budget_tokens: int = DEFAULT_BUDGET_TOKENS

    def __post_init__(self) -> None:
        if not isinstance(self.enabled, bool):
            raise ValueError("memory.enabled must be true or false")
        if not isinstance(self.scope, MemoryScope):
            raise ValueError("memory.scope must be global or project")
        budget = self.budget_tokens
        if isinstance(budget, bool) or not isinstance(budget, int):
            raise ValueError("memory.budget_tokens must be a number")
        if not 0 <= budget <= MAX_BUDGET_TOKENS:
            raise ValueError(f"memory.budget_tokens must be 0 to {MAX_BUDGET_TOKENS}")

    def to_json(self) -> dict[str, Any]:
        return {"enabled": self.enabled, "scope": self.scope, "budget_tokens": self.budget_tokens}

    @classmethod
    def from_json(cls, value: Any) -> MemoryChoice:
        """Raises ValueError or TypeError for anything not shaped as a choice."""
        if not isinstance(value, dict):
            raise TypeError("memory is not an object")
        return cls(
            enabled=value.get("enabled", False),
            scope=MemoryScope(value.get("scope", MemoryScope.GLOBAL)),
            budget_tokens=value.get("budget_tokens", DEFAULT_BUDGET_TOKENS),
        )
