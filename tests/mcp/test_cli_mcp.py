"""``arroyo mcp import / list / call`` in a child process, with its own data folder and a
file-backed test keyring."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.mcp.agent_support import SERVERS

ROOT = Path(__file__).parents[2]
TOKEN = "ghp_test_token_0123456789abcdef"


@pytest.fixture
def home(tmp_path):
    (tmp_path / "data").mkdir()
    return tmp_path


def arroyo(home: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "ARROYO_DATA_DIR": str(home / "data"),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.FileStore",
        "ARROYO_TEST_KEYRING_FILE": str(home / "keyring.json"),
        "PYTHONPATH": str(ROOT),
    }
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        env=env,
        cwd=home,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def claude_desktop_config(path: Path, record: Path) -> Path:
    """A claude_desktop_config.json as Claude Desktop documents it: command, args, env."""
    path.write_text(
        json.dumps(
            {
                "mcpServers": {
                    "notes": {
                        "command": sys.executable,
                        "args": [str(SERVERS / "scripted_server.py"), "normal"],
                        "env": {"RECORD": str(record), "GITHUB_TOKEN": TOKEN},
                    },
                    "remote": {
                        "url": "http://127.0.0.1:9/mcp",
                        "headers": {"Authorization": f"Bearer {TOKEN}"},
                    },
                }
            }
        ),
        encoding="utf-8",
    )
    return path


def test_import_keeps_the_servers_and_puts_every_value_in_the_keyring(home):
    config = claude_desktop_config(home / "claude_desktop_config.json", home / "record.jsonl")
    imported = arroyo(home, "mcp", "import", str(config))
    assert imported.returncode == 0, imported.stderr
    assert "Imported notes" in imported.stdout and TOKEN not in imported.stdout
    settings = (home / "data" / "settings.json").read_text(encoding="utf-8")
    assert TOKEN not in settings and str(home / "record.jsonl") not in settings
    servers = {s["name"]: s for s in json.loads(settings)["app"]["mcp_servers"]}
    assert servers["notes"]["command"] == sys.executable
    assert servers["notes"]["env_names"] == ["RECORD", "GITHUB_TOKEN"]
    assert servers["remote"]["kind"] == "http" and servers["remote"]["header_names"] == [
        "Authorization"
    ]
    keyring = json.loads((home / "keyring.json").read_text(encoding="utf-8"))
    assert keyring["arroyo/mcp:notes:env:GITHUB_TOKEN"] == TOKEN
    assert keyring["arroyo/mcp:remote:header:Authorization"] == f"Bearer {TOKEN}"


def test_list_starts_each_server_and_shows_its_tools_or_its_failure(home):
    config = claude_desktop_config(home / "claude_desktop_config.json", home / "record.jsonl")
    assert arroyo(home, "mcp", "import", str(config)).returncode == 0
    listed = arroyo(home, "mcp", "list")
    assert "notes: connected, 1 tool" in listed.stdout and "note: Keeps a note." in listed.stdout
    assert "remote: failed" in listed.stdout and listed.returncode == 1
    assert TOKEN not in listed.stdout + listed.stderr
    # The server got its configured variables from the keyring.
    assert (home / "record.jsonl").exists()


def test_call_without_a_terminal_is_refused_and_never_reaches_the_server(home):
    record = home / "record.jsonl"
    assert (
        arroyo(
            home, "mcp", "import", str(claude_desktop_config(home / "c.json", record))
        ).returncode
        == 0
    )
    called = arroyo(home, "mcp", "call", "notes", "note", '{"text": "hola"}', stdin="y\n")
    assert called.returncode == 1 and "Not run." in called.stdout
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert "tools/call" not in methods


def test_call_with_arguments_breaking_the_schema_is_refused_before_asking(home):
    assert (
        arroyo(
            home, "mcp", "import", str(claude_desktop_config(home / "c.json", home / "r.jsonl"))
        ).returncode
        == 0
    )
    called = arroyo(home, "mcp", "call", "notes", "note", '{"text": 5}')
    assert (
        called.returncode == 2
        and "rejected" in called.stdout
        and "5 is not of type 'string'" in called.stdout
    )
    assert "Run it?" not in called.stdout


def test_call_confirmed_on_a_terminal_runs_once_through_the_ledger(home):
    import os
    import sqlite3

    record = home / "record.jsonl"
    assert (
        arroyo(
            home, "mcp", "import", str(claude_desktop_config(home / "c.json", record))
        ).returncode
        == 0
    )
    controller, terminal = os.openpty()
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "ARROYO_DATA_DIR": str(home / "data"),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.FileStore",
        "ARROYO_TEST_KEYRING_FILE": str(home / "keyring.json"),
        "PYTHONPATH": str(ROOT),
    }
    try:
        os.write(controller, b"y\n")  # typed ahead: read when the question is asked
        finished = subprocess.run(
            [
                sys.executable,
                "-m",
                "desktop_app",
                "mcp",
                "call",
                "notes",
                "note",
                '{"text": "hola"}',
            ],
            env=env,
            cwd=home,
            stdin=terminal,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        os.close(terminal)
        os.close(controller)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert "Run it? [y/N]" in finished.stdout and "noted: hola" in finished.stdout
    assert "Server: notes" in finished.stdout and "readOnlyHint=true" in finished.stdout
    with sqlite3.connect(home / "data" / "arroyo.sqlite3") as db:
        rows = db.execute("SELECT tool, status, result FROM operations").fetchall()
    assert rows == [("note", "succeeded", "noted: hola")]
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert methods.count("tools/call") == 1


def test_ask_with_mcp_offers_the_configured_servers_tools(home, simulator):
    from desktop_app.simulator.scenarios import Scenario
    from tests.mcp.agent_support import FINAL, call_script
    from tests.net.helpers import queue

    record = home / "record.jsonl"
    assert (
        arroyo(
            home, "mcp", "import", str(claude_desktop_config(home / "c.json", record))
        ).returncode
        == 0
    )
    model = queue(
        simulator,
        Scenario(script=call_script("note", {"text": "desde ask"})),
        Scenario(script=FINAL),
    )
    asked = arroyo(
        home,
        "ask",
        "Toma nota",
        "--mcp",
        "--provider",
        "ollama",
        "--base-url",
        simulator.url + "/v1",
        "--model",
        model,
    )
    assert "MCP server notes: 1 tool\n" in asked.stdout, asked.stdout + asked.stderr
    assert "MCP server remote failed to start" in asked.stdout
    assert "declined" in asked.stdout  # no terminal: the server's tool was not run
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert "tools/list" in methods and "tools/call" not in methods
    body = json.dumps(simulator.requests[-2].body)
    assert '"note"' in body and "Keeps a note." in body  # offered to the model
    assert TOKEN not in asked.stdout + asked.stderr
