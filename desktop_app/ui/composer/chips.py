"""The composer card's chips: the row they sit in, and the context meter beside them.

A chip is a small control that says one thing about the message about to go (the model it
goes to, first); further chips (a workspace, for one) are ``ChipsRow.add``ed after it.
"""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from desktop_app.ui.theme.stylesheet import TextRole, mark
from desktop_app.ui.theme.tokens import SPACING


class ChipsRow(QWidget):
    """Chips side by side, in the order added."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(SPACING.xs)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def add(self, chip: QWidget, stretch: int = 0) -> None:
        self._row.addWidget(chip, stretch)

    def chips(self) -> list[QWidget]:
        items = (self._row.itemAt(index) for index in range(self._row.count()))
        return [widget for item in items if item and (widget := item.widget())]


class ContextMeter(QLabel):
    """How much of the model's context window the conversation fills: a short muted label
    ("~1,234 / 128,000"), the whole sentence in its tooltip and for a screen reader. Not a
    control: it takes no focus and does nothing when clicked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mark(self, TextRole.MUTED)
        self._sentence = ""
        self._fraction: float | None = None

    def show_usage(self, short: str, sentence: str, fraction: float | None) -> None:
        """``short`` shown, ``sentence`` said; ``fraction``: of the window, when known."""
        self._sentence = sentence
        self._fraction = fraction
        self.setText(short)
        self.setToolTip(sentence)
        self.setAccessibleDescription(sentence)

    def format(self) -> str:
        """The whole sentence ("Context: ~1,234 / 128,000 tokens"); empty: nothing known."""
        return self._sentence

    @property
    def fraction(self) -> float | None:
        return self._fraction
