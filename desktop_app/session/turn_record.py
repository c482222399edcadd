"""What a turn shows besides its messages, gathered from the agent's events as they come.

Per model round: its reasoning and its token usage. Per tool call: the action in words the
person was shown and how it ended (the state its card shows). For the whole turn: the timings
under the answer, with the time a confirmation waited for the person left out of the speed.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from enum import Enum

from desktop_app.agent.confirmations import ConfirmationRequest, Confirmer, Decision
from desktop_app.agent.events import (
    AgentEvent,
    AssistantMessage,
    DraftCleared,
    ReasoningDelta,
    SessionEnd,
    TextDelta,
    ToolExecutionEnd,
    ToolExecutionStart,
    ToolShared,
    TurnEnd,
    TurnStart,
)
from desktop_app.agent.tool_round import DENIED, NOT_RUN
from desktop_app.agent.tools import AWAITS_REVIEW, Intent
from desktop_app.generation.usage import Usage
from desktop_app.providers.pricing import ModelPrice, cost_of
from desktop_app.store.actions.ledger import Approval


class ToolState(Enum):
    """A tool call as its card shows it. WAITING and RUNNING are seen live only; UNKNOWN is a
    call whose effect is not known: stopped or cut off while it ran, or with no result stored
    (the app stopped meanwhile); the ledger knows the rest, and the person settles it (Mark as
    done, Run again). IMPORTED came in a file: it never ran here and is never run again."""

    WAITING = "waiting"
    RUNNING = "running"
    DONE = "done"
    DENIED = "denied"
    FAILED = "failed"
    INVALID = "invalid"  # refused by validation and sent back to the model
    UNKNOWN = "unknown"
    IMPORTED = "imported"
    NOT_RUN = "not_run"  # the person stopped the turn before this call's turn came
    BLOCKED = "blocked"  # an MCP tool that changed since it was approved: refused until reviewed


def ended_state(*, started: bool, output: str, error: bool, unknown: bool = False) -> ToolState:
    """How a call ended, from its end event and whether it had started running."""
    if unknown:
        return ToolState.UNKNOWN
    if output == NOT_RUN:
        return ToolState.NOT_RUN
    if started:
        return ToolState.FAILED if error else ToolState.DONE
    if output == DENIED:
        return ToolState.DENIED
    if error and AWAITS_REVIEW in output:
        return ToolState.BLOCKED
    return ToolState.INVALID if error else ToolState.DONE  # DONE: a recorded result replayed


CallKey = tuple[str, str]  # the generation of the round that asked, the call's id


@dataclass(frozen=True, slots=True)
class ToolCallFacts:
    state: ToolState
    action: str | None
    intent: Intent | None = None
    approval: Approval | None = None  # None: it never started


def shared_key(generation_id: str, call_id: str) -> str:
    """How a shared call is named in an answer's figures (``shared_calls``)."""
    return f"{generation_id}:{call_id}"


def turn_stats(
    duration: float, first_token: float | None, approval: float, usage: Usage | None
) -> dict:
    """The figures under an answer: the window's live footer and the stored one are the same."""
    stats: dict = {"duration": duration}
    if first_token is not None:
        stats["time_to_first_token"] = first_token
    if usage is not None:
        stats["input_tokens"] = usage.input_tokens
        stats["output_tokens"] = usage.output_tokens
        generating = duration - approval
        if usage.output_tokens and generating > 0:
            stats["tokens_per_second"] = usage.output_tokens / generating
    if approval:
        stats["waiting_for_approval"] = approval
    return stats


def usage_dict(usage: Usage | None) -> dict | None:
    if usage is None:
        return None
    return {name: value for name, value in asdict(usage).items() if value is not None}


