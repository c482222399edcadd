"""The window's badge and list of calls a paused ``arroyo ask --park`` left waiting: approved
there with the confirmation's own question, then resumed in the terminal; an answer the
terminal gave first wins, and the window says so."""

from __future__ import annotations

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.actions.parked import ParkedCalls, ParkedState
from desktop_app.store.database import Database
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.window.approvals import WindowApprovals
from tests.cli.running import ask_simulator
from tests.cli.test_approvals import PARKED, TEXT, writing
from tests.cli.test_exchange import arroyo
from tests.net.helpers import queue
from tests.ui.window_harness import WindowHarness, opened_windows


def park_two(tmp_path, simulator):
    """Two --park runs, each leaving one write waiting: (model, workspace, conversations)."""
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    model = queue(
        simulator,
        Scenario(script=writing()),
        Scenario(script=writing()),
        Scenario(script=Script(answer="Written.")),
    )
    conversations = []
    for prompt in ("write the notes", "write them again"):
        result = ask_simulator(
            tmp_path, simulator, model, prompt, "--workspace", str(workspace), "--park"
        )
        assert result.returncode == PARKED, result.stdout + result.stderr
        conversations.append(result.stdout.splitlines()[-2].removeprefix("[conversation ")[:-1])
    return model, workspace, conversations


def test_the_badge_counts_them_and_an_approval_in_the_list_lets_the_terminal_run_it(
    tmp_path, qtbot, qloop, simulator
):
    model, workspace, (first, _second) = park_two(tmp_path, simulator)
    database = Database(tmp_path / "data" / "arroyo.sqlite3")
    try:
        with opened_windows(WindowHarness(database, simulator, workspace), qloop) as open_window:
            window = open_window((1000, 700))
            approvals = WindowApprovals(window, database)
            assert approvals.badge.isVisible()
            assert approvals.badge.text() == "2 approvals waiting"

            approvals.badge.click()
            listed = approvals.dialog
            assert listed is not None and listed.isVisible()
            assert len(listed.rows) == 2
            row = next(r for r in listed.rows.values() if r.call.conversation_id == first)
            assert "notes.txt" in row.action_label.text()
            assert "write the notes" in row.where_label.text()  # the conversation's title

            row.approve_button.click()
            question = listed.question
            assert isinstance(question, ConfirmationDialog)  # the live confirmation's glance
            assert question.isVisible()
            assert not question.allow_always_button.isVisible()  # once only
            question.allow_once_button.click()
            qtbot.waitUntil(lambda: listed.question is None)
            assert "Approved" in listed.notice.text()
            assert approvals.badge.text() == "1 approvals waiting"
            other = next(iter(listed.rows.values()))
            other.deny_button.click()
            assert "Denied" in listed.notice.text()
            assert not approvals.badge.isVisible()  # nothing waits: no badge
            assert listed.empty_label.isVisible()
            listed.close()
    finally:
        database.close()

    resumed = ask_simulator(tmp_path, simulator, model, "--resume", first)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert (workspace / "notes.txt").read_text(encoding="utf-8") == TEXT


def test_an_answer_the_terminal_gave_first_wins_and_the_window_says_so(
    tmp_path, qtbot, qloop, simulator
):
    model, workspace, (first, _second) = park_two(tmp_path, simulator)
    database = Database(tmp_path / "data" / "arroyo.sqlite3")
    try:
        with opened_windows(WindowHarness(database, simulator, workspace), qloop) as open_window:
            window = open_window((1000, 700))
            approvals = WindowApprovals(window, database)
            listed = approvals.open_list()
            row = next(r for r in listed.rows.values() if r.call.conversation_id == first)
            row.approve_button.click()  # the question is open in the window...
            denied = arroyo(tmp_path / "data", "approvals", "deny", row.call.key)
            assert denied.returncode == 0, denied.stderr  # ...when the terminal answers first
            assert listed.question is not None
            listed.question.allow_once_button.click()
            qtbot.waitUntil(lambda: listed.question is None)
            assert "already denied elsewhere" in listed.notice.text()
            assert ParkedCalls(database).get(row.call.key).state is ParkedState.DENIED
            listed.close()
    finally:
        database.close()

    resumed = ask_simulator(tmp_path, simulator, model, "--resume", first)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert not (workspace / "notes.txt").exists()  # nothing ran unapproved


def test_closing_the_question_leaves_the_call_waiting_and_its_deny_denies(
    tmp_path, qtbot, qloop, simulator
):
    _model, workspace, _conversations = park_two(tmp_path, simulator)
    database = Database(tmp_path / "data" / "arroyo.sqlite3")
    try:
        with opened_windows(WindowHarness(database, simulator, workspace), qloop) as open_window:
            window = open_window((1000, 700))
            # The paused round's card, painted from the store, says it waits (not "unknown").
            page = window.current_page
            assert page is not None
            (card,) = page.findChildren(ToolCard)
            assert card.state_text == "Waiting for your approval"
            approvals = WindowApprovals(window, database)
            listed = approvals.open_list()
            row = next(iter(listed.rows.values()))
            row.approve_button.click()
            assert listed.question is not None
            listed.question.reject()  # Escape, or the window's close button
            qtbot.waitUntil(lambda: listed.question is None)
            assert ParkedCalls(database).get(row.call.key).state is ParkedState.PENDING
            assert approvals.badge.text() == "2 approvals waiting"
            row.approve_button.click()
            assert listed.question is not None
            listed.question.deny_button.click()  # the question's own Deny is an answer
            qtbot.waitUntil(lambda: listed.question is None)
            assert ParkedCalls(database).get(row.call.key).state is ParkedState.DENIED
            assert approvals.badge.text() == "1 approvals waiting"
            listed.close()
    finally:
        database.close()
