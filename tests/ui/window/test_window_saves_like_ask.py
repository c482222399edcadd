"""The real window and a real ``arroyo ask`` process store the same rows for one conversation."""

from __future__ import annotations

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.ui.window.main_window import MainWindow
from tests.net.helpers import queue
from tests.session.helpers import stored_rows
from tests.session.test_same_rows import PROMPT, _ask, _only_conversation
from tests.ui.window_harness import wait_until


def _answer() -> Scenario:
    return Scenario(script=Script(answer="A river is", finish="length"))


def test_the_window_stores_what_ask_stores(qtbot, qloop, harness, simulator, tmp_path):
    data = tmp_path / "data"
    done = _ask(simulator, queue(simulator, _answer()), harness.workspace, data)
    assert done.returncode == 1, done.stderr.decode(errors="replace")  # incomplete: not a success
    asked_db = Database(data / "arroyo.sqlite3")

    harness.model = queue(simulator, _answer())
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    window.new_conversation()
    window.composer.setPlainText(PROMPT)
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy))
    qloop.run_until_complete(harness.close_transports())

    try:
        asked = _only_conversation(asked_db)
        made = ConversationStore(harness.database).get(page.conversation_id)
        assert made is not None and made.title == asked.title == "What do my notes say?"
        rows = stored_rows(asked_db, asked.id)
        assert rows == stored_rows(harness.database, page.conversation_id)
        assert rows[-1] == ("assistant", "A river is", None, False, "incomplete", "length")
    finally:
        asked_db.close()
