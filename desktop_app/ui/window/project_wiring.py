"""The window's part in projects: a new conversation goes into the chosen project (or the
project whose "+" was clicked) with its defaults, Move to project (Ctrl+Shift+M) and New
project are commands of the Conversation menu, and a project is exported to a file."""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QLineEdit, QWidget

from desktop_app.exchange.problems import ExchangeError
from desktop_app.net.redaction import Redactor
from desktop_app.session.projects import start_in
from desktop_app.ui.chat.chat_pane import ChatPane
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.sidebar import UNTITLED, ConversationSidebar
from desktop_app.ui.window.commands import Command
from desktop_app.ui.window.exchange.exchange_actions import ExchangeActions
from desktop_app.ui.window.exchange.exchange_problems import exchange_problem
from desktop_app.ui.window.knowledge_wiring import KnowledgeWiring


class Window(Protocol):
    """What projects need of the main window (``main_window.MainWindow``)."""

    @property
    def services(self) -> Services: ...
    @property
    def sidebar(self) -> ConversationSidebar: ...
    @property
    def chat(self) -> ChatPane: ...
    @property
    def search(self) -> QLineEdit: ...
    @property
    def composer(self) -> QWidget: ...
    @property
    def exchange(self) -> ExchangeActions: ...


class ProjectWiring(QObject):
    def __init__(self, window: Window) -> None:
        super().__init__()
        self.window = window
        self.sidebar = window.sidebar
        self.sidebar.new_in_project.connect(self.new_conversation)
        self.sidebar.export_project.connect(self.export)
        self.knowledge = KnowledgeWiring(window)  # its commands sit beside the projects'

    def commands(self) -> tuple[Command, ...]:
        menus = self.sidebar.menus
        return (
            Command("new_project", "conversation", (), menus.new_project),
            Command(
                "move_to_project",
                "conversation",
                (QKeySequence("Ctrl+Shift+M"),),
                menus.open_chooser,
            ),
            *self.knowledge.commands(),
        )

    def new_conversation(self, project_id: str | None = None) -> None:
        """An empty conversation, in ``project_id`` or else the chosen project (none: in no
        project). An empty one already there, untitled and untouched, is reused: empty rows do
        not pile up. One whose first message is on its way to the database is not empty."""
        window, services = self.window, self.window.services
        project_id = project_id or self.sidebar.selected_project()
        project = self.sidebar.projects.get(project_id) if project_id else None
        sending = {page.conversation_id for page in window.chat.streaming_pages()}
        memberships = self.sidebar.projects.memberships()
        reusable = [
            c.id
            for c in services.conversations.empty()
            if c.title in UNTITLED
            and c.id not in sending
            and memberships.get(c.id) == (project.id if project else None)
            and (project is not None or not c.system_prompt)
        ]
        conversation_id = reusable[0] if reusable else services.conversations.create("")
        if project is not None and not reusable:
            current = services.models.current() if services.models is not None else None
            provider = current.id if current is not None else ""
            start_in(
                services.conversations, conversation_id, project, services.assistants(), provider
            )
            self.sidebar.projects.set_folded(project.id, False)  # the new one is in sight
        window.search.clear()
        self.sidebar.refresh(select=conversation_id)
        window.composer.setFocus()

    def export(self, project_id: str) -> None:
        exchange = self.window.exchange
        dialog = exchange.open_dialog(self.tr("Export project"), QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilters(["JSON (*.json)"])
        dialog.setDefaultSuffix("json")
        dialog.fileSelected.connect(lambda path: self._export(project_id, Path(path)))
        dialog.open()

    def _export(self, project_id: str, path: Path) -> None:
        from desktop_app.exchange.transfer import export_project  # once first used

        services, exchange = self.window.services, self.window.exchange
        redact = Redactor(services.keys_in_use())
        try:
            export_project(services.conversations, project_id, path, redact)
        except ExchangeError as error:
            exchange.say(exchange_problem(error.problem, error.detail).sentence)
            return
        exchange.say(self.tr("Exported to %1.").replace("%1", str(path)))
