"""The window says what a turn waits for: a model loading, a retry, the person's approval; and
shows no empty answer box before the first character or above an error. Offscreen, against
the simulator over real sockets, with a real database."""

from __future__ import annotations

import asyncio
import dataclasses
import re
import time

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.net.retry import RetryPolicy
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.ui.chat.tool_card import ToolCard
from desktop_app.ui.dialogs.confirm_dialog import ConfirmationDialog
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.window_harness import wait_until

ANSWER = Script(answer="Hola, soy Arroyo.", output_tokens=40)
WRITE = Script(
    answer="",
    tool_calls=(
        ScriptedCall(name="write_file", arguments={"path": "nota.txt", "content": "hola"}),
    ),
    finish="tool_calls",
    output_tokens=20,
)


@pytest.fixture
def window(qtbot, qloop, harness):
    # Closed here, after its turns are stopped, not by qtbot: a test that fails mid-turn would
    # otherwise leave the window asking "Quit Arroyo?" in a modal box nobody answers.
    window = MainWindow(harness.services())
    window.show()
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())
    window.close()
    window.deleteLater()


def send(window, text):
    window.composer.setPlainText(text)
    window.send()
    return window.current_page


def status_is(page, sentence):
    return lambda: page._view is not None and page._view.draft_marker.text() == sentence


def open_dialog() -> ConfirmationDialog | None:
    shown = [
        w for w in QApplication.allWidgets() if isinstance(w, ConfirmationDialog) and w.isVisible()
    ]
    return shown[0] if shown else None


def test_a_local_server_slow_to_answer_is_loading_the_model(window, qloop, harness, simulator):
    # The simulator listens on 127.0.0.1: a server on this computer, which may load a model
    # before it sends its headers.
    harness.model = queue(simulator, Scenario(script=ANSWER, headers_delay=2.0))
    page = send(window, "Hola")
    qloop.run_until_complete(wait_until(status_is(page, "Loading the model…")))
    view = page._view
    assert view.draft_marker.isVisible()
    assert view.answer.isHidden()  # no empty box before the first character
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert view.answer.isVisible() and view.answer.toPlainText() == ANSWER.answer
    assert not view.draft_marker.isVisible()


def test_a_rate_limited_request_says_when_it_retries_and_which_attempt(
    window, qloop, harness, simulator
):
    released = asyncio.Event()
    waits: list[float] = []

    async def sleep(delay: float) -> None:  # the scheduled wait lasts until the test says
        waits.append(delay)
        await released.wait()

    retry = RetryPolicy(max_attempts=4, base_delay=0.01, max_delay=0.02)
    harness.runner_options = {"retry": retry, "sleep": sleep}
    harness.model = queue(simulator, Scenario(status=429, retry_after="2"), Scenario(script=ANSWER))
    page = send(window, "Hola")
    sentence = "Rate limited, retrying in 2 s (attempt 2 of 4)"
    qloop.run_until_complete(wait_until(status_is(page, sentence)))
    assert len(waits) == 1 and waits[0] >= 2
    assert page._view.answer.isHidden() and page._view.banner.isHidden()
    released.set()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.answer.toPlainText() == ANSWER.answer
    assert page._view.banner.isHidden()  # retried and answered: nothing went wrong in the end
    stored = window.services.conversations.messages(page.conversation_id)
    assert stored[-1].content == ANSWER.answer


def test_an_error_before_any_text_shows_no_empty_box(window, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(status=401))
    page = send(window, "Hola")
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    view = page._view
    assert view.banner.isVisible()
    assert view.banner_label.text().startswith("The provider did not accept the API key.")
    assert view.answer.isHidden()
    assert not view.draft_marker.isVisible()


def test_the_approval_is_awaited_in_words_and_not_counted_as_writing_time(
    window, qtbot, qloop, harness, simulator
):
    harness.model = queue(simulator, Scenario(script=WRITE), Scenario(script=ANSWER))
    page = window.current_page
    offset = [0.0]
    page.clock = lambda: time.monotonic() + offset[0]  # the test decides how long the person took
    send(window, "Escribe una nota")
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    view = page._view
    [card] = page.findChildren(ToolCard)
    assert card.state_text == "Waiting for your approval"
    assert not view.draft_marker.isVisible()  # said once, on the card, not again under it
    assert view.answer.isHidden()  # the model said nothing before its call: no empty box

    offset[0] += 1000.0  # the person reads the question for a long while
    qtbot.mouseClick(open_dialog().allow_once_button, Qt.MouseButton.LeftButton)
    qloop.run_until_complete(wait_until(lambda: not page.busy))

    assert (harness.workspace / "nota.txt").read_text(encoding="utf-8") == "hola"
    assert view.answer.isHidden()  # the round that asked kept its own (empty) text
    assert page._view is not view  # the answer came in a round of its own
    assert page._view.answer.toPlainText() == ANSWER.answer
    stats = page._view._stats
    assert stats["waiting_for_approval"] >= 1000.0
    assert stats["duration"] >= 1000.0  # the whole turn, as it was
    generating = stats["duration"] - stats["waiting_for_approval"]
    assert stats["tokens_per_second"] == pytest.approx(stats["output_tokens"] / generating)
    assert stats["tokens_per_second"] > stats["output_tokens"] / stats["duration"]
    # The figures under the answer leave the question out: neither the first token (it came
    # after the approval) nor the time "in all" counts the 1000 s the person read it.
    footer = page._view.footer.text().replace("\u00a0", " ")
    first = re.search(r"first token ([\d.]+) s", footer)
    in_all = re.search(r"([\d.]+) s in all", footer)
    assert first is not None and float(first.group(1)) < 100, footer
    assert in_all is not None and float(in_all.group(1)) < 100, footer


def global_rect(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def test_the_question_leaves_the_tool_card_in_sight(window, qloop, harness, simulator):
    window.resize(1440, 900)
    # Words before the call put the card where a centred dialog lands.
    saying = dataclasses.replace(WRITE, answer="Voy a escribir la nota en nota.txt. " * 3)
    harness.model = queue(simulator, Scenario(script=saying), Scenario(script=ANSWER))
    page = send(window, "Escribe una nota")
    qloop.run_until_complete(wait_until(lambda: open_dialog() is not None))
    dialog = open_dialog()
    (card,) = page.findChildren(ToolCard)
    assert card.isVisible()
    assert not global_rect(dialog).intersects(global_rect(card))
    assert global_rect(window).contains(global_rect(dialog))  # over its window still
    dialog.reject()
    qloop.run_until_complete(wait_until(lambda: not page.busy))
