"""A conversation three times longer than a small model's window, sent from the real window
under each choice past the window; Clear context; Branch from a middle message. Real SQLite,
the simulator over HTTP; the request bodies it captured are checked."""

from __future__ import annotations

import asyncio
import json
import re

import pytest
from PySide6.QtCore import Qt

from desktop_app.config.settings import ProviderSettings
from desktop_app.session.context_keeper import SUMMARY_HEADING
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.context.store import ContextStore
from desktop_app.store.conversations import ConversationStore
from desktop_app.ui.chat.context.cards import (
    ContextMarker,
    ContextQuestion,
    MarkerKind,
    SummaryCard,
)
from desktop_app.ui.chat.context.page import PageContext
from desktop_app.ui.chat.message_actions import Kind
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.chat.test_tool_rounds_window import send_by_keys
from tests.ui.chat.test_tool_rounds_window import windows as windows  # the fixture
from tests.ui.window_harness import wait_until

WINDOW = 2_000  # tokens: the simulated model's context window
LINE = "river " * 100  # about 200 tokens


def counted(body) -> int:
    """The simulated model's tokenizer: four characters of the request's messages a token."""
    return len(json.dumps(body.get("messages", body), ensure_ascii=False)) // 4


@pytest.fixture
def small_model(harness, simulator):
    """The harness's model has a context window of ``WINDOW`` tokens, and reports the input
    tokens of each request as its own tokenizer counts them."""
    made = harness.services
    simulator.input_tokens_of = counted

    def services():
        services = made()
        services.context_limits = lambda conversation_id: (WINDOW, 200)
        return services

    harness.services = services
    yield harness
    simulator.input_tokens_of = None


def seeded(harness, turns: int) -> str:
    conversations = ConversationStore(harness.database)
    cid = conversations.create("Rivers")
    for n in range(turns):
        conversations.add_message(cid, "user", f"question {n} {LINE}")
        conversations.add_message(cid, "assistant", f"answer {n} {LINE}")
    return cid


def answer(text: str) -> Scenario:
    return Scenario(script=Script(answer=text))


def sent_body(simulator, index: int = -1) -> list[dict]:
    return simulator.requests[index].body["messages"]


def within_window(simulator) -> bool:
    return counted(simulator.requests[-1].body) <= WINDOW


def settle(qloop, page) -> None:
    """The turn over and the page measured again."""
    context = page.window().chat.context.pages[page.conversation_id]
    qloop.run_until_complete(
        wait_until(lambda: not page.busy and not context.measuring and context.last is not None)
    )
    qloop.run_until_complete(wait_until(lambda: not context._changes))


def markers(page, kind: MarkerKind) -> list[ContextMarker]:
    return [w for w in page.shown_widgets() if isinstance(w, ContextMarker) and w.kind is kind]


def test_past_the_window_the_oldest_turns_are_left_out_and_the_chat_says_where(
    windows, qtbot, qloop, small_model, simulator
):
    seeded(small_model, 15)  # about 6,000 tokens: three windows
    small_model.model = queue(simulator, answer("Still here."))
    window = windows()
    page = send_by_keys(window, qtbot, "the newest question")
    settle(qloop, page)

    body = sent_body(simulator)
    assert body[-1]["content"] == "the newest question"
    assert within_window(simulator) and "question 0 " not in json.dumps(body)
    marker = markers(page, MarkerKind.OMITTED)
    assert len(marker) == 1 and marker[0].label.text() == "Earlier messages are not sent"
    # The marker sits right above the first message sent.
    shown = page.shown_widgets()
    first_sent = page._built[
        page.window().chat.context.pages[page.conversation_id].last.plan.first_id
    ]
    assert shown.index(marker[0]) == shown.index(first_sent) - 1
    # The meter says what the next send takes, within the window.
    sent, of = re.fullmatch(
        r"(.+) of (.+) tokens sent", window.chat.model_picker.meter.format()
    ).groups()
    assert int(re.sub(r"\D", "", of)) == WINDOW and 0 < int(re.sub(r"\D", "", sent)) <= WINDOW


