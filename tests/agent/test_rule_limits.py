"""The checks behind a rule's limit, on their own: what a call touches once normalised, and
which values a rule may never hold."""

from __future__ import annotations

import pytest

from desktop_app.agent.rule_limits import problem, url_host


@pytest.mark.parametrize(
    ("url", "host"),
    [
        ("https://example.com/a", "example.com"),
        ("https://EXAMPLE.COM:443/", "example.com"),
        ("http://example.com:8080/", "example.com:8080"),
        ("http://ex\u0430mple.com/", "xn--exmple-4nf.com"),  # a Cyrillic a: its own host
        ("http://example.com@evil.test/", "evil.test"),
        ("http://user:pw@example.com/", "example.com"),
        ("ftp://example.com/", None),
        ("http://ex%61mple.com/", None),
    ],
)
def test_a_url_is_judged_by_its_real_host(url, host):
    assert url_host(url) == host


@pytest.mark.parametrize(
    "url",
    [
        "http://127.0.0.1/",
        "http://127.1/",
        "http://[::1]/",
        "http://10.2.3.4/",
        "http://172.16.0.1/",
        "http://192.168.0.1/",
        "http://169.254.169.254/latest/meta-data",
        "http://[::ffff:127.0.0.1]/",
        "http://[fe80::1]/",
        "http://0.0.0.0/",
        "http://localhost:8000/",
        "http://api.localhost/",
        "http://router/",
        "http://nas.local/",
    ],
)
def test_no_address_on_this_computer_or_a_local_network_is_a_host_a_rule_can_match(url):
    assert url_host(url) is None


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        ("path", "/"),
        ("path", ""),
        ("path", "  "),
        ("path", "relative/notes"),
        ("path", "/srv/shared/../.."),
        ("host", ""),
        ("host", "127.0.0.1"),
        ("host", "localhost"),
        ("host", "Example.com"),
        ("host", "ex\u0430mple.com"),
        ("program", "/bin/sh"),
        ("program", "/usr/bin/env"),
        ("program", "git"),
        ("none", "anything"),
        ("everything", ""),
    ],
)
def test_values_a_rule_may_never_hold(kind, value):
    assert problem(kind, value) is not None


@pytest.mark.parametrize(
    ("kind", "value"),
    [
        ("path", "/srv/shared/notes"),
        ("host", "example.com"),
        ("host", "xn--exmple-4nf.com"),
        ("program", "/usr/bin/git"),
        ("none", ""),
    ],
)
def test_sound_values(kind, value):
    assert problem(kind, value) is None
