"""A tool call whose outcome is unknown, in the window, through a real MCP server: Stop while
it runs, or a server that crashes mid-call, leaves its card unknown with Mark as done and Run
again; Mark as done is recorded in the ledger, Run again asks again before it runs once more,
and both are shown the same after a restart. A running call's progress shows on its card."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from desktop_app.mcp.servers import ServerConnection
from desktop_app.session.unknown_calls import MARKED_DONE, TOLD_AGAIN, TOLD_DONE
from desktop_app.simulator.scenarios import Scenario
from desktop_app.store.actions.ledger import OperationLedger, OperationStatus
from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.chat.tool_card import ToolCard
from tests.mcp.agent_support import FINAL, call_script, scripted_server
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import answer_dialog, open_dialog, send_by_keys
from tests.ui.window_harness import opened_windows, wait_until

UNKNOWN = "Unknown: interrupted while it ran"


@pytest.fixture
def record(tmp_path):
    return tmp_path / "record.jsonl"


@pytest.fixture
def server(harness, qloop, record):
    """Starts the scripted MCP server in a mode; its tool ``note`` is offered in the window."""
    started: list[ServerConnection] = []

    def start(mode: str, **env: str) -> ServerConnection:
        config, secrets = scripted_server("notes", mode, RECORD=str(record), **env)
        connection = ServerConnection(config, secrets=secrets, workspace=harness.workspace)
        qloop.run_until_complete(connection.start())
        harness.mcp.append(connection)
        started.append(connection)
        return connection

    yield start
    for connection in started:
        qloop.run_until_complete(connection.stop())


@pytest.fixture
def windows(server, qtbot, qloop, harness):
    """Opens main windows on the harness's database (a second one is the app restarted)."""
    with opened_windows(harness, qloop) as open_window:
        yield open_window


def methods(record) -> list[str]:
    lines = record.read_text().splitlines() if record.exists() else []
    return [json.loads(line).get("method") for line in lines]


def the_card(page) -> ToolCard:
    (card,) = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
    return card


def offers_settling(card: ToolCard) -> bool:
    return not card.mark_done_button.isHidden() and not card.run_again_button.isHidden()


def test_stop_mid_call_leaves_it_unknown_and_mark_as_done_is_kept_across_restarts(
    windows, server, qtbot, qloop, harness, simulator, record
):
    server("hang")
    harness.model = queue(
        simulator, Scenario(script=call_script("note", {"text": "x"})), Scenario(script=FINAL)
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Toma nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: "tools/call" in methods(record), 20))
    qtbot.mouseClick(window.stop_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not page.busy, 20))
    card = the_card(page)
    assert card.state_text == UNKNOWN and offers_settling(card)
    qloop.run_until_complete(wait_until(lambda: "notifications/cancelled" in methods(record), 20))
    # The round is stored with an answer for its call, so the next turn's history is whole.
    stored = ConversationStore(harness.database).messages(page.conversation_id)
    (result,) = [m for m in stored if m.role == "tool"]
    assert result.tool_state == "unknown" and "not known" in result.content

    reopened = windows().page_for(page.conversation_id)
    card = the_card(reopened)
    assert card.state_text == UNKNOWN and offers_settling(card)
    qtbot.mouseClick(card.mark_done_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: card.state_text == "Done"))
    assert not offers_settling(card)
    (operation,) = OperationLedger(harness.database).for_call(page.conversation_id, "call_m1")
    assert (operation.status, operation.result) == (OperationStatus.SUCCEEDED, MARKED_DONE)
    # What the model is told on the next turn is what the person settled.
    stored = ConversationStore(harness.database).messages(page.conversation_id)
    (result,) = [m for m in stored if m.role == "tool"]
    assert (result.content, result.tool_state, result.is_error) == (TOLD_DONE, "done", False)

    again = the_card(windows().page_for(page.conversation_id))
    assert again.state_text == "Done" and not offers_settling(again)
    assert methods(record).count("tools/call") == 1  # never run again by itself


