"""``arroyo projects list`` and ``arroyo ask --project NAME``: projects from the terminal.

The parser is built on every start of ``arroyo``: only what it needs is imported up front."""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from typing import TYPE_CHECKING, Any, Protocol, TextIO, TypeVar

if TYPE_CHECKING:
    from desktop_app.config.assistants import Assistant
    from desktop_app.store.database import Database
    from desktop_app.store.projects import ProjectStore


class _Asked(Protocol):
    """What ``enter_project`` reads of ``arroyo ask``'s options (``headless.AskOptions``)."""

    @property
    def project(self) -> str | None: ...
    @property
    def conversation(self) -> str | None: ...
    @property
    def provider(self) -> str: ...
    @property
    def model(self) -> str | None: ...


Asked = TypeVar("Asked", bound=_Asked)


def add_commands(commands: argparse._SubParsersAction, ask: argparse.ArgumentParser) -> None:
    projects = commands.add_parser("projects", help="the projects and their conversations")
    actions = projects.add_subparsers(dest="projects_command", required=True)
    actions.add_parser("list", help="each project with its id and how many conversations")
    ask.add_argument(
        "--project",
        metavar="NAME",
        help="start the conversation in this project (arroyo projects list): its instructions, "
        "defaults and workspace apply",
    )


def run_projects(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    from desktop_app.paths import database_path
    from desktop_app.store.database import DatabaseError
    from desktop_app.store.projects import ProjectStore
    from desktop_app.store.startup import open_store

    try:
        with open_store(database_path()) as database:
            return _list(ProjectStore(database), out)
    except DatabaseError as exc:
        print(f"arroyo projects: {exc}", file=sys.stderr)
        return 2


def _list(projects: ProjectStore, out: TextIO) -> int:
    from desktop_app.wire.terminal_text import strip_control_sequences

    if not projects.list() and not projects.list(archived=True):
        print("No projects yet: the window's New project makes one.", file=out)
        return 0
    for archived in (False, True):
        for project in projects.list(archived=archived):
            count = len(projects.members(project.id))
            name = strip_control_sequences(project.name)
            mark = "  (archived)" if archived else ""
            noun = "conversation" if count == 1 else "conversations"
            print(f"{project.id}  {name}  {count} {noun}{mark}", file=out)
    return 0


def enter_project(database: Database, options: Asked, out: TextIO) -> Asked | None:
    """``options`` with a new conversation in the project it names (its defaults taken), and
    the project's model when it is the provider's; unchanged without ``--project``. None: the
    name is unknown (said, with the names there are) or a conversation was named too."""
    from desktop_app.session.projects import start_in
    from desktop_app.store.conversations import ConversationStore
    from desktop_app.store.projects import ProjectStore

    if options.project is None:
        return options
    if options.conversation is not None:
        out.write("--project starts a new conversation: leave out --conversation.\n")
        return None
    projects = ProjectStore(database)
    project = projects.named(options.project)
    if project is None:
        names = [p.name for p in projects.list()] + [p.name for p in projects.list(archived=True)]
        there = ", ".join(repr(name) for name in names) if names else "none yet"
        out.write(f"No project {options.project!r}. Projects: {there}.\n")
        return None
    conversations = ConversationStore(database)
    conversation_id = conversations.create("")
    start_in(conversations, conversation_id, project, _assistants(), options.provider)
    started = conversations.get(conversation_id)
    model = options.model
    if model is None and started is not None and started.provider_id == options.provider:
        model = started.model
    changed: Any = options  # a dataclass, as AskOptions is
    return replace(changed, conversation=conversation_id, model=model)


def _assistants() -> tuple[Assistant, ...]:
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path

    path = settings_path()
    try:
        return ProviderSettings(path).app.assistants if path.exists() else ()
    except SettingsError:
        return ()
