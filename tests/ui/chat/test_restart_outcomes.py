"""After a restart, every stored answer is painted as it ended: an answer cut at the length
limit stays incomplete, with Continue. A real window over a real SQLite file, twice."""

from __future__ import annotations

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.window_harness import WindowHarness, wait_until


def test_an_answer_cut_at_the_length_limit_is_incomplete_after_a_restart(
    qtbot, qloop, harness, simulator, tmp_path
):
    harness.model = queue(
        simulator,
        Scenario(script=Script(answer="Completa.")),
        Scenario(script=Script(answer="Primera parte", finish="length")),
    )
    first = MainWindow(harness.services())
    qtbot.addWidget(first)
    page = first.current_page
    for text in ("Hola", "Cuéntame"):
        first.composer.setPlainText(text)
        first.send()
        qloop.run_until_complete(wait_until(lambda: not page.busy))
    conversation_id = page.conversation_id
    qloop.run_until_complete(harness.close_transports())
    first.close()
    harness.database.close()  # the app quits

    with Database(tmp_path / "arroyo.sqlite3") as database:  # and starts again
        again = WindowHarness(database, simulator, harness.workspace)
        window = MainWindow(again.services())
        qtbot.addWidget(window)
        window.show()
        restored = window.page_for(conversation_id)
        complete, cut = restored.findChildren(MessageView)
        assert (complete.outcome, complete.answer_markdown) == ("completed", "Completa.")
        assert complete.banner.isHidden() and complete.continue_button.isHidden()
        assert (cut.outcome, cut.answer_markdown) == ("incomplete", "Primera parte")
        assert not cut.banner.isHidden() and cut.banner_label.text()
        assert not cut.continue_button.isHidden()

        again.model = queue(simulator, Scenario(script=Script(answer=" y el resto.")))
        cut.continue_requested.emit()
        qloop.run_until_complete(wait_until(lambda: not restored.busy))
        stored = again.services().conversations.messages(conversation_id)
        assert [(m.content, m.outcome) for m in stored if m.role == "assistant"] == [
            ("Completa.", "completed"),
            ("Primera parte", "incomplete"),
            (" y el resto.", "completed"),
        ]
        qloop.run_until_complete(again.close_transports())
