"""Assistants: named presets of a system prompt, a provider, a model and parameters, kept in
the settings file and chosen when a conversation starts. No Qt here.

Choosing one copies its values into the conversation (``assistant_start``); the conversation
keeps them as its own, so editing or deleting the assistant later changes no conversation.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from desktop_app.config.item_ids import new_id, read_id
from desktop_app.providers.parameters import Parameters


@dataclass(frozen=True, slots=True, kw_only=True)
class Assistant:
    name: str
    system_prompt: str = ""
    provider_id: str = ""  # a settings entry's id; "": the provider chosen in the window
    model: str = ""  # "": the provider's own default
    parameters: Parameters = field(default_factory=Parameters)
    # what sync merges it by (``item_ids``): kept through renames, not part of equality
    id: str = field(default_factory=new_id, compare=False)

    def __post_init__(self) -> None:
        for name in ("name", "system_prompt", "provider_id", "model", "id"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be text")
        if not self.name.strip():
            raise ValueError("an assistant needs a name")
        if not isinstance(self.parameters, Parameters):
            raise ValueError("parameters must be parameters")

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "system_prompt": self.system_prompt,
            "provider_id": self.provider_id,
            "model": self.model,
            "parameters": json.loads(self.parameters.to_json()),
        }

    @classmethod
    def from_json(cls, item: Any) -> Assistant:
        """Raises ``ValueError`` for what is not an assistant. Unknown fields are dropped, and
        parameters of unknown names or bad values too (as a conversation's row is read)."""
        if not isinstance(item, dict):
            raise ValueError("an assistant is not an object")
        parameters = item.get("parameters", {})
        if not isinstance(parameters, dict):
            raise ValueError("parameters is not an object")
        try:
            return cls(
                name=item.get("name", ""),
                system_prompt=item.get("system_prompt", ""),
                provider_id=item.get("provider_id", ""),
                model=item.get("model", ""),
                parameters=Parameters.from_json(json.dumps(parameters)),
                id=read_id(item, "assistant"),
            )
        except TypeError as exc:
            raise ValueError(str(exc)) from None


def parse_assistants(value: Any) -> tuple[Assistant, ...]:
    """The settings file's list; ``ValueError`` when it is not one, or names repeat (a name is
    what the person picks by)."""
    if not isinstance(value, list):
        raise ValueError("assistants is not a list")
    assistants = tuple(Assistant.from_json(item) for item in value)
    names = [assistant.name for assistant in assistants]
    if len(set(names)) != len(names):
        raise ValueError("two assistants have the same name")
    if len({assistant.id for assistant in assistants}) != len(assistants):
        raise ValueError("two assistants have the same id")
    return assistants
