"""The chunked transport's stack: httpx's client API, aiohttp's connections and C parser.

Over real loopback servers: which stack carried the stream (on the window's Qt-driven loop and
on plain asyncio), redirects followed by httpx's client, compressed bytes handed on untouched
(the caller decodes them in bounded steps), and a request body the server stops reading."""

from __future__ import annotations

import asyncio
import gc
import gzip
import socket
import subprocess
import sys

import httpx
import pytest

from desktop_app.net.aiohttp_transport import provider_client
from desktop_app.net.errors import ErrorKind, ProviderError
from desktop_app.net.transports import ChunkedTransport
from desktop_app.net.turn import TurnEnding
from desktop_app.pipeline import StreamPipeline
from desktop_app.providers.requests import HttpRequest
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.net.helpers import queue, run_turn_async
from tests.net.raw_server import RawServer, head, whole

ANSWER = "Respuesta con ñ y un cohete 🚀, " * 40


async def _one_turn(simulator, transport: ChunkedTransport, model: str):
    try:
        return await run_turn_async(simulator, transport, "openai-chat", model)
    finally:
        await transport.aclose()


def test_on_plain_asyncio_the_stream_is_carried_by_aiohttp(simulator):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER), chunk_size=7))
    transport = ChunkedTransport()
    result, _ = asyncio.run(_one_turn(simulator, transport, model))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)
    assert transport.carrier is not None and transport.carrier.requests_carried == 1


def test_on_the_windows_qt_loop_the_stream_is_carried_by_aiohttp(simulator, qloop):
    model = queue(simulator, Scenario(script=Script(answer=ANSWER), chunk_size=7))
    transport = ChunkedTransport()
    result, _ = qloop.run_until_complete(_one_turn(simulator, transport, model))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, ANSWER)
    assert transport.carrier is not None and transport.carrier.requests_carried == 1


def _redirecting(connection, request, stopping) -> None:
    if request.path == "/old":
        connection.sendall(whole(307, "text/plain", b"", location="/new"))
    else:
        connection.sendall(whole(200, "text/plain", f"llegó a {request.path}".encode()))


def test_redirects_are_followed_by_httpxs_client_when_asked():
    async def go(url: str):
        client, carrier = provider_client(follow_redirects=True, timeout=10)
        async with client:
            response = await client.post(url + "/old", content=b'{"a": 1}')
        return response, carrier

    with RawServer(_redirecting) as server:
        response, carrier = asyncio.run(go(server.url))
        paths = [request.path for request in server.requests]
    assert (response.status_code, response.text) == (200, "llegó a /new")
    assert [r.status_code for r in response.history] == [307]
    assert paths == ["/old", "/new"] and carrier.requests_carried == 2


def test_compressed_bytes_are_handed_on_as_they_came():
    """The stack never expands a body itself: the caller's bounded decoder sees the gzip bytes
    (aiohttp's own decompression would expand a whole chunk at once, as httpx's did)."""
    body = gzip.compress("data: ¿Qué tal?\n\n".encode() * 1_000)

    def respond(connection, request, stopping):
        headers = {"content-type": "text/event-stream", "content-encoding": "gzip"}
        connection.sendall(head(200, headers | {"content-length": str(len(body))}) + body)

    async def go(url: str) -> bytes:
        client, _ = provider_client(timeout=10)
        async with client, client.stream("GET", url) as response:
            return b"".join([piece async for piece in response.aiter_raw()])

    with RawServer(respond) as server:
        received = asyncio.run(go(server.url))
    assert received == body


def test_a_large_request_body_arrives_whole_with_its_own_headers():
    body = b'{"text": "' + "año ".encode() * 500_000 + b'"}'

    def respond(connection, request, stopping):
        connection.sendall(whole(200, "text/plain", b"ok"))

    async def go(url: str):
        client, _ = provider_client(timeout=10)
        async with client:
            headers = {"content-type": "application/json"}
            return await client.post(url, content=body, headers=headers)

    with RawServer(respond) as server:
        response = asyncio.run(go(server.url))
        [request] = server.requests
    assert (response.status_code, response.text) == (200, "ok")
    assert request.headers["content-length"] == str(len(body))
    assert request.headers["content-type"] == "application/json"
    assert request.received == len(body)


@pytest.fixture
def deaf_server():
    """A listener whose connections are never accepted nor read: what a server that stopped
    reading looks like, once the system's buffers are full."""
    listener = socket.create_server(("127.0.0.1", 0), backlog=4)
    yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    listener.close()


# Far more than loopback's socket buffers hold, so the write has to wait for the reader.
LARGE_BODY = b"x" * (48 * 1024 * 1024)


def test_a_request_body_nobody_reads_ends_in_a_write_timeout(deaf_server):
    async def go():
        client, _ = provider_client(timeout=httpx.Timeout(30.0, write=0.5))
        async with client:
            with pytest.raises(httpx.WriteTimeout):
                await asyncio.wait_for(client.post(deaf_server, content=LARGE_BODY), 20)

    asyncio.run(go())


def test_an_upload_stopped_half_way_leaves_no_connection_behind(deaf_server):
    """Stop while the body is still being sent: the connection is aborted, not left closing
    (with unsent data) until the loop ends, where it would be collected as an open socket."""

    async def go():
        client, _ = provider_client(timeout=httpx.Timeout(30.0))
        async with client:
            upload = asyncio.ensure_future(client.post(deaf_server, content=LARGE_BODY))
            # No deadline on the upload itself: the test's own bounded wait stands for Stop.
            done, _ = await asyncio.wait({upload}, timeout=0.5)
            assert not done  # still sending: nobody reads
            upload.cancel()
            with pytest.raises(asyncio.CancelledError):
                await upload

    asyncio.run(go())
    gc.collect()  # an unclosed socket would be reported here, in this test


def test_the_chunked_transport_reports_a_stalled_upload_as_a_timeout(deaf_server):
    request = HttpRequest(
        method="POST",
        url=deaf_server + "/v1/chat/completions",
        headers={"content-type": "application/json"},
        body=LARGE_BODY,
    )

    async def go():
        transport = ChunkedTransport(write_timeout=0.5)
        try:
            with pytest.raises(ProviderError) as raised:
                await asyncio.wait_for(
                    transport.stream(
                        request, StreamPipeline("openai-chat"), lambda _: None, idle_timeout=30
                    ),
                    20,
                )
        finally:
            await transport.aclose()
        return raised.value

    error = asyncio.run(go())
    assert error.kind is ErrorKind.TIMEOUT


def test_aiohttp_is_imported_after_launch_on_a_thread_of_its_own():
    """In a process of its own: the launch path never imports aiohttp; the warm-up does, on a
    thread, and loads the trusted authorities with it."""
    script = (
        "import sys, threading\n"
        "import desktop_app.launch\n"
        "assert 'aiohttp' not in sys.modules, 'aiohttp on the launch path'\n"
        "from desktop_app.net import transports, trust\n"
        "thread = transports.warm_up()\n"
        "assert thread.daemon and thread is not threading.main_thread()\n"
        "thread.join(timeout=60)\n"
        "print('aiohttp.client' in sys.modules, trust._context.cache_info().currsize)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["True", "1"]
