"""The Tools page's middle: "Run without asking", chosen one tool at a time.

A new profile asks before every action. Here the person may let a tool act without a question,
each tool with what it can read, change or send said in one sentence. A tool that can carry
data off the computer (a fetch, a command, any MCP server's tool) is listed with the switch
off and disabled, and the reason beside it: the agent never skips its question on a setting
(``agent.tool_round``), so offering the switch would promise what is not done.

The choice is a standing permission in every conversation (``store.actions.grants``), recorded under
the tool's grant scope: an MCP tool's names its definition, so a changed tool asks again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from desktop_app.agent.builtin import FetchUrl, ListDirectory, ReadFile, RunCommand, WriteFile
from desktop_app.agent.tools import (
    Tool,
    ToolContext,
    ToolRegistry,
    grant_scope,
    sends_data_off_machine,
)
from desktop_app.config.settings import ProviderSettings
from desktop_app.mcp.manager import ServerManager
from desktop_app.mcp.tools import McpTool, McpToolset
from desktop_app.store.actions.grants import GrantScope, GrantStore
from desktop_app.ui.dialogs.confirm_dialog import visible
from desktop_app.ui.settings.page import BackgroundWork, SettingsPage, fill

OfferedTools = Callable[[], Sequence[Tool]]


def offered_tools(mcp: ServerManager | None) -> OfferedTools:
    """Every built-in tool (run_command too: its row says why it always asks) and the tools of
    the MCP servers connected now, under the names the model is offered them by."""

    def tools() -> list[Tool]:
        registry = ToolRegistry(ToolContext(workspace=Path.home()))  # names only: no tool runs
        registry.extend([ListDirectory(), ReadFile(), WriteFile(), FetchUrl(), RunCommand()])
        if mcp is not None:
            toolset = McpToolset(registry)
            for server in mcp.connected():
                toolset.install(server)
        return list(registry.tools.values())

    return tools


class AutoAllowPage(SettingsPage):
    def __init__(
        self,
        settings: ProviderSettings,
        work: BackgroundWork,
        grants: GrantStore,
        tools: OfferedTools,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(settings, work, parent)
        self.grants = grants
        self._tools = tools
        self.caption = QLabel(self)
        self.caption.setWordWrap(True)
        self.area = QScrollArea(self)
        self.area.setWidgetResizable(True)
        self.body = QWidget()
        self.rows = QVBoxLayout(self.body)
        self.area.setWidget(self.body)
        self.checks: dict[str, QCheckBox] = {}  # by tool name, as the model is offered it
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.caption)
        layout.addWidget(self.area, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.caption.setText(
            self.tr(
                "Every action is asked about first. Run without asking only tools you trust "
                "to act on their own: the question is skipped, the checks are not."
            )
        )
        self.area.setAccessibleName(self.tr("Run without asking"))
        self.area.setAccessibleDescription(
            self.tr("Each tool, what it can do, and whether it may act without asking")
        )
        self.refresh()

    def refresh(self) -> None:
        """The tools as they are offered now (MCP servers come and go), switched as stored."""
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # gone from the page now, not when the deletion is processed
                widget.deleteLater()
        self.checks = {}
        for tool in self._tools():
            self._add_row(tool)
        self.rows.addStretch(1)

    def _add_row(self, tool: Tool) -> None:
        name = visible(tool.name)
        check = QCheckBox(fill(self.tr("Run %1 without asking"), name), self.body)
        risk = self._risk(tool)
        offered = not sends_data_off_machine(tool)
        if offered:
            check.setChecked(self._allowed(tool))
            check.toggled.connect(lambda on, tool=tool: self._switch(tool, on))
        else:
            risk = fill(self.tr("%1 Always asks: it can send data off this computer."), risk)
            check.setEnabled(False)
        check.setAccessibleName(fill(self.tr("Run %1 without asking"), name))
        check.setAccessibleDescription(risk)
        label = QLabel(risk, self.body)
        label.setTextFormat(Qt.TextFormat.PlainText)  # an MCP server's name is never markup
        label.setWordWrap(True)
        label.setIndent(24)  # under the box's text, not under the box
        # Never greyed out with a disabled switch: the reason it always asks must stay legible.
        self.rows.addWidget(check)
        self.rows.addWidget(label)
        self.checks[tool.name] = check

    def _risk(self, tool: Tool) -> str:
        """What the tool can read, change or send, in one sentence."""
        if isinstance(tool, McpTool):
            return fill(
                self.tr(
                    "A tool of the MCP server “%1”: Arroyo cannot see what it reads, changes "
                    "or sends."
                ),
                visible(tool.server),
            )
        risks = {
            ListDirectory.name: lambda: self.tr(
                "Sees the names and sizes of the files in the workspace folder; changes nothing."
            ),
            ReadFile.name: lambda: self.tr(
                "Reads any file in the workspace folder and gives its text to the model (and "
                "so to your provider); changes nothing."
            ),
            WriteFile.name: lambda: self.tr(
                "Creates and overwrites files in the workspace folder; what it overwrites is gone."
            ),
            FetchUrl.name: lambda: self.tr(
                "Sends a request to any web address the model chooses; the address alone can "
                "carry what the model has read."
            ),
            RunCommand.name: lambda: self.tr(
                "Runs programs in the workspace folder; a program can change your files and "
                "reach the network."
            ),
        }
        say = risks.get(tool.name)
        if say is None:
            return self.tr("Arroyo cannot see what this tool reads, changes or sends.")
        return say()

    def _allowed(self, tool: Tool) -> bool:
        try:
            scopes = self.grants.scopes(grant_scope(tool), None)
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permissions could not be read: %1"), exc))
            return False
        return GrantScope.EVERY_CONVERSATION in scopes

    def _switch(self, tool: Tool, on: bool) -> None:
        try:
            if on:
                self.grants.grant(grant_scope(tool), None)
            else:
                self.grants.revoke_everywhere(grant_scope(tool))
        except Exception as exc:
            self.problem.emit(fill(self.tr("The permission could not be changed: %1"), exc))
            check = self.checks.get(tool.name)
            if check is not None:
                check.blockSignals(True)  # shows what is stored, without writing it back
                check.setChecked(not on)
                check.blockSignals(False)
            return
        self.problem_solved.emit()
