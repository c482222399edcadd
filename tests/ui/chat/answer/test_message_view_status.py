"""MessageView while a turn runs: the status line, and no empty answer box before any text."""

from __future__ import annotations

from typing import NamedTuple

from desktop_app.generation.channels import Channel
from desktop_app.ui.chat.answer.status_line import StatusLine, Step
from desktop_app.ui.widgets import announce
from tests.ui.outcomes import ended


class Update(NamedTuple):
    channel: Channel
    aggregate: str


def test_a_new_answer_shows_no_box_only_that_it_is_connecting(view):
    assert view.answer.isHidden()
    assert view.draft_marker.isVisible() and view.draft_marker.text() == "Connecting…"


PHASES = (
    ("connecting", "Connecting…"),
    ("loading_model", "Loading the model…"),
    ("streaming", "Writing…"),
)


def test_the_status_follows_the_phases(view):
    for phase, sentence in PHASES:
        view.show_status(StatusLine.for_phase(phase))
        assert view.draft_marker.text() == sentence
        assert view.draft_marker.accessibleName() == sentence
        assert view.answer.isHidden()


def test_the_answer_box_appears_with_the_first_character(view, qtbot):
    view.show_status(StatusLine.retry(2, 4, 2.0, "rate_limited"))
    view.apply(Update(Channel.ANSWER, ""))
    view.apply(Update(Channel.ANSWER, "H"))
    assert view.draft_marker.text() == "Writing…"  # the wait is over once text arrives
    qtbot.waitUntil(lambda: view.answer.isVisible(), timeout=1000)
    assert view.answer.toPlainText() == "H"


def test_reasoning_alone_shows_no_answer_box(view, qtbot):
    view.apply(Update(Channel.REASONING, "Pienso"))
    qtbot.waitUntil(lambda: view.reasoning_text.toPlainText() == "Pienso", timeout=1000)
    assert view.answer.isHidden()


def test_an_error_with_no_text_shows_the_banner_and_no_empty_box(view):
    view.show_status(StatusLine.for_phase("loading_model"))
    view.finish(ended("failed", "bad_key"), "", "")
    assert view.banner.isVisible()
    assert view.answer.isHidden()
    assert not view.draft_marker.isVisible()


def test_a_cleared_draft_hides_the_box_again(view, qtbot):
    view.apply(Update(Channel.ANSWER, "Primer intento"))
    qtbot.waitUntil(lambda: view.answer.isVisible(), timeout=1000)
    view.clear_draft()
    assert view.answer.isHidden()
    assert view.draft_marker.text() == "Connecting…"


def test_a_finished_answer_shows_its_text(view):
    view.finish(ended("completed"), "Hecho.", "")
    assert view.answer.isVisible() and view.answer.toPlainText() == "Hecho."


def test_the_status_is_said_again_in_the_new_language(view, qtbot, language):
    view.show_status(StatusLine(Step.APPROVAL))
    language.apply("es")
    qtbot.waitUntil(lambda: view.draft_marker.text() == "Esperando tu aprobación", timeout=1000)


def test_a_retry_is_announced_to_a_screen_reader(view):
    heard: list[str] = []

    def listener(source, text):
        heard.append(text)

    announce.listeners.append(listener)
    try:
        view.show_status(StatusLine.for_phase("connecting"))
        view.show_status(StatusLine.retry(2, 4, 2.0, "rate_limited"))
    finally:
        announce.listeners.remove(listener)
    assert heard == ["Rate limited, retrying in 2 s (attempt 2 of 4)"]


def test_reasoning_alone_reads_as_thinking_then_the_answer_as_writing(view):
    view.show_status(StatusLine.for_phase("streaming"))  # the stream opened
    view.apply(Update(Channel.REASONING, "Let me see"))
    assert view.draft_marker.text() == "Thinking…"
    view.show_status(StatusLine.for_phase("streaming"))  # the agent says it again
    assert view.draft_marker.text() == "Thinking…"
    assert view.status.step is Step.THINKING
    view.apply(Update(Channel.ANSWER, "It is"))
    assert view.draft_marker.text() == "Writing…"
    view.apply(Update(Channel.REASONING, "Let me see, more"))  # late reasoning: still writing
    assert view.draft_marker.text() == "Writing…"


def test_reasoning_that_ends_a_wait_reads_as_thinking(view):
    view.show_status(StatusLine.for_phase("waiting"))
    view.apply(Update(Channel.REASONING, "Hmm"))
    assert view.draft_marker.text() == "Thinking…"


def test_updates_after_the_first_only_store_the_text_until_the_status_changes(
    view, qtbot, monkeypatch
):
    """Thousands of deltas a second: once the answer streams with its status shown, an update
    looks at nothing but its channel; a status shown in between is looked at again."""
    looks: list[Step] = []
    streaming_status = view._streaming_status

    def counted() -> StatusLine:
        status = streaming_status()
        looks.append(status.step)
        return status

    monkeypatch.setattr(view, "_streaming_status", counted)
    text = "w"
    view.apply(Update(Channel.ANSWER, text))
    assert looks and set(looks) == {Step.STREAMING}
    first = len(looks)
    for index in range(1000):
        text += f" w{index}"
        view.apply(Update(Channel.ANSWER, text))
    assert len(looks) == first  # the first update only
    qtbot.waitUntil(lambda: view.answer_markdown == text, timeout=2000)

    view.show_status(StatusLine.for_phase("waiting"))  # a new round waits for the server
    assert view.draft_marker.text() == "Waiting for the server…"
    view.apply(Update(Channel.ANSWER, text + "more"))
    assert view.draft_marker.text() == "Writing…"  # the text ended the wait, as before
    view.apply(Update(Channel.REASONING, "a thought"))  # another channel: looked at once
    view.apply(Update(Channel.REASONING, "a thought, longer"))
    assert view.draft_marker.text() == "Writing…"
    assert view.reasoning_toggle.isVisible()
    qtbot.waitUntil(lambda: view.reasoning_text.toPlainText() == "a thought, longer")


def test_a_retry_streams_as_the_first_attempt_did(view, qtbot):
    """After a cleared draft, the first updates are looked at again: thinking, then writing."""
    view.apply(Update(Channel.ANSWER, "first attempt"))
    view.apply(Update(Channel.ANSWER, "first attempt, more"))
    view.show_status(StatusLine.retry(2, 3, 1.0, "rate_limited"))
    view.clear_draft()
    view.apply(Update(Channel.REASONING, "again"))
    view.apply(Update(Channel.REASONING, "again, and"))
    assert view.draft_marker.text() == "Thinking…"
    view.apply(Update(Channel.ANSWER, ""))  # an empty update starts nothing
    view.apply(Update(Channel.ANSWER, "S"))
    assert view.draft_marker.text() == "Writing…"
    view.apply(Update(Channel.ANSWER, "Second"))
    qtbot.waitUntil(lambda: view.answer.isVisible() and view.answer_markdown == "Second")
