"""The standing permissions, in a real database: listed, and revoked one by one."""

from __future__ import annotations

from desktop_app.store.grants import GrantStore
from tests.ui.settings.conftest import click


def test_grants_are_listed_and_revoked(qtbot, open_dialog, database):
    store = GrantStore(database, clock=lambda: 1_700_000_000.0)
    everywhere = store.grant("read_file", None)
    here = store.grant("write_file", "conversation-1")
    dialog = open_dialog(grants=store, conversation_title={"conversation-1": "Trip"}.get)
    dialog.tabs.setCurrentIndex(1)
    assert sorted(dialog.grants.revoke_buttons) == [everywhere.id, here.id]
    assert "Trip" in dialog.grants.revoke_buttons[here.id].accessibleName()
    assert "every conversation" in dialog.grants.revoke_buttons[everywhere.id].accessibleName()

    click(qtbot, dialog.grants.revoke_buttons[here.id])
    assert [g.id for g in store.list()] == [everywhere.id]
    assert sorted(dialog.grants.revoke_buttons) == [everywhere.id]
    dialog.grants.revoke(here.id)  # already gone (a double click): not an error
    click(qtbot, dialog.grants.revoke_buttons[everywhere.id])
    assert store.list() == []
    assert dialog.grants.revoke_buttons == {}
