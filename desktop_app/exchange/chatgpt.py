"""A ChatGPT data export (``conversations.json``): each conversation is a tree of messages,
``mapping``, whose branch shown last ends at ``current_node``.

That branch is imported in order: what was said, each thought as the reasoning of the answer it
led to, each tool call (a message to a recipient other than ``all``) with its result, marked as
never run here. Arroyo keeps one branch, so the other versions (edited messages, regenerated
answers) are counted in a note; content that cannot be shown (images, audio, files...) is kept
as a note where it was. The tree is walked no deeper than ``MAX_MESSAGES`` and never in a loop.
"""

from __future__ import annotations

import json
import re

from desktop_app.exchange.limits import (
    MAX_MESSAGES,
    bounded,
    conversation_id_for,
    one_line,
    sane_time,
)
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.rows import every_call_answered, note_row, tool_result
from desktop_app.store.imports import ImportedConversation, ImportedMessage
from desktop_app.store.message_rows import NewMessage

UNTITLED = "ChatGPT conversation"
# What a wire accepts as a tool's name or a call's id.
_NOT_A_NAME = re.compile(r"[^A-Za-z0-9_-]+")
# Content whose text is in ``text`` rather than in ``parts``.
_TEXT_FIELD = frozenset({"code", "execution_output", "tether_quote", "system_error"})
_SILENT = frozenset({"reasoning_recap"})  # "Thought for 5 seconds": said by the reasoning itself


def is_chatgpt(data: object) -> bool:
    if isinstance(data, dict):
        return isinstance(data.get("mapping"), dict)
    return isinstance(data, list) and all(
        isinstance(item, dict) and isinstance(item.get("mapping"), dict) for item in data
    )


def conversations_of(data: object) -> list[ImportedConversation]:
    items = data if isinstance(data, list) else [data]
    return [_conversation(_dict(item)) for item in items]


