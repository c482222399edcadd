"""MessageView offscreen: reasoning block, incremental answer, end banners, timers, safety."""

from __future__ import annotations

import random
from typing import NamedTuple

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer, QUrl
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QAbstractButton, QTextBrowser

from desktop_app.generation.channels import Channel, TextChannel
from desktop_app.ui.chat.answer.answer_document import AnswerDocument
from desktop_app.ui.chat.answer.markdown import IncrementalMarkdown, render_markdown
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.chat.answer.render_scheduler import RenderScheduler
from tests.ui.outcomes import ended


class Update(NamedTuple):
    channel: Channel
    aggregate: str


def rendered(markdown: str) -> QTextDocument:
    """What QTextBrowser.setHtml makes of the whole answer at once: the reference.

    (Whitespace after the last closing tag is stripped: Qt turns it into a trailing space.)"""
    document = QTextDocument()
    document.setHtml(render_markdown(markdown).rstrip())
    return document


def block_formats(document: QTextDocument) -> list[tuple]:
    """Every non-empty block: heading level, code, list style and number, and its fragments."""
    out = []
    block = document.begin()
    while block.isValid():
        if block.text():
            fmt = block.blockFormat()
            text_list = block.textList()
            fragments = []
            it = block.begin()
            while not it.atEnd():
                fragment = it.fragment()
                char = fragment.charFormat()
                fragments.append(
                    (
                        fragment.text(),
                        char.fontWeight(),
                        char.fontItalic(),
                        char.anchorHref(),
                        char.foreground().color().name(),
                    )
                )
                it += 1
            out.append(
                (
                    fmt.headingLevel(),
                    fmt.nonBreakableLines(),
                    text_list.format().style() if text_list else None,
                    text_list.itemNumber(block) if text_list else None,
                    fragments,
                )
            )
        block = block.next()
    return out


def active_timers(view: MessageView) -> list[QTimer]:
    return [timer for timer in view.findChildren(QTimer) if timer.isActive()]


def painted(view: MessageView, markdown: str) -> bool:
    return view.answer.toPlainText() == rendered(markdown).toPlainText()


# -- reasoning -----------------------------------------------------------------------------------


def test_reasoning_is_open_while_streaming_and_folds_when_the_answer_starts(view, qtbot):
    view.apply(Update(Channel.REASONING, "Let me think about "))
    view.apply(Update(Channel.REASONING, "Let me think about this."))
    assert view.reasoning_toggle.isVisible() and view.reasoning_toggle.isChecked()
    assert view.reasoning_text.isVisible()
    assert view.reasoning_toggle.text().startswith("Thinking…")
    assert view.draft_marker.isVisible()
    thought = "Let me think about this."
    qtbot.waitUntil(lambda: view.reasoning_text.toPlainText() == thought, timeout=1000)

    view.apply(Update(Channel.ANSWER, "The answer"))
    assert not view.reasoning_toggle.isChecked()
    assert not view.reasoning_text.isVisible()
    assert "Thought for" in view.reasoning_toggle.text()
    qtbot.waitUntil(lambda: view.answer.toPlainText() == "The answer", timeout=1000)

    qtbot.mouseClick(view.reasoning_toggle, Qt.MouseButton.LeftButton)  # the reader opens it again
    assert view.reasoning_text.isVisible()
    assert view.reasoning_text.toPlainText() == "Let me think about this."


class ManualClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_thinking_label_counts_seconds_on_the_views_clock(qtbot):
    clock = ManualClock()
    view = MessageView(clock=clock)
    qtbot.addWidget(view)
    view.apply(Update(Channel.REASONING, "Hmm"))
    assert view.reasoning_toggle.text() == "Thinking… 0 s"
    clock.now += 7.2
    ticks = [t for t in active_timers(view) if t.interval() == 1000]
    assert len(ticks) == 1  # the label's once-a-second update
    ticks[0].timeout.emit()
    assert view.reasoning_toggle.text() == "Thinking… 7 s"
    clock.now += 4.0
    view.apply(Update(Channel.ANSWER, "Done"))
    assert view.reasoning_toggle.text() == "Thought for 11 s"
    view.release()


def test_reasoning_is_plain_text_not_markdown(view, qtbot):
    view.apply(Update(Channel.REASONING, "**not bold** <b>raw</b>"))
    raw = "**not bold** <b>raw</b>"
    qtbot.waitUntil(lambda: view.reasoning_text.toPlainText() == raw, timeout=1000)


# -- finish --------------------------------------------------------------------------------------


