"""Side by side in the window, with the simulator as every model: two columns stream, one is
stopped, "Use this answer" goes on with that answer (the other kept as a version), and tool
calls asked in each column run once and say so on both cards."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.session.side_by_side import ModelChoice
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.message_actions import MessageActions
from desktop_app.ui.chat.side.column import ColumnState
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from tests.net.helpers import queue
from tests.ui.window_harness import WindowHarness, opened_windows, wait_until

LONG = "Rivers run to the sea, and the sea is never full. " * 8


class ColumnsHarness(WindowHarness):
    """The harness's loops, each column's sent to its own model (one registry, one ledger)."""

    def services(self):
        services = super().services()
        base = services.make_loop

        def make_column_loop(conversation_id, choice, confirmer):
            loop = base(conversation_id, confirmer)
            loop.endpoint = dataclasses.replace(loop.endpoint, model=choice.model)
            return loop

        services.make_column_loop = make_column_loop
        return services


@pytest.fixture
def window(qtbot, qloop, harness):
    columns = ColumnsHarness(harness.database, harness.simulator, harness.workspace)
    with opened_windows(columns, qloop) as open_window:
        yield open_window((1440, 900)), columns


def send_side_by_side(window, qtbot, first: str, others: list[str], text: str) -> None:
    window.chat.model_picker.combo.setEditText(first)
    window.chat.side_chip.choose([ModelChoice("", model) for model in others])
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, text)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return)


def open_dialog() -> ConfirmationDialog | None:
    shown = [
        w for w in QApplication.allWidgets() if isinstance(w, ConfirmationDialog) and w.isVisible()
    ]
    return shown[0] if shown else None


def answer_dialogs(qtbot, qloop, side, buttons: dict[str, str], count: int) -> list[str]:
    """Answers ``count`` questions, each by the button named for the model it names."""
    asked = []
    for _ in range(count):
        qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
        dialog = open_dialog()
        model = dialog.request.asked_for
        assert model in dialog.tool_label.text()  # the question names the column's model
        asked.append(model)
        qtbot.mouseClick(getattr(dialog, buttons[model]), Qt.MouseButton.LeftButton)
        qloop.run_until_complete(wait_until(lambda d=dialog: not d.isVisible()))
    return asked


def test_two_columns_stream_one_is_stopped_and_use_this_answer_keeps_the_other_as_a_version(
    window, qtbot, qloop, simulator
):
    window, _ = window
    first = queue(simulator, Scenario(script=Script(answer=LONG, reasoning="Think of rivers.")))
    second = queue(simulator, Scenario(script=Script(answer=LONG), stall_after=4, stall_seconds=20))
    send_side_by_side(window, qtbot, first, [second], "Tell me about rivers")
    side = window.chat.side
    assert side.view.isVisible() and not window.chat.pages.isVisible()
    columns = side.view.columns
    assert [c.title.text() for c in columns] == [first, second]
    assert not side.view.stacked  # 1440 wide: side by side
    window.resize(800, 600)
    qloop.run_until_complete(wait_until(lambda: side.view.stacked))  # narrow: one above another
    assert columns[1].geometry().top() > columns[0].geometry().top()
    window.resize(1440, 900)
    qloop.run_until_complete(wait_until(lambda: columns[1].answer_text != ""))
    assert not window.send_button.isEnabled()  # one prompt at a time
    qtbot.mouseClick(columns[1].stop_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not side.running))
    assert columns[0].state is ColumnState.DONE and columns[1].state is ColumnState.STOPPED
    assert window.send_button.isEnabled()  # the next prompt may go
    assert "Rivers run to the sea" in columns[0].answer_text
    assert "Think of rivers." in columns[0].reasoning.toPlainText()
    assert columns[0].paints >= 1 and side.view.frames >= 1
    qtbot.mouseClick(columns[1].use_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: side.using is not None and side.using.done()))
    page = window.current_page
    assert not side.view.isVisible() and window.chat.pages.isVisible()
    views = [w for w in page.shown_widgets() if isinstance(w, MessageView)]
    assert views[-1].answer_markdown.startswith("Rivers run")
    assert len(views[-1].answer_markdown) < len(LONG)  # the stopped one, as far as it went
    conversation = window.services.conversations.get(page.conversation_id)
    assert conversation.model == second  # the conversation goes on with that model
    bar = [w for w in page.shown_widgets() if isinstance(w, MessageActions)][-1]
    assert bar.versions is not None and (bar.versions.position, bar.versions.count) == (2, 2)
    assert "2" in bar.position.text()
    qtbot.mouseClick(bar.previous_button, Qt.MouseButton.LeftButton)
    views = [w for w in page.shown_widgets() if isinstance(w, MessageView)]
    assert views[-1].answer_markdown == LONG  # the first column's whole answer


def test_the_same_read_in_two_columns_runs_once_and_both_cards_say_shared(
    window, qtbot, qloop, simulator, harness
):
    window, _ = window
    (harness.workspace / "notes.txt").write_text("hello\n")
    read = Script(
        tool_calls=(ScriptedCall(name="read_file", arguments={"path": "notes.txt"}),),
        finish="tool_calls",
    )
    first = queue(
        simulator, Scenario(script=read), Scenario(script=Script(answer="It says hello."))
    )
    second = queue(simulator, Scenario(script=read), Scenario(script=Script(answer="Hello.")))
    send_side_by_side(window, qtbot, first, [second], "What is in notes.txt?")
    side = window.chat.side
    asked = answer_dialogs(
        qtbot, qloop, side, {first: "allow_once_button", second: "allow_once_button"}, 2
    )
    assert sorted(asked) == sorted([first, second])  # asked in each column
    qloop.run_until_complete(wait_until(lambda: not side.running))
    operations = [tuple(r) for r in harness.database.fetch_all("SELECT tool FROM operations")]
    assert operations == [("read_file",)]
    cards = [next(iter(c.cards.values())) for c in side.view.columns]
    # Each card hears of the sharing from its own column's events: waited for, not raced.
    qloop.run_until_complete(
        wait_until(lambda: [card.shared_with for card in cards] == [second, first])
    )
    assert all("Shared with" in card.approval_label.text() for card in cards)
    qtbot.mouseClick(side.view.columns[0].use_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: side.using is not None and side.using.done()))

    def stored() -> list[str]:
        page = window.current_page
        return [w.shared_with for w in page.shown_widgets() if isinstance(w, ToolCard)]

    # Kept with the answer: the page is painted again from the store once the choice is saved.
    qloop.run_until_complete(wait_until(lambda: stored() == [second]))


def _write(path: str = "out.txt", content: str = "hi") -> Script:
    call = ScriptedCall(name="write_file", arguments={"path": path, "content": content})
    return Script(tool_calls=(call,), finish="tool_calls")


@pytest.mark.parametrize("denied_in_first", [False, True])
def test_a_write_proposed_by_both_is_asked_in_each_column_and_runs_once(
    window, qtbot, qloop, simulator, harness, denied_in_first
):
    window, _ = window
    first = queue(simulator, Scenario(script=_write()), Scenario(script=Script(answer="One.")))
    second = queue(simulator, Scenario(script=_write()), Scenario(script=Script(answer="Two.")))
    send_side_by_side(window, qtbot, first, [second], "Write hi to out.txt")
    side = window.chat.side
    first_button = "deny_button" if denied_in_first else "allow_once_button"
    asked = answer_dialogs(
        qtbot, qloop, side, {first: first_button, second: "allow_once_button"}, 2
    )
    assert sorted(asked) == sorted([first, second])
    qloop.run_until_complete(wait_until(lambda: not side.running))
    assert [tuple(r) for r in harness.database.fetch_all("SELECT tool FROM operations")] == [
        ("write_file",)
    ]
    assert (harness.workspace / "out.txt").read_text() == "hi"


def test_a_read_after_a_write_in_between_is_not_shared(window, qtbot, qloop, simulator, harness):
    window, _ = window
    (harness.workspace / "out.txt").write_text("before")
    read = Script(
        tool_calls=(ScriptedCall(name="read_file", arguments={"path": "out.txt"}),),
        finish="tool_calls",
    )
    first = queue(
        simulator,
        Scenario(script=read),
        Scenario(script=_write(content="after")),
        Scenario(script=Script(answer="Changed.")),
    )
    # The second model answers late: the first has read and written by then.
    late = Scenario(script=read, headers_delay=3.0)
    second = queue(simulator, late, Scenario(script=Script(answer="Read.")))
    send_side_by_side(window, qtbot, first, [second], "Read, then change out.txt")
    side = window.chat.side
    asked = answer_dialogs(
        qtbot, qloop, side, {first: "allow_once_button", second: "allow_once_button"}, 3
    )
    assert asked == [first, first, second]
    qloop.run_until_complete(wait_until(lambda: not side.running))
    tools = [
        row[0]
        for row in [tuple(r) for r in harness.database.fetch_all("SELECT tool FROM operations")]
    ]
    assert tools == ["read_file", "write_file", "read_file"]  # the second read ran again
    card = next(iter(side.view.columns[1].cards.values()))
    assert card.shared_with == "" and "after" in card.details.text()


def test_the_columns_answers_are_drawn_as_markdown_one_per_pass_after_all_their_last_words(
    window, qtbot, qloop, simulator, monkeypatch
):
    """When the turn ends, every column shows its last words at once; then each column's answer
    is drawn as Markdown in a pass of the event loop of its own, with the window's events
    between (four long answers drawn in one go held the window for all four)."""
    from PySide6.QtCore import QTimer

    from desktop_app.ui.chat.side.column import AnswerColumn

    window, _ = window
    happened: list[tuple[str, str]] = []  # (what, which column)
    paint, finish = AnswerColumn.paint, AnswerColumn.finish

    def recorded_paint(column: AnswerColumn) -> None:
        paint(column)
        if column.answer.toPlainText() == LONG:
            happened.append(("all its words", column.model))

    def recorded_finish(column: AnswerColumn, answer: str) -> Iterator[None]:
        happened.append(("markdown", column.model))
        for step in finish(column, answer):
            happened.append(("a piece", column.model))
            yield step

    monkeypatch.setattr(AnswerColumn, "paint", recorded_paint)
    monkeypatch.setattr(AnswerColumn, "finish", recorded_finish)
    ticker = QTimer()
    ticker.setInterval(0)  # a window event each pass of Qt's loop
    ticker.timeout.connect(lambda: happened.append(("tick", "")))
    models = [queue(simulator, Scenario(script=Script(answer=LONG))) for _ in range(3)]
    send_side_by_side(window, qtbot, models[0], models[1:], "Tell me about rivers")
    side = window.chat.side
    ticker.start()
    qloop.run_until_complete(wait_until(lambda: not side.running))
    ticker.stop()

    drawn = [i for i, (what, _) in enumerate(happened) if what == "markdown"]
    assert [happened[i][1] for i in drawn] == models
    assert [model for what, model in happened if what == "a piece"] == models  # short: one each
    shown_first = {model for what, model in happened[: drawn[0]] if what == "all its words"}
    assert shown_first == set(models)  # no column's last words wait for another's Markdown
    for before, after in zip(drawn, drawn[1:]):  # the window's events between two columns
        assert ("tick", "") in happened[before + 1 : after]
    assert all("Rivers run to the sea" in column.answer_text for column in side.view.columns)
    assert all(column.use_button.isEnabled() for column in side.view.columns)