class TurnRecord:
    """Listens to one turn's events; read when the turn is saved."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self.started = clock()
        self.first_token: float | None = None
        self.approval = 0.0
        self.last_usage: Usage | None = None
        self.reasoning: dict[str, str] = {}  # by generation id
        self.thought: dict[str, float] = {}  # how long each round reasoned, by generation id
        self._thinking_since: float | None = None
        self.usage: dict[str, Usage | None] = {}
        # By the round's generation and the call's id: call ids repeat across rounds.
        self._actions: dict[CallKey, str] = {}
        self._intents: dict[CallKey, Intent] = {}
        self._approvals: dict[CallKey, Approval] = {}
        self._running: set[CallKey] = set()
        self.tools: dict[CallKey, ToolCallFacts] = {}
        # Side by side: "generation:call id" -> the other column's model it ran once with.
        self.shared: dict[str, str] = {}
        self._generation: str | None = None
        self._ended: float | None = None
        self.model: str | None = None  # the model asked, named with the answer's figures
        self.price: ModelPrice | None = None  # its price, when the person gave one

    def on_event(self, event: AgentEvent) -> None:
        match event:
            case TurnStart(generation_id=generation_id):
                self._generation = generation_id
                self._thinking_since = None
            case TextDelta() | ReasoningDelta():
                if self.first_token is None:
                    # A question an earlier round's tool put to the person is not the model's time.
                    self.first_token = self._clock() - self.started - self.approval
                if isinstance(event, ReasoningDelta):
                    self._start_thinking()
                else:
                    self._end_thinking()
            case DraftCleared():  # a retry: the round reasons again from nothing
                self._thinking_since = None
                self.thought.pop(self._generation or "", None)
            case AssistantMessage(reasoning=reasoning, generation_id=generation_id):
                self.reasoning[generation_id] = reasoning
            case TurnEnd(usage=usage):
                self._end_thinking()
                self.last_usage = usage
                if self._generation is not None:
                    self.usage[self._generation] = usage
            case ToolExecutionStart(
                call_id=call_id, description=description, intent=intent, approval=approval
            ):
                key = self._key(call_id)
                self._running.add(key)
                self._approvals[key] = approval
                self._actions.setdefault(key, description)
                if intent is not None:
                    self._intents.setdefault(key, intent)
            case ToolExecutionEnd(call_id=call_id, output=output, error=error, unknown=unknown):
                key = self._key(call_id)
                started = key in self._running
                state = ended_state(started=started, output=output, error=error, unknown=unknown)
                self.tools[key] = ToolCallFacts(
                    state,
                    self._actions.get(key),
                    self._intents.get(key),
                    self._approvals.get(key),
                )
            case ToolShared(call_id=call_id, model=model):
                self.shared[shared_key(*self._key(call_id))] = model
            case SessionEnd():
                self._ended = self._clock()  # the figures shown live and stored are the same

    @property
    def last_thought(self) -> float | None:
        """How long the latest round reasoned (a stopped or cut-off one has no generation)."""
        return self.thought.get(self._generation or "")

    def _start_thinking(self) -> None:
        if self._thinking_since is None and (self._generation or "") not in self.thought:
            self._thinking_since = self._clock()

    def _end_thinking(self) -> None:
        """Reasoning ends where the answer starts, or with the round (a tool call after it)."""
        if self._thinking_since is not None:
            self.thought[self._generation or ""] = self._clock() - self._thinking_since
            self._thinking_since = None

    def _key(self, call_id: str) -> CallKey:
        """Tools run after their round ended and before the next one starts: the round is
        the latest started."""
        return (self._generation or "", call_id)

    def confirmer(self, ask: Confirmer) -> Confirmer:
        """``ask`` with the action in words kept and the time the person took counted."""

        async def confirm(request: ConfirmationRequest) -> Decision:
            key = self._key(request.call.call_id)
            self._actions[key] = request.description
            if request.intent is not None:
                self._intents[key] = request.intent
            asked = self._clock()
            try:
                return await ask(request)
            finally:
                self.approval += self._clock() - asked

        return confirm

    def stats(self) -> dict:
        ended = self._ended if self._ended is not None else self._clock()
        duration = ended - self.started
        figures = turn_stats(duration, self.first_token, self.approval, self.last_usage)
        if self.model:
            figures["model"] = self.model  # stored with the answer: its hover names it
        usage = self.last_usage
        if (
            usage is not None
            and (cost := cost_of(self.price, usage.input_tokens, usage.output_tokens)) is not None
        ):
            figures["cost"] = cost  # at the price of the day, as the answer is stored
        if self.shared:  # kept with the answer: its cards say so when painted from the store
            figures["shared_calls"] = dict(self.shared)
        return figures
