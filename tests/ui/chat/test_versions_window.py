"""Edit, Regenerate and the version switcher in the real window, by clicks and keys: real
SQLite, the simulator over HTTP, real tools in a real folder; the ledger says what ran."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.ui.chat.message_actions import Kind, MessageActions, MessageEditor
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import answer_dialog, flow, open_dialog, send_by_keys
from tests.ui.chat.test_tool_rounds_window import windows as windows  # the fixture
from tests.ui.window_harness import wait_until


def answer(text: str) -> Scenario:
    return Scenario(script=Script(answer=text))


def said(page) -> list[tuple[str, str]]:
    return [(entry[0], entry[1] if entry[0] == "user" else entry[2]) for entry in flow(page)]


def bar(page, kind: Kind, index: int = 0) -> MessageActions:
    return [b for b in page.versions.bars() if b.kind is kind][index]


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_edit_and_resend_then_switch_versions_by_clicks_and_keys(
    windows, qtbot, qloop, harness, simulator
):
    harness.model = queue(simulator, answer("One."), answer("Two."), answer("Edited one."))
    window = windows()
    page = send_by_keys(window, qtbot, "first")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    send_by_keys(window, qtbot, "second")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    # The turns just written have their actions, as reopened ones would.
    assert [b.kind for b in page.versions.bars()] == [Kind.YOURS, Kind.ANSWER] * 2

    click(qtbot, bar(page, Kind.YOURS).edit_button)
    editor = page.findChild(MessageEditor)
    assert editor is not None and editor.text_edit.toPlainText() == "first"
    assert editor.text_edit.hasFocus()
    editor.text_edit.selectAll()
    qtbot.keyClicks(editor.text_edit, "first, edited")
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qloop.run_until_complete(wait_until(lambda: not page.busy))

    assert said(page) == [("user", "first, edited"), ("round", "Edited one.")]
    sent = str(simulator.requests[-1].body)
    assert "first, edited" in sent and "second" not in sent
    switcher = bar(page, Kind.YOURS)
    assert switcher.position.text() == "2/2" and switcher.previous_button.isEnabled()
    assert not switcher.next_button.isEnabled()

    click(qtbot, switcher.previous_button)
    assert said(page) == [
        ("user", "first"),
        ("round", "One."),
        ("user", "second"),
        ("round", "Two."),
    ]
    first = bar(page, Kind.YOURS)
    assert first.position.text() == "1/2"
    assert first.next_button.hasFocus()  # the keyboard stays on the switcher
    qtbot.keyClick(first.next_button, Qt.Key.Key_Left)  # already the first: nothing changes
    assert said(page)[0] == ("user", "first")
    qtbot.keyClick(first.next_button, Qt.Key.Key_Right)
    assert said(page) == [("user", "first, edited"), ("round", "Edited one.")]

    # All of it is stored: a restart shows the version last chosen, with its switcher.
    restarted = windows()
    reopened = restarted.page_for(page.conversation_id)
    assert said(reopened) == [("user", "first, edited"), ("round", "Edited one.")]
    assert bar(reopened, Kind.YOURS).position.text() == "2/2"


def test_escape_leaves_the_message_as_it_was(windows, qtbot, qloop, harness, simulator):
    harness.model = queue(simulator, answer("One."))
    window = windows()
    page = send_by_keys(window, qtbot, "first")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    click(qtbot, bar(page, Kind.YOURS).edit_button)
    editor = page.findChild(MessageEditor)
    assert editor is not None
    qtbot.keyClicks(editor.text_edit, " changed")
    qtbot.keyClick(editor.text_edit, Qt.Key.Key_Escape)

    assert page.versions.editor is None
    assert said(page) == [("user", "first"), ("round", "One.")]
    assert bar(page, Kind.YOURS).isVisible()
    store = harness.services().conversations
    assert [m.content for m in store.all_messages(page.conversation_id)] == ["first", "One."]


WRITE = Script(
    answer="Writing the note.",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
)


def operations(harness) -> list[tuple]:
    return harness.database.fetch_all("SELECT key, status, updated_at FROM operations")


def test_regenerating_a_tool_turn_runs_nothing_twice(windows, qtbot, qloop, harness, simulator):
    harness.model = queue(
        simulator,
        Scenario(script=WRITE),
        answer("The note is written."),
        answer("Done: nota.txt says hola."),
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe una nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    ran = operations(harness)
    assert [row[1] for row in ran] == ["succeeded"]
    (harness.workspace / "nota.txt").write_text("changed since", "utf-8")

    click(qtbot, bar(page, Kind.ANSWER).regenerate_button)
    qloop.run_until_complete(wait_until(lambda: not page.busy))

    assert open_dialog() is None  # nothing was asked: nothing was to run
    assert operations(harness) == ran  # the write was not run again
    assert (harness.workspace / "nota.txt").read_text("utf-8") == "changed since"
    shown = flow(page)
    assert [entry[0] for entry in shown] == ["user", "round", "card", "round"]
    assert shown[1][2] == "Writing the note." and shown[2][2] == "Done"
    assert shown[-1][2] == "Done: nota.txt says hola."
    regenerated = bar(page, Kind.ANSWER)
    assert regenerated.position.text() == "2/2"

    click(qtbot, regenerated.previous_button)
    assert flow(page)[-1][2] == "The note is written."
    assert [entry[0] for entry in flow(page)] == ["user", "round", "card", "round"]


def test_a_regenerated_turn_that_calls_a_tool_asks_first_and_shows_its_versions(
    windows, qtbot, qloop, harness, simulator
):
    again = Script(
        answer="Writing another.",
        tool_calls=(
            ScriptedCall(name="write_file", arguments={"path": "otra.txt", "content": "adios"}),
        ),
        finish="tool_calls",
    )
    harness.model = queue(
        simulator,
        answer("I will not write anything."),
        Scenario(script=again),
        answer("Written."),
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe otra nota")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert operations(harness) == []

    click(qtbot, bar(page, Kind.ANSWER).regenerate_button)
    answer_dialog(qtbot, qloop, "allow_once_button")  # a new call is asked like any other
    qloop.run_until_complete(wait_until(lambda: not page.busy))

    assert [row[1] for row in operations(harness)] == ["succeeded"]
    assert (harness.workspace / "otra.txt").read_text("utf-8") == "adios"
    # The new version begins with a tool round: its switcher is there at once.
    (round_bar,) = [b for b in page.versions.bars() if b.kind is Kind.ROUND]
    assert round_bar.position.text() == "2/2"
    qtbot.keyClick(round_bar.previous_button, Qt.Key.Key_Left)
    assert said(page) == [("user", "Escribe otra nota"), ("round", "I will not write anything.")]
    assert bar(page, Kind.ANSWER).position.text() == "1/2"
