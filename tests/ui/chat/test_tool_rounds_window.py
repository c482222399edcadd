"""Every step of a turn in the window, in order, live and after a restart: each round's
reasoning and text, each tool call as a card with its state, the answer with its statistics,
and a turn cut short by a killed process reopened as interrupted with Retry and Continue."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.chat.user_message import OBJECT_NAME as USER_MESSAGE
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from tests.net.helpers import queue
from tests.session.crash import ANSWER as CRASH_ANSWER
from tests.session.crash import kill_mid_answer
from tests.ui.window_harness import opened_windows, wait_until

WRITE = Script(
    reasoning="I should write the note first.",
    answer="Writing the note.",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
)
DONE = Script(reasoning="It is written.", answer="The note is written.", output_tokens=40)


@pytest.fixture
def windows(qtbot, qloop, harness):
    """Opens main windows on the harness's database (a second one is the app restarted)."""
    with opened_windows(harness, qloop) as open_window:
        yield open_window


def open_dialog() -> ConfirmationDialog | None:
    shown = [
        w for w in QApplication.allWidgets() if isinstance(w, ConfirmationDialog) and w.isVisible()
    ]
    return shown[0] if shown else None


def flow(page) -> list[tuple]:
    """What the page shows, in order: the person's messages, each round's reasoning and text
    (and its end mark), each tool card with its state."""
    shown: list[tuple] = []
    for widget in page.shown_widgets():
        if widget.objectName() == USER_MESSAGE:
            shown.append(("user", widget.text()))
        elif isinstance(widget, MessageView):
            reasoning = widget.reasoning_text.toPlainText()
            shown.append(("round", reasoning, widget.answer_markdown, widget.banner_label.text()))
        elif isinstance(widget, ToolCard):
            shown.append(("card", widget.title.text(), widget.state_text))
    return shown


def send_by_keys(window, qtbot, text: str):
    window.composer.setFocus()
    qtbot.keyClicks(window.composer, text)
    qtbot.keyClick(window.composer, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    return window.current_page


def answer_dialog(qtbot, qloop, button: str) -> None:
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    dialog = open_dialog()
    assert dialog is not None
    qtbot.mouseClick(getattr(dialog, button), Qt.MouseButton.LeftButton)


def test_each_round_and_its_card_stay_in_order_live_and_after_a_restart(
    windows, qtbot, qloop, harness, simulator
):
    harness.model = queue(simulator, Scenario(script=WRITE), Scenario(script=DONE))
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe una nota")
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    cards = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
    assert [card.state_text for card in cards] == ["Waiting for your approval"]
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))

    live = flow(page)
    assert live[0] == ("user", "Escribe una nota")
    # The first round's text and reasoning were not overwritten by the second.
    assert live[1] == ("round", WRITE.reasoning, WRITE.answer, "")
    assert live[2][0] == "card" and live[2][2] == "Done"
    assert live[2][1] == "write_file — Create nota.txt (4 bytes)"  # the action, in words
    assert live[3] == ("round", DONE.reasoning, DONE.answer, "")
    footer = page._view.footer.text()
    assert "40\u00a0tokens\u00a0out" in footer

    conversation_id = page.conversation_id
    window.close()
    restarted = windows()
    reopened = restarted.page_for(conversation_id)
    assert flow(reopened) == live
    views = [w for w in reopened.shown_widgets() if isinstance(w, MessageView)]
    assert views[-1].footer.text() == footer  # the statistics came back
    card = next(w for w in reopened.shown_widgets() if isinstance(w, ToolCard))
    qtbot.mouseClick(card.toggle, Qt.MouseButton.LeftButton)
    assert card.details.isVisible()
    assert '"path": "nota.txt"' in card.details.text()


