"""A stand-in for Arroyo that a test kills with SIGKILL: it starts a stdio MCP server (with a
child in its group and one in a session of its own) and a command (with a child in its group,
one in a session of its own, and one double-forked away), then waits to be killed.

Run as: python -m tests.agent.tethered_worker WORKSPACE, with ``ARROYO_TEST_TAG`` set (passed
on to everything started, so the test finds it all). Prints one line, ``ready``, once every
process is running. Not a subreaper: the orphans go to the system, as when Arroyo is killed.
"""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from desktop_app.agent.builtin import RunCommand
from desktop_app.agent.tools import ToolContext
from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.servers import ServerConnection
from tests.agent.process_worker import TAG

ASKING_SERVER = Path(__file__).parents[1] / "mcp" / "servers" / "asking_server.py"
SCRIPT = (
    "sleep 1000 & echo $! >> pids; "
    "setsid sleep 1000 & echo $! >> pids; "
    "(sleep 1000 & echo $! >> pids) & "
    "exec sleep 1000"
)
COMMAND_PIDS = 3
LIFETIME = 120  # seconds: a worker the test forgot to kill still ends


async def main(workspace: Path) -> None:
    values = {
        TAG: os.environ[TAG],
        "CHILD_PID_FILE": str(workspace / "server.child"),
        "SETSID_CHILD_PID_FILE": str(workspace / "server.setsid"),
    }
    config = McpServerConfig(
        name="asking", command=sys.executable, args=(str(ASKING_SERVER),), env_names=tuple(values)
    )
    keyring = {secret_id("asking", "env", name): value for name, value in values.items()}
    connection = ServerConnection(config, secrets=keyring.get)
    await connection.start()
    context = ToolContext(
        workspace=workspace, allow_commands=True, command_timeout=LIFETIME, command_env_allow=(TAG,)
    )
    command = asyncio.ensure_future(RunCommand().run({"argv": ["sh", "-c", SCRIPT]}, context))
    pids = workspace / "pids"
    for _ in range(3000):  # at most about 30 s on a loaded machine
        if pids.is_file() and len(pids.read_text().split()) >= COMMAND_PIDS:
            break
        await asyncio.sleep(0.01)
    print("ready", flush=True)
    await asyncio.sleep(LIFETIME)
    command.cancel()
    await connection.stop()


if __name__ == "__main__":
    asyncio.run(main(Path(sys.argv[1])))
