"""Prompts: named texts the composer inserts when the person types ``/``, with ``{{variables}}``
asked for before sending, and optionally an assistant and a model to answer them. Kept in the
settings file beside the assistants; a few ship with the app in each language
(``prompt_texts``). No Qt here.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from desktop_app.config.item_ids import named_id, new_id, read_id
from desktop_app.errors import ArroyoError

EXPORT_FORMAT = "arroyo-prompts"
EXPORT_VERSION = 1
FIELDS = ("name", "text", "assistant", "model", "shipped")

# ``{{ name }}``: the name is anything but braces, its spaces around trimmed. A ``{{`` never
# closed matches nothing and stays text.
_VARIABLE = re.compile(r"\{\{\s*([^{}]*?)\s*\}\}")


def variables(text: str) -> tuple[str, ...]:
    """The variables of a prompt, each once, in the order they first appear."""
    seen: dict[str, None] = {}
    for match in _VARIABLE.finditer(text):
        if match.group(1):
            seen.setdefault(match.group(1), None)
    return tuple(seen)


def fill(text: str, values: Mapping[str, str]) -> str:
    """The text with each variable given a value replaced by it; a value is never read again
    for variables, and a variable without a value stays as written."""

    def replace(match: re.Match[str]) -> str:
        return values.get(match.group(1), match.group(0))

    return _VARIABLE.sub(replace, text)


@dataclass(frozen=True, slots=True, kw_only=True)
class Prompt:
    name: str
    text: str = ""
    assistant: str = ""  # an assistant's name; "": the conversation's own
    model: str = ""  # "": the conversation's model
    shipped: str = ""  # the shipped prompt this is the person's edited copy of; "": their own
    # what sync merges it by (``item_ids``): kept through renames, not part of equality
    id: str = field(default_factory=new_id, compare=False)

    def __post_init__(self) -> None:
        for name in ("name", "text", "assistant", "model", "shipped", "id"):
            if not isinstance(getattr(self, name), str):
                raise ValueError(f"{name} must be text")
        if not self.name.strip():
            raise ValueError("a prompt needs a name")

    def to_json(self) -> dict[str, Any]:
        document = {"id": self.id, "name": self.name, "text": self.text}
        for name in ("assistant", "model", "shipped"):
            if getattr(self, name):
                document[name] = getattr(self, name)
        return document

    def fields(self) -> dict[str, str]:
        """Every field but the id, empty ones too: what sync compares."""
        return {name: getattr(self, name) for name in FIELDS}

    @classmethod
    def from_json(cls, item: Any) -> Prompt:
        """Raises ``ValueError`` for what is not a prompt; unknown fields are dropped."""
        if not isinstance(item, dict):
            raise ValueError("a prompt is not an object")
        return cls(
            name=item.get("name", ""),
            text=item.get("text", ""),
            assistant=item.get("assistant", ""),
            model=item.get("model", ""),
            shipped=item.get("shipped", ""),
            id=read_id(item, "prompt"),
        )


def parse_prompts(value: Any) -> tuple[Prompt, ...]:
    """The settings file's list; ``ValueError`` when it is not one or names repeat."""
    if not isinstance(value, list):
        raise ValueError("prompts is not a list")
    prompts = tuple(Prompt.from_json(item) for item in value)
    names = [prompt.name for prompt in prompts]
    if len(set(names)) != len(names):
        raise ValueError("two prompts have the same name")
    if len({prompt.id for prompt in prompts}) != len(prompts):
        raise ValueError("two prompts have the same id")
    return prompts


def export_document(prompts: Iterable[Prompt]) -> str:
    return json.dumps(
        {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "prompts": [_shared(prompt) for prompt in prompts],
        },
        ensure_ascii=False,
        indent=2,
    )


class PromptFileError(ArroyoError, ValueError):
    """A file that is not a prompts export Arroyo can read; nothing was imported."""


def read_export(text: str) -> tuple[Prompt, ...]:
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PromptFileError(f"not JSON (line {exc.lineno})") from None
    if not isinstance(document, dict) or document.get("format") != EXPORT_FORMAT:
        raise PromptFileError("not an Arroyo prompts file")
    version = document.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise PromptFileError("no format version")
    if version > EXPORT_VERSION:
        raise PromptFileError(f"written by a newer Arroyo (format {version})")
    try:
        items = document.get("prompts")
        if not isinstance(items, list):
            raise ValueError("prompts is not a list")
        return tuple(Prompt.from_json(item) for item in items)
    except ValueError as exc:
        raise PromptFileError(str(exc)) from None


def merged(library: tuple[Prompt, ...], incoming: Iterable[Prompt]) -> tuple[Prompt, ...]:
    """The library with the imported prompts added: one already there (same name and text) is
    skipped, so importing a file twice adds nothing; a name taken by another text gets a
    number."""
    result = list(library)
    for prompt in incoming:
        if any(_same(p, prompt) for p in result):
            continue
        name, number = prompt.name, 1
        while any(p.name == name for p in result):
            number += 1
            name = f"{prompt.name} ({number})"
        result.append(Prompt(**{**prompt.to_json(), "name": name, "id": new_id()}))
    return tuple(result)


def shipped_prompt_id(shipped: str) -> str:
    """A shipped prompt's id, the same on every device: copies edited on two devices at once
    are one prompt to sync."""
    return named_id("shipped", shipped)


def _shared(prompt: Prompt) -> dict[str, Any]:
    """A prompt as an export holds it: without its id, which is this library's."""
    document = prompt.to_json()
    del document["id"]
    return document


def _same(kept: Prompt, incoming: Prompt) -> bool:
    """The same prompt, under its name or the numbered one an earlier import gave it."""
    numbered = re.fullmatch(re.escape(incoming.name) + r" \(\d+\)", kept.name)
    return (kept.name == incoming.name or numbered is not None) and (
        kept.text,
        kept.assistant,
        kept.model,
    ) == (incoming.text, incoming.assistant, incoming.model)
