"""On hover over an answer: the model that wrote it and when, live and from the store."""

from __future__ import annotations

import datetime

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QToolTip

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.ui.chat.answer.answer_origin import AnswerOrigin
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.window_harness import wait_until


@pytest.fixture
def window(qtbot, qloop, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    yield window
    qloop.run_until_complete(wait_until(lambda: not any(p.busy for p in window._pages.values())))
    qloop.run_until_complete(harness.close_transports())


def _answers(window) -> list[MessageView]:
    return [w for w in window.current_page.shown_widgets() if isinstance(w, MessageView)]


def _hover_text(widget) -> str:
    """What a tooltip shows when the pointer rests on ``widget``."""
    point = QPoint(5, 5)
    QToolTip.hideText()
    QApplication.sendEvent(
        widget, QHelpEvent(QEvent.Type.ToolTip, point, widget.mapToGlobal(point))
    )
    shown = QToolTip.text() if QToolTip.isVisible() else ""
    QToolTip.hideText()
    return shown


def test_an_answer_names_its_model_and_time_on_hover_live_and_reopened(
    window, qloop, qtbot, qapp, harness, simulator, language
):
    harness.model = queue(simulator, Scenario(script=Script(answer="Hola, soy **Arroyo**.")))
    language.apply("en")
    window.composer.setPlainText("Hola")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    (live,) = _answers(window)
    model, when = live.toolTip().split("\n")
    assert model == harness.model and when
    assert live.answer.toolTip() == live.toolTip()
    assert _hover_text(live.answer.viewport()) == live.toolTip()  # over the text itself

    reopened = MainWindow(window.services)  # the stored answer, painted again
    qtbot.addWidget(reopened)
    (stored,) = _answers(reopened)
    written_at = window.services.conversations.messages(page.conversation_id)[-1].created_at
    english = AnswerOrigin.of(None, written_at).text()
    assert stored.toolTip() == f"{harness.model}\n{english}"
    language.apply("es")
    qapp.processEvents()  # the language change reaches the widgets
    spanish = AnswerOrigin.of(None, written_at).text()
    assert spanish != english and stored.toolTip() == f"{harness.model}\n{spanish}"


def test_the_time_is_the_stored_one_and_follows_the_language(language):
    moment = datetime.datetime(2026, 3, 14, 15, 9, tzinfo=datetime.UTC).timestamp()
    origin = AnswerOrigin.of({"model": "gpt-4.1-mini"}, moment)
    assert origin.model == "gpt-4.1-mini" and origin.when.toSecsSinceEpoch() == int(moment)
    language.apply("en")
    english = origin.text()
    language.apply("es")
    spanish = origin.text()
    assert english.startswith("gpt-4.1-mini\n") and spanish.startswith("gpt-4.1-mini\n")
    assert english != spanish  # each language writes the date its own way
    assert AnswerOrigin.of({"duration": 1.0}, moment).text() == spanish.split("\n")[1]
