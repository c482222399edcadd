"""A tool's result (text, images, audio, resource links, embedded resources, structured
content) as the text the model gets back, within a size cap. Wires here take text in tool
results, so what is not text is stated as such instead of dropped silently."""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable
from typing import Any

from desktop_app.agent.tools import ToolOutcome

Part = dict[str, Any]


def _size(data: object) -> str:
    try:
        return f"{len(base64.b64decode(str(data), validate=False))} bytes"
    except (binascii.Error, ValueError):
        return "unreadable data"


def _text(part: Part) -> str:
    return str(part.get("text", ""))


def _media(kind: str) -> Callable[[Part], str]:
    def say(part: Part) -> str:
        mime = part.get("mimeType", "unknown type")
        size = _size(part.get("data", ""))
        return f"[{kind} ({mime}, {size}): not shown, tool results reach the model as text]"

    return say


def _link(part: Part) -> str:
    name = part.get("name") or part.get("title") or ""
    description = f" - {part['description']}" if part.get("description") else ""
    return f"[resource link: {name} <{part.get('uri', '')}>{description}]"


def _resource(part: Part) -> str:
    resource = part.get("resource") or {}
    uri = resource.get("uri", "")
    if "text" in resource:
        return f"[resource <{uri}>]\n{resource['text']}"
    mime = resource.get("mimeType", "unknown type")
    return f"[resource <{uri}> ({mime}, {_size(resource.get('blob', ''))}): binary, not shown]"


_PARTS: dict[str, Callable[[Part], str]] = {
    "text": _text,
    "image": _media("image"),
    "audio": _media("audio"),
    "resource_link": _link,
    "resource": _resource,
}


def outcome_of(result: dict[str, Any], *, max_chars: int) -> ToolOutcome:
    pieces = []
    for part in result.get("content") or []:
        if isinstance(part, dict):
            say = _PARTS.get(str(part.get("type")))
            pieces.append(say(part) if say else f"[content of type {part.get('type')!r}]")
    structured = result.get("structuredContent")
    if structured is not None and not pieces:
        pieces.append(json.dumps(structured, ensure_ascii=False, sort_keys=True))
    elif structured is not None:
        structured_text = json.dumps(structured, ensure_ascii=False, sort_keys=True)
        if structured_text not in pieces:
            pieces.append("Structured result: " + structured_text)
    text = "\n".join(pieces) or "(the tool returned nothing)"
    if len(text) > max_chars:
        text = (
            text[:max_chars]
            + f"\n[Cut: the result had {len(text)} characters; the first {max_chars} are shown.]"
        )
    return ToolOutcome(text, is_error=bool(result.get("isError")))
