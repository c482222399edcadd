"""Running a confirmed action exactly once, whatever retries, duplicates or crashes happen."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import sqlite3
import time
from collections.abc import Callable
from dataclasses import dataclass

from desktop_app.agent.tools import ConfirmsEffect, KeepsReceipts, ToolRegistry
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store import worker
from desktop_app.store.actions.ledger import (
    Approval,
    Operation,
    OperationLedger,
    OperationStatus,
    idempotency_key,
)
from desktop_app.store.actions.receipts import Before, ReceiptStore

log = logging.getLogger(__name__)

UNKNOWN_KEPT = (
    "This action was interrupted and whether it took effect is not known. It was not run "
    "again; the person can check the result, then mark it as done or run it again."
)

NO_LONGER_COVERED = (
    "Not run: the permission rule that allowed this action no longer covers it (what it names "
    "changed since it was checked, e.g. a folder replaced by a link). Ask again if it is needed."
)


@dataclass(frozen=True, slots=True)
class Execution:
    output: str
    is_error: bool
    status: OperationStatus
    replayed: bool  # the result recorded for this intent earlier; nothing ran now
    duration: float


class ToolExecutor:
    """Each confirmed intent (conversation, generation, tool call, canonical arguments) gets an
    idempotency key and a row in the operation ledger before anything runs. A repeat of the
    intent returns the recorded result; an intent whose run began but never reported (a crash)
    is reconciled by looking at the world, never re-run blind."""

    def __init__(
        self,
        registry: ToolRegistry,
        ledger: OperationLedger,
        *,
        clock: Callable[[], float] = time.monotonic,
        receipts: ReceiptStore | None = None,
    ) -> None:
        self.registry = registry
        self.ledger = ledger
        self.receipts = receipts  # None: changes are not kept for undo
        self.clock = clock
        self.runs = 0  # tool runs started by this executor (tests count effects with it)

    def key_for(self, call: ValidatedToolCall, *, conversation_id: str, generation_id: str) -> str:
        return idempotency_key(
            conversation_id, generation_id, call.call_id, call.canonical_arguments
        )

    async def execute(
        self,
        call: ValidatedToolCall,
        *,
        conversation_id: str,
        generation_id: str,
        approval: Approval,
        rule: tuple[int, str] | None = None,
        recheck: Callable[[], bool] | None = None,
    ) -> Execution:
        """Runs the call once, recording in the ledger why it was allowed (``approval``, and the
        permission rule ``rule`` (id, words) that allowed it, whose count is spent as the
        operation is recorded: ``RuleSpentError`` when it can no longer be). ``recheck`` says,
        right before the run, whether that permission still covers the call (a folder swapped
        for a link since it was matched): if not, nothing runs."""
        started = self.clock()
        key = self.key_for(call, conversation_id=conversation_id, generation_id=generation_id)
        # Each ledger write is awaited on the database thread: "started" is on disk before the
        # tool runs, and the outcome before the result is passed on.
        operation = await worker.run(
            self.ledger.confirm,
            key=key,
            conversation_id=conversation_id,
            generation_id=generation_id,
            tool_call_id=call.call_id,
            tool=call.name,
            arguments=call.canonical_arguments,
            approval=approval,
            rule=rule,
        )
        if operation.status is OperationStatus.CONFIRMED and await worker.run(
            self.ledger.start, key
        ):
            if recheck is not None and not await asyncio.to_thread(recheck):
                await worker.run(self.ledger.fail, key, NO_LONGER_COVERED)
                elapsed = self.clock() - started
                return Execution(NO_LONGER_COVERED, True, OperationStatus.FAILED, False, elapsed)
            return await self._run(call, key, started)
        recorded = await worker.run(self.ledger.get, key)
        operation = recorded or operation
        if operation.status is OperationStatus.UNKNOWN:
            operation = await worker.run(self.reconcile, operation)
        return self._recorded(operation, started)

    async def _run(self, call: ValidatedToolCall, key: str, started: float) -> Execution:
        tool = self.registry.tools[call.name]
        before = await self._before(tool, call)
        self.runs += 1
        try:
            outcome = await tool.run(call.arguments, self.registry.context)
        except asyncio.CancelledError:
            # Stopped mid-action: whether the effect happened is not known. Say so, here and
            # now (not queued behind a cancellation that could drop it).
            self.ledger.mark_unknown(key)
            raise
        except Exception as exc:
            if getattr(exc, "outcome_unknown", False):
                # The tool's far end went away mid-call (a server that crashed, or never
                # answered): it may have acted. Recorded as unknown, never re-run blind.
                self.ledger.mark_unknown(key)
                message = (
                    f"The action was interrupted ({exc}); whether it took effect is not "
                    "known. It was not run again; check the result before asking again."
                )
                elapsed = self.clock() - started
                return Execution(message, True, OperationStatus.UNKNOWN, False, elapsed)
            log.warning("tool %s failed: %s", call.name, type(exc).__name__)
            # Some exceptions carry no text (a bare AssertionError): the kind is said instead.
            message = f"The tool failed: {str(exc) or type(exc).__name__}"
            await worker.run(self.ledger.fail, key, message)
            return Execution(message, True, OperationStatus.FAILED, False, self.clock() - started)
        if outcome.is_error:
            await worker.run(self.ledger.fail, key, outcome.output)
            status = OperationStatus.FAILED
        else:
            await self._keep_receipt(key, before, outcome.fingerprint)
            await worker.run(self.ledger.succeed, key, outcome.output, outcome.fingerprint)
            status = OperationStatus.SUCCEEDED
        return Execution(outcome.output, outcome.is_error, status, False, self.clock() - started)

    async def _before(self, tool: object, call: ValidatedToolCall) -> Before | None:
        """A file tool's bytes before it acts, for the receipt that lets the person undo it."""
        if self.receipts is None or not isinstance(tool, KeepsReceipts):
            return None
        limit = self.receipts.limits.max_bytes
        context = self.registry.context
        try:
            return await asyncio.to_thread(tool.before_change, call.arguments, context, limit)
        except Exception as exc:  # no receipt is no reason not to run what was confirmed
            log.warning("the earlier version could not be read: %s", type(exc).__name__)
            return None

    async def _keep_receipt(self, key: str, before: Before | None, fingerprint: str | None) -> None:
        """Kept only when the tool wrote exactly the bytes read beforehand as its intent."""
        if self.receipts is None or before is None:
            return
        if fingerprint != hashlib.sha256(before.written).hexdigest():
            return
        try:
            await worker.run(self.receipts.keep, key, before)
        except (OSError, sqlite3.Error) as exc:
            log.warning("the receipt of a change could not be kept: %s", type(exc).__name__)

    def reconcile(self, operation: Operation) -> Operation:
        """An unknown outcome: ask the tool what the world looks like now. If it shows the
        intended effect, the run succeeded; otherwise it stays unknown for the person to
        settle (Mark as done, or Run again, which asks again): never re-run blind."""
        tool = self.registry.tools.get(operation.tool)
        arguments = json.loads(operation.arguments)
        context = self.registry.context
        expected = (
            tool.intended_fingerprint(arguments, context)
            if isinstance(tool, ConfirmsEffect)
            else None
        )
        seen = tool.observe(arguments, self.registry.context) if tool else None
        if expected is not None and seen == expected:
            self.ledger.resolve_unknown(
                operation.key,
                status=OperationStatus.SUCCEEDED,
                result="Done (confirmed after an interruption by checking the result).",
                fingerprint=seen,
            )
        return self.ledger.get(operation.key) or operation

    def _recorded(self, operation: Operation, started: float) -> Execution:
        if operation.status in (OperationStatus.SUCCEEDED, OperationStatus.FAILED):
            output = operation.result or ""
            return Execution(
                output, operation.is_error, operation.status, True, self.clock() - started
            )
        if operation.status is OperationStatus.UNKNOWN:
            return Execution(UNKNOWN_KEPT, True, operation.status, True, self.clock() - started)
        # Started elsewhere and not finished: running it here too could do it twice.
        return Execution(
            "This action is already in progress; it was not started again.",
            True,
            operation.status,
            True,
            self.clock() - started,
        )
