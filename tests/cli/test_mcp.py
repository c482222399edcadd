"""``arroyo mcp import / list / call`` in a child process, with its own data folder and a
file-backed test keyring."""

from __future__ import annotations

import json
import os
import shlex
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


def environment(home: Path) -> dict[str, str]:
    return {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "ARROYO_DATA_DIR": str(home / "data"),
        "PYTHON_KEYRING_BACKEND": "tests.keyrings.FileStore",
        "ARROYO_TEST_KEYRING_FILE": str(home / "keyring.json"),
        "PYTHONPATH": str(ROOT),
    }


def arroyo(home: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        env=environment(home),
        cwd=home,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def arroyo_on_a_terminal(home: Path, *args: str, typed: bytes) -> subprocess.CompletedProcess:
    """``arroyo`` with a terminal as its input, ``typed`` ahead: each question reads a line."""
    controller, terminal = os.openpty()
    try:
        os.write(controller, typed)
        return subprocess.run(
            [sys.executable, "-m", "desktop_app", *args],
            env=environment(home),
            cwd=home,
            stdin=terminal,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        os.close(terminal)
        os.close(controller)


def approved(home: Path) -> dict[str, bool]:
    """Each configured server: whether its launch, as it is now, was confirmed."""
    from desktop_app.mcp.config import McpServerConfig

    settings = json.loads((home / "data" / "settings.json").read_text(encoding="utf-8"))
    configs = [McpServerConfig.from_json(item) for item in settings["app"]["mcp_servers"]]
    return {config.name: not config.needs_approval for config in configs}


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
    profile = (home / "data" / "profile-id").read_text(encoding="ascii").strip()
    assert keyring[f"arroyo:{profile}/mcp:notes:env:GITHUB_TOKEN"] == TOKEN
    assert keyring[f"arroyo:{profile}/mcp:remote:header:Authorization"] == f"Bearer {TOKEN}"


def imported(home: Path, record: Path) -> None:
    config = claude_desktop_config(home / "claude_desktop_config.json", record)
    assert arroyo(home, "mcp", "import", str(config)).returncode == 0


def notes_command_line() -> str:
    return shlex.join([sys.executable, str(SERVERS / "scripted_server.py"), "normal"])


def test_list_asks_before_a_first_start_then_shows_each_servers_tools_or_failure(home):
    record = home / "record.jsonl"
    imported(home, record)
    unasked = arroyo(home, "mcp", "list")  # no terminal: nobody can confirm a first start
    assert "MCP server notes not started: its first start was not confirmed" in unasked.stdout
    assert unasked.returncode == 1 and not record.exists()

    listed = arroyo_on_a_terminal(home, "mcp", "list", typed=b"y\ny\n")
    assert f"It would run: {notes_command_line()}" in listed.stdout
    assert "With the variables: RECORD, GITHUB_TOKEN" in listed.stdout
    assert "It would run: http://127.0.0.1:9/mcp" in listed.stdout
    assert "notes: connected, 1 tool" in listed.stdout and "note: Keeps a note." in listed.stdout
    assert "remote: failed" in listed.stdout and listed.returncode == 1
    assert TOKEN not in listed.stdout + listed.stderr
    # The server got its configured variables from the keyring.
    assert record.exists()
    assert approved(home) == {"notes": True, "remote": True}
    again = arroyo(home, "mcp", "list")  # confirmed once: no question now
    assert "Start it?" not in again.stdout and "notes: connected, 1 tool" in again.stdout


def test_call_without_a_terminal_is_refused_and_never_reaches_the_server(home):
    record = home / "record.jsonl"
    imported(home, record)
    called = arroyo(home, "mcp", "call", "notes", "note", '{"text": "hola"}', stdin="y\n")
    assert called.returncode == 1 and "first start was not confirmed" in called.stdout
    assert not record.exists()  # not even started
    arroyo_on_a_terminal(home, "mcp", "list", typed=b"y\nn\n")  # notes confirmed, remote not
    assert approved(home) == {"notes": True, "remote": False}
    called = arroyo(home, "mcp", "call", "notes", "note", '{"text": "hola"}', stdin="y\n")
    assert called.returncode == 1 and "Not run." in called.stdout
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert "tools/call" not in methods


def test_call_with_arguments_breaking_the_schema_is_refused_before_asking(home):
    imported(home, home / "r.jsonl")
    arroyo_on_a_terminal(home, "mcp", "list", typed=b"y\nn\n")
    called = arroyo(home, "mcp", "call", "notes", "note", '{"text": 5}')
    assert (
        called.returncode == 2
        and "rejected" in called.stdout
        and "5 is not of type 'string'" in called.stdout
    )
    assert "Run it?" not in called.stdout


def test_call_confirmed_on_a_terminal_runs_once_through_the_ledger(home):
    import sqlite3

    record = home / "record.jsonl"
    imported(home, record)
    # Two questions: the server's first start, then the call.
    finished = arroyo_on_a_terminal(
        home, "mcp", "call", "notes", "note", '{"text": "hola"}', typed=b"y\ny\n"
    )
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert f"It would run: {notes_command_line()}" in finished.stdout
    assert "Start it? [y/N]" in finished.stdout
    assert "Run it? [y/N]" in finished.stdout and "noted: hola" in finished.stdout
    assert "Server: notes" in finished.stdout and "readOnlyHint=true" in finished.stdout
    with sqlite3.connect(home / "data" / "arroyo.sqlite3") as db:
        rows = db.execute("SELECT tool, status, result FROM operations").fetchall()
    assert rows == [("note", "succeeded", "noted: hola")]
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert methods.count("tools/call") == 1
    assert approved(home)["notes"] is True


def ask_with_mcp(home: Path, simulator, *, typed: bytes | None):
    from desktop_app.simulator.scenarios import Scenario
    from tests.mcp.agent_support import FINAL, call_script
    from tests.net.helpers import queue

    model = queue(
        simulator,
        Scenario(script=call_script("note", {"text": "desde ask"})),
        Scenario(script=FINAL),
    )
    args = ("ask", "Toma nota", "--mcp", "--provider", "ollama")
    args += ("--base-url", simulator.url + "/v1", "--model", model)
    if typed is None:
        return arroyo(home, *args)
    return arroyo_on_a_terminal(home, *args, typed=typed)


def test_ask_with_mcp_never_starts_an_unconfirmed_server_without_a_terminal(home, simulator):
    record = home / "record.jsonl"
    imported(home, record)
    asked = ask_with_mcp(home, simulator, typed=None)
    assert "MCP server notes not started: its first start was not confirmed" in asked.stdout
    assert "MCP server remote not started" in asked.stdout
    assert not record.exists()  # the child never ran
    body = json.dumps(simulator.requests[-2].body)
    assert '"note"' not in body  # and its tools were not offered
    assert approved(home) == {"notes": False, "remote": False}


def test_ask_with_mcp_asks_with_the_command_line_then_offers_the_tools(home, simulator):
    record = home / "record.jsonl"
    imported(home, record)
    # notes: start it, remote: do not, the model's call of note: run it.
    asked = ask_with_mcp(home, simulator, typed=b"y\nn\ny\n")
    assert f"It would run: {notes_command_line()}" in asked.stdout, asked.stdout + asked.stderr
    assert "MCP server notes: 1 tool\n" in asked.stdout
    assert "MCP server remote not started" in asked.stdout
    body = json.dumps(simulator.requests[-2].body)
    assert '"note"' in body and "Keeps a note." in body  # offered to the model
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert methods.count("tools/call") == 1
    assert approved(home) == {"notes": True, "remote": False}
    assert TOKEN not in asked.stdout + asked.stderr

    # Confirmed once: the next ask starts it without a question; with no terminal, the
    # model's call is declined.
    again = ask_with_mcp(home, simulator, typed=None)
    assert "MCP server notes: 1 tool\n" in again.stdout and "Start it?" not in again.stdout
    assert "declined" in again.stdout
    methods = [json.loads(line).get("method") for line in record.read_text().splitlines()]
    assert methods.count("tools/call") == 1
