"""The sidebar's search runs on the database thread; the window's thread only shows it."""

from __future__ import annotations

import threading

import pytest

from desktop_app.store import worker
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.sidebar_driver import SidebarDriver
from tests.ui.window_harness import wait_until


@pytest.fixture
def window(qtbot, qloop, harness):
    window = MainWindow(harness.services())
    qtbot.addWidget(window)
    window.show()
    yield window


def test_the_search_and_the_list_run_off_the_windows_thread(qloop, window):
    store = window.services.conversations
    conversation_id = store.create("Code")
    store.add_message(conversation_id, "assistant", "Use a binary heap.")
    threads: list[str] = []
    real_search = store.search

    def search(query: str, limit: int = 50):
        threads.append(threading.current_thread().name)
        return real_search(query, limit)

    store.search = search  # type: ignore[method-assign]
    window.search.setText("heap")
    window.search_now()
    sidebar = SidebarDriver(window)
    qloop.run_until_complete(wait_until(lambda: sidebar.titles() == ["Code"]))
    assert threads and all(name.startswith(worker.THREAD_NAME) for name in threads)
    assert threading.current_thread().name not in threads


def test_only_the_latest_search_is_shown(qloop, window):
    store = window.services.conversations
    for title, answer in (("Trip", "Oaxaca has the best mole."), ("Code", "Use a binary heap.")):
        store.add_message(store.create(title), "assistant", answer)
    window.search.setText("mole")
    window.search_now()
    window.search.setText("heap")  # before the first search came back
    window.search_now()
    sidebar = SidebarDriver(window)
    qloop.run_until_complete(wait_until(lambda: not window.sidebar.searching))
    assert sidebar.titles() == ["Code"]
