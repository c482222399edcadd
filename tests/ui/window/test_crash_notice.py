"""An unhandled exception on any thread: a report saved under the data folder, and a small
dialog saying so with "Open folder"."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.ui.window.upkeep.crash_notice import CrashNotice

KEY = "sk-test-abcdef0123456789abcd"


@pytest.mark.modal_dialogs
def test_a_crash_on_a_thread_saves_a_report_and_offers_its_folder(qtbot, tmp_path):
    window = QWidget()
    qtbot.addWidget(window)
    opened: list[QUrl] = []
    notice = CrashNotice(tmp_path, open_url=opened.append, parent=window)

    def fail() -> None:
        raise RuntimeError(KEY, "a private sentence")

    previous = threading.excepthook
    threading.excepthook = lambda _args: None
    notice.install()
    try:
        thread = threading.Thread(target=fail)
        thread.start()
        thread.join()
    finally:
        notice.uninstall()
        threading.excepthook = previous
    qtbot.waitUntil(lambda: notice.dialog is not None and notice.dialog.isVisible())
    reports = list((tmp_path / "crashes").iterdir())
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "in fail" in text and "RuntimeError" in text
    assert KEY not in text and "private sentence" not in text
    assert notice.dialog.text() == "Arroyo hit a problem; a report was saved."
    notice.open_button.click()
    assert opened == [QUrl.fromLocalFile(str(tmp_path / "crashes"))]
    if notice.dialog.isVisible():
        notice.dialog.done(QMessageBox.StandardButton.Close)


@pytest.mark.modal_dialogs
def test_the_event_loops_unhandled_exceptions_are_reported_through_its_handler(
    qtbot, qloop, tmp_path
):
    window = QWidget()
    qtbot.addWidget(window)
    notice = CrashNotice(tmp_path, open_url=lambda _url: None, parent=window)
    notice.install(qloop)
    try:
        try:
            raise KeyError(KEY)
        except KeyError as exc:
            failure = exc
        qloop.call_exception_handler(
            {"message": "Task exception was never retrieved", "exception": failure}
        )
    finally:
        notice.uninstall(qloop)
    assert qloop.get_exception_handler() is None
    qtbot.waitUntil(lambda: notice.dialog is not None and notice.dialog.isVisible())
    (report,) = (tmp_path / "crashes").iterdir()
    text = report.read_text(encoding="utf-8")
    assert "where: the event loop" in text and "KeyError" in text and KEY not in text
    notice.dialog.done(QMessageBox.StandardButton.Close)