def test_finish_writes_the_final_text_folds_reasoning_and_leaves_no_timer(view, qtbot):
    view.apply(Update(Channel.REASONING, "Thinking hard"))
    view.apply(Update(Channel.ANSWER, "# Draft"))
    final = "# Title\n\nThe **final** answer.\n\n```python\nprint('hi')\n```\n"
    view.finish(
        ended("completed"),
        final,
        "Thinking hard, done",
        stats={
            "time_to_first_token": 0.42,
            "duration": 3.5,
            "input_tokens": 12,
            "output_tokens": 80,
            "tokens_per_second": 22.9,
        },
    )
    assert painted(view, final)
    assert block_formats(view.answer.document()) == block_formats(rendered(final))
    assert view.reasoning_text.toPlainText() == "Thinking hard, done"
    assert not view.reasoning_toggle.isChecked() and "Thought for" in view.reasoning_toggle.text()
    assert not view.draft_marker.isVisible()
    assert not view.banner.isVisible()
    assert active_timers(view) == []
    footer = view.footer.text()
    for figure in ("0.4 s", "3.5 s", "12 tokens in", "80 tokens out", "23 tokens/s"):
        # each figure is kept on one line: no-break spaces, and no break after its slash
        assert figure.replace(" ", "\u00a0").replace("/", "/\u2060") in footer
    view.apply(Update(Channel.ANSWER, "a late delta"))
    assert active_timers(view) == []  # no paint is due: the late delta can never show
    assert painted(view, final)


@pytest.mark.parametrize(
    ("outcome", "kwargs", "text", "shown", "signal"),
    [
        ("truncated", {}, "The answer was cut off.", "retry_button", "retry_requested"),
        (
            "incomplete",
            {},
            "The answer stopped early (length limit).",
            "continue_button",
            "continue_requested",
        ),
        (
            "incomplete",
            {"code": "content_filter"},
            "The provider's content filter stopped the answer.",
            "continue_button",
            "continue_requested",
        ),
        # The code says why in the window's words; the provider's own message follows as is.
        (
            "failed",
            {"message": "Invalid API key", "code": "bad_key"},
            "The provider did not accept the API key.\nInvalid API key",
            "settings_button",
            "settings_requested",
        ),
        (
            "failed",
            {"message": "Server error 500", "code": "server_error"},
            "The provider's server had a problem.\nServer error 500",
            "retry_button",
            "retry_requested",
        ),
        (
            "failed",
            {"message": "Invalid API key", "needs_settings": True},
            "The answer could not be completed.\nInvalid API key",
            "settings_button",
            "settings_requested",
        ),
        (
            "truncated",
            {"code": "idle"},
            "The answer was cut off: nothing more arrived for too long.",
            "retry_button",
            "retry_requested",
        ),
    ],
)
def test_end_banners_and_their_buttons(view, qtbot, outcome, kwargs, text, shown, signal):
    view.apply(Update(Channel.ANSWER, "Partial"))
    said = ended(outcome, kwargs.get("code", ""), kwargs.get("message"))
    view.finish(said, "Partial", "", needs_settings=kwargs.get("needs_settings", False))
    assert view.banner.isVisible() and view.banner_label.text() == text
    button = getattr(view, shown)
    assert button.isVisible()
    with qtbot.waitSignal(getattr(view, signal), timeout=1000):
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert active_timers(view) == []


def test_truncated_shows_retry_only_and_cancelled_says_stopped(view, qtbot):
    view.finish(ended("truncated"), "Half an ans", "")
    assert view.retry_button.isVisible()
    assert not view.continue_button.isVisible() and not view.settings_button.isVisible()
    with qtbot.waitSignal(view.retry_requested, timeout=1000):
        qtbot.mouseClick(view.retry_button, Qt.MouseButton.LeftButton)
    view.clear_draft()
    view.finish(ended("cancelled"), "Half", "")
    assert view.banner_label.text() == "Stopped."
    assert not view.retry_button.isVisible()


# -- retry ---------------------------------------------------------------------------------------


