"""Undo on a write's card, in the window: the confirmation every action gets, then the exact
earlier bytes back, once; after a restart the card says it was undone. A card whose tool Arroyo
cannot capture says its changes cannot be undone."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from desktop_app.agent.undo import UNDO_TOOL
from desktop_app.session.turn_record import ToolState
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store.actions.ledger import OperationLedger
from desktop_app.ui.chat.calls.undo_calls import UndoCalls
from desktop_app.ui.chat.tool_card import ToolCard
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import (
    DONE,
    WRITE,
    answer_dialog,
    open_dialog,
    send_by_keys,
)
from tests.ui.window_harness import opened_windows, wait_until

EARLIER = b"nota de antes\r\ncon acento: \xc3\xa1\n"


@pytest.fixture
def windows(qtbot, qloop, harness):
    with opened_windows(harness, qloop) as open_window:
        yield open_window


def the_card(page) -> ToolCard:
    (card,) = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
    return card


def offers_undo(card: ToolCard) -> bool:
    return not card.undo_button.isHidden() and card.undo_button.isEnabled()


def test_undo_on_the_card_asks_then_puts_the_earlier_bytes_back_once(
    windows, qtbot, qloop, harness, simulator
):
    target = harness.workspace / "nota.txt"
    target.write_bytes(EARLIER)
    harness.model = queue(simulator, Scenario(script=WRITE), Scenario(script=DONE))
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe una nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert target.read_bytes() == b"hola"
    card = the_card(page)
    qloop.run_until_complete(wait_until(lambda: offers_undo(card)))
    assert card.undo_button.text() == "Undo"

    # Denied: nothing changes, Undo is still there.
    qtbot.mouseClick(card.undo_button, Qt.MouseButton.LeftButton)
    answer_dialog(qtbot, qloop, "deny_button")
    qloop.run_until_complete(wait_until(lambda: offers_undo(card)))
    assert target.read_bytes() == b"hola"

    qtbot.mouseClick(card.undo_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    dialog = open_dialog()
    assert dialog is not None
    assert dialog.title_label.text().startswith("Undo the change to nota.txt")
    assert "-hola" in dialog.request.details and "+nota de antes" in dialog.request.details
    assert dialog.allow_always_button.isHidden()  # an undo is this once: nothing to allow for good
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: target.read_bytes() == EARLIER))
    qloop.run_until_complete(wait_until(lambda: card.undo_note.text().startswith("Undone")))
    assert card.undo_button.isHidden()
    undos = [
        op for op in OperationLedger(harness.database).all_operations() if op.tool == UNDO_TOOL
    ]
    assert len(undos) == 1

    again = the_card(windows().page_for(page.conversation_id))
    qloop.run_until_complete(wait_until(lambda: again.undo_note.text().startswith("Undone")))
    assert again.undo_button.isHidden()


def test_a_change_the_file_had_since_is_refused_on_the_card(
    windows, qtbot, qloop, harness, simulator
):
    target = harness.workspace / "nota.txt"
    target.write_bytes(EARLIER)
    harness.model = queue(simulator, Scenario(script=WRITE), Scenario(script=DONE))
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe una nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    card = the_card(page)
    qloop.run_until_complete(wait_until(lambda: offers_undo(card)))
    target.write_bytes(b"hola y algo mas")

    qtbot.mouseClick(card.undo_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: card.undo_note.text().startswith("Not undone")))
    assert open_dialog() is None  # nothing to ask: it would be refused
    assert target.read_bytes() == b"hola y algo mas"


def test_a_command_card_says_its_changes_cannot_be_undone(qtbot, qloop, harness):
    services = harness.services()
    card = ToolCard("call_c", "run_command", {"command": "rm x"}, generation_id="gen")
    qtbot.addWidget(card)
    calls = UndoCalls(services, "conv", lambda request: None)  # type: ignore[arg-type,return-value]
    calls.attach(card)
    assert card.undo_note.isHidden()  # not yet: it has not run
    card.set_state(ToolState.DONE, "ok")
    assert card.undo_note.text() == "Changes made by this tool cannot be undone by Arroyo"
    assert not card.undo_note.isHidden() and card.undo_button.isHidden()
    calls.deleteLater()
