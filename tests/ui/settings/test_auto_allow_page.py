""" "Run without asking", one tool at a time, through the real settings window (clicks) and a
real SQLite database: a new profile asks about everything, a tool switched on is stored as the
person's setting, and a tool that can send data off the computer cannot be switched on."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

from desktop_app.agent.builtin import FetchUrl, ListDirectory, ReadFile, RunCommand, WriteFile
from desktop_app.mcp.tools import McpTool
from desktop_app.store.actions.grants import GrantScope, GrantStore

BUILT_IN = ["list_directory", "read_file", "write_file", "fetch_url", "run_command"]


def notes_tool() -> McpTool:
    connection = SimpleNamespace(name="notes")  # only its name is read when offering the tool
    definition = {"name": "search", "description": "Searches notes", "inputSchema": {}}
    return McpTool("notes_search", connection, definition)  # type: ignore[arg-type]


def offered():
    return [ListDirectory(), ReadFile(), WriteFile(), FetchUrl(), RunCommand(), notes_tool()]


def open_tools(open_dialog, store: GrantStore, qtbot):
    dialog = open_dialog(grants=store, tools=offered)
    pages = dialog.page_list
    place = pages.visualItemRect(pages.item(1)).center()
    qtbot.mouseClick(pages.viewport(), Qt.MouseButton.LeftButton, pos=place)
    assert dialog.tabs.currentIndex() == 1
    return dialog


def test_a_new_profile_asks_about_every_tool(qtbot, open_dialog, database):
    dialog = open_tools(open_dialog, GrantStore(database), qtbot)
    checks = dialog.auto_allow.checks
    assert list(checks) == [*BUILT_IN, "notes_search"]
    assert not any(check.isChecked() for check in checks.values())


def test_switching_a_tool_on_and_off_is_stored_as_the_persons_setting(qtbot, open_dialog, database):
    store = GrantStore(database)
    dialog = open_tools(open_dialog, store, qtbot)
    read = dialog.auto_allow.checks["read_file"]
    assert read.isEnabled()
    assert "gives its text to the model" in read.accessibleDescription()
    qtbot.mouseClick(read, Qt.MouseButton.LeftButton)
    assert read.isChecked()
    assert store.scopes("read_file", None) == {GrantScope.EVERY_CONVERSATION}
    assert store.scopes("write_file", None) == frozenset()  # only the tool clicked
    assert dialog.grants.revoke_buttons == {}  # said by its own switch, not listed twice

    reopened = open_tools(open_dialog, store, qtbot)  # read back from the database
    assert reopened.auto_allow.checks["read_file"].isChecked()
    check = reopened.auto_allow.checks["read_file"]
    check.setFocus()
    qtbot.keyClick(check, Qt.Key.Key_Space)  # by keyboard too
    assert not check.isChecked() and store.list() == []


def test_tools_that_send_data_off_the_computer_cannot_be_auto_allowed(qtbot, open_dialog, database):
    store = GrantStore(database)
    dialog = open_tools(open_dialog, store, qtbot)
    for name in ("fetch_url", "run_command", "notes_search"):
        check = dialog.auto_allow.checks[name]
        assert not check.isEnabled(), name
        assert "Always asks: it can send data off this computer." in (check.accessibleDescription())
        qtbot.mouseClick(check, Qt.MouseButton.LeftButton)
        assert not check.isChecked()
    assert "MCP server “notes”" in dialog.auto_allow.checks["notes_search"].accessibleDescription()
    assert store.list() == []


def test_a_stray_permission_for_a_tool_that_always_asks_is_listed_to_be_revoked(
    qtbot, open_dialog, database
):
    """Written behind the window's back (the agent ignores it): shown where it can be removed."""
    store = GrantStore(database)
    stray = store.grant("fetch_url", None)
    dialog = open_tools(open_dialog, store, qtbot)
    assert not dialog.auto_allow.checks["fetch_url"].isChecked()
    qtbot.mouseClick(dialog.grants.revoke_buttons[stray.id], Qt.MouseButton.LeftButton)
    assert store.list() == []
