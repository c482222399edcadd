"""A 200 that is not a stream, and redirects: each has its own code, never "cut off"."""

from __future__ import annotations

import pytest

from desktop_app.net.errors import ErrorKind
from desktop_app.net.turn import TurnEnding
from tests.net.helpers import TRANSPORT_NAMES, make_transport
from tests.net.raw_server import CHAT_END, RawServer, chat_event, chunk, head, run_raw, whole

PAGE = b"<!doctype html><html><body><h1>Sign in to the hotel Wi-Fi</h1></body></html>"
# JSON, complete, and not an answer of the wire asked for (a health check, a proxy's status).
NOT_AN_ANSWER = b'{"status":"ok","detail":"proxy ready"}'


def _serve(reply: bytes):
    def respond(connection, request, stopping):
        connection.sendall(reply)

    return respond


def _stream(connection) -> None:
    headers = {"content-type": "text/event-stream", "transfer-encoding": "chunked"}
    connection.sendall(head(200, headers))
    connection.sendall(chunk(chat_event("Hola") + CHAT_END) + b"0\r\n\r\n")


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
@pytest.mark.parametrize(
    ("reply", "kind"),
    [
        (whole(200, "text/html; charset=utf-8", PAGE), ErrorKind.WEB_PAGE),
        (whole(200, "application/json", NOT_AN_ANSWER), ErrorKind.NOT_STREAMED),
    ],
    ids=["web-page", "json-not-an-answer"],
)
def test_a_200_that_is_not_a_stream_has_its_own_code(transport, reply, kind):
    with RawServer(_serve(reply)) as server:
        result, _ = run_raw(server, make_transport(transport))
    assert result.provider_error.kind is kind
    assert result.ending is TurnEnding.REQUEST_FAILED
    assert result.attempts == 1 and len(server.requests) == 1  # not retried
    assert result.turn.answer == ""


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_200_carrying_only_an_error_object_fails_with_its_message(transport):
    error = b'{"error":{"message":"No connected db.","type":"server_error"}}'
    with RawServer(_serve(whole(200, "application/json", error))) as server:
        result, _ = run_raw(server, make_transport(transport))
    assert result.provider_error is None
    assert result.turn.status.value == "failed"
    assert result.turn.error is not None and result.turn.error.message == "No connected db."
    assert result.turn.answer == ""


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_redirect_loop_is_too_many_redirects(transport):
    def respond(connection, request, stopping):
        connection.sendall(whole(307, "text/plain", b"", location=request.path))

    with RawServer(respond) as server:
        result, _ = run_raw(server, make_transport(transport))
    assert result.provider_error.kind is ErrorKind.TOO_MANY_REDIRECTS
    assert result.ending is TurnEnding.REQUEST_FAILED
    assert len(server.requests) == 6  # the first request and five redirects, then no more


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_redirect_on_the_same_server_is_followed(transport):
    def respond(connection, request, stopping):
        if request.path.startswith("/v1/"):
            connection.sendall(whole(308, "text/plain", b"", location="/v2/chat/completions"))
        else:
            _stream(connection)

    with RawServer(respond) as server:
        result, _ = run_raw(server, make_transport(transport))
    assert (result.ending, result.turn.answer) == (TurnEnding.COMPLETED, "Hola")
    assert [r.path for r in server.requests] == ["/v1/chat/completions", "/v2/chat/completions"]
    assert server.requests[1].method == "POST"
    assert server.requests[1].headers["authorization"] == "Bearer sk-raw-server-test-0123456789"


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_redirect_to_another_server_is_not_followed(transport):
    with RawServer(_serve(b"")) as elsewhere:  # would record any request it got
        target = elsewhere.url + "/v1/chat/completions"

        def respond(connection, request, stopping):
            connection.sendall(whole(302, "text/plain", b"", location=target))

        with RawServer(respond) as server:
            result, _ = run_raw(server, make_transport(transport))
    assert result.provider_error.kind is ErrorKind.REDIRECTED
    assert "127.0.0.1/v1/chat/completions" in result.provider_error.message
    assert elsewhere.requests == []  # the key never went there
