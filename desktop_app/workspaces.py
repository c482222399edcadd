"""Which folder a conversation's file tools work in: its own choice, its project's, or the
default, resolved by one function for the window and for ``arroyo ask``."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path


class Follow(Enum):
    """A level with no folder of its own: the next level decides (``INHERIT``), or there are no
    file tools at all (``OFF``)."""

    INHERIT = "inherit"
    OFF = "off"


@dataclass(frozen=True, slots=True)
class WorkspaceChoice:
    """What a conversation (or, later, a project) says about its folder."""

    folder: Path | None = None
    follow: Follow = Follow.INHERIT  # what counts when ``folder`` is None

    @classmethod
    def at(cls, folder: Path) -> WorkspaceChoice:
        return cls(folder=folder)

    @property
    def off(self) -> bool:
        return self.folder is None and self.follow is Follow.OFF

    @property
    def inherits(self) -> bool:
        return self.folder is None and self.follow is Follow.INHERIT


INHERIT = WorkspaceChoice()
OFF = WorkspaceChoice(follow=Follow.OFF)


def effective_workspace(
    conversation: WorkspaceChoice, project: WorkspaceChoice, default: Path | None
) -> Path | None:
    """The conversation's choice wins over its project's, which wins over the default. None:
    file tools are off (a level turned them off, or there is no default)."""
    for choice in (conversation, project):
        if not choice.inherits:
            return choice.folder  # a folder, or None when this level turned them off
    return default


def opened(folder: Path | None, default: Path) -> Path | None:
    """``folder`` ready for a turn: the default workspace is created when first used; a folder
    the person chose is never created here (a missing one is said by the tools)."""
    if folder is not None and folder == default:
        folder.mkdir(parents=True, exist_ok=True)
    return folder
