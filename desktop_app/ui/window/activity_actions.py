"""View > Activity (Ctrl+Shift+A): the ledger is read off the GUI thread, then the Activity
table opens beside the window (not modal); a row's conversation opens in the window."""

from __future__ import annotations

import asyncio
from typing import Protocol

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QLineEdit, QWidget

from desktop_app.store import worker
from desktop_app.store.actions.activity import activity
from desktop_app.ui.dialogs.activity_dialog import ActivityDialog
from desktop_app.ui.services import Services
from desktop_app.ui.sidebar.sidebar import ConversationSidebar
from desktop_app.ui.window.commands import Command


class Window(Protocol):
    """What of the main window this needs (the window module imports this one)."""

    services: Services
    search: QLineEdit
    sidebar: ConversationSidebar


SHORTCUT = "Ctrl+Shift+A"  # A for Activity


class ActivityActions(QObject):
    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._widget = window
        self._window: Window = window  # type: ignore[assignment]
        self.dialog: ActivityDialog | None = None
        self.loading: asyncio.Task[None] | None = None

    def command(self) -> Command:
        return Command("activity", "view", (QKeySequence(SHORTCUT),), self.open)

    def open(self) -> None:
        if self.loading is None or self.loading.done():
            self.loading = asyncio.ensure_future(self._open())

    async def _open(self) -> None:
        database = self._window.services.conversations.database
        entries = await worker.run(activity, database)
        if self.dialog is not None:
            self.dialog.close()
        dialog = ActivityDialog(entries, self._widget)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.conversation_requested.connect(self.show_conversation)
        dialog.destroyed.connect(lambda: self._forget(dialog))
        self.dialog = dialog
        dialog.show()

    def _forget(self, dialog: ActivityDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None

    def show_conversation(self, conversation_id: str) -> None:
        """Chosen in the list (the search cleared, or it may be filtered out)."""
        self._window.search.clear()
        self._window.sidebar.refresh(select=conversation_id)
        self._widget.activateWindow()
