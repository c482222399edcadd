"""How soon the quick ask box is on screen once ``arroyo quick`` reaches a running Arroyo.

``uv run python -m benchmarks.quick_open [--runs 15]`` (offscreen by default; with
``QT_QPA_PLATFORM=xcb`` and a DISPLAY, on a real X server)

The measured process is the window's: ``Application``, ``MainWindow``, the quick ask wiring
and the single-instance listener, as ``arroyo`` builds them, in a data folder of its own. A
client on another thread writes the channel's word, as ``arroyo quick`` does; each figure runs
from the moment the window's process read that word (``FirstInstance.arrived_at``) to the
box's first paint after opening (``QuickAskBox.painted_at``). The box is hidden between runs.
Prints each figure, the median and the floor; exits 1 when the median is over the floor.
"""

from __future__ import annotations

import argparse
import os
import shutil
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

FLOOR_MS = 150.0


def _send(path: Path) -> None:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(10)
        client.connect(str(path))
        client.sendall(b"quick\n")
        client.recv(64)


def measure(runs: int) -> list[float]:
    folder = Path(tempfile.mkdtemp(prefix="arroyo-quick-bench-"))
    os.environ["ARROYO_DATA_DIR"] = str(folder)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    from desktop_app.app import Application
    from desktop_app.config.settings import ProviderSettings
    from desktop_app.store.database import Database
    from desktop_app.ui.window import single_instance
    from desktop_app.ui.window.main_window import MainWindow
    from desktop_app.ui.window.quick_ask import QuickAsk

    database = Database(folder / "arroyo.sqlite3")
    settings = ProviderSettings(folder / "settings.json")
    application = Application(database, settings)
    window = MainWindow(application.services())
    asking = QuickAsk(window, settings, QIcon())
    first = single_instance.claim(folder)
    assert first is not None, "the benchmark's data folder is taken"
    first.quick_requested.connect(asking.box.open_box)
    window.show()
    first.listen()
    path = Path(tempfile.gettempdir(), single_instance.server_name(folder))
    figures = []
    try:
        for _ in range(runs):
            asking.box.hide()
            _settle(app, 0.2)
            before = asking.box.painted_at
            client = threading.Thread(target=_send, args=(path,))
            client.start()
            deadline = time.monotonic() + 10
            while asking.box.painted_at == before and time.monotonic() < deadline:
                app.processEvents()
            client.join()
            assert asking.box.painted_at != before, "the box was not painted"
            figures.append((asking.box.painted_at - first.arrived_at) * 1000)
    finally:
        first.close()
        window.close()
        application.close()
        database.close()
        shutil.rmtree(folder, ignore_errors=True)
    return figures


def _settle(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.005)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.quick_open", description=__doc__)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args(argv)
    figures = measure(args.runs)
    median = statistics.median(figures)
    print("quick ask box on screen after the message arrived, ms:")
    print("  " + ", ".join(f"{figure:.1f}" for figure in figures))
    print(f"  median {median:.1f} ms (floor: under {FLOOR_MS:.0f} ms)")
    passed = median < FLOOR_MS
    print("  passed" if passed else "  FAILED: over the floor")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