def _dict(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def _name(text: str) -> str:
    return _NOT_A_NAME.sub("_", text).strip("_")[:64] or "tool"


def _branch(mapping: dict, current: object) -> tuple[list[dict], int, bool]:
    """The nodes from the root to ``current`` (or, without it, to the last child's last
    child...), how many other versions hang off that branch, and whether it was cut."""
    leaf = current if isinstance(current, str) and current in mapping else _last_leaf(mapping)
    nodes: list[dict] = []
    seen: set[str] = set()
    node_id: object = leaf
    while isinstance(node_id, str) and node_id in mapping:
        if node_id in seen:
            raise ExchangeError(ExchangeProblem.DAMAGED, "a loop in the message tree")
        if len(nodes) == MAX_MESSAGES:
            break
        seen.add(node_id)
        node = mapping[node_id]
        if not isinstance(node, dict):
            raise ExchangeError(ExchangeProblem.DAMAGED, "a message node")
        nodes.append(node)
        node_id = node.get("parent")
    cut = isinstance(node_id, str) and node_id in mapping
    nodes.reverse()
    others = sum(max(len(_children(node)) - 1, 0) for node in nodes)
    return nodes, others, cut


def _children(node: dict) -> list:
    children = node.get("children")
    return children if isinstance(children, list) else []


def _last_leaf(mapping: dict) -> str | None:
    roots = [
        key
        for key, node in mapping.items()
        if isinstance(node, dict) and node.get("parent") not in mapping
    ]
    node_id = roots[0] if roots else None
    for _ in range(MAX_MESSAGES):
        node = mapping.get(node_id) if isinstance(node_id, str) else None
        children = [child for child in _children(node) if child in mapping] if node else []
        if not children:
            break
        node_id = children[-1]
    return node_id


def _part(part: object) -> str:
    if isinstance(part, str):
        return part
    kind = part.get("content_type") if isinstance(part, dict) else None
    if kind == "image_asset_pointer":
        return "[An image was here; images are not imported.]"
    return f"[Content of type “{kind or 'unknown'}” was here; it is not imported.]"


def _text(content: dict) -> str:
    kind = content.get("content_type")
    if kind in _TEXT_FIELD:
        text = content.get("text")
        return text if isinstance(text, str) else ""
    parts = content.get("parts")
    if isinstance(parts, list):
        return "\n".join(piece for piece in map(_part, parts) if piece)
    if kind == "tether_browsing_display":
        result = content.get("result")
        return result if isinstance(result, str) else ""
    if kind == "user_editable_context":
        texts = (content.get("user_profile"), content.get("user_instructions"))
        return "\n\n".join(text for text in texts if isinstance(text, str) and text)
    return f"[Content of type “{kind or 'unknown'}” was here; it is not imported.]"


def _thoughts(content: dict) -> str:
    thoughts = content.get("thoughts")
    pieces: list[str] = []
    for thought in thoughts if isinstance(thoughts, list) else []:
        if isinstance(thought, dict):
            for field in ("summary", "content"):
                if isinstance(thought.get(field), str) and thought[field]:
                    pieces.append(thought[field])
    return "\n\n".join(pieces)


class _Walk:
    """One branch turned into rows, message by message."""

    def __init__(self, created: float) -> None:
        self.rows: list[ImportedMessage] = []
        self.system: list[str] = []
        self.reasoning: list[str] = []  # thoughts waiting for the message they led to
        self.pending: dict[str, str] = {}  # call id -> tool name, calls still without a result
        self.created = created

    def add(self, message: dict, node_id: str) -> None:
        author, content = _dict(message.get("author")), _dict(message.get("content"))
        metadata = _dict(message.get("metadata"))
        role, kind = author.get("role"), content.get("content_type")
        when = sane_time(message.get("create_time"), self.created)
        if metadata.get("is_visually_hidden_from_conversation") or kind in _SILENT:
            if kind == "user_editable_context":
                self.system.append(_text(content))
            return
        if role == "system" or kind == "user_editable_context":
            self.system.append(_text(content))
        elif role == "user":
            self._row(NewMessage(role="user", content=bounded(_text(content))), when)
        elif role == "assistant" and kind == "thoughts":
            self.reasoning.append(_thoughts(content))
        elif role == "assistant" and message.get("recipient") not in (None, "all"):
            self._call(message, content, _name(str(message["recipient"])), node_id, when)
        elif role == "assistant":
            answer = NewMessage(
                role="assistant",
                content=bounded(_text(content)),
                outcome="completed",
                reasoning=self._take_reasoning(),
            )
            self._row(answer, when)
        elif role == "tool":
            name = _name(str(author.get("name") or "tool"))
            call_id = self._call_for(name, node_id, when)
            output = bounded(_text(content))
            self.rows.append(
                tool_result(call_id, name, output, when, is_error=kind == "system_error")
            )

    def finish(self) -> None:
        """Thoughts that led to nothing shown are kept as a round of their own."""
        if self.reasoning:
            row = NewMessage(role="assistant", content="", reasoning=self._take_reasoning())
            self._row(row, self.rows[-1].created_at if self.rows else self.created)

    def _take_reasoning(self) -> str:
        reasoning = bounded("\n\n".join(text for text in self.reasoning if text))
        self.reasoning.clear()
        return reasoning

    def _row(self, row: NewMessage, when: float) -> None:
        if row.content or row.reasoning:
            self.rows.append(ImportedMessage(row, when))

    def _call(self, message: dict, content: dict, name: str, node_id: str, when: float) -> None:
        text = _text(content)
        try:
            arguments = json.loads(text)
        except ValueError:
            arguments = None
        if not isinstance(arguments, dict):
            arguments = {"code": text} if content.get("content_type") == "code" else {"input": text}
        call_id = _name(str(message.get("id") or node_id))
        calls = [{"id": call_id, "name": name, "arguments": arguments}]
        row = NewMessage(
            role="assistant",
            content="",
            tool_calls_json=json.dumps(calls, ensure_ascii=False, sort_keys=True),
            reasoning=self._take_reasoning(),
        )
        self.rows.append(ImportedMessage(row, when))
        self.pending[call_id] = name

    def _call_for(self, name: str, node_id: str, when: float) -> str:
        """The call a tool's message answers: the last one to that tool still waiting, else
        the oldest waiting; a result without a call gets one, so the history stays whole."""
        waiting = [call for call, tool in self.pending.items() if tool == name]
        call_id = waiting[-1] if waiting else next(iter(self.pending), None)
        if call_id is None:
            call_id = _name(node_id) + "_call"
            calls = [{"id": call_id, "name": name, "arguments": {}}]
            row = NewMessage(role="assistant", content="", tool_calls_json=json.dumps(calls))
            self.rows.append(ImportedMessage(row, when))
        else:
            del self.pending[call_id]
        return call_id


def _conversation(raw: dict) -> ImportedConversation:
    mapping = raw.get("mapping")
    if not isinstance(mapping, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, "mapping")
    source = raw.get("conversation_id") or raw.get("id")
    if not isinstance(source, str) or not source:
        source = json.dumps([raw.get("title"), raw.get("create_time")])
    created = sane_time(raw.get("create_time"), 0.0)
    nodes, others, cut = _branch(mapping, raw.get("current_node"))
    walk = _Walk(created)
    for node in nodes:
        if isinstance(node.get("message"), dict):
            walk.add(node["message"], str(node.get("id") or ""))
    walk.finish()
    notes = []
    if any(row.message.role == "tool" for row in walk.rows):
        notes.append("Imported from ChatGPT: the tool calls shown here never ran in Arroyo.")
    if others:
        notes.append(
            f"{others} other version{'s' * (others != 1)} of messages in this conversation "
            "(edited messages or regenerated answers) were not imported: Arroyo keeps the one "
            "ChatGPT showed last."
        )
    if cut:
        notes.append(f"Only the last {MAX_MESSAGES:,} messages were imported.")
    note = note_row(notes, created)
    rows = ([note] if note else []) + every_call_answered(walk.rows)
    first_user = next((r.message.content for r in rows if r.message.role == "user"), "")
    title = raw.get("title")
    return ImportedConversation(
        id=conversation_id_for("chatgpt:" + source),
        title=one_line(title if isinstance(title, str) else "") or one_line(first_user) or UNTITLED,
        system_prompt=bounded("\n\n".join(text for text in walk.system if text)),
        created_at=created,
        updated_at=sane_time(raw.get("update_time"), created),
        messages=tuple(rows),
    )
