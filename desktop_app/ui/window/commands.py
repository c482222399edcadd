"""The window's commands: what each is called, the menu it is in, its keys and its scope."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class Command:
    """One thing the window can do from a menu and the keyboard."""

    name: str  # the QAction's object name, and the attribute ``MainWindow.commands`` keys
    menu: str  # "conversation" | "message" | "view" | "help"
    keys: tuple[QKeySequence | QKeySequence.StandardKey, ...]  # first is the one menus show
    slot: Callable[[], object]
    # Only while this widget (or a child) has the focus: a key that means something else in a
    # text field (Delete) must not act on the conversation list from there.
    scope: QWidget | None = None
    checkable: bool = False  # an on/off choice: the menu shows a check mark while it is on


def unique_keys(keys: tuple[QKeySequence | QKeySequence.StandardKey, ...]) -> list[QKeySequence]:
    """The explicit keys first, then the platform's own for the same command, once each."""
    found: list[QKeySequence] = []
    for key in keys:
        sequences = (
            QKeySequence.keyBindings(key) if isinstance(key, QKeySequence.StandardKey) else [key]
        )
        for sequence in sequences:
            if not sequence.isEmpty() and sequence not in found:
                found.append(sequence)
    return found
