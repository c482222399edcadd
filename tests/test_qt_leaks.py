"""The watch behind the suite-wide fixture finds what a test leaves behind in Qt."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QWidget

from tests.qt_leaks import delete_what_was_closed, watching_qt_leaks


def test_running_timers_and_live_windows_are_named_then_cleaned_up(qapp):
    with watching_qt_leaks() as leaks:
        running = QTimer()
        running.setObjectName("running")
        running.start(60_000)
        QTimer.singleShot(60_000, lambda: None)
        stopped = QTimer()
        stopped.start(60_000)
        stopped.stop()
        QTimer(singleShot=True, interval=0).start()  # fires before the watch looks: fine
        open_window = QWidget()
        open_window.setObjectName("open")
        open_window.show()
        closed_only = QWidget()  # closed but never deleted: still a leak
        closed_only.show()
        closed_only.close()
        closed_and_deleted = QWidget()
        closed_and_deleted.show()
        closed_and_deleted.close()
        closed_and_deleted.deleteLater()
        qapp.processEvents()
    assert sorted(leaks.timers) == ["QTimer('running')", "QTimer()"]
    assert sorted(leaks.widgets) == ["QWidget('open')", "QWidget()"]
    assert not running.isActive()  # stopped, so the next test does not inherit it
    delete_what_was_closed()


def test_a_clean_test_leaves_nothing_to_report(qapp):
    with watching_qt_leaks() as leaks:
        timer = QTimer()
        timer.start(60_000)
        timer.stop()
        window = QWidget()
        window.show()
        window.close()
        window.deleteLater()
    assert leaks.timers == [] and leaks.widgets == []
