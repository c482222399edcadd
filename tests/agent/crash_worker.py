"""A separate process that starts a confirmed write and is killed before recording the result.

Run as: python -m tests.agent.crash_worker DATABASE WORKSPACE
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.generation.tool_validation import ValidatedToolCall
from desktop_app.store.actions.ledger import Approval, OperationLedger
from desktop_app.store.database import Database

CALL = ValidatedToolCall("call_crash", "write_file", {"path": "out.txt", "content": "exactly once"})
CONVERSATION, GENERATION = "conversation-1", "generation-1"


class PausesAfterWriting:
    """The real write_file, then a long pause: the process dies with the effect done and the
    result not yet recorded."""

    def __init__(self, tool):
        self._tool = tool
        for name in ("name", "summary", "schema", "read_only", "check", "describe", "observe"):
            setattr(self, name, getattr(tool, name))

    async def run(self, arguments, context):
        outcome = await self._tool.run(arguments, context)
        print("written", flush=True)
        await asyncio.sleep(3600)
        return outcome


async def main(database_path: str, workspace: str) -> None:
    context = ToolContext(workspace=Path(workspace))
    registry = ToolRegistry(context)
    for tool in builtin_tools(context):
        registry.add(PausesAfterWriting(tool) if tool.name == "write_file" else tool)
    with Database(database_path) as database:
        executor = ToolExecutor(registry, OperationLedger(database))
        await executor.execute(
            CALL, conversation_id=CONVERSATION, generation_id=GENERATION, approval=Approval.ASKED
        )


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
