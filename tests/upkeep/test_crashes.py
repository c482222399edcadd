"""Crash reports: the traceback and the versions, saved on this computer, never a message, a
key, a local value or a path of the person's."""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path

from desktop_app import __version__
from desktop_app.upkeep.crashes import CrashReporter, report_text, shown_path

KEY = "sk-test-9f8e7d6c5b4a39281706"
SECRET_TEXT = "my private message about the merger"


def _failing(home: Path) -> BaseException:
    private = home / "Documents" / "taxes-2026.pdf"
    api_key = KEY  # a local variable holding a key: never in a report
    try:
        try:
            private.read_bytes()
        except OSError as inner:
            raise RuntimeError(SECRET_TEXT, api_key, str(private)) from inner
    except RuntimeError as exc:
        return exc
    raise AssertionError("unreachable")


def _assert_clean(text: str, home: Path) -> None:
    for leak in (KEY, "sk-test", SECRET_TEXT, "taxes-2026", str(home)):
        assert leak not in text


def test_a_report_has_the_traceback_and_versions_but_no_message_key_or_path(tmp_path):
    text = report_text(
        _failing(Path.home()), where="main thread", versions={"qt": "6.9.9"}, secrets=[KEY]
    )
    assert f"arroyo: {__version__}" in text and "qt: 6.9.9" in text and "python: " in text
    assert 'File "tests/upkeep/test_crashes.py"' in text and "in _failing" in text
    assert "FileNotFoundError" in text and text.rstrip().endswith("RuntimeError")
    _assert_clean(text, Path.home())


def test_files_under_home_are_cut_to_their_name(tmp_path):
    home = tmp_path / "home"
    assert shown_path(str(home / "projects" / "plugin.py"), home) == "~/…/plugin.py"
    assert shown_path("<frozen importlib._bootstrap>", home) == "<frozen importlib._bootstrap>"
    assert shown_path(sys.modules["asyncio"].__file__, home).startswith("<python>/asyncio/")


def test_an_unhandled_exception_saves_a_report_and_tells_the_window(tmp_path):
    told: list[Path] = []
    reporter = CrashReporter(
        tmp_path / "crashes", versions={}, secrets=lambda: [KEY], on_report=told.append
    )
    previous = sys.excepthook, threading.excepthook
    chained: list[str] = []
    sys.excepthook = lambda kind, exc, tb: chained.append(kind.__name__)
    try:
        reporter.install()
        failure = _failing(Path.home())
        sys.excepthook(type(failure), failure, failure.__traceback__)
    finally:
        reporter.uninstall()
        sys.excepthook, threading.excepthook = previous
    assert chained == ["RuntimeError"]  # the previous hook still runs
    assert [p.parent for p in told] == [tmp_path / "crashes"]
    text = told[0].read_text(encoding="utf-8")
    assert "where: main thread" in text and "in _failing" in text
    _assert_clean(text, Path.home())


def test_a_background_thread_and_the_event_loop_are_caught_too(tmp_path):
    told: list[Path] = []
    reporter = CrashReporter(tmp_path, versions={}, on_report=told.append)
    previous = threading.excepthook
    threading.excepthook = lambda args: None
    try:
        reporter.install()
        thread = threading.Thread(target=lambda: _raise(Path.home()))
        thread.start()
        thread.join()
    finally:
        reporter.uninstall()
        threading.excepthook = previous

    async def never_awaited() -> None:
        _raise(Path.home())

    loop = asyncio.new_event_loop()
    loop.set_exception_handler(lambda _loop, context: None)  # quiet default for this test
    try:
        task = loop.create_task(never_awaited())
        loop.run_until_complete(asyncio.wait([task]))
        reporter.loop_handler(
            _QuietLoop(),
            {"message": "Task exception was never retrieved", "exception": task.exception()},
        )
    finally:
        loop.close()
    wheres = sorted(p.read_text(encoding="utf-8").split("where: ")[1].split("\n")[0] for p in told)
    assert wheres == ["a background thread", "the event loop"]
    for path in told:
        _assert_clean(path.read_text(encoding="utf-8"), Path.home())


class _QuietLoop:
    def __init__(self) -> None:
        self.passed_on: list[dict] = []

    def default_exception_handler(self, context: dict) -> None:
        self.passed_on.append(context)


def _raise(home: Path) -> None:
    raise ValueError(KEY, SECRET_TEXT, str(home / "Documents" / "taxes-2026.pdf"))


def test_a_failure_to_write_the_report_is_swallowed(tmp_path):
    (tmp_path / "crashes").write_text("a file where the folder would be")
    reporter = CrashReporter(tmp_path / "crashes", versions={})
    assert reporter.report(ValueError("x"), "main thread") is None
