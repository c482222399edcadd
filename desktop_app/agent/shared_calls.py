"""Side by side: identical tool calls of the columns of one turn run once and share the result.

Several models answer one prompt at once, each in its own agent loop (a column). When two of
them ask for the same action, it is put to the person in each column (each column's question
names its model), but it runs once: the first column allowed to run it runs it, through the
ledger as always, and any other column allowed to run it afterwards, or while it runs, waits
for that run and takes its result. A column that was denied never joins, so a call denied in
one column and allowed in another runs once, for the one that allowed it.

The sharing key is its own, not the ledger's idempotency key (which names one generation and
one call id): sha256 of the turn, the tool's name, the hash of the tool's definition and the
validated arguments as canonical JSON. A read also carries the turn's write epoch, which grows
when a write starts and when it ends, so a read is never shared across a write that ran
between the two calls.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.agent.events import EventBus, ToolShared
from desktop_app.agent.executor import Execution
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store.actions.ledger import OperationStatus

ABANDONED = (
    "The column that ran this shared action was stopped while it ran: whether it took effect "
    "is not known. It was not run again."
)


def definition_hash(tool: Any) -> str:
    """What the model was offered under the tool's name: a changed definition is another tool."""
    definition = {
        "name": tool.name,
        "summary": getattr(tool, "summary", ""),
        "schema": getattr(tool, "schema", {}),
        "read_only": bool(getattr(tool, "read_only", False)),
    }
    text = json.dumps(definition, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def share_key(turn_id: str, tool: Any, call: ValidatedToolCall, epoch: int | None) -> str:
    """hash(turn, tool name, definition hash, sorted-keys JSON of the validated arguments,
    and for a read the write epoch)."""
    arguments = json.dumps(call.arguments, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    parts = [turn_id, call.name, definition_hash(tool), arguments, epoch]
    text = json.dumps(parts, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


@dataclass(slots=True)
class _Run:
    """One run that other columns may share: who runs it and the result, once it is there."""

    owner: Seat
    call_id: str
    name: str
    result: asyncio.Future[Execution]
    sharers: list[tuple[Seat, str]] = field(default_factory=list)


class SharedCalls:
    """The shared tool runs of one side-by-side turn (one per turn, for all its columns)."""

    def __init__(self, turn_id: str) -> None:
        self.turn_id = turn_id
        self.epoch = 0  # grows when a write starts and when it ends
        self._runs: dict[str, _Run] = {}

    def seat(self, model: str, bus: EventBus) -> Seat:
        """A column's place at this turn: its model names it to the others."""
        return Seat(self, model, bus)

    def key(self, tool: Any, call: ValidatedToolCall) -> str:
        return share_key(self.turn_id, tool, call, self.epoch if tool.read_only else None)

    def wrote(self) -> None:
        self.epoch += 1


@dataclass(slots=True)
class Seat:
    """One column's view of the turn's shared runs."""

    calls: SharedCalls
    model: str
    bus: EventBus

    def shares(self, tool: Any, call: ValidatedToolCall) -> bool:
        """Whether another column ran, or is running, the identical call: this column's run
        would take its result."""
        shared = self.calls._runs.get(self.calls.key(tool, call))
        return shared is not None and shared.owner is not self

    async def run_once(
        self,
        tool: Any,
        call: ValidatedToolCall,
        run: Callable[[], Any],
    ) -> tuple[Execution, bool]:
        """``run()`` (the executor's run of ``call``), or the result of the identical call
        another column ran or is running. True with a result another column's run gave."""
        key = self.calls.key(tool, call)
        shared = self.calls._runs.get(key)
        if shared is not None and shared.owner is not self:
            shared.sharers.append((self, call.call_id))
            shared.owner.bus.emit(ToolShared(shared.call_id, shared.name, self.model))
            self.bus.emit(ToolShared(call.call_id, call.name, shared.owner.model))
            return await asyncio.shield(shared.result), True
        future: asyncio.Future[Execution] = asyncio.get_running_loop().create_future()
        self.calls._runs[key] = _Run(self, call.call_id, call.name, future)
        writes = not tool.read_only
        if writes:
            self.calls.wrote()
        try:
            execution: Execution = await run()
        except BaseException:
            # The owner was stopped mid-run: those waiting are told it is not known.
            future.set_result(Execution(ABANDONED, True, OperationStatus.UNKNOWN, True, 0.0))
            raise
        finally:
            if writes:
                self.calls.wrote()
        future.set_result(execution)
        return execution, False
