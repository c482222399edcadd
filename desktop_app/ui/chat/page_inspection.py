"""Inspect on a conversation page: which answers have a recording, and its window.

The app's ``Inspector`` records while the person has inspection on (View menu); each turn's
agent loop gets it here. An answer shows Inspect when the recording of the run that wrote it is
kept; so does the turn just written when it failed before any answer (its draft carries no
model turn of its own, so only the loop that ran it knows its recording).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from desktop_app.agent.confirmations import Confirmer
from desktop_app.agent.loop import AgentLoop
from desktop_app.net.inspection import RunRecording
from desktop_app.store.conversations import StoredMessage
from desktop_app.ui.dialogs.inspector_dialog import InspectorDialog
from desktop_app.ui.services import Services


class PageInspection:
    def __init__(self, services: Services, page: QWidget) -> None:
        self._services = services
        self._page = page  # the inspector opens over its window
        self._loop: AgentLoop | None = None  # the last turn's
        self._runs: dict[int, RunRecording] = {}  # message id -> the recording Inspect shows
        self.dialog: InspectorDialog | None = None

    def new_loop(self, conversation_id: str, confirmer: Confirmer) -> AgentLoop:
        services = self._services
        loop = services.make_loop(conversation_id, confirmer)
        loop.inspector = services.inspector
        self._loop = loop
        return loop

    def recorded(self, message: StoredMessage, *, just_written: bool = False) -> bool:
        """Whether ``message`` has a recording to show (remembered for Inspect)."""
        run = self._services.inspector.run_of(message.generation_id)
        if run is not None and run.turns[-1].generation_id != message.generation_id:
            run = None  # a tool round of a longer answer: Inspect is under the answer
        if run is None and just_written and self._loop is not None:
            run = self._loop.recording
        if run is None or not run.turns:
            return False
        self._runs[message.id] = run
        return True

    def inspect(self, message_id: int) -> None:
        run = self._runs.get(message_id)
        if run is None:
            return
        if self.dialog is not None:
            self.dialog.close()
        dialog = InspectorDialog(run, self._page.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.destroyed.connect(lambda: self._forget(dialog))
        self.dialog = dialog
        dialog.show()

    def _forget(self, dialog: InspectorDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