def test_a_crash_mid_call_is_run_again_only_after_a_new_confirmation(
    windows, server, qtbot, qloop, harness, simulator, record, tmp_path
):
    connection = server("crash_once", MARKER=str(tmp_path / "crashed"))
    harness.model = queue(
        simulator, Scenario(script=call_script("note", {"text": "x"})), Scenario(script=FINAL)
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Toma nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy, 20))
    card = the_card(page)
    assert card.state_text == UNKNOWN and offers_settling(card)
    qloop.run_until_complete(connection.start())  # the person starts the server again

    # Run again asks again; declined, nothing runs and it stays unknown.
    qtbot.mouseClick(card.run_again_button, Qt.MouseButton.LeftButton)
    answer_dialog(qtbot, qloop, "deny_button")
    qloop.run_until_complete(wait_until(lambda: card.run_again_button.isEnabled()))
    assert card.state_text == UNKNOWN
    assert methods(record).count("tools/call") == 1 and offers_settling(card)

    # After a restart, Run again and yes: it runs once more, and says how it went.
    reopened = windows().page_for(page.conversation_id)
    card = the_card(reopened)
    assert card.state_text == UNKNOWN and offers_settling(card)
    qtbot.mouseClick(card.run_again_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    dialog = open_dialog()
    assert dialog is not None and "Server: notes" in dialog.request.details
    assert dict(dialog.request.arguments) == {"text": "x"}
    qtbot.mouseClick(dialog.allow_once_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: card.state_text == "Done", 20))
    assert "noted: x" in card.details.text() and not offers_settling(card)
    assert methods(record).count("tools/call") == 2
    ledger = OperationLedger(harness.database)
    assert ledger.unknown() == []
    runs = ledger.for_call(page.conversation_id, "call_m1")
    assert [run.status for run in runs] == [OperationStatus.FAILED, OperationStatus.SUCCEEDED]

    shown = the_card(windows().page_for(page.conversation_id))
    assert shown.state_text == "Done" and "noted: x" in shown.details.text()
    stored = ConversationStore(harness.database).messages(page.conversation_id)
    (result,) = [m for m in stored if m.role == "tool"]
    assert result.content.startswith(TOLD_AGAIN) and "noted: x" in result.content
    assert (result.tool_state, result.is_error) == ("done", False)


def test_progress_shows_on_the_running_card_and_is_gone_when_it_ends(
    windows, server, qtbot, qloop, harness, simulator, tmp_path
):
    gate = tmp_path / "gate"
    server("progress", GATE=str(gate), PROGRESS_COUNT="40")
    harness.model = queue(
        simulator, Scenario(script=call_script("note", {"text": "x"})), Scenario(script=FINAL)
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Toma nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    card = None

    def last_step_shown() -> bool:
        nonlocal card
        cards = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
        card = cards[0] if cards else None
        return card is not None and card.progress_text == "40 of 40 — step 40"

    qloop.run_until_complete(wait_until(last_step_shown, 20))
    assert card is not None and card.state_text == "Running"
    assert card.progress_bar.isVisibleTo(card) and card.progress_bar.value() == 1000
    gate.touch()
    qloop.run_until_complete(wait_until(lambda: not page.busy, 20))
    assert card.state_text == "Done" and card.progress_text == ""
    assert card.progress_bar.isHidden()


def test_run_again_while_the_server_is_down_asks_nothing_and_stays_unknown(
    windows, server, qtbot, qloop, harness, simulator, record
):
    server("crash")
    harness.model = queue(
        simulator, Scenario(script=call_script("note", {"text": "x"})), Scenario(script=FINAL)
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Toma nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy, 20))
    card = the_card(page)
    assert card.state_text == UNKNOWN
    qtbot.mouseClick(card.run_again_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(
        wait_until(lambda: "Not run again: this tool is not available now." in card.details.text())
    )
    assert open_dialog() is None  # nobody was asked about a call that could not run
    assert card.state_text == UNKNOWN and offers_settling(card)
    assert methods(record).count("tools/call") == 1
    (operation,) = OperationLedger(harness.database).unknown()
    assert operation.tool_call_id == "call_m1"
