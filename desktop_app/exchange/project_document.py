"""A project in Arroyo's JSON exchange format (from version 2): its name, instructions and
defaults, and the ids of its conversations in the same file. Its workspace folder stays on the
computer it names; links to knowledge bases and memories will be carried beside these fields.

A file of version 1 has no ``projects``: it reads as before."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from desktop_app.exchange.limits import bounded, conversation_id_for, one_line, sane_time
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.providers.parameters import Parameters
from desktop_app.store.projects import Project, ProjectStore

Redact = Callable[[str], str]
MAX_PROJECTS = 1000


def project_document(project: Project, conversation_ids: Sequence[str], redact: Redact) -> dict:
    document: dict[str, Any] = {
        "id": project.id,
        "name": redact(project.name),
        "instructions": redact(project.instructions),
        "created_at": project.created_at,
        "assistant": project.assistant,
        "provider_id": project.provider_id,
        "model": project.model,
        "conversations": list(conversation_ids),
    }
    if project.parameters_json:
        document["parameters"] = json.loads(project.parameters_json)
    if project.archived_at is not None:
        document["archived_at"] = project.archived_at
    return document


def every_project(projects: ProjectStore, redact: Redact) -> list[dict]:
    """Every project, archived ones too, with its conversations (a backup's part)."""
    return [
        project_document(project, projects.members(project.id), redact)
        for archived in (False, True)
        for project in projects.list(archived=archived)
    ]


def projects_of(data: object) -> list[tuple[Project, tuple[str, ...]]]:
    """Each project of the file with the ids its conversations have here. Raises
    ``ExchangeError`` for a list that is not one of projects."""
    entries = data.get("projects", []) if isinstance(data, dict) else []
    if not isinstance(entries, list):
        raise ExchangeError(ExchangeProblem.DAMAGED, "projects")
    if len(entries) > MAX_PROJECTS:
        raise ExchangeError(ExchangeProblem.TOO_LARGE, f"{len(entries)} projects")
    return [_project(entry, f"project {number}") for number, entry in enumerate(entries, 1)]


def _project(entry: object, where: str) -> tuple[Project, tuple[str, ...]]:
    if not isinstance(entry, dict):
        raise ExchangeError(ExchangeProblem.DAMAGED, where)
    source, name = entry.get("id"), entry.get("name")
    conversations = entry.get("conversations", [])
    if not isinstance(source, str) or not isinstance(name, str) or not one_line(name):
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: id, name")
    if not isinstance(conversations, list) or not all(isinstance(c, str) for c in conversations):
        raise ExchangeError(ExchangeProblem.DAMAGED, f"{where}: conversations")
    parameters = entry.get("parameters")
    kept = Parameters.from_json(json.dumps(parameters)) if isinstance(parameters, dict) else None
    project = Project(
        id=_ours(source, "arroyo-project:"),
        name=one_line(name),
        instructions=bounded(_text(entry.get("instructions")) or ""),
        assistant=_text(entry.get("assistant")),
        provider_id=_text(entry.get("provider_id")),
        model=_text(entry.get("model")),
        parameters_json=kept.to_json() if kept is not None and kept != Parameters() else None,
        created_at=sane_time(entry.get("created_at"), 0.0),
        archived_at=_archived(entry.get("archived_at")),
    )
    return project, tuple(_ours(c, "arroyo:") for c in conversations)


def _ours(source: str, prefix: str) -> str:
    """An Arroyo id stays the same id (as conversations' do in ``arroyo_json``)."""
    is_ours = len(source) == 32 and all(c in "0123456789abcdef" for c in source)
    return source if is_ours else conversation_id_for(prefix + source)


def _archived(value: object) -> float | None:
    """When it was archived, if the file says it sanely; None: not archived."""
    if value is None or isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return sane_time(value, 0.0)


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None
