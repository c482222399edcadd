"""The base-URL rule: what a key may be sent to."""

from __future__ import annotations

import pytest

from desktop_app.providers.base_url import (
    BaseUrlError,
    BaseUrlProblem,
    check_base_url,
    is_loopback_host,
    split_userinfo,
)

KEY = "sk-live-0123456789abcdef"

REFUSED = [
    ("", BaseUrlProblem.EMPTY),
    (" http://127.0.0.1:8080/v1", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1:8080/v1\n", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1:8080/v1\r\n", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1:8080/v 1", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1:8080/v1\t", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1\x00.evil/v1", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1\x7f/v1", BaseUrlProblem.INVISIBLE),
    ("http://127.0.0.1\u00a0/v1", BaseUrlProblem.INVISIBLE),
    ("https://api.openai.com\u200b/v1", BaseUrlProblem.INVISIBLE),
    ("https://api.openai\u202e.com/v1", BaseUrlProblem.INVISIBLE),
    ("https://api.openai.com/v1\u2028", BaseUrlProblem.INVISIBLE),
    ("htps://api.openai.com/v1", BaseUrlProblem.SCHEME),
    ("ftp://api.openai.com/v1", BaseUrlProblem.SCHEME),
    ("ws://api.openai.com/v1", BaseUrlProblem.SCHEME),
    ("wss://api.openai.com/v1", BaseUrlProblem.SCHEME),
    ("file:///etc/passwd", BaseUrlProblem.SCHEME),
    ("api.openai.com/v1", BaseUrlProblem.SCHEME),
    ("localhost:11434/v1", BaseUrlProblem.SCHEME),
    ("http:/api.openai.com/v1", BaseUrlProblem.NO_HOST),
    ("http://:8080/v1", BaseUrlProblem.NO_HOST),
    ("https:///v1", BaseUrlProblem.NO_HOST),
    (f"https://user:{KEY}@api.openai.com/v1", BaseUrlProblem.USERINFO),
    (f"https://{KEY}@api.openai.com/v1", BaseUrlProblem.USERINFO),
    (f"http://:{KEY}@127.0.0.1:8080/v1", BaseUrlProblem.USERINFO),
    ("http://127.0.0.1:80a/v1", BaseUrlProblem.MALFORMED),
    ("http://127.0.0.1:99999/v1", BaseUrlProblem.MALFORMED),
    ("http://[::1/v1", BaseUrlProblem.MALFORMED),
]


@pytest.mark.parametrize(("url", "expected"), REFUSED)
def test_an_address_a_key_must_not_go_to_is_refused_with_its_reason(url, expected):
    with pytest.raises(BaseUrlError) as caught:
        check_base_url(url)
    assert caught.value.problem is expected
    assert KEY not in str(caught.value) and KEY not in repr(caught.value)


@pytest.mark.parametrize(
    "url",
    [
        "https://api.openai.com/v1",
        "HTTPS://api.anthropic.com/v1",
        "http://localhost:11434/v1",
        "http://127.0.0.1:1234/v1",
        "http://[::1]:8080/v1",
        "https://example.com:8443/a/b?x=1",
        "https://generativelanguage.googleapis.com/v1beta/",
    ],
)
def test_ordinary_addresses_pass_unchanged(url):
    assert check_base_url(url).url == url


@pytest.mark.parametrize(
    ("url", "cleartext"),
    [
        ("http://192.168.1.20:8080/v1", True),
        ("http://my-server.lan/v1", True),
        ("http://example.com/v1", True),
        ("https://example.com/v1", False),
        ("http://localhost:11434/v1", False),
        ("http://127.0.0.2:8080/v1", False),
        ("http://[::1]:8080/v1", False),
        ("http://[::ffff:127.0.0.1]:8080/v1", False),
        ("http://ollama.localhost/v1", False),
    ],
)
def test_plain_http_to_another_computer_is_flagged(url, cleartext):
    assert check_base_url(url).cleartext_to_remote is cleartext


def test_loopback_is_judged_by_the_name_alone():
    assert is_loopback_host("LOCALHOST.")
    assert not is_loopback_host("localhost.example.com")
    assert not is_loopback_host("10.0.0.1")


def test_userinfo_is_split_off_and_the_key_returned():
    assert split_userinfo(f"https://user:{KEY}@api.example.com/v1") == (
        "https://api.example.com/v1",
        KEY,
    )
    assert split_userinfo(f"https://{KEY}@api.example.com:8443/v1?x=1") == (
        "https://api.example.com:8443/v1?x=1",
        KEY,
    )
    assert split_userinfo("https://u:sk%2Dabc%40def@h/v1") == ("https://h/v1", "sk-abc@def")
    assert split_userinfo("https://api.example.com/v1") == ("https://api.example.com/v1", None)