def test_clear_draft_empties_both_channels_at_once_and_cancels_pending_paints(view, qtbot):
    view.apply(Update(Channel.REASONING, "first thoughts"))
    view.apply(Update(Channel.ANSWER, "first answer"))
    qtbot.waitUntil(lambda: view.answer.toPlainText() == "first answer", timeout=1000)
    view.apply(Update(Channel.ANSWER, "first answer, more"))  # pending
    view.clear_draft()
    assert view.answer.toPlainText() == ""
    assert view.reasoning_text.toPlainText() == ""
    assert not view.reasoning_toggle.isVisible()
    assert view.draft_marker.isVisible()
    assert not any(s.pending for s in view.findChildren(RenderScheduler))  # the paint is gone
    assert view.answer.toPlainText() == ""
    view.apply(Update(Channel.ANSWER, "second answer"))
    qtbot.waitUntil(lambda: view.answer.toPlainText() == "second answer", timeout=1000)


def test_a_finished_view_streams_again_after_clear_draft(view, qtbot):
    view.finish(ended("truncated"), "cut", "")
    view.clear_draft()
    assert not view.banner.isVisible()
    view.apply(Update(Channel.ANSWER, "again"))
    qtbot.waitUntil(lambda: view.answer.toPlainText() == "again", timeout=1000)


# -- a long answer -------------------------------------------------------------------------------


PROSE = (
    "The value grows with every step, so we keep a running total and check it against the "
    "closed form; when they disagree, the loop has an off-by-one error somewhere. "
) * 3


def long_answer(size: int) -> str:
    parts = []
    i = 0
    while sum(map(len, parts)) < size:
        parts.append(
            f"## Step {i}\n\nWe compute *the value* with `f({i})` and a "
            f"[reference](https://ex.example/{i}).\n"
            f"{PROSE}\n\n"
            f"```python\ndef f(x):\n    total = 0\n    for k in range(x):\n"
            f"        total += k * {i}\n    return total\n```\n\n"
            f"| k | f(k) |\n|---|---|\n| {i} | {i * i} |\n\n"
            f"- point one of {i}\n- point two\n\n1. first\n2. second\n\n> note {i}: {PROSE}\n\n"
        )
        i += 1
    return "".join(parts)[:size]


def test_a_200_kb_answer_streamed_in_2000_deltas_paints_correctly(view, qtbot):
    answer = long_answer(200_000)
    channel = TextChannel(Channel.ANSWER)
    step = len(answer) // 2000
    cuts = list(range(step, len(answer), step))[:1999] + [len(answer)]
    previous = 0
    for index, cut in enumerate(cuts):
        view.apply(channel.append(answer[previous:cut]))
        previous = cut
        if index % 100 == 99:
            qtbot.wait(45)  # the stream yields to the event loop; a paint is due every 40 ms
    reference = rendered(answer)
    qtbot.waitUntil(lambda: view.answer.toPlainText() == reference.toPlainText(), timeout=3000)
    assert view.answer.document().blockCount() == reference.blockCount()
    view.finish(ended("completed"), answer, "")
    assert view.answer.toPlainText() == reference.toPlainText()
    assert active_timers(view) == []


def test_a_backlog_read_at_once_is_painted_in_pieces_to_the_same_document(view, qtbot):
    """20,000 characters arriving in one read (a stream's start): painted a few thousand
    characters a frame, whole lines each, ending equal to a whole render of the text."""
    answer = long_answer(20_000)
    painted: list[int] = []
    paint = view._schedulers[Channel.ANSWER]._paint
    view._schedulers[Channel.ANSWER]._paint = lambda text: (painted.append(len(text)), paint(text))
    view.apply(TextChannel(Channel.ANSWER).append(answer))
    reference = rendered(answer)
    qtbot.waitUntil(lambda: view.answer.toPlainText() == reference.toPlainText(), timeout=5000)
    assert len(painted) >= 5 and painted[-1] == len(answer)
    assert all(answer[end - 1] == "\n" for end in painted[:-1])
    longest_line = max(len(line) for line in answer.splitlines()) + 1
    assert all(0 < b - a < 3000 + longest_line for a, b in zip([0, *painted], painted))
    assert block_formats(view.answer.document()) == block_formats(reference)


@pytest.mark.parametrize("seed", range(2))
def test_the_document_edited_in_place_equals_set_html(qtbot, seed):
    """Random pieces and cuts back: the document is what setHtml of the whole text gives."""
    text = (
        long_answer(3000)
        + "\n\n| a | b |\n|---|---|\n| 1 |\n\n# After a table\n\n- \n\n---\n"
        + "Math $x^2$ costs $5 and $10\n\n$$\n\\frac{a}{b}\n$$\n\n\\[\ny\n\\]\n\nEnd \\(z\\).\n"
    )
    rng = random.Random(seed)
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    markdown, document = IncrementalMarkdown(), AnswerDocument(browser.document())
    end = 0
    for _ in range(100):
        end = (
            rng.randint(0, end) if rng.random() < 0.1 else min(len(text), end + rng.randint(1, 60))
        )
        document.apply(markdown.update(text[:end]))
        reference = rendered(text[:end])
        assert browser.toPlainText() == reference.toPlainText(), repr(text[:end][-60:])
        if markdown.fence_in_pieces:  # an open fence is plain: setHtml of what was rendered
            reference = QTextDocument()
            reference.setHtml(markdown.html.rstrip())
        assert block_formats(browser.document()) == block_formats(reference)


