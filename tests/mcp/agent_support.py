"""MCP servers wired into the agent loop: the simulator scripts the model's tool calls, a
scripted person answers confirmations, SQLite files hold the ledger and grants."""

from __future__ import annotations

import socket
import sys
from pathlib import Path

from desktop_app.generation.prompt import Prompt
from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.servers import ServerConnection
from desktop_app.mcp.tools import McpToolset
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.net.helpers import queue

SERVERS = Path(__file__).with_name("servers")
FINAL = Script(answer="Hecho.")


def scripted_server(
    name: str, mode: str = "normal", *, timeout: float = 30.0, **env: str
) -> tuple[McpServerConfig, Secrets]:
    """The config of tests/mcp/servers/scripted_server.py, and a keyring holding its ``env``."""
    config = McpServerConfig(
        name=name,
        command=sys.executable,
        args=(str(SERVERS / "scripted_server.py"), mode),
        env_names=tuple(env),
        timeout=timeout,
    )
    return config, Secrets({secret_id(name, "env", key): value for key, value in env.items()})


class Secrets(dict):
    """A keyring stand-in for tests: secret id -> value."""

    def __call__(self, secret: str) -> str | None:
        return self.get(secret)


def call_script(tool: str, arguments: dict, call_id: str = "call_m1") -> Script:
    return Script(
        answer="Uso la herramienta.",
        tool_calls=(ScriptedCall(name=tool, arguments=arguments, call_id=call_id),),
        finish="tool_calls",
    )


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


no_secrets = Secrets()


class McpAgent:
    """One harness with MCP connections installed in its registry."""

    def __init__(self, harness: AgentHarness, simulator) -> None:
        self.harness = harness
        self.simulator = simulator
        self.toolset = McpToolset(harness.registry)
        self.connections: list[ServerConnection] = []

    async def connect(self, config: McpServerConfig, secrets=no_secrets) -> ServerConnection:
        connection = ServerConnection(
            config,
            secrets=secrets,
            workspace=self.harness.workspace,
            on_tools=self.toolset.install,
        )
        self.connections.append(connection)
        await connection.start()
        return connection

    async def turn(self, person: ScriptedPerson, *scripts: Script, wire: str = "openai-chat"):
        model = queue(self.simulator, *(Scenario(script=s) for s in (*scripts, FINAL)))
        loop = self.harness.loop(wire, model, person)
        events: list = []
        loop.on(events.append)
        try:
            result = await loop.run(Prompt.single("Hazlo"))
        finally:
            for transport in self.harness._transports:
                await transport.aclose()
            self.harness._transports.clear()
        return result, events

    async def close(self) -> None:
        for connection in self.connections:
            await connection.stop()


def tool_ends(events) -> list:
    return [event for event in events if type(event).__name__ == "ToolExecutionEnd"]
