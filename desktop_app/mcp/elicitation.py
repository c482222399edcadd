"""Elicitation: a server asks the person for values. The form is built from a flat JSON Schema;
the values it starts with are the schema's defaults."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any


class ElicitationAction(StrEnum):
    ACCEPT = "accept"
    DECLINE = "decline"
    CANCEL = "cancel"


@dataclass(frozen=True, slots=True)
class ElicitationRequest:
    server: str
    message: str
    schema: dict[str, Any]

    def defaults(self) -> dict[str, Any]:
        """The values a form starts with: each property's ``default`` (SEP-1034)."""
        properties = self.schema.get("properties") or {}
        return {
            name: spec["default"]
            for name, spec in properties.items()
            if isinstance(spec, dict) and "default" in spec
        }


@dataclass(frozen=True, slots=True)
class ElicitationAnswer:
    action: ElicitationAction
    content: dict[str, Any] = field(default_factory=dict)

    def as_result(self, request: ElicitationRequest) -> dict[str, Any]:
        if self.action is not ElicitationAction.ACCEPT:
            return {"action": self.action.value}
        # Defaults fill what the person left untouched; what they entered wins.
        return {"action": "accept", "content": {**request.defaults(), **self.content}}


Elicitor = Callable[[ElicitationRequest], Awaitable[ElicitationAnswer]]


async def decline_all(request: ElicitationRequest) -> ElicitationAnswer:
    """Nobody to ask (a terminal without a person, a test): no means no."""
    return ElicitationAnswer(ElicitationAction.DECLINE)


async def accept_defaults(request: ElicitationRequest) -> ElicitationAnswer:
    """Accept the form as the server filled it in (the conformance client's person)."""
    return ElicitationAnswer(ElicitationAction.ACCEPT)
