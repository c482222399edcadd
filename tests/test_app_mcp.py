"""The window's MCP servers: started only once the window has painted, their tools offered
with the built-in ones in each turn, and stopped at quit with the processes they started."""

from __future__ import annotations

import asyncio
import dataclasses
import sys

import keyring
import pytest

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings
from desktop_app.mcp.config import McpServerConfig, secret_id
from desktop_app.secrets import service
from desktop_app.store.database import Database
from desktop_app.ui.window.first_paint import AfterFirstPaint
from desktop_app.ui.window.main_window import MainWindow
from tests.keyrings import Memory
from tests.mcp.test_manager import SERVER, TOKEN, gone


@pytest.fixture
def application(tmp_path):
    previous = keyring.get_keyring()
    memory = Memory()
    keyring.set_keyring(memory)
    memory.set_password(service(), secret_id("asking", "env", "API_TOKEN"), TOKEN)
    memory.set_password(
        service(), secret_id("asking", "env", "CHILD_PID_FILE"), str(tmp_path / "child.pid")
    )
    database = Database(tmp_path / "arroyo.sqlite3")
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("demo")
    config = McpServerConfig(
        name="asking",
        command=sys.executable,
        args=(str(SERVER),),
        env_names=("API_TOKEN", "CHILD_PID_FILE"),
    )
    settings.update_app(mcp_servers=(dataclasses.replace(config, approved=config.fingerprint()),))
    made = Application(database, settings)
    yield made
    made.close()
    database.close()
    keyring.set_keyring(previous)


async def until(condition, seconds: float = 20.0) -> None:
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.02)


def test_servers_start_after_the_first_paint_offer_their_tools_and_end_at_quit(
    application, qtbot, qloop, tmp_path
):
    window = MainWindow(application.services())
    qtbot.addWidget(window)
    application.window = window
    AfterFirstPaint(window, application.start_servers)
    qloop.run_until_complete(asyncio.sleep(0.05))
    assert application.mcp.connections == {}  # nothing before the window shows
    window.show()
    qtbot.waitExposed(window)
    qloop.run_until_complete(until(lambda: bool(application.mcp.connected())))

    loop = application.make_loop("conversation-1", confirmer=None)
    offered = {name for name in loop.registry.tools if "ask" in name or "sample" in name}
    assert len(offered) == 2

    server_pid = application.mcp.connected()[0].session.transport.process.pid
    child_pid = int((tmp_path / "child.pid").read_text())
    qloop.run_until_complete(asyncio.wait_for(application.mcp.stop_all(), 20))  # as at quit
    qloop.run_until_complete(until(lambda: gone(server_pid) and gone(child_pid)))
