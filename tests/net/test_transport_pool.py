"""The pool of provider transports: one per entry, all closed however its owner closes."""

from __future__ import annotations

import asyncio

from desktop_app.net.transport_pool import TransportPool
from desktop_app.net.transports import ChunkedTransport


def test_closing_without_awaiting_closes_them_on_their_own_loop():
    loop = asyncio.new_event_loop()
    pool = TransportPool({"chunked": ChunkedTransport})
    try:

        async def first_turn():
            return pool.get("entry", "http://127.0.0.1:9/v1", "chunked")

        transport = loop.run_until_complete(first_turn())
        assert pool.open == [transport]
        pool.close_now()  # the loop is not running: the transports close on it
        assert pool.open == []
        pool.close_now()  # nothing left: nothing to do
    finally:
        loop.close()
