"""JSON-RPC 2.0 as MCP uses it: the versions spoken and the shapes of messages."""

from __future__ import annotations

import json
from typing import Any

LATEST_VERSION = "2025-11-25"
# Every published revision, newest first: the one requested, then those accepted back.
SUPPORTED_VERSIONS = ("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05")

INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32603

Message = dict[str, Any]


def request(request_id: int, method: str, params: dict[str, Any] | None = None) -> Message:
    message: Message = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def notification(method: str, params: dict[str, Any] | None = None) -> Message:
    message: Message = {"jsonrpc": "2.0", "method": method}
    if params is not None:
        message["params"] = params
    return message


def result(request_id: Any, value: dict[str, Any]) -> Message:
    return {"jsonrpc": "2.0", "id": request_id, "result": value}


def error(request_id: Any, code: int, text: str) -> Message:
    return {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": text}}


def is_request(message: Message) -> bool:
    return "method" in message and "id" in message


def is_notification(message: Message) -> bool:
    return "method" in message and "id" not in message


def is_response(message: Message) -> bool:
    return (
        "method" not in message and "id" in message and ("result" in message or "error" in message)
    )


def usable_id(value: Any) -> bool:
    """Whether ``value`` can be a request's id: a string or a number (not a boolean)."""
    return isinstance(value, str | int | float) and not isinstance(value, bool)


def malformed(message: Message) -> str | None:
    """What is wrong with the shape of a message, in words, or None when it is a well-formed
    request, notification or response. MCP's params and results are always objects."""
    if "method" in message:
        if not isinstance(message["method"], str):
            return "its method is not a string"
        if "id" in message and not usable_id(message["id"]):
            return "its id is neither a string nor a number"
        if "params" in message and not isinstance(message["params"], dict):
            return "its params are not an object"
        return None
    if "id" not in message:
        return "it is neither a request, a notification nor a response"
    if message["id"] is not None and not usable_id(message["id"]):
        return "its id is neither a string nor a number"
    if ("result" in message) == ("error" in message):
        return "a response holds exactly one of result and error"
    if "result" in message and not isinstance(message["result"], dict):
        return "its result is not an object"
    problem = message.get("error", {})
    if not isinstance(problem, dict) or not isinstance(problem.get("code", 0), int):
        return "its error is not an object with a numeric code"
    return None


def parse(text: str) -> list[Message]:
    """One line or body into messages (a batch is a list). ``ValueError`` when it is not
    JSON-RPC at all, so a transport can say so instead of guessing."""
    value = json.loads(text)
    messages = value if isinstance(value, list) else [value]
    for message in messages:
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            raise ValueError("not a JSON-RPC 2.0 message")
    return messages


def encode(message: Message) -> str:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":"))
