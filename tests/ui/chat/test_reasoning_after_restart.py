"""After a restart, an answer's folded reasoning still says how long the model thought. A real
window over a real SQLite file, twice, against the simulator."""

from __future__ import annotations

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.ui.window_harness import WindowHarness, wait_until


def test_the_time_the_model_thought_is_shown_after_a_restart(
    qtbot, qloop, harness, simulator, tmp_path
):
    # Two events (the role, the reasoning), then a pause while the model "thinks".
    script = Script(reasoning="Pienso", answer="Nueve coma nueve.")
    harness.model = queue(simulator, Scenario(script=script, stall_after=2, stall_seconds=1.0))
    first = MainWindow(harness.services())
    qtbot.addWidget(first)
    first.show()
    page = first.current_page
    now = [1000.0]
    page.clock = page.thinking_clock = lambda: now[0]  # time passes when the test says
    first.composer.setPlainText("¿9.11 o 9.9?")
    first.send()
    qloop.run_until_complete(
        wait_until(lambda: page._view is not None and page._view.reasoning_toggle.isVisible())
    )
    now[0] += 7.0  # the model thinks for seven seconds
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    assert page._view.reasoning_toggle.text() == "Thought for 7 s"
    conversation_id = page.conversation_id
    qloop.run_until_complete(harness.close_transports())
    first.close()
    harness.database.close()  # the app quits

    with Database(tmp_path / "arroyo.sqlite3") as database:  # and starts again
        again = WindowHarness(database, simulator, harness.workspace)
        window = MainWindow(again.services())
        qtbot.addWidget(window)
        window.show()
        (view,) = window.page_for(conversation_id).findChildren(MessageView)
        assert view.answer_markdown == "Nueve coma nueve."
        assert view.reasoning_toggle.isVisible()
        assert view.reasoning_toggle.text() == "Thought for 7 s"
