"""Drives the MCP servers page and the questions it raises the way a person does: buttons,
fields, the dialogs that open; every wait bounded."""

from __future__ import annotations

import asyncio
import time

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QDialog, QPushButton, QWidget

from desktop_app.ui.settings.dialog import SettingsDialog

BOUND = 20.0  # seconds any wait here may take before the test fails


class McpDriver:
    def __init__(self, qtbot, qloop, dialog: SettingsDialog) -> None:
        self.qtbot = qtbot
        self.qloop = qloop
        self.dialog = dialog
        assert dialog.mcp is not None
        self.page = dialog.mcp
        dialog.tabs.setCurrentWidget(self.page)

    def run_until(self, condition, what: str) -> None:
        async def wait() -> None:
            deadline = time.monotonic() + BOUND
            while not condition():
                assert time.monotonic() < deadline, f"waited too long for {what}"
                await asyncio.sleep(0.02)

        self.qloop.run_until_complete(wait())

    def opened(self, kind: type[QDialog]) -> QDialog:
        """The dialog of ``kind`` the page opened (waited for)."""
        found: list[QDialog] = []

        def shown() -> bool:
            found[:] = [
                w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()
            ]
            return bool(found)

        self.run_until(shown, kind.__name__)
        return found[0]

    def click(self, button: QPushButton) -> None:
        QApplication.processEvents()
        assert button.isVisible() and button.isEnabled(), button.text()
        self.qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    def tick(self, check: QCheckBox) -> None:
        """A click on the box itself (a check box's middle may be empty space)."""
        QApplication.processEvents()
        assert check.isVisible() and check.isEnabled(), check.text()
        self.qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))

    def button(self, within: QWidget, text: str) -> QPushButton:
        buttons = [b for b in within.findChildren(QPushButton) if b.text().replace("&", "") == text]
        assert buttons, f"no {text!r} button in {type(within).__name__}"
        return buttons[0]

    def rows(self) -> list[str]:
        shown = self.page.server_list
        return [shown.item(row).text() for row in range(shown.count())]

    def row_of(self, name: str) -> str:
        return next(row for row in self.rows() if row.startswith(f"{name} — "))

    def wait_row(self, name: str, starts: str) -> None:
        self.run_until(
            lambda: any(r.startswith(f"{name} — {starts}") for r in self.rows()),
            f"{name} to show {starts!r} (shows {self.rows()})",
        )

    def settle(self) -> None:
        self.qloop.run_until_complete(asyncio.wait_for(self.dialog.wait_idle(), BOUND))
        self.qloop.run_until_complete(asyncio.wait_for(self.page.manager.wait_idle(), BOUND))
