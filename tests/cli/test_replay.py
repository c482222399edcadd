"""``arroyo replay`` as a person and the conformance checks use it: the real command."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.support import REPO


def arroyo(*args: str, cwd=REPO) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=60,
    )


OPENAI_BODY = (
    'data: {"id":"c1","choices":[{"index":0,"delta":{"role":"assistant","content":"¿Qué"}}]}\n\n'
    'data: {"id":"c1","choices":[{"index":0,"delta":{"content":" tal? 🚀"},"finish_reason":"stop"}]}\n\n'
    'data: {"id":"c1","choices":[],"usage":{"prompt_tokens":5,"completion_tokens":3}}\n\n'
    "data: [DONE]\n\n"
).encode()


@pytest.fixture
def body(tmp_path):
    path = tmp_path / "answer.sse"
    path.write_bytes(OPENAI_BODY)
    return path


def test_json_output_is_one_object_per_file_with_every_field(body, tmp_path):
    cut = tmp_path / "cut.sse"
    cut.write_bytes(OPENAI_BODY[: OPENAI_BODY.index(b"data: [DONE]")])
    result = arroyo("replay", str(body), str(cut), "--wire", "openai-chat", "--json")
    assert result.returncode == 0, result.stderr
    whole, truncated = (json.loads(line) for line in result.stdout.splitlines())
    assert whole == {
        "file": str(body),
        "wire": "openai-chat",
        "answer": "¿Qué tal? 🚀",
        "reasoning": "",
        "refusal": "",
        "tool_calls": [],
        "usage": {
            "input_tokens": 5,
            "output_tokens": 3,
            "reasoning_tokens": None,
            "cached_tokens": None,
        },
        "status": "completed",
        "stop_reason": "stop",
        "raw_stop_reason": "stop",
        "error": None,
        "terminal_seen": True,
    }
    assert truncated["status"] == "truncated"
    assert truncated["terminal_seen"] is False
    assert truncated["usage"]["output_tokens"] == 3  # the last usage seen, even when cut


@pytest.mark.parametrize("transport", ["chunked", "diff"])
@pytest.mark.parametrize("split", ["bytes", "random:7"])
def test_every_split_and_transport_prints_the_same_result(body, split, transport):
    reference = arroyo("replay", str(body), "--wire", "openai-chat", "--json").stdout
    result = arroyo(
        "replay",
        str(body),
        "--wire",
        "openai-chat",
        "--json",
        "--split",
        split,
        "--transport",
        transport,
    )
    assert result.returncode == 0
    assert result.stdout == reference


def test_human_output_marks_reasoning_and_says_how_the_turn_ended(tmp_path):
    path = tmp_path / "think.sse"
    path.write_bytes(
        b'data: {"choices":[{"index":0,"delta":{"reasoning_content":"hmm"}}]}\n\n'
        b'data: {"choices":[{"index":0,"delta":{"content":"yes"},"finish_reason":"length"}]}\n\n'
        b"data: [DONE]\n\n"
    )
    result = arroyo("replay", str(path), "--wire", "openai-chat")
    assert result.returncode == 0
    assert "[reasoning]\nhmm\n[/reasoning]\nyes\n" in result.stdout
    assert "incomplete (stop reason: length, raw: length)" in result.stdout


def test_human_output_shows_control_sequences_from_the_body_as_nothing(tmp_path):
    path = tmp_path / "hostile.sse"
    path.write_bytes(
        b'data: {"choices":[{"index":0,"delta":{"reasoning_content":"\\u001b]0;title\\u0007hm"}}]}\n\n'
        b'data: {"choices":[{"index":0,"delta":{"content":"\\u001b]52;c;eA==\\u0007y\\u001b[2Jes"},'
        b'"finish_reason":"stop"}]}\n\n'
        b"data: [DONE]\n\n"
    )
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "replay", str(path), "--wire", "openai-chat"],
        cwd=REPO,
        capture_output=True,
        timeout=60,
    )
    shown = result.stdout.decode("utf-8")
    assert result.returncode == 0, shown
    assert "[reasoning]\nhm\n[/reasoning]\nyes\n" in shown
    assert "\x1b" not in shown and "\x07" not in shown


def test_a_malformed_file_gets_a_clear_message_and_a_nonzero_exit_not_a_traceback(body, tmp_path):
    bad = tmp_path / "bad.sse"
    bad.write_bytes(b"data: {not json\n\n")
    result = arroyo("replay", str(bad), str(body), "--wire", "openai-chat", "--json")
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert f"{bad}: event data is not valid JSON" in result.stderr
    lines = result.stdout.splitlines()
    assert json.loads(lines[0])["status"] == "failed"
    assert json.loads(lines[1])["status"] == "completed"  # the other file is still replayed


def test_a_missing_file_is_reported(tmp_path):
    result = arroyo("replay", str(tmp_path / "nope.sse"), "--wire", "gemini")
    assert result.returncode == 1
    assert "cannot read" in result.stderr and "Traceback" not in result.stderr


def test_an_invalid_split_is_a_usage_error(body):
    result = arroyo("replay", str(body), "--wire", "gemini", "--split", "random:x")
    assert result.returncode == 2
    assert "invalid split" in result.stderr


def test_version_and_help():
    from desktop_app import __version__

    assert arroyo("--version").stdout.strip() == f"arroyo {__version__}"
    assert "replay" in arroyo("--help").stdout


def test_via_http_prints_the_same_json_as_without(body, tmp_path):
    cut = tmp_path / "cut.sse"
    cut.write_bytes(OPENAI_BODY[:-20])
    offline = arroyo("replay", str(body), str(cut), "--wire", "openai-chat", "--json").stdout
    for transport in ("chunked", "diff"):
        result = arroyo(
            "replay",
            str(body),
            str(cut),
            "--wire",
            "openai-chat",
            "--json",
            "--via-http",
            "--transport",
            transport,
            "--split",
            "random:5",
        )
        assert result.returncode == 0, result.stderr
        assert result.stdout == offline


def test_the_simulator_command_prints_its_url_and_serves():
    import httpx

    process = subprocess.Popen(
        [sys.executable, "-m", "desktop_app", "simulator", "--port", "0"],
        cwd=REPO,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        first = process.stdout.readline()
        assert first.startswith("Arroyo simulator listening on http://127.0.0.1:")
        url = first.rsplit(" ", 1)[-1].strip()
        listing = httpx.get(f"{url}/v1/models", timeout=10).json()
        assert listing["data"][0]["id"] == "arroyo-sim-1"
        # It answers as the Demo does: the workspace question is a tool call to confirm.
        asked = {
            "model": "arroyo-sim-1",
            "stream": True,
            "messages": [{"role": "user", "content": "What is in my workspace folder?"}],
        }
        answer = httpx.post(f"{url}/v1/chat/completions", json=asked, timeout=30).text
        assert '"name":"list_directory"' in answer.replace(" ", "")
    finally:
        process.terminate()
        process.wait(10)
        process.stdout.close()


def test_the_simulator_command_says_so_when_its_port_is_taken():
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "desktop_app", "simulator", "--port", str(port)],
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert result.returncode == 2
    assert f"cannot listen on port {port}" in result.stderr
    assert "Traceback" not in result.stderr and "listening" not in result.stdout