def test_a_long_code_block_painted_in_pieces_reads_as_one_block(qtbot):
    """Several kept pieces arriving in one frame are imported together; no line is added."""
    browser = QTextBrowser()
    qtbot.addWidget(browser)
    markdown, document = IncrementalMarkdown(), AnswerDocument(browser.document())
    text = "Module:\n\n```python\n" + "".join(f"value_{k} = compute({k})\n" for k in range(400))
    for end in (300, 2_000, 2_100, 7_000, len(text)):
        document.apply(markdown.update(text[:end]))
        assert markdown.fence_in_pieces or end == 300
        assert browser.toPlainText() == rendered(text[:end]).toPlainText()
    closed = text + "```\n\nDone.\n"
    document.apply(markdown.update(closed))
    assert block_formats(browser.document()) == block_formats(rendered(closed))


# -- safety and actions --------------------------------------------------------------------------


def test_links_are_reported_not_followed_and_nothing_remote_is_loaded(view, qtbot):
    answer = "Go to [the site](https://site.example/page) ![pic](https://img.example/p.png)"
    view.finish(ended("completed"), answer, "")
    assert (
        view.answer.loadResource(
            QTextDocument.ResourceType.ImageResource.value, QUrl("https://img.example/p.png")
        )
        is None
    )
    assert "<img" not in view.answer.toHtml()
    assert not view.answer.openExternalLinks() and not view.answer.openLinks()
    rect = view.answer.cursorRect(view.answer.document().find("the site"))
    with qtbot.waitSignal(view.link_activated, timeout=1000) as signal:
        qtbot.mouseClick(
            view.answer.viewport(),
            Qt.MouseButton.LeftButton,
            pos=QPoint(rect.center().x() - 10, rect.center().y()),
        )
    assert signal.args[0] == QUrl("https://site.example/page")
    assert "the site" in view.answer.toPlainText()  # still showing the answer


def test_copy_answer_copies_the_markdown_source(view, qtbot):
    source = "Some **bold** and `code`."
    view.finish(ended("completed"), source, "")
    assert view.copy_button.isVisible()
    qtbot.mouseClick(view.copy_button, Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == source


def test_each_code_block_has_a_copy_link_that_copies_that_block(view, qtbot):
    first, second = "print('one')\n", "x = 2\ny = x * 2\n"
    answer = f"Two blocks:\n\n```python\n{first}```\n\nand\n\n    indented\n\n```\n{second}```\n"
    view.finish(ended("completed"), answer, "")
    document = view.answer.document()
    links, cursor = [], document.find("Copy")
    while not cursor.isNull():
        links.append(cursor)
        cursor = document.find("Copy", cursor)
    assert len(links) == 3
    for link, expected in zip(links, (first, "indented\n", second)):
        rect = view.answer.cursorRect(link)
        QGuiApplication.clipboard().clear()
        qtbot.mouseClick(
            view.answer.viewport(),
            Qt.MouseButton.LeftButton,
            pos=QPoint(rect.center().x() - 8, rect.center().y()),
        )
        assert QGuiApplication.clipboard().text() == expected
    assert view.answer.toPlainText().startswith("Two blocks:")  # a copy link navigates nowhere


def test_a_copy_link_for_a_block_the_answer_no_longer_has_copies_nothing(view, qtbot):
    with qtbot.assertNotEmitted(view.link_activated):
        view.finish(ended("completed"), "```\nkept\n```\n", "")
        QGuiApplication.clipboard().setText("before")
        assert not view.copy_code("1")
        view.answer.anchorClicked.emit(QUrl("arroyo-copy:1"))
    assert QGuiApplication.clipboard().text() == "before"


def test_every_interactive_widget_has_an_accessible_name(view):
    interactive = view.findChildren(QAbstractButton) + view.findChildren(QTextBrowser)
    assert interactive
    assert all(widget.accessibleName() for widget in interactive), [
        type(w).__name__ for w in interactive if not w.accessibleName()
    ]
