"""``arroyo mcp import`` in a child process: on a computer with no keyring at all, and with a
real Secret Service (gnome-keyring on a private D-Bus) for credentials hidden in URLs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import keyring
import pytest

from desktop_app import secrets
from desktop_app.mcp.secret_shapes import looks_secret
from tests.mcp.agent_support import SERVERS
from tests.test_secrets import secret_service  # noqa: F401 (a fixture)

ROOT = Path(__file__).parents[2]
TOKEN = "ghp_import_token_0123456789abcdef"
PASSWORD = "pg-Pass-7x9QwErTy"
API_KEY = "key-3Fh8Kq2LmN0pRsTu"


def run(home: Path, *args: str, env: dict[str, str], typed: bytes | None = None):
    base = {
        "PATH": "/usr/bin:/bin",
        "HOME": str(home),
        "ARROYO_DATA_DIR": str(home / "data"),
        "PYTHONPATH": str(ROOT),
    }
    command = [sys.executable, "-m", "desktop_app", *args]
    if typed is None:
        return subprocess.run(
            command, env=base | env, cwd=home, capture_output=True, text=True, timeout=120
        )
    controller, terminal = os.openpty()
    try:
        os.write(controller, typed)
        return subprocess.run(
            command,
            env=base | env,
            cwd=home,
            stdin=terminal,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        os.close(terminal)
        os.close(controller)


def servers(home: Path) -> dict[str, dict]:
    settings = json.loads((home / "data" / "settings.json").read_text(encoding="utf-8"))
    return {item["name"]: item for item in settings["app"]["mcp_servers"]}


def write_config(path: Path, document: dict) -> Path:
    path.write_text(json.dumps({"mcpServers": document}), encoding="utf-8")
    return path


def test_without_a_keyring_plain_values_are_kept_and_secrets_marked_as_needed(tmp_path):
    (tmp_path / "data").mkdir()
    record = tmp_path / "record.jsonl"
    script = str(SERVERS / "scripted_server.py")
    config = write_config(
        tmp_path / "mcp.json",
        {
            "notes": {"command": sys.executable, "args": [script], "env": {"RECORD": str(record)}},
            "github": {
                "command": sys.executable,
                "args": [script, "normal", f"postgres://app:{PASSWORD}@127.0.0.1/db"],
                "env": {"GITHUB_PERSONAL_ACCESS_TOKEN": TOKEN, "GITHUB_TOOLSETS": "repos"},
            },
        },
    )
    # No PYTHON_KEYRING_BACKEND and no D-Bus session: keyring finds no backend at all.
    nothing = {}
    imported = run(tmp_path, "mcp", "import", str(config), env=nothing)
    assert imported.returncode == 0, imported.stdout + imported.stderr
    shown = imported.stdout + imported.stderr
    assert "No system keyring" in shown and "github needs its secret" in shown
    assert TOKEN not in shown and PASSWORD not in shown
    saved = (tmp_path / "data" / "settings.json").read_text(encoding="utf-8")
    assert TOKEN not in saved and PASSWORD not in saved
    configured = servers(tmp_path)
    assert configured["notes"]["plain_env"] == {"RECORD": str(record)}
    assert configured["notes"]["unstored"] == []
    github = configured["github"]
    assert github["plain_env"] == {"GITHUB_TOOLSETS": "repos"}
    assert sorted(github["unstored"]) == ["env:GITHUB_PERSONAL_ACCESS_TOKEN", "url:ARG3_PASSWORD"]
    assert github["unstored_because"] == "unavailable"
    assert github["args"][-1] == "postgres://app:${ARG3_PASSWORD}@127.0.0.1/db"

    # The plain server starts and gets its variable; the other is not started, and says why.
    listed = run(tmp_path, "mcp", "list", env=nothing, typed=b"y\ny\n")
    assert "notes: connected, 1 tool" in listed.stdout, listed.stdout + listed.stderr
    assert record.exists()
    assert "github: failed: github needs its secret" in listed.stdout
    assert "keyring: unavailable" in listed.stdout
    assert TOKEN not in listed.stdout + listed.stderr


def test_credentials_in_urls_go_to_the_keyring_and_back_only_at_launch(
    tmp_path,
    secret_service,  # noqa: F811
    monkeypatch,
):
    (tmp_path / "data").mkdir()
    argv = tmp_path / "argv.json"
    script = str(SERVERS / "scripted_server.py")
    database = f"postgres://app:{PASSWORD}@127.0.0.1:5432/db?sslmode=require"
    config = write_config(
        tmp_path / "mcp.json",
        {
            "pg": {
                "command": sys.executable,
                "args": [script, "normal", database],
                "env": {"ARGV_RECORD": str(argv)},
            },
            "remote": {"url": f"http://127.0.0.1:9/mcp?api_key={API_KEY}&region=eu"},
        },
    )
    real_keyring = {
        "PYTHON_KEYRING_BACKEND": "keyring.backends.SecretService.Keyring",
        "DBUS_SESSION_BUS_ADDRESS": os.environ["DBUS_SESSION_BUS_ADDRESS"],
    }
    imported = run(tmp_path, "mcp", "import", str(config), env=real_keyring)
    assert imported.returncode == 0, imported.stdout + imported.stderr
    shown = imported.stdout + imported.stderr
    assert PASSWORD not in shown and API_KEY not in shown
    assert "postgres://app:${ARG3_PASSWORD}@127.0.0.1:5432/db?sslmode=require" in shown
    assert "http://127.0.0.1:9/mcp?api_key=${URL_API_KEY}&region=eu" in shown
    saved = (tmp_path / "data" / "settings.json").read_text(encoding="utf-8")
    assert PASSWORD not in saved and API_KEY not in saved
    monkeypatch.setenv("ARROYO_DATA_DIR", str(tmp_path / "data"))  # the child's, and its keys
    assert secrets.get_key("mcp:pg:url:ARG3_PASSWORD") == PASSWORD
    assert secrets.get_key("mcp:remote:url:URL_API_KEY") == API_KEY
    assert keyring.get_keyring().__class__.__name__ == "Keyring"

    listed = run(tmp_path, "mcp", "list", env=real_keyring, typed=b"y\nn\n")
    assert "pg: connected, 1 tool" in listed.stdout, listed.stdout + listed.stderr
    assert PASSWORD not in listed.stdout + listed.stderr
    # The server itself was started with the real URL.
    assert json.loads(argv.read_text(encoding="utf-8")) == ["normal", database]


@pytest.mark.parametrize(
    ("name", "value", "secret"),
    [
        ("MEMORY_FILE_PATH", "/home/ana/.local/share/memory.json", False),
        ("PATH_PREFIX", "/srv/data", False),
        ("DEBUG", "true", False),
        ("REGION", "eu-west-1", False),
        ("GITHUB_PAT", "x", True),
        ("apiKey", "x", True),
        ("Authorization", "Bearer x", True),
        ("DB_PASSWD", "x", True),
        ("OAUTH_CREDENTIALS", "x", True),
        ("SETTING", "9f8Kq2LmN0pRsTuVwXyZ3b7C", True),
        ("SETTING", TOKEN, True),
        ("DATABASE_URL", f"postgres://u:{PASSWORD}@h/db", True),
        ("DATABASE_URL", "postgres://u@h/db", False),
    ],
)
def test_what_looks_secret(name, value, secret):
    assert looks_secret(name, value) is secret
