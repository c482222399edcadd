"""A server that sends malformed JSON-RPC does not leave its session deaf.

A real stdio server (``servers/malformed_server.py``) sends notifications, responses and
requests of every broken shape, then answers the call: the answer arrives, later calls work,
the requests that could be answered got Invalid Request, and the log names no secret. When the
session does break (a line that is not JSON), the waiting call fails at once and the server is
no longer connected.
"""

from __future__ import annotations

import asyncio
import json
import logging
import sys
from pathlib import Path

import pytest

from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.manager import ServerManager
from desktop_app.mcp.servers import ServerConnection, ServerState
from desktop_app.mcp.stdio import StdioTransport
from tests.mcp.agent_support import Secrets

SERVER = Path(__file__).parent / "servers" / "malformed_server.py"
TOKEN = "tok-malformed-7d1e"
# Far beyond an honest answer (milliseconds): only a deaf session would wait this long.
CALL_LIMIT = 20.0


def malformed_server(tmp_path: Path, mode: str) -> tuple[McpServerConfig, Secrets]:
    config = McpServerConfig(
        name="malformed",
        command=sys.executable,
        args=(str(SERVER), mode),
        env_names=("RECORD", "API_TOKEN"),
        timeout=CALL_LIMIT,
    )
    values = {"RECORD": str(tmp_path / "record.jsonl"), "API_TOKEN": TOKEN}
    return config, Secrets({secret_id("malformed", "env", k): v for k, v in values.items()})


@pytest.mark.asyncio
async def test_malformed_messages_leave_the_session_listening(tmp_path, caplog):
    caplog.set_level(logging.INFO)
    config, secrets = malformed_server(tmp_path, "deaf")
    connection = ServerConnection(config, secrets=secrets)
    await connection.start()
    try:
        session = connection.session
        answer = await session.call_tool("note", {"text": "attack"})
        again = await session.call_tool("note", {"text": "still there"})
        assert connection.state is ServerState.CONNECTED and session.alive
    finally:
        await connection.stop()
    assert answer["content"][0]["text"] == "noted: attack"
    assert again["content"][0]["text"] == "noted: still there"
    replies = [json.loads(line) for line in (tmp_path / "record.jsonl").read_text().splitlines()]
    assert [(reply["id"], reply["error"]["code"]) for reply in replies] == [
        ("bad-params", -32600),
        (7, -32600),
    ]
    assert all("Invalid Request" in reply["error"]["message"] for reply in replies)
    logged = caplog.text
    assert logged.count("malformed sent a malformed message") == 14
    assert TOKEN not in logged


@pytest.mark.asyncio
async def test_a_broken_session_fails_the_waiting_call_at_once_and_shows_as_lost(tmp_path):
    config, secrets = malformed_server(tmp_path, "garbage")
    lost: list[ServerConnection] = []
    connection = ServerConnection(config, secrets=secrets, on_lost=lost.append)
    await connection.start()
    try:
        call = connection.session.call_tool("note", {"text": "attack"})
        with pytest.raises(McpError) as raised:
            await asyncio.wait_for(call, CALL_LIMIT / 2)  # not the session's own time limit
    finally:
        await connection.stop()
    assert raised.value.problem is McpProblem.GARBAGE
    assert lost == [connection]


@pytest.mark.asyncio
async def test_the_manager_no_longer_counts_a_lost_server_as_connected(tmp_path):
    config, secrets = malformed_server(tmp_path, "garbage")

    async def read_secret(key: str) -> str | None:
        return secrets.get(key)

    async def yes(config: McpServerConfig) -> bool:
        return True

    manager = ServerManager(
        read_secret=read_secret, workspace=lambda: None, approve=yes, remember=lambda c: None
    )
    told: list[str] = []
    manager.listen(told.append)
    manager.apply([config])
    await manager.wait_idle()
    try:
        [connection] = manager.connected()
        told.clear()
        with pytest.raises(McpError):
            await connection.session.call_tool("note", {"text": "attack"})
        assert manager.connected() == []
        assert manager.status("malformed").state is ServerState.FAILED
        assert told == ["malformed"]
    finally:
        await manager.stop_all()


@pytest.mark.asyncio
async def test_a_reader_that_dies_of_an_unforeseen_error_fails_the_session(tmp_path):
    """Whatever ends the transport's reader, the session hears it: here a delivery that raises
    stands for any error in handling a message."""
    config, _secrets = malformed_server(tmp_path, "deaf")
    transport = StdioTransport(config.command, config.args, env={"RECORD": "unused"})
    failed: list[McpError] = []
    ended = asyncio.Event()

    def deliver(message: dict) -> None:
        raise RuntimeError("a bug")

    def fail(request_id: object, problem: McpError) -> None:
        failed.append(problem)
        ended.set()

    await transport.start(deliver, fail)
    try:
        await transport.send({"jsonrpc": "2.0", "id": 1, "method": "tools/list"})
        await asyncio.wait_for(ended.wait(), CALL_LIMIT)
    finally:
        await transport.close()
    assert [problem.problem for problem in failed] == [McpProblem.EXITED]
    assert "reading its output failed" in str(failed[0])
