import pytest

from desktop_app.net.errors import ErrorKind, http_error, parse_retry_after, provider_message


@pytest.mark.parametrize(
    "body",
    [
        b'{"error": {"message": "Model not found", "type": "invalid_request_error"}}',
        b'{"type": "error", "error": {"type": "not_found_error", "message": "Model not found"}}',
        b'[{"error": {"code": 404, "message": "Model not found", "status": "NOT_FOUND"}}]',
        b'{"error": "Model not found"}',
        b'{"message": "Model not found"}',
        b"Model not found",
    ],
)
def test_the_providers_own_message_from_every_shape(body):
    assert provider_message(body, 404) == "Model not found"


def test_an_html_error_page_is_not_shown_raw():
    assert provider_message(b"<html><body>502 Bad Gateway</body></html>", 502) == "HTTP 502"


def test_retry_after_seconds_and_dates():
    assert parse_retry_after("7") == 7.0
    assert parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now=1445412470.0) == 10.0
    assert parse_retry_after("soon") is None and parse_retry_after(None) is None


def test_status_kinds_and_a_key_echoed_back_is_scrubbed():
    key = "sk-live-abcdefghijklmnop"
    error = http_error(
        401, f'{{"error": {{"message": "Bad key {key}"}}}}'.encode(), {}, [f"Bearer {key}"]
    )
    assert error.kind is ErrorKind.BAD_KEY and key not in error.message
    assert http_error(529, b"", {}).kind is ErrorKind.OVERLOADED
    assert http_error(502, b"", {}).kind is ErrorKind.SERVER_ERROR
    assert http_error(422, b"", {}).kind is ErrorKind.BAD_REQUEST
    limited = http_error(429, b"", {"retry-after": "3"})
    assert (limited.kind, limited.retry_after, limited.retryable) == (
        ErrorKind.RATE_LIMITED,
        3.0,
        True,
    )
