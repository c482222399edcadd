"""The standing permissions, in a real database: listed, and revoked one by one."""

from __future__ import annotations

from desktop_app.store.actions.grants import GrantStore
from tests.ui.settings.conftest import click


def test_grants_are_listed_and_revoked(qtbot, open_dialog, database):
    store = GrantStore(database, clock=lambda: 1_700_000_000.0)
    # A tool's setting in every conversation is its own switch above; one for a tool no longer
    # offered (an MCP server removed) is listed here.
    gone = "mcp:gone:search:0123456789abcdef"
    everywhere = store.grant(gone, None)
    store.grant("read_file", None)
    here = store.grant("write_file", "conversation-1")
    dialog = open_dialog(grants=store, conversation_title={"conversation-1": "Trip"}.get)
    dialog.tabs.setCurrentIndex(1)
    assert sorted(dialog.grants.revoke_buttons) == [everywhere.id, here.id]
    assert dialog.auto_allow.checks["read_file"].isChecked()
    assert "Trip" in dialog.grants.revoke_buttons[here.id].accessibleName()
    assert "every conversation" in dialog.grants.revoke_buttons[everywhere.id].accessibleName()

    click(qtbot, dialog.grants.revoke_buttons[here.id])
    assert [g.tool for g in store.list()] == [gone, "read_file"]
    assert sorted(dialog.grants.revoke_buttons) == [everywhere.id]
    dialog.grants.revoke(here.id)  # already gone (a double click): not an error
    click(qtbot, dialog.grants.revoke_buttons[everywhere.id])
    assert [g.tool for g in store.list()] == ["read_file"]
    assert dialog.grants.revoke_buttons == {}
