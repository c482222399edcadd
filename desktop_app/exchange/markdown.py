"""A conversation as a Markdown file a person can read anywhere: what was said, each round's
reasoning (folded), each tool call with its arguments and result, each answer's ending.

Text from the conversation goes in as it is, inside fences longer than any run of backticks it
holds; every text goes through the caller's ``redact`` first (never a key)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime

from desktop_app.store.conversations import Conversation, StoredMessage
from desktop_app.store.round_results import Place, results_by_place

Redact = Callable[[str], str]

_ENDINGS = {
    "incomplete": "The model stopped early; the answer is partial.",
    "truncated": "Cut off: the answer did not arrive whole.",
    "failed": "Failed.",
    "cancelled": "Stopped.",
}
_UNSAFE_IN_NAME = re.compile(r"[^\w\- ]+")


def file_name(conversation: Conversation) -> str:
    """A file name for the conversation, unique by its id, safe on every system."""
    title = _UNSAFE_IN_NAME.sub("", conversation.title).strip()[:60].strip() or "Conversation"
    return f"{title} ({conversation.id[:8]}).md"


def _when(timestamp: float) -> str:
    return datetime.fromtimestamp(timestamp, UTC).strftime("%Y-%m-%d %H:%M UTC")


def _fenced(text: str, language: str = "") -> str:
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * max(3, longest + 1)
    return f"{fence}{language}\n{text}\n{fence}"


def _quoted(text: str) -> str:
    return "\n".join(f"> {line}" if line else ">" for line in text.splitlines())


def markdown_of(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    redact: Redact,
    attached: Mapping[int, Sequence[str]] | None = None,
) -> str:
    """``attached``: the names of the files each message carried, by its id."""
    results = results_by_place(messages)
    about = f"Created {_when(conversation.created_at)}"
    if conversation.model:
        about += f" · model {redact(conversation.model)}"
    lines = [f"# {redact(conversation.title) or 'Conversation'}", "", f"_{about}_", ""]
    if conversation.system_prompt:
        lines += ["**System prompt**", "", _quoted(redact(conversation.system_prompt)), ""]
    for message in messages:
        if message.role == "user":
            lines += ["## You", "", redact(message.content), ""]
            names = (attached or {}).get(message.id)
            if names:
                lines += ["_Attached: " + ", ".join(redact(name) for name in names) + "_", ""]
        elif message.role == "assistant":
            lines += _assistant(message, results, redact)
    return "\n".join(lines).rstrip() + "\n"


def _assistant(
    message: StoredMessage, results: Mapping[Place, StoredMessage], redact: Redact
) -> list[str]:
    lines = ["## Assistant", ""]
    if message.reasoning:
        reasoning = redact(message.reasoning)
        lines += ["<details><summary>Reasoning</summary>", "", reasoning, "", "</details>", ""]
    if message.content:
        lines += [redact(message.content), ""]
    calls = json.loads(message.tool_calls_json) if message.tool_calls_json else []
    for place, call in enumerate(calls):
        result = results.get((message.id, place))
        action = f": {redact(result.tool_action)}" if result and result.tool_action else ""
        state = (
            result.tool_state or ("failed" if result.is_error else "done") if result else "unknown"
        )
        arguments = json.dumps(call.get("arguments") or {}, ensure_ascii=False, indent=2)
        name = redact(call["name"]).replace("`", "'")
        lines += [f"**Tool call `{name}`{action}** ({state})", "", "Arguments:", ""]
        lines += [_fenced(redact(arguments), "json"), ""]
        if result is not None and result.content:
            lines += ["Result:", "", _fenced(redact(result.content)), ""]
    ending = _ENDINGS.get(message.outcome or "")
    if message.draft and message.outcome is None:
        ending = "Interrupted: the app stopped while this answer arrived."
    if ending:
        lines += [f"_{ending}_", ""]
    return lines
