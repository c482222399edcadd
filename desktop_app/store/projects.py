"""Projects: a named group of conversations with its own instructions (said before every
conversation's own system prompt), the defaults a new conversation in it starts from (an
assistant, a model, parameters) and its own workspace folder for the file tools.

A conversation belongs to at most one project (``conversations.project_id``). Links to
knowledge bases and memories are not kept here: each gets its own table keyed by
``project_id`` (``REFERENCES projects (id) ON DELETE CASCADE``) and its own store module, so
this table and this module stay as they are when they come.
"""

from __future__ import annotations

import builtins
import time
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields, replace
from pathlib import Path

from desktop_app.store.database import Database
from desktop_app.store.project_schema import OFF as _OFF
from desktop_app.workspaces import INHERIT, OFF, WorkspaceChoice


@dataclass(frozen=True, slots=True)
class Project:
    id: str
    name: str
    instructions: str = ""
    assistant: str | None = None  # an assistant's name in the settings; None: none
    provider_id: str | None = None
    model: str | None = None
    parameters_json: str | None = None  # None: none chosen
    workspace: str | None = None  # as stored (see MIGRATION)
    created_at: float = 0.0
    archived_at: float | None = None
    folded: bool = False

    @property
    def archived(self) -> bool:
        return self.archived_at is not None

    @property
    def workspace_choice(self) -> WorkspaceChoice:
        if self.workspace is None:
            return INHERIT
        return OFF if self.workspace == _OFF else WorkspaceChoice.at(Path(self.workspace))


_COLUMNS = ", ".join(f.name for f in fields(Project))
# What the Project dialog edits (and an import brings); the rest is the list's own state.
EDITABLE = ("name", "instructions", "assistant", "provider_id", "model", "parameters_json")


def stored_workspace(choice: WorkspaceChoice) -> str | None:
    if choice.folder is not None:
        return str(choice.folder.absolute())
    return _OFF if choice.off else None


class ProjectStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    def create(self, name: str, **values: object) -> str:
        project = Project(uuid.uuid4().hex, name, created_at=self._clock())
        self.add(replace(project, **values))  # type: ignore[arg-type]
        return project.id

    def add(self, project: Project) -> bool:
        """Stores ``project`` as given; False (and nothing changes) when its id is here."""
        marks = ", ".join("?" * len(fields(Project)))
        values = [getattr(project, f.name) for f in fields(Project)]
        with self._db.transaction() as connection:
            cursor = connection.execute(
                f"INSERT OR IGNORE INTO projects ({_COLUMNS}) VALUES ({marks})", values
            )
            return cursor.rowcount == 1

    def get(self, project_id: str) -> Project | None:
        row = self._db.fetch_one(f"SELECT {_COLUMNS} FROM projects WHERE id = ?", (project_id,))
        return _project(row) if row is not None else None

    def named(self, name: str) -> Project | None:
        """The project called ``name`` (case aside); an unarchived one before an archived."""
        row = self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM projects WHERE lower(name) = lower(?)"
            " ORDER BY archived_at IS NOT NULL, created_at LIMIT 1",
            (name.strip(),),
        )
        return _project(row) if row is not None else None

    def list(self, *, archived: bool = False) -> builtins.list[Project]:
        """By name; the archived ones only with ``archived``."""
        condition = "archived_at IS NOT NULL" if archived else "archived_at IS NULL"
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM projects WHERE {condition} ORDER BY lower(name), created_at"
        )
        return [_project(row) for row in rows]

    def update(self, project_id: str, **values: object) -> None:
        """Sets the given columns (``EDITABLE``, ``workspace``, ``folded``)."""
        allowed = {*EDITABLE, "workspace", "folded"}
        unknown = set(values) - allowed
        if unknown:
            raise ValueError(f"not a project's setting: {sorted(unknown)}")
        assignments = ", ".join(f"{name} = ?" for name in values)
        self._set(project_id, assignments, tuple(values.values()))

    def rename(self, project_id: str, name: str) -> None:
        self.update(project_id, name=name)

    def set_folded(self, project_id: str, folded: bool) -> None:
        self.update(project_id, folded=int(folded))

    def set_workspace(self, project_id: str, choice: WorkspaceChoice) -> None:
        self.update(project_id, workspace=stored_workspace(choice))

    def archive(self, project_id: str) -> None:
        self._set(project_id, "archived_at = coalesce(archived_at, ?)", (self._clock(),))

    def restore(self, project_id: str) -> None:
        self._set(project_id, "archived_at = NULL", ())

    # -- membership ---------------------------------------------------------------------------

    def move(self, conversation_ids: Iterable[str], project_id: str | None) -> None:
        """The conversations now belong to ``project_id`` (None: to no project)."""
        with self._db.transaction() as connection:
            for conversation_id in conversation_ids:
                cursor = connection.execute(
                    "UPDATE conversations SET project_id = ? WHERE id = ?",
                    (project_id, conversation_id),
                )
                if cursor.rowcount == 0:
                    raise KeyError(conversation_id)

    def adopt(self, imported: Iterable[tuple[Project, tuple[str, ...]]]) -> None:
        """Projects read from a file: each one not here yet is added (one already here stays
        as it is), and its conversations that are here and in no project join it. Importing
        twice changes nothing the second time."""
        with self._db.transaction() as connection:
            for project, conversation_ids in imported:
                self.add(project)
                for conversation_id in conversation_ids:
                    connection.execute(
                        "UPDATE conversations SET project_id = ?"
                        " WHERE id = ? AND project_id IS NULL",
                        (project.id, conversation_id),
                    )

    def project_of(self, conversation_id: str) -> Project | None:
        row = self._db.fetch_one(
            f"SELECT {', '.join('p.' + f.name for f in fields(Project))} FROM projects AS p"
            " JOIN conversations AS c ON c.project_id = p.id WHERE c.id = ?",
            (conversation_id,),
        )
        return _project(row) if row is not None else None

    def memberships(self) -> dict[str, str]:
        """Each conversation in a project (deleted ones left out): its project's id."""
        rows = self._db.fetch_all(
            "SELECT id, project_id FROM conversations"
            " WHERE project_id IS NOT NULL AND deleted_at IS NULL"
        )
        return {row[0]: row[1] for row in rows}

    def members(self, project_id: str) -> builtins.list[str]:
        rows = self._db.fetch_all(
            "SELECT id FROM conversations WHERE project_id = ? AND deleted_at IS NULL"
            " ORDER BY updated_at DESC, rowid DESC",
            (project_id,),
        )
        return [row[0] for row in rows]

    def _set(self, project_id: str, assignments: str, values: tuple[object, ...]) -> None:
        with self._db.transaction() as connection:
            cursor = connection.execute(
                f"UPDATE projects SET {assignments} WHERE id = ?", (*values, project_id)
            )
            if cursor.rowcount == 0:
                raise KeyError(project_id)


def _project(row: Iterable[object]) -> Project:
    values = list(row)
    values[-1] = bool(values[-1])  # folded
    return Project(*values)  # type: ignore[arg-type]
