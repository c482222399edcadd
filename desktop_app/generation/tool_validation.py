"""Strict validation of a tool call's arguments against its JSON Schema.

Strict means what a person would assume of an action they approve: no unknown fields, no
implicit conversions (``"5"`` is not an integer, ``1`` is not a boolean, ``true`` is not a
number), every required field present. The subset of JSON Schema supported is the one tools
here declare; a keyword outside it is refused when the tool is declared, not ignored.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from desktop_app.errors import BrokenRule, ContractError
from desktop_app.generation.assembler import ToolCall

_TYPES = {
    "string": lambda v: isinstance(v, str),
    "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
    "number": lambda v: isinstance(v, int | float) and not isinstance(v, bool),
    "boolean": lambda v: isinstance(v, bool),
    "array": lambda v: isinstance(v, list),
    "object": lambda v: isinstance(v, dict),
    "null": lambda v: v is None,
}
# Arguments nested deeper than this are refused before any schema walks them: no tool here
# needs it, and a schema that refers to itself would walk (and recurse) as deep as they go.
MAX_ARGUMENT_DEPTH = 64
_KEYWORDS = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "minItems",
        "maxItems",
        "pattern",
        "description",
        "default",
        "title",
    }
)


class SchemaError(ContractError, ValueError):
    """A tool declared a schema this validator does not understand."""

    kind = BrokenRule.UNSUPPORTED_SCHEMA


def check_schema(schema: dict[str, Any], path: str = "$") -> None:
    unknown = set(schema) - _KEYWORDS
    if unknown:
        raise SchemaError(f"{path}: unsupported schema keywords {sorted(unknown)}")
    kinds = schema.get("type")
    for kind in kinds if isinstance(kinds, list) else [kinds] if kinds else []:
        if kind not in _TYPES:
            raise SchemaError(f"{path}: unknown type {kind!r}")
    for name, sub in (schema.get("properties") or {}).items():
        check_schema(sub, f"{path}.{name}")
    if isinstance(schema.get("items"), dict):
        check_schema(schema["items"], f"{path}[]")


def schema_errors(value: Any, schema: dict[str, Any], path: str = "$") -> list[str]:
    """Every way ``value`` breaks ``schema``, as readable lines (empty when it is valid)."""
    kinds = schema.get("type")
    if kinds is not None:
        allowed = kinds if isinstance(kinds, list) else [kinds]
        if not any(_TYPES[kind](value) for kind in allowed):
            return [f"{path}: expected {' or '.join(allowed)}, got {_describe(value)}"]
    errors: list[str] = []
    if "enum" in schema and value not in schema["enum"]:
        errors.append(f"{path}: must be one of {json.dumps(schema['enum'], ensure_ascii=False)}")
    if isinstance(value, int | float) and not isinstance(value, bool):
        if "minimum" in schema and value < schema["minimum"]:
            errors.append(f"{path}: must be at least {schema['minimum']}")
        if "maximum" in schema and value > schema["maximum"]:
            errors.append(f"{path}: must be at most {schema['maximum']}")
    if isinstance(value, str):
        if "minLength" in schema and len(value) < schema["minLength"]:
            errors.append(f"{path}: must have at least {schema['minLength']} characters")
        if "maxLength" in schema and len(value) > schema["maxLength"]:
            errors.append(f"{path}: must have at most {schema['maxLength']} characters")
        if "pattern" in schema and re.search(schema["pattern"], value) is None:
            errors.append(f"{path}: does not match {schema['pattern']}")
    if isinstance(value, list):
        if "minItems" in schema and len(value) < schema["minItems"]:
            errors.append(f"{path}: must have at least {schema['minItems']} items")
        if "maxItems" in schema and len(value) > schema["maxItems"]:
            errors.append(f"{path}: must have at most {schema['maxItems']} items")
        if isinstance(schema.get("items"), dict):
            for index, item in enumerate(value):
                errors += schema_errors(item, schema["items"], f"{path}[{index}]")
    if isinstance(value, dict):
        properties = schema.get("properties") or {}
        for name in schema.get("required") or ():
            if name not in value:
                errors.append(f"{path}: missing required field '{name}'")
        if schema.get("additionalProperties", False) is False:  # strict unless said otherwise
            for name in value:
                if name not in properties:
                    errors.append(f"{path}: unknown field '{name}'")
        for name, sub in properties.items():
            if name in value:
                errors += schema_errors(value[name], sub, f"{path}.{name}")
    return errors


def nested_deeper_than(value: Any, limit: int) -> bool:
    """Whether ``value`` holds arrays or objects more than ``limit`` levels deep (``{}`` is one
    level). Walked without recursion, so any depth is answered."""
    pending: list[tuple[Any, int]] = [(value, 1)]
    while pending:
        current, depth = pending.pop()
        children = (
            current.values()
            if isinstance(current, dict)
            else current
            if isinstance(current, list)
            else None
        )
        if children is None:
            continue
        if depth > limit:
            return True
        pending.extend((child, depth + 1) for child in children)
    return False


def _describe(value: Any) -> str:
    if isinstance(value, bool):
        return f"boolean {json.dumps(value)}"
    if value is None:
        return "null"
    kind = {str: "string", int: "integer", float: "number", list: "array", dict: "object"}.get(
        type(value), type(value).__name__
    )
    shown = json.dumps(value, ensure_ascii=False)
    return f"{kind} {shown[:40]}{'...' if len(shown) > 40 else ''}"


def canonical_json(value: Any) -> str:
    """One spelling per value: the basis of idempotency keys and stable descriptions."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


