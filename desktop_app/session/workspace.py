"""A conversation's workspace as the window and ``arroyo ask`` both work it out."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from desktop_app.config.settings import ProviderSettings
from desktop_app.demo_workspace import demo_workspace
from desktop_app.names import ProviderKind
from desktop_app.paths import default_workspace
from desktop_app.store.database import Database
from desktop_app.store.projects import ProjectStore
from desktop_app.store.workspaces import ConversationWorkspaces
from desktop_app.workspaces import INHERIT, WorkspaceChoice, effective_workspace, opened


def default_for(settings_workspace: Path | None, demo: bool) -> Path:
    """The default workspace: the folder chosen in Settings, else the offline demo's own (so
    the demo's tool call looks at its example file), else Arroyo under the person's documents."""
    if settings_workspace is not None:
        return settings_workspace
    return demo_workspace() if demo else default_workspace()


def window_default(settings: ProviderSettings, entry_id: str) -> Path:
    """The window's default workspace while the provider ``entry_id`` is chosen."""
    entry = settings.get(entry_id)
    return default_for(
        settings.app.workspace, entry is not None and entry.preset == ProviderKind.DEMO
    )


class Workspaces:
    """Each conversation's choice of folder (kept in the store), and the folder it resolves to.
    ``default`` is asked each time: Settings and the provider may change between turns."""

    def __init__(self, database: Database, default: Callable[[], Path]) -> None:
        self._store = ConversationWorkspaces(database)
        self._projects = ProjectStore(database)
        self.default = default
        # Whether a conversation is temporary: its choice is kept in memory, never stored.
        self.temporary: Callable[[str], bool] = lambda conversation_id: False
        self._in_memory: dict[str, WorkspaceChoice] = {}

    def choice(self, conversation_id: str) -> WorkspaceChoice:
        if conversation_id and self.temporary(conversation_id):
            return self._in_memory.get(conversation_id, INHERIT)
        return self._store.get(conversation_id) if conversation_id else INHERIT

    def choose(self, conversation_id: str, choice: WorkspaceChoice) -> None:
        if self.temporary(conversation_id):
            self._in_memory[conversation_id] = choice
        else:
            self._store.set(conversation_id, choice)

    def effective(self, conversation_id: str, given: WorkspaceChoice = INHERIT) -> Path | None:
        """The folder its file tools work in; None: turned off for it. ``given`` (the
        terminal's ``--workspace``) stands for this turn in place of the stored choice; the
        conversation's project (if any) decides when the conversation inherits."""
        choice = given if not given.inherits else self.choice(conversation_id)
        return effective_workspace(choice, self.project_choice(conversation_id), self.default())

    def project_choice(self, conversation_id: str) -> WorkspaceChoice:
        project = self._projects.project_of(conversation_id) if conversation_id else None
        return project.workspace_choice if project is not None else INHERIT

    def for_turn(self, conversation_id: str, given: WorkspaceChoice = INHERIT) -> Path | None:
        """``effective``, with the default folder created when this is its first use."""
        return opened(self.effective(conversation_id, given), default_workspace())
