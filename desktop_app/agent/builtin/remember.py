"""Remembering a short fact about the person for later conversations: offered only while the
person has memory on, and never run without asking (``AlwaysAsks``): no grant, rule or "run
without asking" covers it, and its question offers no standing permission.

The fact is one line of plain text, at most ``MAX_FACT_CHARS`` characters, stored exactly as
the question shows it: the validator refuses anything else with words the model can act on.
"""

from __future__ import annotations

import hashlib
from typing import Any

from desktop_app.agent.tools import Intent, PolicyError, ToolContext, ToolOutcome
from desktop_app.store import worker
from desktop_app.store.memory.memories import MAX_FACT_CHARS, MemoryStore

REMEMBER = "remember"
TOO_LONG = (
    "Not stored: the fact is {length} characters long; at most {limit} can be remembered. "
    "Say it in fewer words and call remember again."
)
EMPTY = "Not stored: the fact is empty."
NOT_PLAIN = (
    "Not stored: a fact is one line of plain text, without line breaks or control characters."
)
NOBODY_TO_ASK = (
    "Not stored: the person cannot be asked here (no interactive terminal), and a fact is "
    "remembered only when they say yes to it. Nothing was kept; if it matters, tell them what "
    "you would have remembered."
)


def checked_fact(text: str, askable: bool = True) -> str:
    """The fact as it will be stored, or ``PolicyError`` saying why it cannot be (``askable``
    False: nobody can answer the question, so nothing can be stored)."""
    if not askable:
        raise PolicyError(NOBODY_TO_ASK)
    if not text.strip():
        raise PolicyError(EMPTY)
    if len(text) > MAX_FACT_CHARS:
        raise PolicyError(TOO_LONG.format(length=len(text), limit=MAX_FACT_CHARS))
    if not text.isprintable():
        raise PolicyError(NOT_PLAIN)
    return text


def _fingerprint(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


class Remember:
    """The ``remember`` tool of one conversation: its facts go to ``project_id`` (None:
    global), linked back to ``conversation_id``. ``askable`` False (``arroyo ask`` with no
    terminal, or ``--park``): every call is refused to the model before any question."""

    name: str = REMEMBER
    summary: str = (
        "Store a short fact about the person (a preference, their name, what they work on) so "
        "it can be given to you in later conversations. The person is asked every time and "
        f"sees the text exactly as stored: one line of plain text, at most {MAX_FACT_CHARS} "
        "characters. Only for facts the person would want kept; never for secrets."
    )
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {
            "fact": {
                "type": "string",
                "minLength": 1,
                "description": "The fact, one line of plain text, written about the person.",
            }
        },
        "required": ["fact"],
        "additionalProperties": False,
    }
    read_only: bool = False
    sends_data_off_machine: bool = False
    always_asks: bool = True  # see ``agent.tools.always_asks``

    def __init__(
        self,
        store: MemoryStore,
        conversation_id: str,
        project_id: str | None = None,
        *,
        askable: bool = True,
    ) -> None:
        self.store = store
        self.conversation_id = conversation_id
        self.project_id = project_id
        self.askable = askable

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        checked_fact(arguments["fact"], self.askable)

    def intent(self, arguments: dict[str, Any], context: ToolContext) -> Intent:
        return Intent("remember", (("fact", arguments["fact"]),))

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return self.intent(arguments, context).english()

    def intended_fingerprint(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return _fingerprint(arguments["fact"])

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        fact = arguments["fact"]
        return _fingerprint(fact) if self.store.holds(fact, self.conversation_id) else None

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        # Again: the rules hold at the doing too.
        fact = checked_fact(arguments["fact"], self.askable)
        await worker.run(self.store.add, fact, self.conversation_id, self.project_id)
        return ToolOutcome(
            "Remembered. Later conversations will be given this note.",
            fingerprint=_fingerprint(fact),
        )
