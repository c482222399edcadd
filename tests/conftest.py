import os

# Before anything imports Qt: tests never need a display.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import asyncio
import logging

import pytest

from desktop_app.simulator.server import Simulator
from desktop_app.ui.window.qt_loop import QtEventLoop
from tests.modal_guard import answering_modal_dialogs
from tests.net.helpers import TEST_KEY
from tests.qt_leaks import watching_qt_leaks


class _Everything(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(self.format(record))


@pytest.fixture(scope="session", autouse=True)
def no_key_in_any_log_line():
    """Every log line of the whole run is kept and searched for the keys the tests used."""
    handler = _Everything()
    root = logging.getLogger()
    previous = root.level
    root.addHandler(handler)
    root.setLevel(logging.INFO)
    yield handler
    root.removeHandler(handler)
    root.setLevel(previous)
    leaked = [line for line in handler.lines if TEST_KEY in line or TEST_KEY[-12:] in line]
    assert not leaked, f"{len(leaked)} log lines hold a test key"


@pytest.fixture(scope="session", autouse=True)
def default_workspace_in_tmp(tmp_path_factory):
    """The default workspace (Arroyo under the person's documents) is a temporary folder for
    the whole run, subprocesses included: no test writes into the real documents folder."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARROYO_WORKSPACE_DIR", str(tmp_path_factory.mktemp("default-workspace")))
        yield


@pytest.fixture(scope="session", autouse=True)
def data_folder_in_tmp(tmp_path_factory):
    """The data folder is a temporary one unless a test picks its own: the keyring's profile id
    (``desktop_app.profile``) is never written into the person's real data folder."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("ARROYO_DATA_DIR", str(tmp_path_factory.mktemp("data-folder")))
        # Nor is the pointer a data-folder move writes ever the person's real one.
        patch.setenv("ARROYO_CONFIG_DIR", str(tmp_path_factory.mktemp("config-folder")))
        yield


_SQLITE_HEADER = b"SQLite format 3\x00"


def _stored_files(folder):
    """Every SQLite file under ``folder``, with the -wal and -journal sidecars beside them."""
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        if path.name.endswith(("-wal", "-journal")):
            yield path
            continue
        try:
            with path.open("rb") as file:
                if file.read(16) == _SQLITE_HEADER:
                    yield path
        except OSError:
            continue


@pytest.fixture(scope="session", autouse=True)
def no_key_in_any_stored_row(tmp_path_factory):
    """At the end of the run, every database the tests left is read byte by byte for the keys
    the tests used: rows, free pages and write-ahead logs alike."""
    yield
    base = tmp_path_factory.getbasetemp()
    stored = list(_stored_files(base))
    leaked = []
    for path in stored:
        data = path.read_bytes()
        if TEST_KEY.encode() in data or TEST_KEY[-12:].encode() in data:
            leaked.append(str(path.relative_to(base)))
    assert not leaked, f"{len(leaked)} stored files hold a test key: {leaked[:5]}"


@pytest.fixture(scope="session")
def simulator():
    """One local provider simulator for the whole run; tests queue scenarios by model name."""
    with Simulator() as sim:
        yield sim


@pytest.fixture(scope="session")
def _session_qloop(qapp):
    """One Qt-driven asyncio loop for the whole run, as the app has one for its whole life.

    A loop per test left closed loops behind, whose Qt objects (qasync's timer and notifiers)
    were freed whenever the garbage collector got to them, on whichever thread it ran: Qt
    cannot unregister a timer from another thread, and a timer of a freed object crashed a
    later test now and then."""
    loop = QtEventLoop(qapp)
    yield loop
    loop.run_until_complete(loop.shutdown_asyncgens())
    loop.close()


@pytest.fixture
def qloop(_session_qloop):
    """The app's asyncio loop inside Qt's, for tests that drive coroutines with widgets.
    Use ``qloop.run_until_complete(coro)``; no task may outlive the test."""
    loop = _session_qloop
    asyncio.set_event_loop(loop)
    yield loop
    pending = [task for task in asyncio.all_tasks(loop) if not task.done()]
    for task in pending:
        task.cancel()
    if pending:
        loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    # One turn of Qt's loop: the widgets pytest-qt closed with deleteLater() go now, as they
    # would in the app, instead of living on into the next test.
    loop.run_until_complete(asyncio.sleep(0))
    asyncio.set_event_loop(None)
    assert not pending, f"a test left {len(pending)} asyncio task(s) running"


@pytest.fixture(autouse=True)
def no_modal_dialog_opened_unasked(request, monkeypatch):
    """A test that wants a dialog replaces its entry point itself, or is marked
    ``modal_dialogs`` and closes them itself; any other one opened fails the test, answered at
    once rather than left waiting for a person."""
    if request.node.get_closest_marker("modal_dialogs"):
        yield
        return
    with answering_modal_dialogs(monkeypatch) as opened:
        yield
    if opened:
        pytest.fail(f"the test opened modal dialogs nobody answers: {opened}")


@pytest.fixture(autouse=True)
def no_live_qtimer_nor_open_window_left():
    """Fails a test that leaves a QTimer running or a top-level widget alive behind it."""
    with watching_qt_leaks() as leaks:
        yield
    if leaks.timers:
        pytest.fail(f"the test left QTimers running: {leaks.timers}")
    if leaks.widgets:
        pytest.fail(f"the test left top-level widgets alive: {leaks.widgets}")


@pytest.fixture
def memory_keyring():
    """A keyring in memory, the process's own keyring put back after."""
    import keyring

    from tests.sync.support import MemoryKeyring  # with the sync engine: loaded when asked

    before = keyring.get_keyring()
    chosen = MemoryKeyring()
    keyring.set_keyring(chosen)
    yield chosen
    keyring.set_keyring(before)
