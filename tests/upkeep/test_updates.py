"""The update check against a real HTTP server on 127.0.0.1: a newer release, the same one,
HTML, garbage, a 404 and a server that never answers, each said plainly."""

from __future__ import annotations

import asyncio
import json
import socket

import pytest

from desktop_app import __version__
from desktop_app.upkeep import updates
from desktop_app.upkeep.updates import UpdateCheckError, UpdateProblem, is_newer
from tests.net.loopback_web import LoopbackWeb

JSON = {"Content-Type": "application/json"}


def release(tag: str, body: str = "<b>Faster</b> answers") -> bytes:
    page = f"https://github.com/arroyo/arroyo/releases/tag/{tag}"
    return json.dumps({"tag_name": tag, "html_url": page, "body": body}).encode()


ROUTES = {
    "/newer": (200, JSON, release("v99.1.0")),
    "/equal": (200, JSON, release(f"v{__version__}")),
    "/html": (200, {"Content-Type": "text/html"}, b"<!doctype html><title>Releases</title>"),
    "/garbage": (200, JSON, b"\x00\xff{not json"),
    "/missing": (404, JSON, b'{"message": "Not Found"}'),
    "/no-tag": (200, JSON, b'{"name": "latest"}'),
}


@pytest.fixture
def web():
    with LoopbackWeb("127.0.0.1", routes=dict(ROUTES)) as server:
        yield server


def test_a_newer_release_is_read_with_its_page_and_notes(web):
    found = asyncio.run(updates.latest_release(web.url + "/newer"))
    assert found == updates.Release(
        "99.1.0", "https://github.com/arroyo/arroyo/releases/tag/v99.1.0", "<b>Faster</b> answers"
    )
    assert is_newer(found.version)
    assert web.requests == [("/newer", f"127.0.0.1:{web.port}")]


def test_the_same_version_is_not_newer(web):
    found = asyncio.run(updates.latest_release(web.url + "/equal"))
    assert found.version == __version__ and not is_newer(found.version)


@pytest.mark.parametrize(
    ("path", "problem"),
    [
        ("/html", UpdateProblem.NOT_JSON),
        ("/garbage", UpdateProblem.NOT_JSON),
        ("/missing", UpdateProblem.STATUS),
        ("/no-tag", UpdateProblem.NO_VERSION),
    ],
)
def test_what_is_no_release_is_a_problem_not_a_crash(web, path, problem):
    with pytest.raises(UpdateCheckError) as failed:
        asyncio.run(updates.latest_release(web.url + path))
    assert failed.value.problem is problem


def test_a_server_that_never_answers_times_out():
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        url = f"http://127.0.0.1:{listener.getsockname()[1]}/latest"
        with pytest.raises(UpdateCheckError) as failed:
            asyncio.run(updates.latest_release(url, timeout=0.3))
    assert failed.value.problem is UpdateProblem.TIMEOUT


def test_nothing_listening_is_a_network_problem():
    with socket.socket() as closed:
        closed.bind(("127.0.0.1", 0))
        port = closed.getsockname()[1]
    with pytest.raises(UpdateCheckError) as failed:
        asyncio.run(updates.latest_release(f"http://127.0.0.1:{port}/"))
    assert failed.value.problem is UpdateProblem.NETWORK


def test_an_address_that_is_not_http_is_refused_before_asking():
    with pytest.raises(UpdateCheckError) as failed:
        asyncio.run(updates.latest_release("file:///etc/passwd"))
    assert failed.value.problem is UpdateProblem.BAD_ADDRESS


@pytest.mark.parametrize(
    ("newer", "older"),
    [
        ("1.2.10", "1.2.9"),
        ("v2.0", "1.99.99"),
        ("2.0", "2.0rc1"),
        ("2.0rc2", "2.0rc1"),
        ("0.1.1", "0.1"),
        ("1.0.0b1", "1.0.0a3"),
    ],
)
def test_versions_compare_as_versions_not_as_text(newer, older):
    assert is_newer(newer, older) and not is_newer(older, newer)


def test_equal_versions_spelled_differently_are_not_newer():
    assert not is_newer("v1.0.0", "1.0") and not is_newer("1.0", "1.0.0")


def test_a_page_that_is_not_http_is_not_offered():
    text = json.dumps({"tag_name": "9.0", "html_url": "javascript:alert(1)", "body": 5})
    assert updates.parse_release(text.encode()) == updates.Release("9.0", "", "")


def test_at_most_once_a_day(tmp_path):
    assert updates.due(tmp_path, now=1000.0)
    updates.mark_checked(tmp_path, now=1000.0)
    assert not updates.due(tmp_path, now=1000.0 + updates.CHECK_EVERY_SECONDS - 1)
    assert updates.due(tmp_path, now=1000.0 + updates.CHECK_EVERY_SECONDS)
    assert updates.due(tmp_path, now=500.0)  # a clock set back does not stop checks forever


def test_a_failed_check_is_remembered_quietly_until_one_goes_well(web, tmp_path):
    with pytest.raises(UpdateCheckError):
        asyncio.run(updates.check_and_remember(web.url + "/html", tmp_path))
    remembered = updates.last_problem(tmp_path)
    assert remembered is not None and remembered.problem is UpdateProblem.NOT_JSON
    assert not updates.due(tmp_path)
    asyncio.run(updates.check_and_remember(web.url + "/equal", tmp_path))
    assert updates.last_problem(tmp_path) is None
