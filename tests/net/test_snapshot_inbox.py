"""The diff transport's reader thread waits while the event loop has a window of unread data:
a flood slows the server down instead of filling memory (a 40 s flood once held 9.7 GB)."""

from __future__ import annotations

import asyncio
import threading
import time

from desktop_app.net.snapshot_transport import _Inbox


def test_the_reader_waits_for_room_and_nothing_is_lost():
    async def go():
        inbox = _Inbox(asyncio.get_running_loop(), capacity=100)
        offered = []

        def reader():
            for number in range(10):
                offered.append(number)
                inbox.post(("data", bytes([number]) * 40))
            inbox.post(("eof",))

        thread = threading.Thread(target=reader, daemon=True)
        thread.start()
        deadline = time.monotonic() + 10
        while len(offered) < 3 and time.monotonic() < deadline:
            await asyncio.sleep(0.005)
        # Two items (80 bytes) fit; the third would pass 100 bytes, so the reader is held there
        # whatever the timing: it cannot have offered a fourth.
        assert len(offered) == 3 and inbox._bytes == 80
        received = b""
        while not received.endswith(b"eof"):
            for kind, *value in await inbox.take_all(10):
                assert inbox._bytes <= 100
                received += value[0] if kind == "data" else b"eof"
        thread.join(5)
        return received

    received = asyncio.run(go())
    assert received == b"".join(bytes([n]) * 40 for n in range(10)) + b"eof"


def test_closing_lets_a_waiting_reader_go():
    async def go():
        inbox = _Inbox(asyncio.get_running_loop(), capacity=10)
        inbox.post(("data", b"x" * 10))
        thread = threading.Thread(target=inbox.post, args=(("data", b"y"),), daemon=True)
        thread.start()
        inbox.close()
        thread.join(5)
        return thread.is_alive()

    assert asyncio.run(go()) is False
