""" "Run without asking" as the app wires it: switched on in the real settings window (a click),
then the Demo's tool call runs in the main window without a question, and the ledger says it
was allowed by the person's setting. Switched off again (a second click), it is asked about."""

from __future__ import annotations

import asyncio

from PySide6.QtCore import Qt

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.store.actions.ledger import Approval
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.window_harness import wait_until


def click_run_without_asking(qtbot, qloop, application: Application, tool: str) -> None:
    dialog = application.settings_dialog()
    dialog.show()
    qtbot.waitExposed(dialog)
    try:
        pages = dialog.page_list
        place = pages.visualItemRect(pages.item(1)).center()
        qtbot.mouseClick(pages.viewport(), Qt.MouseButton.LeftButton, pos=place)
        check = dialog.auto_allow.checks[tool]
        was = check.isChecked()
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
        assert check.isChecked() is not was
    finally:
        dialog.reject()
        qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 5))
        dialog.deleteLater()


def send_and_wait(window: MainWindow, qloop, text: str) -> None:
    window.composer.setPlainText(text)
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))


def test_an_auto_allowed_tool_runs_without_a_dialog_and_the_ledger_says_why(
    tmp_path, qtbot, qloop, monkeypatch
):
    import desktop_app.ui.chat.conversation_page as page_module
    from desktop_app.agent.confirmations import Decision

    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))
    asked = []

    async def allow(request, parent, keep_in_sight=None):
        asked.append(request.tool_name)
        return Decision.ALLOW_ONCE

    monkeypatch.setattr(page_module, "ask", allow)
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    database = Database(tmp_path / "arroyo.sqlite3")
    try:
        # The Demo calls its tool once per start: each half of the test is one start.
        for allowed in (True, False):
            application = Application(database, settings)
            try:
                window = MainWindow(application.services())
                qtbot.addWidget(window)
                application.window = window
                click_run_without_asking(qtbot, qloop, application, "list_directory")
                send_and_wait(window, qloop, "¿Qué hay en mi carpeta?")
            finally:
                application.window = None
                application.close()
            rows = database.fetch_all(
                "SELECT tool, approval, status FROM operations ORDER BY rowid"
            )
            row = rows[-1]  # this start's call
            if allowed:  # switched on: the Demo listed its folder without a question
                assert asked == [] and len(rows) == 1
                assert tuple(row) == ("list_directory", Approval.SETTING, "succeeded")
            else:  # switched off again: asked, as every tool on a new profile
                assert asked == ["list_directory"] and len(rows) == 2
                assert tuple(row) == ("list_directory", Approval.ASKED, "succeeded")
    finally:
        database.close()
