"""``arroyo ask`` as a real process: no key in anything it prints or stores, a bad base URL
refused before any request, and a keyring that fails or hangs said in a sentence."""

from __future__ import annotations

import os
import socket
import sqlite3
import subprocess
import sys
import threading

import pytest

from desktop_app.simulator.scenarios import Scenario
from tests.cli.running import ask, ask_simulator
from tests.keyrings import KEY_VARIABLE
from tests.net.helpers import TEST_KEY, queue
from tests.net.test_secrets import ECHOING_EVENTS
from tests.support import REPO

# Where a request would go if a keyring test went wrong: loopback, nothing listening.
NOWHERE = ("--base-url", "http://127.0.0.1:9/v1")


def stored_bytes(tmp_path) -> bytes:
    """Every byte of the database files the process left (the file, and any -wal)."""
    folder = tmp_path / "data"
    return b"".join(path.read_bytes() for path in sorted(folder.glob("arroyo.sqlite3*")))


# (provider preset, wire, base-URL suffix): the presets that reach each wire from ask.
PROVIDERS = [
    ("openai-compatible", "openai-chat", "/v1"),
    ("anthropic", "anthropic", "/v1"),
    ("gemini", "gemini", "/v1beta"),
]


@pytest.mark.parametrize(("provider", "wire", "suffix"), PROVIDERS)
def test_a_key_echoed_in_an_in_band_error_is_printed_and_stored_nowhere(
    tmp_path, simulator, provider, wire, suffix
):
    model = queue(simulator, Scenario(body=ECHOING_EVENTS[wire].encode()))
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        provider,
        "--model",
        model,
        "--base-url",
        simulator.url + suffix,
    )
    printed = result.stdout + result.stderr
    assert result.returncode == 1, printed
    assert "Incorrect API key provided: [redacted]" in result.stdout
    assert "Traceback" not in printed
    for text in (printed, stored_bytes(tmp_path).decode("latin-1")):
        assert TEST_KEY not in text and TEST_KEY[:16] not in text and TEST_KEY[-12:] not in text
    sent = next(
        r
        for r in reversed(simulator.requests)
        if model in r.path or (isinstance(r.body, dict) and r.body.get("model") == model)
    )
    assert TEST_KEY in "".join(sent.headers.values())  # the key did go, in its header


@pytest.fixture
def listener():
    with socket.create_server(("127.0.0.1", 0)) as server:
        server.setblocking(False)
        yield server


@pytest.mark.parametrize(
    "address",
    [
        "htps://127.0.0.1:{port}/v1",
        "ftp://127.0.0.1:{port}/v1",
        "ws://127.0.0.1:{port}/v1",
        " http://127.0.0.1:{port}/v1",
        "http://127.0.0.1:{port}/v1\n",
        "http://me:" + TEST_KEY + "@127.0.0.1:{port}/v1",
    ],
)
def test_a_bad_base_url_is_refused_with_a_sentence_before_any_request(tmp_path, listener, address):
    port = listener.getsockname()[1]
    result = ask(
        tmp_path,
        "hola",
        "--provider",
        "openai-compatible",
        "--model",
        "m",
        "--base-url",
        address.format(port=port),
    )
    printed = result.stdout + result.stderr
    assert result.returncode == 2, printed
    assert result.stdout.startswith("--base-url: The base URL ")
    assert "Traceback" not in printed and TEST_KEY not in printed
    with pytest.raises(BlockingIOError):
        listener.accept()  # nobody connected


def test_a_keyring_raising_something_unexpected_is_a_sentence(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "openai", *NOWHERE, backend="Exploding")
    assert result.returncode == 2
    assert "The system keyring failed (RuntimeError)." in result.stdout
    assert "Traceback" not in result.stderr and "backend bug" not in result.stdout


def test_a_locked_keyring_is_not_reported_as_no_key(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "openai", *NOWHERE, backend="Locked")
    assert result.returncode == 2
    assert "The system keyring is locked." in result.stdout
    assert "No key is stored" not in result.stdout


