"""write_file run through the real executor with a receipt store, as the window runs it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store.actions.ledger import Approval, Operation, OperationLedger, OperationStatus
from desktop_app.store.actions.receipts import ReceiptStore
from desktop_app.store.database import Database

CONVERSATION = "conv-undo"
GENERATION = "gen-undo"


def write(
    database: Database, workspace: Path, path: str, content: str, call_id: str = "call_1"
) -> Operation:
    context = ToolContext(workspace=workspace)
    registry = ToolRegistry(context)
    registry.extend(builtin_tools(context))
    ledger = OperationLedger(database)
    executor = ToolExecutor(registry, ledger, receipts=ReceiptStore(database))
    call = ValidatedToolCall(call_id, "write_file", {"path": path, "content": content})
    execution = asyncio.run(
        executor.execute(
            call, conversation_id=CONVERSATION, generation_id=GENERATION, approval=Approval.ASKED
        )
    )
    assert execution.status is OperationStatus.SUCCEEDED, execution.output
    *_earlier, operation = ledger.for_call(CONVERSATION, call_id)  # the newest of this id
    return operation
