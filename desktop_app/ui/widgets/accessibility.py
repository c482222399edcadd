"""Small helpers that keep the window readable by screen readers."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QWidget


def name_combo(combo: QComboBox, name: str, description: str) -> None:
    """A combo box and its drop-down list (a widget of its own, which takes the focus while
    open) are named alike for screen readers."""
    for widget in (combo, combo.view()):
        widget.setAccessibleName(name)
        widget.setAccessibleDescription(description)


def tab_reachable(shown: Iterable[QWidget]) -> list[QWidget]:
    """The widgets Tab may reach among ``shown`` and their children, in the order shown: a
    container that takes no focus itself does not carry its children along, so they are listed."""
    chain: list[QWidget] = []
    for widget in shown:
        for candidate in (widget, *widget.findChildren(QWidget)):
            if candidate.focusPolicy() & Qt.FocusPolicy.TabFocus:
                chain.append(candidate)
    return chain
