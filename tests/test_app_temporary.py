"""Temporary conversations in the real window: marked in the list, above the chat and in the
title; a tool call and an attached file leave every byte of the data folder as it was; closed,
it is gone; saved, it becomes an ordinary conversation with its messages."""

from __future__ import annotations

import hashlib
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.config.settings import ProviderSettings
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.window.temporary_conversations import MARK
from tests.test_app_setup import memory_keyring, running_app, sim
from tests.test_app_workspace import answer, start_turn
from tests.ui.window_harness import wait_until

__all__ = ["memory_keyring", "sim"]  # fixtures shared with the setup tests

WRITE = Script(
    answer="Writing the note.",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
)
DONE = Script(answer="Done.")
# The only files of the data folder that may change while a temporary conversation lives, and
# why: SQLite's sidecars of the real database (a reader rewrites the -shm; the -wal is reset by
# checkpoints), this process's liveness lock, and the settings file (the window's choices).
MAY_CHANGE = ("arroyo.sqlite3-wal", "arroyo.sqlite3-shm", "settings.json")
LOCKS = "owners/"


@pytest.fixture
def workspace(monkeypatch, tmp_path):
    folder = tmp_path / "workspace"
    monkeypatch.setenv("ARROYO_WORKSPACE_DIR", str(folder))
    return folder


@pytest.fixture
def app_dir(tmp_path, sim):
    folder = tmp_path / "profile"
    folder.mkdir()
    settings = ProviderSettings(folder / "settings.json")
    settings.add_preset("openai-compatible", base_url=sim.url + "/v1", model="arroyo-sim-1")
    return folder


def hashes(folder: Path) -> dict[str, str]:
    return {
        path.relative_to(folder).as_posix(): hashlib.sha256(path.read_bytes()).hexdigest()
        for path in sorted(folder.rglob("*"))
        if path.is_file()
    }


def changed(before: dict[str, str], after: dict[str, str]) -> list[str]:
    names = {name for name in before.keys() | after.keys() if before.get(name) != after.get(name)}
    return sorted(n for n in names if n not in MAY_CHANGE and not n.startswith(LOCKS))


def settled(application) -> None:
    """What earlier steps wrote is moved from the -wal into the file, so that only this test's
    writes could change it."""
    application.database.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")


def discard_question() -> QMessageBox | None:
    shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, QMessageBox)]
    return next((w for w in shown if w.isVisible()), None)


