"""The session against small real servers: versions, what the server asks of the client,
progress, and tools listed again when the server says they changed."""

from __future__ import annotations

import asyncio
import json

import pytest

from desktop_app.agent.builtin.environment import BASE_NAMES
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import FoldersShared, ToolContext, ToolRegistry
from desktop_app.generation.assembler import ToolCall
from desktop_app.mcp.errors import McpError, McpProblem
from desktop_app.mcp.results import outcome_of
from desktop_app.mcp.servers import ServerConnection
from desktop_app.mcp.session import McpSession
from desktop_app.mcp.stdio import StdioTransport
from desktop_app.mcp.tools import McpToolset
from tests.mcp.agent_support import scripted_server


@pytest.mark.asyncio
async def test_a_server_speaking_an_unknown_version_is_refused_clearly():
    config, _secrets = scripted_server("future", "future")
    session = McpSession(StdioTransport(config.command, config.args), server="future")
    try:
        with pytest.raises(McpError) as raised:
            await session.initialize(timeout=30)
    finally:
        await session.close()
    assert raised.value.problem is McpProblem.VERSION
    assert "2999-01-01" in str(raised.value) and "2024-11-05" in str(raised.value)


@pytest.mark.asyncio
async def test_ping_progress_and_list_changed_during_a_call(tmp_path):
    record = tmp_path / "record.jsonl"
    registry = ToolRegistry(ToolContext(workspace=tmp_path))
    toolset = McpToolset(registry)
    refreshed = asyncio.Event()

    def installed(connection: ServerConnection) -> None:
        toolset.install(connection)
        if "now better" in json.dumps(connection.tools):
            refreshed.set()

    config, secrets = scripted_server("chatty", "chatty", RECORD=str(record))
    connection = ServerConnection(config, secrets=secrets, on_tools=installed)
    await connection.start()
    before = registry.tools["note"].grant_key
    reports = []
    try:
        result = await connection.session.call_tool(
            "note", {"text": "x"}, on_progress=lambda *report: reports.append(report)
        )
        async with asyncio.timeout(20):
            await refreshed.wait()
    finally:
        await connection.stop()
    assert result["content"][0]["text"] == "noted: x"
    assert reports == [(1.0, 2, "half")]
    answered = [json.loads(line) for line in record.read_text().splitlines()]
    assert {"jsonrpc": "2.0", "id": "srv-ping", "result": {}} in answered
    after = registry.tools["note"]
    assert after.description == "Keeps a note, now better." and after.grant_key != before


def test_every_kind_of_content_becomes_text_within_the_cap():
    result = {
        "content": [
            {"type": "text", "text": "hola"},
            {"type": "image", "data": "aGVsbG8=", "mimeType": "image/png"},
            {"type": "audio", "data": "aGVsbG8=", "mimeType": "audio/wav"},
            {"type": "resource_link", "uri": "file:///a.txt", "name": "a.txt"},
            {"type": "resource", "resource": {"uri": "file:///b.txt", "text": "bee"}},
            {"type": "resource", "resource": {"uri": "file:///c.bin", "blob": "AAAA"}},
        ],
        "structuredContent": {"n": 1},
    }
    outcome = outcome_of(result, max_chars=10_000)
    assert not outcome.is_error
    lines = outcome.output.splitlines()
    assert lines[0] == "hola"
    assert "[image (image/png, 5 bytes): not shown" in lines[1]
    assert "[audio (audio/wav, 5 bytes)" in lines[2]
    assert lines[3] == "[resource link: a.txt <file:///a.txt>]"
    assert lines[4:6] == ["[resource <file:///b.txt>]", "bee"]
    assert "binary, not shown" in lines[6]
    assert lines[7] == 'Structured result: {"n": 1}'
    cut = outcome_of({"content": [{"type": "text", "text": "x" * 50}]}, max_chars=10)
    assert cut.output.startswith("x" * 10 + "\n[Cut: the result had 50 characters")
    assert outcome_of({"content": [], "isError": True}, max_chars=10).is_error


@pytest.mark.asyncio
async def test_a_stdio_server_gets_a_minimal_environment_plus_its_own_variables(
    tmp_path, monkeypatch
):
    monkeypatch.setenv("ARROYO_CANARY_TOKEN", "must-not-leak")
    config, secrets = scripted_server("envy", RECORD=str(tmp_path / "r.jsonl"))
    connection = ServerConnection(config, secrets=secrets)
    await connection.start()
    try:
        result = await connection.session.call_tool("note", {"text": "$env"})
    finally:
        await connection.stop()
    names = set(result["content"][0]["text"].split())
    assert "ARROYO_CANARY_TOKEN" not in names
    assert {"PATH", "RECORD"} <= names
    # ARROYO_COMMAND: random per start, how what the server starts is found at its stop.
    extra = {"RECORD", "PWD", "LC_CTYPE", "__CF_USER_TEXT_ENCODING", "ARROYO_COMMAND"}
    assert names <= BASE_NAMES | extra


@pytest.mark.asyncio
@pytest.mark.parametrize("with_workspace", [False, True])
async def test_a_server_is_told_of_the_workspace_alone_or_of_no_roots_at_all(
    tmp_path, with_workspace
):
    workspace = tmp_path / "trabajo"
    workspace.mkdir()
    registry = ToolRegistry(ToolContext(workspace=tmp_path))
    toolset = McpToolset(registry)
    config, secrets = scripted_server("notes")
    connection = ServerConnection(
        config,
        secrets=secrets,
        workspace=workspace if with_workspace else None,
        on_tools=toolset.install,
    )
    await connection.start()
    try:
        result = await connection.session.call_tool("note", {"text": "$roots"})
    finally:
        await connection.stop()
    reported = json.loads(result["content"][0]["text"])
    call = ToolCall(
        key="c1",
        id="c1",
        name="note",
        arguments_raw='{"text": "x"}',
        arguments={"text": "x"},
        valid_json=True,
        complete=True,
    )
    verdict = registry.validate(call, fallback_id="c1")
    request = ConfirmationRequest.for_call(verdict, registry.tools["note"], registry.context)
    if with_workspace:
        assert reported["declared"] is True
        assert reported["answer"]["result"]["roots"] == [
            {"uri": workspace.resolve().as_uri(), "name": "trabajo"}
        ]
        assert request.folders_shared == FoldersShared("notes", (workspace.resolve(),))
        assert f"Folder given to notes: {workspace.resolve()}" in request.details
    else:
        # Not even an empty list, which some servers read as "no folder at all".
        assert reported["declared"] is False
        assert reported["answer"]["error"]["code"] == -32601
        assert request.folders_shared == FoldersShared("notes", ())
        assert "notes was given no folder" in request.details
