"""Small helpers that keep the window readable by screen readers."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox


def name_combo(combo: QComboBox, name: str, description: str) -> None:
    """A combo box and its drop-down list (a widget of its own, which takes the focus while
    open) are named alike for screen readers."""
    for widget in (combo, combo.view()):
        widget.setAccessibleName(name)
        widget.setAccessibleDescription(description)
