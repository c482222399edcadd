"""At 800x600, in English and in Spanish, nothing scrolls sideways, sticks out or is clipped."""

from __future__ import annotations

import pytest

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.geometry import problems
from tests.ui.window_harness import wait_until

SMALL = (800, 600)
FINISHED = Script(
    reasoning="Pienso en ello un momento antes de contestar.",
    answer="Una respuesta con **negrita** y una lista:\n\n- uno\n- dos\n",
    input_tokens=123456,
    output_tokens=654321,
)


@pytest.fixture(params=["en", "es"])
def small_window(request, qtbot, qloop, harness, language):
    language.apply(request.param)
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.resize(*SMALL)
    window.show()
    qtbot.waitExposed(window)
    yield window
    for page in window._pages.values():
        page.stop()
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())


def settle(qapp) -> None:
    for _ in range(3):
        qapp.processEvents()


def test_an_empty_window_fits(small_window, qapp):
    settle(qapp)
    assert small_window.width() <= SMALL[0]
    assert problems(small_window) == []


def test_a_finished_answer_with_its_statistics_fits(small_window, qapp, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=FINISHED, events_per_second=400))
    small_window.composer.setPlainText("Una pregunta")
    small_window.send()
    page = small_window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    settle(qapp)
    assert problems(small_window) == []


def test_a_cut_off_answer_with_retry_fits(small_window, qapp, qloop, harness, simulator):
    harness.model = queue(simulator, Scenario(script=FINISHED, drop_terminal=True))
    small_window.composer.setPlainText("Una pregunta")
    small_window.send()
    page = small_window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    settle(qapp)
    assert problems(small_window) == []


def test_a_long_title_does_not_widen_the_sidebar(small_window, qapp, harness):
    conversations = small_window.services.conversations
    conversations.create("Un título muy, muy largo " * 8)
    small_window.sidebar.refresh()
    settle(qapp)
    assert problems(small_window) == []