def test_a_denied_and_an_invalid_call_show_as_such_live_and_after_a_restart(
    windows, qtbot, qloop, harness, simulator
):
    asked = Script(
        answer="",
        tool_calls=(
            ScriptedCall(name="write_file", arguments={"path": "a.txt", "content": "x"}),
            ScriptedCall(name="write_file", arguments={"content": "no path"}, call_id="call_2"),
        ),
        finish="tool_calls",
    )
    harness.model = queue(
        simulator, Scenario(script=asked), Scenario(script=Script(answer="Understood."))
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe")
    answer_dialog(qtbot, qloop, "deny_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    states = [entry[2] for entry in flow(page) if entry[0] == "card"]
    assert states == ["Denied", "Invalid, sent back to the model"]
    assert not (harness.workspace / "a.txt").exists()

    restarted = windows()
    reopened = restarted.page_for(page.conversation_id)
    assert [entry[2] for entry in flow(reopened) if entry[0] == "card"] == states


def test_a_call_without_a_stored_result_reopens_as_unknown(windows, harness):
    store = ConversationStore(harness.database)
    conversation_id = store.create("antes")
    store.add_message(conversation_id, "user", "Borra")
    store.add_message(
        conversation_id,
        "assistant",
        "",
        generation_id="g",
        tool_calls_json='[{"id": "c1", "name": "delete_file", "arguments": {"path": "x"}}]',
    )
    page = windows().page_for(conversation_id)
    assert [entry for entry in flow(page) if entry[0] == "card"] == [
        ("card", "delete_file", "Unknown: interrupted while it ran")
    ]
    # No operation was recorded for it, so it never started: there is nothing to settle.
    (card,) = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
    assert card.mark_done_button.isHidden() and card.run_again_button.isHidden()


def test_a_killed_process_reopens_interrupted_with_its_text_and_continue(
    windows, qtbot, qloop, harness, simulator, tmp_path
):
    conversation_id = kill_mid_answer(simulator, tmp_path)  # the harness's database
    window = windows()
    page = window.page_for(conversation_id)
    shown = flow(page)
    assert shown[-1][:3] == ("round", "", CRASH_ANSWER)
    assert shown[-1][3].startswith("This answer was interrupted.")
    view = [w for w in page.shown_widgets() if isinstance(w, MessageView)][-1]
    assert view.retry_button.isVisible() and view.continue_button.isVisible()

    harness.model = queue(simulator, Scenario(script=Script(answer=" Then it rests.")))
    qtbot.mouseClick(view.continue_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    sent = str(simulator.requests[-1].body)
    assert CRASH_ANSWER in sent  # the text received before the kill went back to the model
    assert flow(page)[-1][2] == " Then it rests."


def test_retry_on_a_turn_reopened_after_a_kill_replaces_it_in_place(
    windows, qtbot, qloop, harness, simulator, tmp_path
):
    conversation_id = kill_mid_answer(simulator, tmp_path)  # the harness's database
    page = windows().page_for(conversation_id)
    views = [w for w in page.shown_widgets() if isinstance(w, MessageView)]
    harness.model = queue(simulator, Scenario(script=Script(answer="A whole answer.")))
    qtbot.mouseClick(views[-1].retry_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert [w for w in page.shown_widgets() if isinstance(w, MessageView)] == views
    assert flow(page)[-1] == ("round", "", "A whole answer.", "")
    stored = ConversationStore(harness.database).messages(conversation_id)
    assert [(m.role, m.content, m.draft) for m in stored] == [
        ("user", "Tell me about the river", False),
        ("assistant", "A whole answer.", False),
    ]


def test_a_call_whose_result_is_on_the_next_page_shows_how_it_ended(windows, qtbot, harness):
    from desktop_app.store.conversations import NewMessage
    from desktop_app.ui.chat.conversation_page import HISTORY_PAGE

    store = ConversationStore(harness.database)
    conversation_id = store.create("larga")
    store.add_message(conversation_id, "user", "Lista")
    store.add_message(
        conversation_id,
        "assistant",
        "",
        generation_id="g",
        tool_calls_json='[{"id": "c1", "name": "list_directory", "arguments": {"path": "."}}]',
    )
    result = NewMessage(role="tool", content="a.txt", tool_call_id="c1", tool_name="list_directory")
    store.add_messages(conversation_id, [result])
    for number in range(HISTORY_PAGE - 1):  # the result is the first message of the last page
        store.add_message(conversation_id, "user" if number % 2 else "assistant", f"m{number}")
    page = windows().page_for(conversation_id)
    qtbot.mouseClick(page.earlier_button, Qt.MouseButton.LeftButton)
    assert [entry for entry in flow(page) if entry[0] == "card"] == [
        ("card", "list_directory", "Done")
    ]


def test_a_stopped_answer_comes_back_with_its_text_and_stopped_mark(
    windows, qtbot, qloop, harness, simulator
):
    long = Script(answer=" ".join(f"word{n}" for n in range(200)))
    harness.model = queue(simulator, Scenario(script=long, events_per_second=40))
    window = windows()
    page = send_by_keys(window, qtbot, "Habla")
    qloop.run_until_complete(
        wait_until(lambda: page._view is not None and page._view.answer_markdown)
    )
    qtbot.mouseClick(window.stop_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    live = flow(page)[-1]
    assert live[3] == "Stopped." and live[2]

    reopened = windows().page_for(page.conversation_id)
    assert flow(reopened)[-1] == live


def test_the_card_says_the_action_in_the_window_language_live_and_after_a_restart(
    windows, qtbot, qloop, harness, simulator, language
):
    language.apply("es")
    harness.model = queue(simulator, Scenario(script=WRITE), Scenario(script=DONE))
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe una nota")
    answer_dialog(qtbot, qloop, "allow_once_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    (card,) = [w for w in page.shown_widgets() if isinstance(w, ToolCard)]
    assert card.title.text() == "write_file — Crear nota.txt (4 bytes)"

    conversation_id = page.conversation_id
    window.close()
    reopened = windows().page_for(conversation_id)
    (card,) = [w for w in reopened.shown_widgets() if isinstance(w, ToolCard)]
    assert card.title.text() == "write_file — Crear nota.txt (4 bytes)"
    language.apply("en")  # said again in the new language, from the stored code
    english = "write_file — Create nota.txt (4 bytes)"
    qloop.run_until_complete(wait_until(lambda: card.title.text() == english))
    stored = ConversationStore(harness.database).messages(conversation_id)
    assert stored[-2].tool_action == "Create nota.txt (4 bytes)"  # the words stay English


def test_a_call_run_on_a_standing_permission_says_so_live_and_after_a_restart(
    windows, qtbot, qloop, harness, simulator
):
    """Allowed for the conversation at the first call, the second runs without a question,
    and its card says which permission let it; the asked one says nothing more. The two
    rounds give their calls the same id, as many servers do."""
    again = Script(
        answer="And another.",
        tool_calls=(
            ScriptedCall(
                name="write_file",
                arguments={"path": "otra.txt", "content": "adiós"},
            ),
        ),
        finish="tool_calls",
    )
    harness.model = queue(
        simulator, Scenario(script=WRITE), Scenario(script=again), Scenario(script=DONE)
    )
    window = windows()
    page = send_by_keys(window, qtbot, "Escribe dos notas")
    answer_dialog(qtbot, qloop, "allow_always_button")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert open_dialog() is None  # asked once

    def notes(shown_page) -> list[str]:
        cards = [w for w in shown_page.shown_widgets() if isinstance(w, ToolCard)]
        return [c.approval_label.text() if c.approval_label.isVisibleTo(c) else "" for c in cards]

    expected = ["", "Ran without asking: you allowed this tool in this conversation"]
    assert notes(page) == expected
    conversation_id = page.conversation_id
    window.close()
    reopened = windows().page_for(conversation_id)
    assert notes(reopened) == expected
    # Both rounds named their call "call_1": each card keeps its own action and result.
    titles = [entry[1] for entry in flow(reopened) if entry[0] == "card"]
    assert titles == [
        "write_file — Create nota.txt (4 bytes)",
        "write_file — Create otra.txt (6 bytes)",
    ]
