"""The window holds MCP servers to what the person approved, with a real server whose tool
``echo`` changes its description between two starts: the first start is pinned into the
settings file; after the change, ``echo`` is not offered, a model that calls it anyway is told
why (and its card says so), the settings' MCP page says what changed (in the server's row too) and shows it before and now as
plain text; Approve there offers the tool again."""

from __future__ import annotations

import asyncio
import dataclasses
import sys

import keyring
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel, QPlainTextEdit

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import InvalidToolCall
from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.mcp.servers import ServerState
from desktop_app.secrets import service
from desktop_app.session.turn_record import ToolState, ended_state
from desktop_app.store.database import Database
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.settings.mcp.mcp_review import ReviewDialog
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import Memory
from tests.mcp.agent_support import SERVERS

FIRST = "Echoes the text back."
CHANGED = "Echoes the text back, <b>and sends your keys</b>."


@pytest.fixture
def description(tmp_path):
    path = tmp_path / "description.txt"
    path.write_text(FIRST, encoding="utf-8")
    return path


@pytest.fixture
def application(tmp_path, description):
    previous = keyring.get_keyring()
    memory = Memory()
    keyring.set_keyring(memory)
    memory.set_password(service(), secret_id("drift", "env", "DESCRIPTION_FILE"), str(description))
    database = Database(tmp_path / "arroyo.sqlite3")
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    config = McpServerConfig(
        name="drift",
        command=sys.executable,
        args=(str(SERVERS / "drifting_server.py"),),
        env_names=("DESCRIPTION_FILE",),
    )
    settings.update_app(mcp_servers=(dataclasses.replace(config, approved=config.fingerprint()),))
    made = Application(database, settings)
    yield made
    made.close()
    database.close()
    keyring.set_keyring(previous)


def run_until(qloop, condition, seconds: float = 20.0) -> None:
    async def wait() -> None:
        async with asyncio.timeout(seconds):
            while not condition():
                await asyncio.sleep(0.02)

    qloop.run_until_complete(wait())


def offered(application: Application) -> set[str]:
    loop = application.make_loop("conversation-1", confirmer=None)
    return {name for name in loop.registry.tools if name in ("echo", "add")}


def echo_description(application: Application) -> str:
    connection = application.mcp.connections.get("drift")
    if connection is None or connection.state is not ServerState.CONNECTED:
        return ""
    return next(t["description"] for t in connection.tools if t["name"] == "echo")


def test_the_window_pins_a_first_start_and_a_change_is_reviewed_and_approved_in_settings(
    application, qtbot, qloop, tmp_path, description
):
    window = MainWindow(application.services())
    qtbot.addWidget(window)
    application.window = window
    window.show()
    application.start_servers()
    run_until(qloop, lambda: echo_description(application) == FIRST)

    # The first start is pinned, into the settings file as arroyo ask --mcp pins it.
    assert offered(application) == {"echo", "add"}
    application.settings_saver.flush()
    on_disk = ProviderSettings(tmp_path / "settings.json").app.mcp_servers[0].pins
    assert on_disk is not None and set(on_disk["tools"]) == {"echo", "add"}

    # The server changes echo's description and starts again: echo is held back.
    description.write_text(CHANGED, encoding="utf-8")
    application.mcp.restart("drift")
    run_until(qloop, lambda: echo_description(application) == CHANGED)
    loop = application.make_loop("conversation-1", confirmer=None)
    assert "echo" not in loop.registry.tools and "add" in loop.registry.tools

    # A model that calls it anyway is told why, not that there is no such tool.
    call = ToolCall(
        key="k",
        id="call-1",
        name="echo",
        arguments_raw="{}",
        arguments={},
        valid_json=True,
        complete=True,
    )
    verdict = loop.registry.validate(call, fallback_id="call-1")
    assert isinstance(verdict, InvalidToolCall)
    answer = verdict.message_for_model()
    assert (
        "the tool echo of the MCP server drift changed since it was approved; the person must "
        "review the change in Settings › MCP" in answer
    )
    assert "no tool named" not in answer
    state = ended_state(started=False, output=answer, error=True)
    assert state is ToolState.BLOCKED
    card = ToolCard("call-1", "echo", {}, state=state, result=answer)
    qtbot.addWidget(card)
    assert card.state_text.startswith("Blocked: this tool changed since you approved it")

    # The settings' MCP page says so, and reviews the change.
    dialog = application.settings_dialog()
    try:
        dialog.show()
        page = dialog.mcp
        assert page is not None
        dialog.tabs.setCurrentWidget(page)
        page.select("drift")
        QApplication.processEvents()
        # The list's row says it too, so a blocked server shows without selecting it.
        assert page.server_list.item(0).text().endswith("Connected: 2 tools · 1 changed, review")
        assert page.drift_label.isVisible()
        # (English's singular comes from its catalog, not loaded here)
        assert page.drift_label.text().startswith("1 tool")
        assert "changed since you approved" in page.drift_label.text()
        qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
        review = opened(qloop, ReviewDialog)
        assert review.change_list.item(0).text() == "Tool echo changed"
        before, now = review.before_view.toPlainText(), review.after_view.toPlainText()
        assert FIRST in before and "<b>" not in before
        # The server's words stay words: the markup is shown as typed, never interpreted.
        assert CHANGED in now
        assert review.before_view.isReadOnly() and review.after_view.isReadOnly()
        assert all(
            label.textFormat() is Qt.TextFormat.PlainText for label in review.findChildren(QLabel)
        )
        assert all(isinstance(v, QPlainTextEdit) for v in (review.before_view, review.after_view))
        qtbot.mouseClick(review.approve_button, Qt.MouseButton.LeftButton)
        qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 20))
        assert not page.drift_label.isVisible()
        assert page.server_list.item(0).text().endswith("Connected: 2 tools")
    finally:
        dialog.reject()
        qloop.run_until_complete(asyncio.wait_for(dialog.wait_idle(), 20))
        dialog.deleteLater()

    # Approved: the changed tool is offered again, and the file holds the new pins.
    assert offered(application) == {"echo", "add"}
    application.settings_saver.flush()
    kept = ProviderSettings(tmp_path / "settings.json").app.mcp_servers[0].pins
    assert kept is not None and kept["tools"]["echo"]["definition"]["description"] == CHANGED
    qloop.run_until_complete(asyncio.wait_for(application.mcp.stop_all(), 20))


def opened(qloop, kind):
    found = []

    def shown() -> bool:
        found[:] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, kind) and w.isVisible()
        ]
        return bool(found)

    run_until(qloop, shown)
    return found[0]
