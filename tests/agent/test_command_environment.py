"""What a command sees of Arroyo's environment: the allow-list, with a real child process."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path

import pytest

from desktop_app.agent.builtin import RunCommand
from desktop_app.agent.builtin.environment import command_environment, valid_variable_name
from desktop_app.agent.tools import ToolContext

# What the adversarial probe found passed through: none of these names says "key" or "token".
LEAKED = {
    "DATABASE_URL": "postgres://app:db-pass-123@127.0.0.1/prod",
    "HTTPS_PROXY": "http://u:proxy-secret-456@127.0.0.1:3128",
    "https_proxy": "http://u:proxy-secret-456@127.0.0.1:3128",
    "ALL_PROXY": "socks5://u:proxy-secret-456@127.0.0.1:1080",
    "GH_PAT": "ghp_pat-secret-789",
    "SESSION_COOKIE": "session=cookie-secret-000",
    "OPENAI_API_KEY": "sk-should-not-leak-123",
    "SSH_AUTH_SOCK": "/tmp/ssh-agent.sock",
    "DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus",
}


def _environment_seen_by_a_command(tmp_path: Path, added: tuple[str, ...]) -> dict[str, str]:
    context = ToolContext(workspace=tmp_path, allow_commands=True, command_env_allow=added)
    code = "import json, os; print(json.dumps(dict(os.environ)))"
    outcome = asyncio.run(RunCommand().run({"argv": [sys.executable, "-c", code]}, context))
    assert not outcome.is_error, outcome.output
    status, _, printed = outcome.output.partition("\n")
    assert status == "Exit code: 0"
    return json.loads(printed)


def test_a_command_sees_only_the_allowed_names(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    for name, value in LEAKED.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("JAVA_HOME", "/opt/java")
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("LANG", "C.UTF-8")
    seen = _environment_seen_by_a_command(tmp_path, added=("JAVA_HOME",))
    assert not set(LEAKED) & set(seen)
    shown = repr(seen)
    assert "secret" not in shown and "pass-123" not in shown
    assert seen["PATH"]  # programs are still found by name
    assert seen["HOME"] == str(tmp_path)
    assert seen["LANG"] == "C.UTF-8"
    assert seen["JAVA_HOME"] == "/opt/java"  # the person added it


def test_a_name_is_passed_only_when_the_person_adds_it(tmp_path, monkeypatch):
    monkeypatch.setenv("GH_PAT", "ghp_pat-secret-789")
    assert "GH_PAT" not in _environment_seen_by_a_command(tmp_path, added=())
    # The person's explicit choice wins, even for a name that looks like a credential.
    assert _environment_seen_by_a_command(tmp_path, added=("GH_PAT",))["GH_PAT"] == LEAKED["GH_PAT"]


def test_the_allow_list_is_exact_on_posix_and_case_blind_on_windows():
    parent = {"PATH": "/bin", "Path": "C:\\bin", "LC_ALL": "C", "LC_SECRET": "x"}
    parent["SystemRoot"] = "C:\\W"
    assert command_environment(parent) == {"PATH": "/bin", "LC_ALL": "C"}
    windows = command_environment(parent, windows=True)
    assert windows == {"PATH": "/bin", "Path": "C:\\bin", "LC_ALL": "C", "SystemRoot": "C:\\W"}
    assert command_environment(parent, ["lc_secret"], windows=True)["LC_SECRET"] == "x"


@pytest.mark.parametrize("name", ["JAVA_HOME", "_X", "a1"])
def test_valid_names(name):
    assert valid_variable_name(name)


@pytest.mark.parametrize("name", ["", "1A", "A=B", "A B", "A\x00", 3, None])
def test_invalid_names(name):
    assert not valid_variable_name(name)
