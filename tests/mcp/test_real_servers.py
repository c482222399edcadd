"""Real MCP servers from PyPI and npm, each in its own tool environment (uvx, npx), never in
the app's: listed, and called through the agent loop with the simulator as the model."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess

import pytest

from desktop_app.agent.confirmations import Decision
from desktop_app.agent.events import ToolProgress
from desktop_app.agent.tool_round import STOPPED
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.prompt import Prompt
from desktop_app.mcp.config import McpServerConfig, ServerKind, secret_id
from desktop_app.mcp.http_legacy import LegacySseTransport
from desktop_app.mcp.http_streamable import StreamableHttpTransport
from desktop_app.mcp.stdio import StdioTransport
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store.database import Database
from tests.agent.harness import AgentHarness, ScriptedPerson
from tests.mcp.agent_support import (
    FINAL,
    McpAgent,
    Secrets,
    call_script,
    free_port,
    tool_ends,
)
from tests.mcp.tooling import (
    EVERYTHING,
    GIT,
    TIME,
    npx_command,
    server_variables,
    tool_environment,
    uvx_command,
)
from tests.net.helpers import queue

START = 180.0  # a server starting on a loaded machine


@pytest.fixture
def agent(tmp_path, simulator):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    database = Database(tmp_path / "arroyo.sqlite3")
    yield McpAgent(AgentHarness(workspace, database, simulator), simulator)
    database.close()


def tool_server(name: str, command: str, *args: str, node: bool = False):
    """A config for a server run by uvx or npx, with the variables its tool needs (Node 22
    first on PATH for npx) kept in a test keyring, as an import would keep them."""
    env = server_variables(node=node)
    config = McpServerConfig(
        name=name, command=command, args=args, env_names=tuple(env), timeout=START
    )
    return config, Secrets({secret_id(name, "env", key): value for key, value in env.items()})


def group_gone(pid: int) -> bool:
    try:
        os.killpg(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.mark.asyncio
async def test_mcp_server_time_over_stdio_through_the_agent(agent):
    connection = await agent.connect(*tool_server("time", *uvx_command(TIME)))
    person = ScriptedPerson([Decision.ALLOW_ONCE])
    try:
        assert {"get_current_time", "convert_time"} <= {t["name"] for t in connection.tools}
        result, events = await agent.turn(
            person, call_script("get_current_time", {"timezone": "Europe/Madrid"})
        )
        assert isinstance(connection.session.transport, StdioTransport)
        pid = connection.session.transport.process.pid
    finally:
        await agent.close()
    assert result.outcome.status is TurnStatus.COMPLETED
    (end,) = tool_ends(events)
    assert not end.error and "Europe/Madrid" in end.output
    assert "Server: time" in person.asked[0].details
    assert group_gone(pid)  # uvx and the server it started, both ended


@pytest.mark.asyncio
async def test_mcp_server_git_over_stdio_reads_the_workspace_repository(agent):
    workspace = agent.harness.workspace
    subprocess.run(["git", "init", "-q", str(workspace)], check=True)
    (workspace / "nuevo.txt").write_text("hola\n", encoding="utf-8")
    server = tool_server("git", *uvx_command(GIT, "--repository", str(workspace)))
    connection = await agent.connect(*server)
    try:
        assert "git_status" in {t["name"] for t in connection.tools}
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]),
            call_script("git_status", {"repo_path": str(workspace)}),
        )
    finally:
        await agent.close()
    (end,) = tool_ends(events)
    assert not end.error and "nuevo.txt" in end.output


@pytest.mark.asyncio
async def test_server_everything_over_stdio_echoes_and_lists_the_workspace_root(agent):
    connection = await agent.connect(
        *tool_server("everything", *npx_command(EVERYTHING), "stdio", node=True)
    )
    try:
        names = {t["name"] for t in connection.tools}
        assert {"echo", "get-roots-list"} <= names
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE, Decision.ALLOW_ONCE]),
            call_script("echo", {"message": "hola ñ"}, "call_e1"),
            call_script("get-roots-list", {}, "call_e2"),
        )
        pid = connection.session.transport.process.pid
    finally:
        await agent.close()
    echo, roots = tool_ends(events)
    assert not echo.error and "hola ñ" in echo.output
    assert agent.harness.workspace.resolve().as_uri() in roots.output
    assert group_gone(pid)


@contextlib.asynccontextmanager
async def everything_over_http(mode: str):
    port = free_port()
    env = tool_environment() | {"PORT": str(port)}
    process = subprocess.Popen(
        [*npx_command(EVERYTHING), mode],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        async with asyncio.timeout(START):
            while True:
                assert process.poll() is None, "the server ended before listening"
                with contextlib.suppress(OSError):
                    _reader, writer = await asyncio.open_connection("127.0.0.1", port)
                    writer.close()
                    await writer.wait_closed()
                    break
                await asyncio.sleep(0.1)
        yield f"http://127.0.0.1:{port}"
    finally:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGTERM)
        process.wait(timeout=30)


@pytest.mark.asyncio
async def test_server_everything_over_streamable_http_through_the_agent(agent):
    async with everything_over_http("streamableHttp") as base:
        config = McpServerConfig(
            name="remote", kind=ServerKind.HTTP, url=f"{base}/mcp", timeout=START
        )
        connection = await agent.connect(config)
        try:
            transport = connection.session.transport
            assert isinstance(transport, StreamableHttpTransport) and transport.session_id
            assert connection.session.info.protocol_version == "2025-11-25"
            _result, events = await agent.turn(
                ScriptedPerson([Decision.ALLOW_ONCE]), call_script("echo", {"message": "hey"})
            )
        finally:
            await agent.close()
    (end,) = tool_ends(events)
    assert not end.error and "hey" in end.output


@pytest.mark.asyncio
async def test_an_old_http_sse_server_is_reached_through_the_fallback(agent):
    async with everything_over_http("sse") as base:
        config = McpServerConfig(name="old", kind=ServerKind.HTTP, url=f"{base}/sse", timeout=START)
        connection = await agent.connect(config)
        try:
            assert isinstance(connection.session.transport, LegacySseTransport)
            _result, events = await agent.turn(
                ScriptedPerson([Decision.ALLOW_ONCE]), call_script("echo", {"message": "viejo"})
            )
        finally:
            await agent.close()
    (end,) = tool_ends(events)
    assert not end.error and "viejo" in end.output


@pytest.mark.asyncio
async def test_server_everything_long_operation_reports_its_progress_to_the_card(agent):
    connection = await agent.connect(
        *tool_server("everything", *npx_command(EVERYTHING), "stdio", node=True)
    )
    try:
        _result, events = await agent.turn(
            ScriptedPerson([Decision.ALLOW_ONCE]),
            call_script("trigger-long-running-operation", {"duration": 0.4, "steps": 4}),
        )
    finally:
        await agent.close()
    assert connection.problem is None
    progress = [(e.progress, e.total) for e in events if isinstance(e, ToolProgress)]
    assert progress == [(1.0, 4), (2.0, 4), (3.0, 4), (4.0, 4)]
    names = [type(event).__name__ for event in events]
    assert names.index("ToolExecutionStart") < names.index("ToolProgress")
    (end,) = tool_ends(events)
    assert not end.error and "Steps: 4" in end.output


@pytest.mark.asyncio
async def test_stop_during_server_everything_long_operation_leaves_it_unknown(agent):
    """Stop while the real server works: the call is cancelled on the wire, left unknown in
    the ledger and answered as such in the round; the server goes on serving."""
    connection = await agent.connect(
        *tool_server("everything", *npx_command(EVERYTHING), "stdio", node=True)
    )
    model = queue(
        agent.simulator,
        Scenario(
            script=call_script("trigger-long-running-operation", {"duration": 60, "steps": 60})
        ),
        Scenario(script=FINAL),
    )
    loop = agent.harness.loop("openai-chat", model, ScriptedPerson([Decision.ALLOW_ONCE]))
    events: list = []

    def stop_at_first_progress(event) -> None:
        events.append(event)
        if isinstance(event, ToolProgress):
            loop.abort()

    loop.on(stop_at_first_progress)
    try:
        async with asyncio.timeout(60):
            result = await loop.run(Prompt.single("Hazlo"))
        (end,) = tool_ends(events)
        # The server was told and is still there: the next call is answered.
        assert connection.session is not None
        echoed = await connection.session.call_tool("echo", {"message": "sigo"}, timeout=30)
    finally:
        for transport in agent.harness._transports:
            await transport.aclose()
        await agent.close()
    assert result.outcome.status is TurnStatus.CANCELLED
    assert end.unknown and end.output == STOPPED
    (operation,) = agent.harness.executor.ledger.unknown()
    assert operation.tool == "trigger-long-running-operation"
    assert result.prompt.messages[-1].text == STOPPED
    assert "sigo" in json.dumps(echoed)
