"""Who wrote an answer and when, shown on hover over it: the model's name on one line, the time
below it, written as the window's language writes a short date and time.

The time is when the answer ended: for a stored answer its row's ``created_at``, for one that
just arrived the moment it finished. The model is the one the turn asked, kept with the
answer's figures (``stats["model"]``); answers stored before it was kept show the time only.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QDateTime, QEvent, QLocale, QObject
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class AnswerOrigin:
    model: str | None
    when: QDateTime

    @classmethod
    def of(cls, stats: dict | None, written_at: float | None) -> AnswerOrigin:
        """From an answer's figures and its stored time (None: it ends now)."""
        if written_at is None:
            when = QDateTime.currentDateTime()
        else:
            when = QDateTime.fromMSecsSinceEpoch(round(written_at * 1000))
        model = (stats or {}).get("model")
        return cls(model if isinstance(model, str) and model else None, when)

    def text(self) -> str:
        when = QLocale().toString(self.when, QLocale.FormatType.ShortFormat)
        return f"{self.model}\n{when}" if self.model else when


class OriginHover(QObject):
    """Puts an origin on the hover of an answer's widgets, again when the language changes
    (each language writes dates its own way). Lives as long as the first widget."""

    def __init__(self, widgets: tuple[QWidget, ...], origin: AnswerOrigin) -> None:
        super().__init__(widgets[0])
        self.origin = origin
        self._widgets = widgets
        widgets[0].installEventFilter(self)
        self._show()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._show()
        return False

    def _show(self) -> None:
        for widget in self._widgets:
            widget.setToolTip(self.origin.text())


def show_origin(
    view: QWidget, answer: QWidget, stats: dict | None, written_at: float | None = None
) -> OriginHover:
    """The answer ``view`` (and its text, ``answer``) says on hover who wrote it and when; an
    earlier hover on it is replaced (a retried turn ends again)."""
    for earlier in view.findChildren(OriginHover):
        view.removeEventFilter(earlier)
        earlier.deleteLater()
    return OriginHover((view, answer), AnswerOrigin.of(stats, written_at))
