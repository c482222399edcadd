"""Optional tool capabilities are Protocols, found with isinstance, never by name."""

from __future__ import annotations

from typing import Any

from desktop_app.agent.builtin import builtin_tools
from desktop_app.agent.confirmations import ConfirmationRequest
from desktop_app.agent.tools import (
    ConfirmsEffect,
    PreviewsChanges,
    SaysWhereDataGoes,
    StatesIntent,
    ToolContext,
    ToolOutcome,
    sends_data_off_machine,
)
from desktop_app.generation.tool_validation import ValidatedToolCall


class PlainTool:
    """Only what every tool must have: no capability beyond it."""

    name = "plain"
    summary = "does a plain thing"
    schema: dict[str, Any] = {"type": "object", "properties": {}}
    read_only = True

    def check(self, arguments: dict[str, Any], context: ToolContext) -> None:
        return None

    def describe(self, arguments: dict[str, Any], context: ToolContext) -> str:
        return "Do a plain thing"

    async def run(self, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
        return ToolOutcome("done")

    def observe(self, arguments: dict[str, Any], context: ToolContext) -> str | None:
        return None


def test_the_built_in_tools_declare_their_capabilities(tmp_path):
    context = ToolContext(workspace=tmp_path, allow_commands=True)
    tools = {tool.name: tool for tool in builtin_tools(context)}
    capabilities = {
        name: {
            protocol.__name__
            for protocol in (SaysWhereDataGoes, StatesIntent, PreviewsChanges, ConfirmsEffect)
            if isinstance(tool, protocol)
        }
        for name, tool in tools.items()
    }
    assert capabilities["write_file"] == {
        "SaysWhereDataGoes",
        "StatesIntent",
        "PreviewsChanges",
        "ConfirmsEffect",
    }
    assert capabilities["fetch_url"] == {"SaysWhereDataGoes", "StatesIntent"}
    assert sends_data_off_machine(tools["fetch_url"]) is True
    assert sends_data_off_machine(tools["read_file"]) is False


def test_a_tool_without_capabilities_is_asked_about_plainly(tmp_path):
    tool = PlainTool()
    assert not isinstance(tool, SaysWhereDataGoes | StatesIntent | PreviewsChanges)
    assert sends_data_off_machine(tool) is True  # staying here is a promise it did not make
    call = ValidatedToolCall("call_1", "plain", {})
    request = ConfirmationRequest.for_call(call, tool, ToolContext(workspace=tmp_path))
    assert (request.description, request.details, request.intent) == ("Do a plain thing", "", None)
    assert request.sends_data_off_machine
