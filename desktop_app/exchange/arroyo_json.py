"""Arroyo's own JSON export: every conversation with its messages as stored (each model round's
reasoning, text and tool calls, each tool result with its state, each answer's outcome, figures
and token usage), and reading it back.

Never a key: nothing of the settings or the keyring is in it, and every text goes through the
caller's ``redact`` (the keys in use) on its way out.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from desktop_app.exchange.limits import (
    MAX_MESSAGES,
    bounded,
    conversation_id_for,
    one_line,
    sane_time,
)
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.rows import IMPORTED, every_call_answered
from desktop_app.generation.attachment import Attachment, AttachmentKind
from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.providers.parameters import Parameters
from desktop_app.store.conversations import Conversation, StoredMessage
from desktop_app.store.imports import ImportedConversation, ImportedMessage
from desktop_app.store.message_rows import OUTCOMES, ROLES, NewMessage

DISPLAY_POLICIES = frozenset(DisplayPolicy)
FORMAT = "arroyo-conversations"
VERSION = 2  # 2: projects (``project_document``); version 1 files read as they did

Redact = Callable[[str], str]


def _redacted(value: Any, redact: Redact) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, list):
        return [_redacted(item, redact) for item in value]
    if isinstance(value, dict):
        return {key: _redacted(item, redact) for key, item in value.items()}
    return value


def attachment_document(attachment: Attachment, redact: Redact) -> dict:
    """A file as it was sent: its content in base64 (a text file's through ``redact``)."""
    data = attachment.data
    if attachment.kind is AttachmentKind.TEXT:
        data = redact(attachment.text).encode()
    return {
        "name": redact(attachment.name),
        "kind": attachment.kind.value,
        "media_type": attachment.media_type,
        "data": base64.b64encode(data).decode("ascii"),
    }


def message_document(
    message: StoredMessage, redact: Redact, attachments: tuple[Attachment, ...] = ()
) -> dict:
    entry: dict[str, Any] = {
        "role": message.role,
        "content": redact(message.content),
        "created_at": message.created_at,
    }
    optional: dict[str, Any] = {
        "reasoning": redact(message.reasoning),
        "reasoning_seconds": message.reasoning_seconds,
        "tool_calls": _redacted(json.loads(message.tool_calls_json), redact)
        if message.tool_calls_json
        else None,
        "tool_call_id": message.tool_call_id,
        "tool_name": message.tool_name,
        "is_error": message.is_error,
        "state": message.tool_state,
        "action": redact(message.tool_action) if message.tool_action else None,
        "intent": _redacted(json.loads(message.tool_intent_json), redact)
        if message.tool_intent_json
        else None,
        "outcome": message.outcome,
        "outcome_code": message.outcome_code,
        "stats": json.loads(message.stats_json) if message.stats_json else None,
        "usage": json.loads(message.usage_json) if message.usage_json else None,
        "draft": message.draft,
        "attachments": [attachment_document(a, redact) for a in attachments],
    }
    entry.update((name, value) for name, value in optional.items() if value)
    return entry


def conversation_document(
    conversation: Conversation,
    messages: Sequence[StoredMessage],
    redact: Redact,
    attachments: Mapping[int, tuple[Attachment, ...]] | None = None,
    *,
    tree: bool = False,
) -> dict:
    """``tree``: ``messages`` are every version (``all_messages``), and ``parents`` says which
    one each follows (an index, None: a first message) and ``shown`` the last one shown."""
    document = {
        "id": conversation.id,
        "title": redact(conversation.title),
        "system_prompt": redact(conversation.system_prompt),
        "created_at": conversation.created_at,
        "updated_at": conversation.updated_at,
        "provider_id": conversation.provider_id,
        "model": conversation.model,
        "pinned_at": conversation.pinned_at,
        # The conversation as it reads now; versions, once the store keeps them, go beside.
        "messages": [
            message_document(message, redact, (attachments or {}).get(message.id, ()))
            for message in messages
        ],
    }
    if conversation.display_policy:
        document["display_policy"] = conversation.display_policy
    if conversation.parameters_json:
        document["parameters"] = json.loads(conversation.parameters_json)
    if tree:
        index = {message.id: number for number, message in enumerate(messages)}
        document["parents"] = [index.get(m.parent_id or -1) for m in messages]
        shown = [number for number, message in enumerate(messages) if message.active]
        document["shown"] = shown[-1] if shown else None
    return document


def export_document(
    conversations: Sequence[dict], exported_at: float, projects: Sequence[dict] = ()
) -> dict:
    document = {
        "format": FORMAT,
        "version": VERSION,
        "exported_at": exported_at,
        "conversations": list(conversations),
    }
    if projects:
        document["projects"] = list(projects)
    return document


# -- reading it back ----------------------------------------------------------------------------


def is_arroyo(data: object) -> bool:
    return isinstance(data, dict) and data.get("format") == FORMAT


def conversations_of(data: object) -> list[ImportedConversation]:
    if not isinstance(data, dict):
        raise ExchangeError(ExchangeProblem.NOT_AN_EXPORT)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise ExchangeError(ExchangeProblem.DAMAGED, "version")
    if version > VERSION:
        raise ExchangeError(ExchangeProblem.NEWER_FORMAT, str(version))
    conversations = data.get("conversations")
    if not isinstance(conversations, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, "conversations")
    return [_conversation(entry, number) for number, entry in enumerate(conversations, 1)]


def _field(entry: dict, name: str, kind: type | tuple[type, ...], where: str) -> Any:
    value = entry.get(name)
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: {name}")
    return value


def _optional(entry: dict, name: str, kind: type | tuple[type, ...], where: str) -> Any:
    return None if entry.get(name) is None else _field(entry, name, kind, where)


def _conversation(entry: object, number: int) -> ImportedConversation:
    where = f"conversation {number}"
    if not isinstance(entry, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, where)
    source = _field(entry, "id", str, where)
    messages = _field(entry, "messages", list, where)
    if len(messages) > MAX_MESSAGES:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{where}: {len(messages)} messages")
    # A time that is not one (NaN, infinite: JSON allows both) takes the nearest sane one.
    stated = _field(entry, "created_at", (int, float), where)
    updated = _optional(entry, "updated_at", (int, float), where)
    created = sane_time(stated, sane_time(updated, 0.0))
    rows = [
        _message(item, f"{where}, message {index}", created)
        for index, item in enumerate(messages, 1)
    ]
    parents, shown = _tree(entry, len(rows), where)
    # An Arroyo id stays the same id: brought back where it came from, it is found there.
    is_ours = len(source) == 32 and all(c in "0123456789abcdef" for c in source)
    return ImportedConversation(
        id=source if is_ours else conversation_id_for("arroyo:" + source),
        title=one_line(_optional(entry, "title", str, where) or ""),
        system_prompt=bounded(_optional(entry, "system_prompt", str, where) or ""),
        created_at=created,
        updated_at=sane_time(updated, max((row.created_at for row in rows), default=created)),
        provider_id=_optional(entry, "provider_id", str, where),
        model=_optional(entry, "model", str, where),
        pinned_at=_pinned(_optional(entry, "pinned_at", (int, float), where), created),
        display_policy=_policy(entry.get("display_policy")),
        parameters_json=_parameters(entry.get("parameters")),
        # A tree is Arroyo's own, every call answered on its branch; one branch may need it.
        messages=tuple(rows) if parents else tuple(every_call_answered(rows)),
        parents=parents,
        shown=shown,
    )


def _policy(value: object) -> str | None:
    """How its tool cards are shown, when the file says one this Arroyo knows."""
    return value if isinstance(value, str) and value in DISPLAY_POLICIES else None


def _parameters(value: object) -> str | None:
    """The parameters chosen for it, those this Arroyo knows (the others dropped)."""
    if not isinstance(value, dict):
        return None
    kept = Parameters.from_json(json.dumps(value)).to_json()
    return None if kept == "{}" else kept


def _tree(entry: dict, count: int, where: str) -> tuple[tuple[int | None, ...], int | None]:
    """The versions a backup keeps (``conversation_document(tree=True)``); none: one branch."""
    parents = entry.get("parents")
    if parents is None:
        return (), None
    if not isinstance(parents, list) or len(parents) != count:
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: parents")
    for number, parent in enumerate(parents):
        is_index = isinstance(parent, int) and not isinstance(parent, bool)
        if parent is not None and not (is_index and 0 <= parent < number):
            raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: parents")
    shown = _optional(entry, "shown", int, where)
    if shown is not None and not 0 <= shown < count:
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: shown")
    return tuple(parents), shown


def _json(value: object) -> str | None:
    return json.dumps(value, sort_keys=True, ensure_ascii=False) if value else None


def _calls(value: object, where: str) -> str | None:
    if value is None:
        return None
    if not isinstance(value, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: tool_calls")
    calls = []
    for call in value:
        if not (
            isinstance(call, dict)
            and isinstance(call.get("id"), str)
            and isinstance(call.get("name"), str)
            and isinstance(call.get("arguments", {}), dict)
        ):
            raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: tool_calls")
        calls.append({"id": call["id"], "name": call["name"], "arguments": call.get("arguments")})
    return _json(calls)


def _seconds(value: object) -> float | None:
    """How long the model reasoned, when the file says it sanely (a week at most)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value) if 0 <= value <= 7 * 24 * 3600 else None


def _pinned(value: float | None, created: float) -> float | None:
    return None if value is None else sane_time(value, created)


def _message(entry: object, where: str, conversation_created: float) -> ImportedMessage:
    if not isinstance(entry, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, where)
    role = _field(entry, "role", str, where)
    outcome = _optional(entry, "outcome", str, where)
    if role not in ROLES:
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: role")
    stats, usage = entry.get("stats"), entry.get("usage")
    thought = entry.get("reasoning_seconds")
    row = NewMessage(
        role=role,
        content=bounded(_field(entry, "content", str, where)),
        # No generation: an imported round is history, never a call left pending here.
        tool_calls_json=_calls(entry.get("tool_calls"), where),
        tool_call_id=_optional(entry, "tool_call_id", str, where),
        outcome=outcome if outcome in OUTCOMES else None,
        outcome_code=_optional(entry, "outcome_code", str, where),
        reasoning=bounded(_optional(entry, "reasoning", str, where) or ""),
        reasoning_seconds=_seconds(thought),
        stats_json=_json(stats) if isinstance(stats, dict) else None,
        usage_json=_json(usage) if isinstance(usage, dict) else None,
        tool_name=_optional(entry, "tool_name", str, where),
        is_error=bool(entry.get("is_error")),
        tool_state=IMPORTED if role == "tool" else None,
        tool_action=_optional(entry, "action", str, where),
        tool_intent_json=_intent(entry.get("intent")),
        draft=bool(entry.get("draft")),
    )
    created = sane_time(_field(entry, "created_at", (int, float), where), conversation_created)
    return ImportedMessage(row, created, _attachments(entry.get("attachments"), where))


def _intent(value: object) -> str | None:
    """A tool action's code and values, kept when shaped as one (else the words alone)."""
    if not isinstance(value, dict) or not isinstance(value.get("code"), str):
        return None
    values = value.get("values")
    if not isinstance(values, list) or not all(
        isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str) for pair in values
    ):
        return None
    return _json({"code": value["code"], "values": values})


def _attachments(value: object, where: str) -> tuple[Attachment, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: attachments")
    files = []
    for entry in value:
        if not isinstance(entry, dict):
            raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: attachments")
        try:
            files.append(
                Attachment(
                    kind=AttachmentKind(_field(entry, "kind", str, where)),
                    name=one_line(_field(entry, "name", str, where)),
                    media_type=_field(entry, "media_type", str, where),
                    data=base64.b64decode(_field(entry, "data", str, where), validate=True),
                )
            )
        except (ValueError, binascii.Error):
            raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: attachments") from None
    return tuple(files)
