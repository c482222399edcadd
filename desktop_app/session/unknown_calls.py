"""A tool call whose outcome is unknown, settled by the person.

A call stopped while it ran, or whose far end went away mid-call (a server that crashed or
never answered), may or may not have acted; the ledger records it as unknown and nothing runs
it again by itself. The person looks at the world and says which it is:

- Mark as done: the unknown operation is resolved as succeeded, with that said as its result.
- Run again: the recorded call is validated again against the tool as it is offered now, put
  to the person in a new confirmation (a grant never answers it), and run once under a new
  intent key of its own (``<generation>/again/<the unknown key>``): pressing twice runs once.
  The unknown operation it replaces is then resolved, pointing at the new run.

Each is a row in the ledger, on disk: both survive a restart, and the card is painted from the
latest operation of its call (``latest``). Given the conversation's database, the result stored
for the model ("not known") is rewritten too, so the next turn tells the model what became of it.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from enum import StrEnum

from desktop_app.agent.confirmations import ConfirmationRequest, Decision
from desktop_app.agent.loop import AgentLoop
from desktop_app.agent.tools import KnowsAvailability, ProgressSink, grant_scope, progress_sink
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import InvalidToolCall
from desktop_app.session.turn_record import ToolState
from desktop_app.store import worker
from desktop_app.store.actions.ledger import Approval, Operation, OperationLedger, OperationStatus
from desktop_app.store.actions.settled_results import settle_tool_result
from desktop_app.store.database import Database

AGAIN = "/again/"
MARKED_DONE = "Marked as done by the person after an unknown outcome."
REPLACED = "Run again by the person after an unknown outcome; the later run holds the result."
# What the model is told in place of "not known", on the turns after the person settled it.
TOLD_DONE = "Its outcome was not known at first; the person has since checked: it was done."
TOLD_AGAIN = "Its outcome was not known at first; the person had it run again, which gave:\n"
_TOLD_STATE = {
    OperationStatus.SUCCEEDED: ToolState.DONE,
    OperationStatus.FAILED: ToolState.FAILED,
    OperationStatus.UNKNOWN: ToolState.UNKNOWN,
}


def latest(
    ledger: OperationLedger, conversation_id: str, generation_id: str, call_id: str
) -> Operation | None:
    """The newest operation of this call (the first run, or the last Run again)."""
    runs = [
        operation
        for operation in ledger.for_call(conversation_id, call_id)
        if operation.generation_id == generation_id
        or operation.generation_id.startswith(generation_id + AGAIN)
    ]
    return runs[-1] if runs else None


def mark_done(
    ledger: OperationLedger,
    conversation_id: str,
    generation_id: str,
    call_id: str,
    results: Database | None = None,
) -> Operation | None:
    """The call's unknown operation resolved as done (and its stored result, in ``results``);
    None when it is not unknown (any more)."""
    operation = latest(ledger, conversation_id, generation_id, call_id)
    if operation is None or operation.status is not OperationStatus.UNKNOWN:
        return None
    ledger.resolve_unknown(operation.key, status=OperationStatus.SUCCEEDED, result=MARKED_DONE)
    if results is not None:
        _tell(
            results, conversation_id, generation_id, call_id, TOLD_DONE, OperationStatus.SUCCEEDED
        )
    return ledger.get(operation.key)


def _tell(
    results: Database,
    conversation_id: str,
    generation_id: str,
    call_id: str,
    content: str,
    status: OperationStatus,
) -> None:
    settle_tool_result(
        results,
        conversation_id,
        generation_id,
        call_id,
        content=content,
        is_error=status is not OperationStatus.SUCCEEDED,
        tool_state=_TOLD_STATE[status].value,
    )


class AgainOutcome(StrEnum):
    RAN = "ran"  # it ran (or its new intent was already recorded): ``status`` says how it ended
    DECLINED = "declined"  # the person said no: it stays unknown
    INVALID = "invalid"  # the arguments break the tool as it is now: not run, stays unknown
    UNAVAILABLE = "unavailable"  # not offered now, or its server is not running: not asked
    SETTLED = "settled"  # not unknown (any more): nothing to do


@dataclass(frozen=True, slots=True, kw_only=True)
class Again:
    outcome: AgainOutcome
    output: str = ""
    status: OperationStatus | None = None  # of the new run, when it ran


def _replaced(ledger: OperationLedger, key: str) -> None:
    """The unknown row is settled as replaced by the later run, unless a run pressed at the
    same time did it first: one call on the database thread, so the two cannot interleave."""
    found = ledger.get(key)
    if found is not None and found.status is OperationStatus.UNKNOWN:
        ledger.resolve_unknown(key, status=OperationStatus.FAILED, result=REPLACED)


async def run_again(
    loop: AgentLoop,
    generation_id: str,
    call_id: str,
    progress: ProgressSink | None = None,
    results: Database | None = None,
) -> Again:
    """Run again through the same gate as a model's call: validation, a new confirmation,
    the ledger. ``loop`` gives the tools on offer, the confirmer and the executor; the new
    outcome is stored for the model in ``results``."""
    ledger = loop.executor.ledger
    conversation_id = loop.conversation_id
    unknown = await worker.run(latest, ledger, conversation_id, generation_id, call_id)
    if unknown is None or unknown.status is not OperationStatus.UNKNOWN:
        return Again(outcome=AgainOutcome.SETTLED)
    tool = loop.registry.tools.get(unknown.tool)
    if tool is None or (isinstance(tool, KnowsAvailability) and not tool.available()):
        return Again(outcome=AgainOutcome.UNAVAILABLE)
    call = ToolCall(
        key=call_id,
        id=call_id,
        name=unknown.tool,
        arguments_raw=unknown.arguments,
        arguments=json.loads(unknown.arguments),
        valid_json=True,
        complete=True,
    )
    verdict = loop.registry.validate(call, fallback_id=call_id)
    if isinstance(verdict, InvalidToolCall):
        return Again(outcome=AgainOutcome.INVALID, output=verdict.message_for_model())
    context = loop.registry.context
    request = await asyncio.to_thread(ConfirmationRequest.for_call, verdict, tool, context)
    decision = await loop.confirmer(request)  # always asked: a grant does not answer this
    offer = request.offered(decision)
    if offer is not None:
        await worker.run(loop.rules.add_offer, offer, grant_scope(tool), conversation_id)
    elif decision is Decision.ALLOW_TOOL_IN_CONVERSATION:
        if not request.once_only:  # remember: a yes is for this call only
            await worker.run(loop.grants.grant, grant_scope(tool), conversation_id)
    elif decision is not Decision.ALLOW_ONCE:
        return Again(outcome=AgainOutcome.DECLINED)
    reporting = progress_sink.set(progress)
    try:
        execution = await loop.executor.execute(
            verdict,
            conversation_id=conversation_id,
            generation_id=f"{generation_id}{AGAIN}{unknown.key[:16]}",
            approval=Approval.ASKED,
        )
    finally:
        progress_sink.reset(reporting)
    await worker.run(_replaced, ledger, unknown.key)
    if results is not None:
        told = TOLD_AGAIN + execution.output
        await worker.run(
            _tell, results, conversation_id, generation_id, call_id, told, execution.status
        )
    return Again(outcome=AgainOutcome.RAN, output=execution.output, status=execution.status)
