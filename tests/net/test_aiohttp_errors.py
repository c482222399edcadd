"""aiohttp's failures as the httpx errors the transports already map: a pure table, walked."""

from __future__ import annotations

import ssl

import aiohttp
import httpx
import pytest
from aiohttp.client_reqrep import ConnectionKey

from desktop_app.net.aiohttp_transport import mapped_error

KEY = ConnectionKey("127.0.0.1", 443, True, True, None, None, None)


@pytest.mark.parametrize(
    ("failure", "expected"),
    [
        # A connection closed before the answer is not a connect timeout (httpx-aiohttp's table
        # says so: the person would be told the server could not be reached in time).
        (aiohttp.ServerDisconnectedError(), httpx.RemoteProtocolError),
        (
            aiohttp.ClientPayloadError("Response payload is not completed"),
            httpx.RemoteProtocolError,
        ),
        (aiohttp.SocketTimeoutError("Timeout on reading data from socket"), httpx.ReadTimeout),
        (aiohttp.ConnectionTimeoutError("Connection timeout to host"), httpx.ConnectTimeout),
        (
            aiohttp.ClientConnectorError(KEY, ConnectionRefusedError(111, "refused")),
            httpx.ConnectError,
        ),
        (
            aiohttp.ClientConnectorCertificateError(KEY, ssl.SSLCertVerificationError("bad")),
            httpx.ConnectError,
        ),
        (aiohttp.ClientProxyConnectionError(KEY, OSError(111, "refused")), httpx.ProxyError),
        (aiohttp.ClientOSError(104, "Connection reset by peer"), httpx.ReadError),
        (aiohttp.NonHttpUrlClientError("ftp://x"), httpx.UnsupportedProtocol),
        (TimeoutError(), httpx.ReadTimeout),
        (aiohttp.ClientError("anything else"), httpx.NetworkError),
    ],
    ids=lambda value: type(value).__name__ if isinstance(value, BaseException) else "",
)
def test_each_aiohttp_failure_has_its_httpx_kind(failure, expected):
    mapped = mapped_error(failure)
    assert type(mapped) is expected
    assert str(mapped)  # never an empty message