def test_summarising_asks_once_shows_the_summary_and_an_edit_is_a_new_version(
    windows, qtbot, qloop, small_model, simulator
):
    cid = seeded(small_model, 15)
    ContextStore(ConversationStore(small_model.database)).set_overflow(cid, "summarise")
    small_model.model = queue(
        simulator, answer("They talked about rivers fifteen times."), answer("Still here.")
    )
    window = windows()
    before = len(simulator.requests)
    page = send_by_keys(window, qtbot, "the newest question")
    settle(qloop, page)

    assert len(simulator.requests) == before + 2  # the summary, then the turn
    asked = json.dumps(sent_body(simulator, -2))
    assert "Summarise the conversation" in asked and "question 0 " in asked
    body = sent_body(simulator)
    system = "\n".join(m["content"] for m in body if m["role"] == "system")
    assert SUMMARY_HEADING in system and "fifteen times" in system
    assert within_window(simulator) and "question 0 " not in json.dumps(body)
    cards = [w for w in page.shown_widgets() if isinstance(w, SummaryCard)]
    assert len(cards) == 1 and "fifteen times" in cards[0].body.text()
    assert cards[0].position.text() == "Version 1 of 1"

    qtbot.mouseClick(cards[0].edit_button, Qt.MouseButton.LeftButton)
    cards[0].editor.setPlainText("Rivers, fifteen times, and a bridge.")
    qtbot.mouseClick(cards[0].save_button, Qt.MouseButton.LeftButton)
    settle(qloop, page)
    cards = [w for w in page.shown_widgets() if isinstance(w, SummaryCard)]
    assert cards[0].position.text() == "Version 2 of 2" and "bridge" in cards[0].body.text()
    send_by_keys(window, qtbot, "and one more")
    settle(qloop, page)
    assert "bridge" in json.dumps(sent_body(simulator))  # the edit is what is sent
    assert len(simulator.requests) == before + 3  # no second summary was asked for


def test_asking_sends_nothing_until_the_person_chooses(
    windows, qtbot, qloop, small_model, simulator
):
    seeded(small_model, 15)
    small_model.model = queue(simulator, answer("Still here."))
    window = windows()
    options = window.chat.context.overflow
    options.setCurrentIndex(options.findData("ask"))  # the conversation's own choice
    qloop.run_until_complete(wait_until(lambda: not window.chat.context._changes))
    before = len(simulator.requests)
    page = send_by_keys(window, qtbot, "the newest question")

    qloop.run_until_complete(wait_until(lambda: page.findChild(ContextQuestion) is not None))
    question = page.findChild(ContextQuestion)
    assert "no longer fits" in question.label.text()
    assert len(simulator.requests) == before  # nothing went
    assert page._view.draft_marker.text() == "Waiting for your choice"
    qtbot.mouseClick(question.omit_button, Qt.MouseButton.LeftButton)
    settle(qloop, page)

    assert len(simulator.requests) == before + 1 and within_window(simulator)
    assert page.findChild(ContextQuestion) is None
    assert len(markers(page, MarkerKind.OMITTED)) == 1


def test_clear_context_here_starts_afresh_and_can_be_removed(
    windows, qtbot, qloop, small_model, simulator
):
    seeded(small_model, 3)
    small_model.model = queue(simulator, answer("Fresh."), answer("All of it."))
    window = windows()
    page = window.current_page
    settle(qloop, page)
    second_answer = [b for b in page.versions.bars() if b.kind is Kind.ANSWER][1]
    second_answer.clear_action.trigger()
    settle(qloop, page)
    cleared = markers(page, MarkerKind.CLEARED)
    assert len(cleared) == 1

    send_by_keys(window, qtbot, "after the mark")
    settle(qloop, page)
    said = [m["content"] for m in sent_body(simulator) if m["role"] != "system"]
    assert said == [f"question 2 {LINE}", f"answer 2 {LINE}", "after the mark"]

    qtbot.mouseClick(markers(page, MarkerKind.CLEARED)[0].remove_button, Qt.MouseButton.LeftButton)
    settle(qloop, page)
    assert markers(page, MarkerKind.CLEARED) == []
    send_by_keys(window, qtbot, "everything again")
    settle(qloop, page)
    assert "question 0 " in json.dumps(sent_body(simulator))

    # From the composer's menu: the next message starts afresh.
    small_model.model = queue(simulator, answer("Alone."))
    window.chat.context.clear_button.click()
    settle(qloop, page)
    assert len(markers(page, MarkerKind.CLEARED)) == 1
    send_by_keys(window, qtbot, "on its own")
    settle(qloop, page)
    said = [m["content"] for m in sent_body(simulator) if m["role"] != "system"]
    assert said == ["on its own"]


def test_branch_from_a_middle_message_opens_a_linked_conversation(
    windows, qtbot, qloop, small_model, simulator
):
    cid = seeded(small_model, 3)
    window = windows()
    page = window.current_page
    settle(qloop, page)
    first_answer = next(b for b in page.versions.bars() if b.kind is Kind.ANSWER)
    first_answer.branch_action.trigger()
    qloop.run_until_complete(wait_until(lambda: window.current_page.conversation_id != cid))

    branch = window.current_page
    contents = [
        m.content for m in ConversationStore(small_model.database).messages(branch.conversation_id)
    ]
    assert contents == [f"question 0 {LINE}", f"answer 0 {LINE}"]
    link = window.chat.context.branch_link
    assert link.isVisible() and "Branched from" in link.text() and "Rivers" in link.text()
    link.linkActivated.emit("branch")
    qloop.run_until_complete(wait_until(lambda: window.current_page.conversation_id == cid))
    assert not link.isVisible()  # the original shows nothing new
    settle(qloop, window.current_page)
    settle(qloop, branch)


