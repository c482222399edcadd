"""The rows of the whole list, projects first: each project (its conversations under it while it
is unfolded), the "Archived" fold with the archived projects, then the conversations in no
project, pinned first and grouped by day. A conversation of an archived project shows only
under it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from desktop_app.store.conversations import Conversation
from desktop_app.store.projects import Project
from desktop_app.ui.sidebar.conversation_groups import Group, group_of
from desktop_app.ui.sidebar.conversation_list import ListRow, RowKind

ARCHIVE_ID = "archive"  # the Archived fold's row; not an id the store hands out (32 hex digits)


@dataclass(frozen=True, slots=True)
class Listing:
    """What the list is made of, as the store has it now."""

    conversations: Sequence[Conversation]  # pinned first, then the most recent first
    projects: Sequence[Project]
    archived: Sequence[Project]
    memberships: Mapping[str, str]  # conversation id: project id
    archive_open: bool = False


@dataclass(frozen=True, slots=True)
class Words:
    """The list's words, in the window's language."""

    projects: str  # the projects' header
    archived: str  # the fold's name
    groups: Mapping[Group, str]
    title: Callable[[Conversation], str]  # a conversation's title as listed


def listed_rows(listing: Listing, words: Words, now: float) -> list[ListRow]:
    known = {p.id for p in (*listing.projects, *listing.archived)}
    inside: dict[str, list[Conversation]] = {}
    loose: list[Conversation] = []
    for conversation in listing.conversations:
        owner = listing.memberships.get(conversation.id)
        if owner is not None and owner in known:
            inside.setdefault(owner, []).append(conversation)
        else:
            loose.append(conversation)
    rows: list[ListRow] = []
    for project in listing.projects:
        header = words.projects if not rows else ""
        rows += _project(project, inside.get(project.id, []), words, header, depth=0)
    if listing.archived:
        header = words.projects if not rows else ""
        rows.append(
            ListRow(
                ARCHIVE_ID,
                words.archived,
                header,
                kind=RowKind.ARCHIVE,
                folded=not listing.archive_open,
                count=len(listing.archived),
            )
        )
        if listing.archive_open:
            for project in listing.archived:
                rows += _project(project, inside.get(project.id, []), words, "", depth=1)
    rows += _dated(loose, words, now)
    return rows


def _project(
    project: Project, conversations: list[Conversation], words: Words, header: str, depth: int
) -> list[ListRow]:
    rows = [
        ListRow(
            project.id,
            project.name,
            header,
            kind=RowKind.PROJECT,
            project_id=project.id,
            depth=depth,
            folded=project.folded,
            count=len(conversations),
        )
    ]
    if not project.folded:
        rows += [
            ListRow(c.id, words.title(c), pinned=c.pinned, project_id=project.id, depth=depth + 1)
            for c in conversations
        ]
    return rows


def _dated(conversations: list[Conversation], words: Words, now: float) -> list[ListRow]:
    rows, previous = [], None
    for conversation in conversations:
        group = (
            Group.TEMPORARY
            if conversation.is_temporary
            else group_of(conversation.updated_at, now, pinned=conversation.pinned)
        )
        header = words.groups[group] if group is not previous else ""
        previous = group
        rows.append(
            ListRow(
                conversation.id,
                words.title(conversation),
                header,
                pinned=conversation.pinned,
                temporary=conversation.is_temporary,
            )
        )
    return rows
