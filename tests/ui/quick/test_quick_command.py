"""``arroyo quick`` against a running window, with real processes; and the single-instance
channel takes only its fixed words, on a socket only its user may open."""

from __future__ import annotations

import socket
import stat

from tests.ui.window.test_single_instance import arroyo, socket_of, stop, wait_for_window


def test_arroyo_quick_reaches_the_running_window(tmp_path):
    data = tmp_path / "data"
    first = arroyo(data)
    try:
        wait_for_window(data, first)
        second = arroyo(data, "quick")
        try:
            out, err = second.communicate(timeout=60)
        finally:
            stop(second)
        assert second.returncode == 0, err
        assert out.strip() == "Arroyo is already open; its quick ask box opened."
        assert first.poll() is None
    finally:
        stop(first)


def _send(path, line: bytes) -> bytes:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as client:
        client.settimeout(10)
        client.connect(str(path))
        client.sendall(line)
        received = b""
        while chunk := client.recv(64):
            received += chunk
        return received


def test_the_channel_answers_its_words_only_and_only_to_its_user(tmp_path):
    data = tmp_path / "data"
    first = arroyo(data)
    try:
        wait_for_window(data, first)
        path = socket_of(data)
        assert stat.S_IMODE(path.stat().st_mode) & 0o077 == 0  # the user's alone
        assert _send(path, b"quick\n") == b"shown\n"
        assert _send(path, b"quick: what is a river?\n") == b""  # no text travels
        assert _send(path, b"q" * 4096) == b""  # a long line is cut off, not read
        assert first.poll() is None
    finally:
        stop(first)