def test_no_keyring_and_no_key_are_told_apart(tmp_path):
    missing = ask(tmp_path, "hola", "--provider", "openai", *NOWHERE, backend="Missing")
    assert "No system keyring is available" in missing.stdout
    empty = ask(tmp_path, "hola", "--provider", "openai", *NOWHERE, extra_env={KEY_VARIABLE: ""})
    assert "No key is stored for OpenAI" in empty.stdout


def test_a_hanging_keyring_does_not_keep_ask_alive_after_its_message(tmp_path):
    env = {
        **os.environ,
        "ARROYO_DATA_DIR": str(tmp_path / "data"),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.Hanging",
    }
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "desktop_app",
            "ask",
            "hola",
            "--provider",
            "openai",
            *NOWHERE,
            "--keyring-timeout",
            "0.5",
        ],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        stdout, stderr = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 2, stdout + stderr
    assert "did not answer in time" in stdout
    assert "Traceback" not in stderr


class _RecordingProxy:
    """A plain-HTTP proxy on loopback that answers 502 to everything and keeps the request
    lines: a request "to another computer" reaches only this, never the network."""

    def __init__(self) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.lines: list[str] = []
        self._thread = threading.Thread(target=self._serve, daemon=True)
        self._thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.getsockname()[1]}"

    def _serve(self) -> None:
        for _ in range(20):  # bounded: a test sends one or two requests
            try:
                connection, _ = self.server.accept()
            except OSError:
                return
            with connection:
                connection.settimeout(10)
                head = b""
                while b"\r\n\r\n" not in head and len(head) < 65536:
                    chunk = connection.recv(4096)
                    if not chunk:
                        break
                    head += chunk
                self.lines.append(head.split(b"\r\n", 1)[0].decode("latin-1"))
                connection.sendall(
                    b"HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\nconnection: close\r\n\r\n"
                )

    def close(self) -> None:
        self.server.close()
        self._thread.join(10)


def test_a_key_for_plain_http_to_another_computer_is_warned_about_first(tmp_path):
    proxy = _RecordingProxy()
    try:
        result = ask(
            tmp_path,
            "hola",
            "--provider",
            "openai-compatible",
            "--model",
            "m",
            "--base-url",
            "http://models.arroyo-test.invalid/v1",
            extra_env={
                "HTTP_PROXY": proxy.url,
                "http_proxy": proxy.url,
                "NO_PROXY": "",
                "no_proxy": "",
                "ALL_PROXY": "",
                "all_proxy": "",
            },
        )
    finally:
        proxy.close()
    warning = [line for line in result.stderr.splitlines() if line.startswith("Warning:")]
    assert len(warning) == 1 and "plain http" in warning[0], result.stderr
    assert proxy.lines and proxy.lines[0].startswith("POST http://models.arroyo-test.invalid/")
    assert TEST_KEY not in result.stdout + result.stderr


def test_no_warning_for_a_loopback_server(tmp_path, simulator):
    model = queue(simulator, Scenario())
    result = ask_simulator(tmp_path, simulator, model, "hola")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Warning" not in result.stderr


def test_stored_rows_of_a_run_hold_no_key(tmp_path, simulator):
    model = queue(simulator, Scenario())
    ask_simulator(tmp_path, simulator, model, "hola")
    with sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3") as connection:
        (settings,) = connection.execute("SELECT settings_json FROM generations").fetchone()
    assert simulator.url in settings and TEST_KEY not in settings


def test_a_key_echoed_in_the_streamed_answer_is_printed_and_stored_nowhere(tmp_path, simulator):
    from desktop_app.simulator.scripts import Script

    script = Script(reasoning=f"echo {TEST_KEY}", answer=f"[notice: key {TEST_KEY}] Hola.")
    model = queue(simulator, Scenario(script=script, chunk_size=3))
    result = ask_simulator(tmp_path, simulator, model, "hola")
    printed = result.stdout + result.stderr
    assert result.returncode == 0 and "[notice: key [redacted]] Hola." in result.stdout
    stored = stored_bytes(tmp_path).decode("latin-1")
    assert "[notice: key [redacted]] Hola." in stored  # the answer was stored, redacted
    leaks = sum(TEST_KEY[:12] in text or TEST_KEY[-12:] in text for text in (printed, stored))
    assert leaks == 0
