"""A ChatGPT data export (``conversations.json``): each conversation is a tree of messages,
``mapping``, whose branch shown last ends at ``current_node``.

Every branch comes in (edited messages and regenerated answers are versions, as Arroyo keeps
its own), the one shown last active; ``chatgpt_rows`` turns each message into rows. What could
not be kept is counted for the import's summary, never written into the conversation. The tree
is walked without recursion, never in a loop, and no further than ``MAX_MESSAGES`` messages: a
larger tree keeps the branch shown (its latest messages) alone.
"""

from __future__ import annotations

import json

from desktop_app.exchange.chatgpt_rows import Branch, FileSource, Rows, no_files
from desktop_app.exchange.limits import (
    MAX_MESSAGES,
    bounded,
    conversation_id_for,
    one_line,
    sane_time,
)
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.summary import Found, Tally
from desktop_app.store.imports import ImportedConversation

UNTITLED = "ChatGPT conversation"


def is_chatgpt(data: object) -> bool:
    if isinstance(data, dict):
        return isinstance(data.get("mapping"), dict)
    return isinstance(data, list) and all(
        isinstance(item, dict) and isinstance(item.get("mapping"), dict) for item in data
    )


def conversations_of(
    data: object, files: FileSource = no_files, tally: Tally | None = None
) -> list[ImportedConversation]:
    """``files``: the export's files by id (its zip's); ``tally`` counts what was read and not."""
    items = data if isinstance(data, list) else [data]
    tally = Tally() if tally is None else tally
    return [_conversation(_dict(item), files, tally) for item in items]


def _dict(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def _children(node: object) -> list:
    children = node.get("children") if isinstance(node, dict) else None
    return children if isinstance(children, list) else []


def _node(mapping: dict, node_id: str) -> dict:
    node = mapping[node_id]
    if not isinstance(node, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, "a message node")
    return node


def _path_to(mapping: dict, leaf: str) -> list[str]:
    """The node ids from the root to ``leaf``."""
    path: list[str] = []
    seen: set[str] = set()
    node_id: object = leaf
    while isinstance(node_id, str) and node_id in mapping:
        if node_id in seen:
            raise ExchangeError(ExchangeProblem.DAMAGED, "a loop in the message tree")
        seen.add(node_id)
        path.append(node_id)
        node_id = _node(mapping, node_id).get("parent")
    path.reverse()
    return path


def _last_leaf(mapping: dict) -> str | None:
    """Without ``current_node``: the last child's last child... from the first root."""
    roots = [key for key, node in mapping.items() if _dict(node).get("parent") not in mapping]
    node_id = roots[0] if roots else None
    for _ in range(MAX_MESSAGES):
        children = [c for c in _children(mapping.get(node_id)) if c in mapping] if node_id else []
        if not children:
            break
        node_id = children[-1]
    return node_id


def _reachable(mapping: dict, roots: list[str]) -> set[str] | None:
    """Every node below the roots; None when there are more than ``MAX_MESSAGES``."""
    found: set[str] = set()
    stack = list(roots)
    while stack:
        node_id = stack.pop()
        if node_id in found:
            raise ExchangeError(ExchangeProblem.DAMAGED, "a loop in the message tree")
        found.add(node_id)
        if len(found) > MAX_MESSAGES:
            return None
        stack += [c for c in _children(_node(mapping, node_id)) if c in mapping]
    return found


def _walk(mapping: dict, kept: set[str], roots: list[str], shown: str | None, rows: Rows) -> int:
    """Every kept node into rows, depth first with each node's children in their order, so ids
    grow along every path and older versions come first. Returns the index of the shown
    branch's last row."""
    shown_row: int | None = None
    stack = [(root, Branch()) for root in reversed(roots)]
    while stack:
        node_id, branch = stack.pop()
        node = _node(mapping, node_id)
        message = node.get("message")
        if isinstance(message, dict):
            rows.add(message, str(node.get("id") or node_id), branch)
        children = [child for child in _children(node) if child in kept]
        if not children:
            rows.finish(branch)
        if node_id == shown:
            shown_row = branch.last
        # Each child goes on from what its parent left; the first one (taken first) from the
        # branch itself, the others from copies made now, before the first changes it.
        stack += [(child, branch.fork()) for child in reversed(children[1:])]
        if children:
            stack.append((children[0], branch))
    return shown_row if shown_row is not None else len(rows.rows) - 1


def _conversation(raw: dict, files: FileSource, tally: Tally) -> ImportedConversation:
    mapping = raw.get("mapping")
    if not isinstance(mapping, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, "mapping")
    source = raw.get("conversation_id") or raw.get("id")
    if not isinstance(source, str) or not source:
        source = json.dumps([raw.get("title"), raw.get("create_time")])
    created = sane_time(raw.get("create_time"), 0.0)
    current = raw.get("current_node")
    shown = current if isinstance(current, str) and current in mapping else _last_leaf(mapping)
    path = _path_to(mapping, shown) if shown is not None else []
    roots = [key for key, node in mapping.items() if _dict(node).get("parent") not in mapping]
    kept = _reachable(mapping, [root for root in roots if isinstance(root, str)])
    if kept is None or (path and path[0] not in kept):
        # Too many to keep every version: the branch shown, its latest messages.
        path = path[-MAX_MESSAGES:]
        kept, roots = set(path), path[:1]
        tally[Found.MESSAGES_LEFT_OUT] += len(mapping) - len(kept)
    else:
        tally[Found.VERSIONS] += sum(
            max(len([c for c in _children(mapping[k]) if c in kept]) - 1, 0) for k in kept
        )
    rows = Rows(created, files, tally)
    shown_row = _walk(mapping, kept, [r for r in roots if r in kept], shown, rows)
    first_user = next((r.message.content for r in rows.rows if r.message.role == "user"), "")
    title = raw.get("title")
    return ImportedConversation(
        id=conversation_id_for("chatgpt:" + source),
        title=one_line(title if isinstance(title, str) else "") or one_line(first_user) or UNTITLED,
        system_prompt=bounded("\n\n".join(rows.system)),
        created_at=created,
        updated_at=sane_time(raw.get("update_time"), created),
        messages=tuple(rows.rows),
        parents=tuple(rows.parents),
        shown=shown_row if rows.rows else None,
    )