@dataclass(frozen=True, slots=True)
class ValidatedToolCall:
    """A call whose arguments passed its tool's schema and policy. Only ``validate_call`` and the
    tool registry make these: holding one is the proof, and nothing else can be confirmed."""

    call_id: str
    name: str
    arguments: dict[str, Any]

    @property
    def canonical_arguments(self) -> str:
        return canonical_json(self.arguments)


@dataclass(frozen=True, slots=True)
class InvalidToolCall:
    """A call that must not run. Reported back to the model as a tool error, never confirmed."""

    call_id: str
    name: str
    errors: tuple[str, ...]

    def message_for_model(self) -> str:
        return "The tool call was rejected: " + "; ".join(self.errors)


def arguments_as_sent(call: ToolCall) -> dict[str, Any]:
    """A rejected call's arguments as the model sent them, so its card shows what was asked
    (a tool that does not exist, a wrong field...). Only whole JSON objects can be kept: the
    history sends them back as an object; anything else is kept as none."""
    arguments = call.arguments
    if not (call.complete and call.valid_json and isinstance(arguments, dict)):
        return {}
    return {} if nested_deeper_than(arguments, MAX_ARGUMENT_DEPTH) else arguments


def validate_call(
    call: ToolCall, schema: dict[str, Any] | None, *, fallback_id: str
) -> ValidatedToolCall | InvalidToolCall:
    """Schema checks only; the tool's own policy runs after (see the agent's tool registry)."""
    call_id = call.id or fallback_id
    if schema is None:
        return InvalidToolCall(call_id, call.name, (f"there is no tool named '{call.name}'",))
    if not call.complete:
        return InvalidToolCall(
            call_id, call.name, ("the call's arguments never finished arriving",)
        )
    if not call.valid_json:
        return InvalidToolCall(call_id, call.name, ("the arguments are not valid JSON",))
    if not isinstance(call.arguments, dict):
        return InvalidToolCall(call_id, call.name, ("the arguments must be a JSON object",))
    if nested_deeper_than(call.arguments, MAX_ARGUMENT_DEPTH):
        too_deep = f"the arguments are nested deeper than {MAX_ARGUMENT_DEPTH} levels"
        return InvalidToolCall(call_id, call.name, (too_deep,))
    errors = schema_errors(call.arguments, schema)
    if errors:
        return InvalidToolCall(call_id, call.name, tuple(errors))
    return ValidatedToolCall(call_id, call.name, call.arguments)
