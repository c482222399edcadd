"""Undo this turn's file changes, on the turn's last write card: one confirmation listing every
file, then each file's exact earlier bytes back (checked by hash), the last changed first; a
file changed outside stops it there, and the cards say where."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import Qt

from desktop_app.agent.undo import UNDO_TOOL
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.ui.chat.tool_card import ToolCard
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import DONE, answer_dialog, open_dialog, send_by_keys
from tests.ui.window_harness import opened_windows, wait_until

NAMES = ("uno.txt", "dos.txt", "tres.txt")
EARLIER = {name: f"{name} antes\r\n\xe1".encode() for name in NAMES}
THREE = Script(
    answer="Writing three notes.",
    tool_calls=tuple(
        ScriptedCall(
            name="write_file",
            arguments={"path": name, "content": f"{name} nuevo"},
            call_id=f"call_{number}",
        )
        for number, name in enumerate(NAMES, start=1)
    ),
    finish="tool_calls",
)


@pytest.fixture
def windows(qtbot, qloop, harness):
    with opened_windows(harness, qloop) as open_window:
        yield open_window


def digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def cards(page) -> list[ToolCard]:
    return [w for w in page.shown_widgets() if isinstance(w, ToolCard)]


def offers_turn_undo(card: ToolCard) -> bool:
    return not card.undo_turn_button.isHidden() and card.undo_turn_button.isEnabled()


def three_writes(windows, qtbot, qloop, harness, simulator):
    for name in NAMES:
        (harness.workspace / name).write_bytes(EARLIER[name])
    harness.model = queue(simulator, Scenario(script=THREE), Scenario(script=DONE))
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe tres notas")
    for _name in NAMES:
        qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
        asked = open_dialog()
        answer_dialog(qtbot, qloop, "allow_once_button")
        qloop.run_until_complete(wait_until(lambda a=asked: open_dialog() is not a))
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    shown = cards(page)
    assert len(shown) == 3
    qloop.run_until_complete(wait_until(lambda: offers_turn_undo(shown[-1])))
    assert not any(offers_turn_undo(card) for card in shown[:-1])  # only on the last
    return page, shown


def test_the_turn_is_undone_after_one_confirmation_listing_every_file(
    windows, qtbot, qloop, harness, simulator
):
    _page, shown = three_writes(windows, qtbot, qloop, harness, simulator)
    assert shown[-1].undo_turn_button.text() == "Undo this turn's file changes"

    qtbot.mouseClick(shown[-1].undo_turn_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    dialog = open_dialog()
    assert dialog is not None
    assert dialog.title_label.text() == "Undo this turn's file changes"
    listed = [path.rsplit("/", 1)[-1] for name, path in dialog.request.arguments]
    assert listed == ["tres.txt", "dos.txt", "uno.txt"]  # the last changed first
    assert "+uno.txt antes" in dialog.request.details
    assert dialog.allow_always_button.isHidden()
    answer_dialog(qtbot, qloop, "allow_once_button")

    qloop.run_until_complete(
        wait_until(lambda: shown[-1].undo_turn_note.text().startswith("This turn's"))
    )
    for name in NAMES:
        assert digest((harness.workspace / name).read_bytes()) == digest(EARLIER[name])
    undos = [
        op for op in OperationLedger(harness.database).all_operations() if op.tool == UNDO_TOOL
    ]
    assert len(undos) == 3  # each file its own undo in the ledger
    assert shown[-1].undo_turn_button.isHidden()
    qloop.run_until_complete(
        wait_until(lambda: all(card.undo_note.text().startswith("Undone") for card in shown))
    )


def test_a_middle_file_changed_outside_stops_the_turn_there(
    windows, qtbot, qloop, harness, simulator
):
    page, shown = three_writes(windows, qtbot, qloop, harness, simulator)
    (harness.workspace / "dos.txt").write_bytes(b"dos.txt nuevo, y a mano")

    qtbot.mouseClick(shown[-1].undo_turn_button, Qt.MouseButton.LeftButton)
    answer_dialog(qtbot, qloop, "allow_once_button")

    qloop.run_until_complete(
        wait_until(lambda: shown[-1].undo_turn_note.text().startswith("Stopped at"))
    )
    assert "dos.txt" in shown[-1].undo_turn_note.text()
    assert (harness.workspace / "tres.txt").read_bytes() == EARLIER["tres.txt"]
    assert (harness.workspace / "dos.txt").read_bytes() == b"dos.txt nuevo, y a mano"
    assert (harness.workspace / "uno.txt").read_bytes() == b"uno.txt nuevo"
    undo = page.unknown_calls.undo
    qloop.run_until_complete(wait_until(lambda: not undo._tasks))  # every card's look ended
    assert shown[1].undo_note.text().startswith("Not undone: the file changed")
    assert not shown[0].undo_note.text().startswith("Undone")
