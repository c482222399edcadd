"""The window's status bar, there only while it has something to say.

An empty status bar is a blank strip under the chat (after an Undo, when a message times out).
It is shown while it holds a message or a widget (the Undo button, a local server's offer), and
hidden as soon as it holds neither, so the chat takes the space back.
"""

from __future__ import annotations

from PySide6.QtWidgets import QStatusBar, QWidget


class StatusStrip(QStatusBar):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._held: list[QWidget] = []
        self.messageChanged.connect(self._fit)
        self._fit()

    def addWidget(self, widget: QWidget, stretch: int = 0) -> None:  # type: ignore[override]
        self._hold(widget)
        super().addWidget(widget, stretch)

    def addPermanentWidget(self, widget: QWidget, stretch: int = 0) -> None:  # type: ignore[override]
        self._hold(widget)
        super().addPermanentWidget(widget, stretch)

    def removeWidget(self, widget: QWidget) -> None:
        super().removeWidget(widget)
        self._let_go(widget)

    def _hold(self, widget: QWidget) -> None:
        self._held.append(widget)  # until removeWidget, which every holder calls before it goes
        self._fit()

    def _let_go(self, widget: QWidget) -> None:
        if widget in self._held:
            self._held.remove(widget)
        self._fit()

    def _fit(self, *_: object) -> None:
        self.setVisible(bool(self.currentMessage() or self._held))
