"""A separate process that holds a confirmed write ``started`` until told to go on.

Run as: python -m tests.agent.owned_worker DATABASE WORKSPACE
Prints "started" once the ledger row is started (and its owner recorded), waits for a line
on stdin, runs the write, records its result, stores the answer and prints "saved".
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.executor import ToolExecutor
from desktop_app.agent.tools import ToolContext, ToolRegistry
from desktop_app.store.actions.ledger import Approval, OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.agent.crash_worker import CALL, CONVERSATION, GENERATION


class WaitsForGo:
    """The real write_file, run once the parent says so."""

    def __init__(self, tool):
        self._tool = tool
        for name in ("name", "summary", "schema", "read_only", "check", "describe", "observe"):
            setattr(self, name, getattr(tool, name))

    async def run(self, arguments, context):
        print("started", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        return await self._tool.run(arguments, context)


async def main(database_path: str, workspace: str) -> None:
    context = ToolContext(workspace=Path(workspace))
    registry = ToolRegistry(context)
    for tool in builtin_tools(context):
        registry.add(WaitsForGo(tool) if tool.name == "write_file" else tool)
    with Database(database_path) as database:
        conversations = ConversationStore(database)
        conversation = conversations.create("owned")
        executor = ToolExecutor(registry, OperationLedger(database))
        execution = await executor.execute(
            CALL, conversation_id=CONVERSATION, generation_id=GENERATION, approval=Approval.ASKED
        )
        conversations.add_message(conversation, "assistant", f"done: {execution.output}")
    print("saved", flush=True)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2]))