def test_a_model_writes_the_title_after_the_first_answer_when_turned_on(
    windows, qtbot, qloop, harness, simulator, tmp_path
):
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.update_app(model_titles=True)
    made = harness.services

    def services():
        services = made()
        services.settings = settings
        return services

    harness.services = services
    harness.model = queue(simulator, answer("They meander."), answer('"Why Rivers Bend."'))
    window = windows()
    page = send_by_keys(window, qtbot, "How do rivers bend?")
    conversations = ConversationStore(harness.database)
    qloop.run_until_complete(
        wait_until(lambda: conversations.get(page.conversation_id).title == "Why Rivers Bend")
    )
    settle(qloop, page)
    asked = simulator.requests[-1].body
    assert "short title" in json.dumps(asked) and "They meander." in json.dumps(asked)
    assert asked["model"] == harness.model  # the conversation's own model
    qloop.run_until_complete(
        wait_until(lambda: window.chat.header.title.text() == "Why Rivers Bend")
    )

    send_by_keys(window, qtbot, "And lakes?")  # only after the first answer
    settle(qloop, page)
    assert "short title" not in json.dumps(simulator.requests[-1].body)


def test_titles_are_off_by_default(windows, qtbot, qloop, harness, simulator):
    harness.model = queue(simulator, answer("They meander."))
    window = windows()
    before = len(simulator.requests)
    page = send_by_keys(window, qtbot, "How do rivers bend?")
    settle(qloop, page)
    assert len(simulator.requests) == before + 1
    assert ConversationStore(harness.database).get(page.conversation_id).title == (
        "How do rivers bend?"
    )


def test_a_page_is_first_measured_once_painted_or_hidden_never_while_it_is_being_built(
    windows, qtbot, qloop, small_model
):
    """Measuring reads the whole conversation on the database thread: it waits for the page
    to paint (or to be hidden before it could), so it never competes with building it."""
    first, second = seeded(small_model, 15), seeded(small_model, 15)
    window = windows((900, 700))
    page = window.page_for(first)  # built, not shown
    context = window.chat.context.pages[first]
    qloop.run_until_complete(asyncio.sleep(0.05))
    assert context.measuring == 0 and context.last is None
    window.chat.show_conversation(first)
    assert context.measuring == 0  # shown: not painted yet
    qloop.run_until_complete(wait_until(lambda: context.last is not None))
    assert page.isVisible()

    other = window.page_for(second)
    other_context = window.chat.context.pages[second]
    window.chat.show_conversation(second)
    window.chat.show_conversation(first)  # hidden again before any paint
    assert not other.isVisible()
    qloop.run_until_complete(wait_until(lambda: other_context.last is not None))


def test_a_page_hidden_with_its_window_before_it_painted_is_measured_once_it_paints(
    windows, qloop, small_model
):
    """Closing the window hides its pages: none reads the conversation then (the database may
    be closing with the window); shown again, the page is measured once it paints."""
    cid = seeded(small_model, 3)
    window = windows()
    window.chat.show_conversation(cid)
    context = window.chat.context.pages[cid]
    window.hide()  # before any paint
    assert context.measuring == 0 and context.last is None
    window.show()
    qloop.run_until_complete(wait_until(lambda: context.last is not None))


def test_a_page_painted_where_no_loop_was_set_makes_no_loop(qtbot, harness, monkeypatch):
    """A page is measured on the loop set for the window's thread. Where none was set yet (a
    window built before its loop), asking asyncio for one made a loop that nothing closed, its
    sockets left to the garbage collector (a later test failed on the warning); now the page
    waits for its first send."""
    made: list[asyncio.AbstractEventLoop] = []
    policy = asyncio.DefaultEventLoopPolicy()  # as at start-up: no loop set on this thread
    monkeypatch.setattr(
        policy, "new_event_loop", lambda: made.append(asyncio.SelectorEventLoop()) or made[-1]
    )
    asked: list[PageContext] = []
    remeasure = PageContext.remeasure
    monkeypatch.setattr(
        PageContext, "remeasure", lambda self: asked.append(self) or remeasure(self)
    )
    cid = seeded(harness, 3)
    previous = asyncio.get_event_loop_policy()
    asyncio.set_event_loop_policy(policy)
    try:
        window = MainWindow(harness.services())
        qtbot.addWidget(window)
        window.show()
        window.chat.show_conversation(cid)
        qtbot.waitUntil(lambda: bool(asked))  # painted: measured now if a loop allows
        assert made == []
        assert window.chat.context.pages[cid].measuring == 0
    finally:
        asyncio.set_event_loop_policy(previous)
        for loop in made:
            loop.close()