def temporary_turn(window, qtbot, qloop, tmp_path):
    note = tmp_path / "note.md"
    note.write_text("a file for the model", encoding="utf-8")
    window.temporary.new_action.trigger()
    conversation_id = window.current_page.conversation_id
    window.chat.attachments.add_paths([note])
    qloop.run_until_complete(wait_until(lambda: not window.chat.attachments.reading, timeout=30))
    page = start_turn(window, "Write a note")
    answer(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    return conversation_id


def test_a_temporary_conversation_leaves_every_byte_of_the_data_folder_as_it_was(
    app_dir, workspace, tmp_path, qtbot, qloop, sim
):
    sim.queue("arroyo-sim-1", Scenario(script=WRITE), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (application, window):
        ordinary = window.current_page.conversation_id
        settled(application)
        before = hashes(app_dir)
        assert "arroyo.sqlite3" in before

        conversation_id = temporary_turn(window, qtbot, qloop, tmp_path)
        assert (workspace / "nota.txt").read_text(encoding="utf-8") == "hola"
        row = window.sidebar.model.row_at(window.conversations.currentIndex().row())
        assert row.temporary and row.id == conversation_id
        assert window.temporary.banner.isVisible()
        assert not window.commands["export"].isEnabled()
        assert window.windowTitle().startswith(f"{MARK} Temporary")
        assert window.chat.header.title.text() == "Write a note"
        temporary = application.conversations.temporary(conversation_id)
        assert temporary is not None and temporary.is_temporary
        assert [op.status.value for op in temporary.ledger.all_operations()] == ["succeeded"]
        assert OperationLedger(application.database).all_operations() == []  # no activity
        assert [c.id for c in ConversationStore(application.database).list()] == [ordinary]
        assert ConversationStore(application.database).search("note") == []
        during = hashes(app_dir)

        window.temporary.close_action.trigger()  # it has messages: asked first
        qloop.run_until_complete(wait_until(lambda: discard_question() is not None, timeout=10))
        question = discard_question()
        assert question.text() == "Discard this temporary conversation?"
        qtbot.mouseClick(
            question.findChild(type(question.defaultButton()), "discard"), Qt.MouseButton.LeftButton
        )
        qloop.run_until_complete(wait_until(lambda: discard_question() is None, timeout=10))
        assert application.conversations.temporaries == {}
        listed = [window.sidebar.model.id_at(r) for r in range(window.sidebar.count())]
        assert listed == [ordinary] and not window.temporary.banner.isVisible()
        assert window.commands["export"].isEnabled()
        assert not window.windowTitle().startswith(MARK)
        settled(application)
        closed = hashes(app_dir)
    after = hashes(app_dir)

    assert during["arroyo.sqlite3"] == before["arroyo.sqlite3"]
    assert changed(before, during) == []
    assert changed(before, closed) == []
    assert changed(before, after) == []
    assert not any(name.startswith(("attachments", "receipts")) for name in after)


def test_save_this_conversation_keeps_it_with_its_messages(
    app_dir, workspace, tmp_path, qtbot, qloop, sim
):
    sim.queue("arroyo-sim-1", Scenario(script=WRITE), Scenario(script=DONE))
    with running_app(app_dir, qtbot, qloop) as (application, window):
        conversation_id = temporary_turn(window, qtbot, qloop, tmp_path)
        assert ConversationStore(application.database).get(conversation_id) is None
        window.temporary.banner.keep_button.click()
        kept = ConversationStore(application.database)
        assert kept.get(conversation_id).title == "Write a note"
        roles = [m.role for m in kept.messages(conversation_id)]
        assert roles == ["user", "assistant", "tool", "assistant"]
        assert application.conversations.temporaries == {}
        row = window.sidebar.model.row_at(window.conversations.currentIndex().row())
        assert row.id == conversation_id and not row.temporary
        assert not window.temporary.banner.isVisible()
        assert window.current_page.conversation_id == conversation_id
        assert not window.current_page.services.conversations.database.in_memory_only
    with running_app(app_dir, qtbot, qloop) as (application, window):  # restarted: still there
        ids = [window.sidebar.model.id_at(r) for r in range(window.sidebar.count())]
        assert conversation_id in ids


def test_an_empty_temporary_conversation_closes_without_a_question(
    app_dir, workspace, qtbot, qloop
):
    with running_app(app_dir, qtbot, qloop) as (application, window):
        window.temporary.new_action.trigger()
        assert window.temporary.current() is not None
        window.temporary.close_action.trigger()
        assert discard_question() is None
        assert application.conversations.temporaries == {}


def test_quitting_with_a_temporary_conversation_asks_then_forgets_it(
    app_dir, workspace, qtbot, qloop
):
    with running_app(app_dir, qtbot, qloop) as (application, window):
        conversation_id = window.temporary.new()
        store = application.conversations.temporary(conversation_id)
        store.conversations.add_message(conversation_id, "user", "Only in memory")
        window.close()
        qloop.run_until_complete(wait_until(lambda: discard_question() is not None, timeout=10))
        assert window.isVisible()  # asked first: nothing is forgotten yet
        question = discard_question()
        discard = question.findChild(type(question.defaultButton()), "discard")
        qtbot.mouseClick(discard, Qt.MouseButton.LeftButton)
        qloop.run_until_complete(wait_until(lambda: not window.isVisible(), timeout=10))
        application.close()
        assert application.conversations.temporaries == {}
