"""``arroyo ask`` end to end: a real process, the demo simulator, real files and database."""

from __future__ import annotations

import os
import subprocess
import sys

from tests.cli.asking.terminal import answer_on_terminal
from tests.support import REPO


def ask(tmp_path, *args, stdin=subprocess.DEVNULL):
    env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "ask", *args],
        cwd=REPO,
        env=env,
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_without_a_terminal_every_action_is_denied(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "secreto.txt").write_text("x", encoding="utf-8")
    result = ask(
        tmp_path, "What is in my folder?", "--provider", "demo", "--workspace", str(workspace)
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "[reasoning]" in result.stdout
    assert "the folder was not read" in result.stdout
    assert "[completed: the answer is complete]" in result.stdout
    assert "declined" in result.stdout  # asked with no terminal to answer: no
    assert (tmp_path / "data" / "arroyo.sqlite3").is_file()


def test_yes_on_the_terminal_runs_the_action(tmp_path):
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notas.txt").write_text("x", encoding="utf-8")
    env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}
    argv = [
        sys.executable,
        "-m",
        "desktop_app",
        "ask",
        "What is in my workspace folder?",
        "--provider",
        "demo",
        "--workspace",
        str(workspace),
    ]
    text, answered, status = answer_on_terminal(argv, REPO, env, b"Allow? [y/N]", b"y")
    assert answered, text
    assert "List the workspace folder" in text  # the tool's own description
    assert "notas.txt" in text  # the listing ran and came back
    assert status == 0


def test_a_provider_without_a_stored_key_says_so(tmp_path):
    result = ask(tmp_path, "hola", "--provider", "openai")
    assert result.returncode == 2
    assert "key" in result.stdout.lower() and "Traceback" not in result.stderr


def test_allow_read_only_says_it_does_not_cover_fetching(tmp_path):
    result = ask(tmp_path, "--help")
    assert result.returncode == 0
    words = " ".join(result.stdout.split())  # argparse wraps the help to the terminal's width
    expected = "--allow-read-only let list_directory and read_file run without asking; fetch_url"
    assert expected + " still asks" in words


def test_the_terminal_question_says_a_fetch_sends_data_off_the_computer(tmp_path):
    import asyncio
    import io

    from desktop_app.agent.builtin import FetchUrl
    from desktop_app.agent.confirmations import ConfirmationRequest, Decision
    from desktop_app.agent.tools import ToolContext
    from desktop_app.cli.asking.headless import TerminalConfirmer
    from desktop_app.generation.tool_validation import ValidatedToolCall

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    arguments = {"url": "https://example.org/?d=PIN%209876"}
    call = ValidatedToolCall("c1", "fetch_url", arguments)
    request = ConfirmationRequest.for_call(call, FetchUrl(), ToolContext(workspace=tmp_path))
    out = io.StringIO()
    decision = asyncio.run(TerminalConfirmer(Terminal("n\n"), out)(request))
    assert decision is Decision.DENY
    assert "This sends data over the network, off this computer.\nAllow? [y/N]" in out.getvalue()


def test_pass_env_takes_variable_names_only(capsys):
    import pytest

    from desktop_app.cli.parser import build_parser

    args = build_parser().parse_args(
        ["ask", "hi", "--pass-env", "JAVA_HOME", "--pass-env", "GOPATH"]
    )
    assert args.pass_env == ["JAVA_HOME", "GOPATH"]
    with pytest.raises(SystemExit):
        build_parser().parse_args(["ask", "hi", "--pass-env", "A=B"])
    assert "not an environment variable name" in capsys.readouterr().err


def test_control_sequences_from_the_model_and_tools_never_reach_the_terminal(tmp_path):
    """The answer, the reasoning, a tool's output and a failure message all carry escape
    sequences, cut across streamed deltas (the simulator streams word by word)."""
    from desktop_app.simulator.scenarios import Scenario
    from desktop_app.simulator.scripts import Script, ScriptedCall
    from desktop_app.simulator.server import Simulator

    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("file \x1b]0;file title\x07says \x1b[2Jhi", "utf-8")
    hostile = (
        "Copied \x1b]52;c;cm0gLXJmIH4= \x07to your clipboard. \x1b]0;new window title\x1b\\"
        "\x1b[2J\x1b[H Click \x1b]8;;http://evil.example/ \x1b\\here\x1b]8;;\x1b\\ and \x9b31m"
        "red\x9b0m, \rdone \u202eevil\u202c."
    )
    read_notes = ScriptedCall(name="read_file", arguments={"path": "notes.txt"})
    thinking = "Let me \x1b]0;think title\x07look."
    turns = (
        Scenario(script=Script(reasoning=thinking, tool_calls=(read_notes,), finish="tool_calls")),
        Scenario(script=Script(answer=hostile)),
    )

    with Simulator() as simulator:
        simulator.queue("sim", *turns)
        argv = [
            sys.executable,
            "-m",
            "desktop_app",
            "ask",
            "What is in my workspace folder?",
            "--provider",
            "ollama",
            "--model",
            "sim",
            "--base-url",
            f"{simulator.url}/v1",
            "--workspace",
            str(workspace),
            "--allow-read-only",
        ]
        env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}
        # Bytes, not text: text mode would turn a carriage return into a line feed.
        result = subprocess.run(
            argv, cwd=REPO, env=env, stdin=subprocess.DEVNULL, capture_output=True, timeout=60
        )
    shown = result.stdout.decode("utf-8")
    assert result.returncode == 0, shown + result.stderr.decode(errors="replace")
    assert "Copied to your clipboard." in shown  # the text around the sequences is kept
    assert "Click here and red, done evil." in shown
    assert "file says hi" in shown  # the tool's output, read and shown
    assert "Let me look." in shown
    for control in ("\x1b", "\x07", "\x9b", "\r", "\u202e", "\u202c"):
        assert control not in shown, repr(control)


def test_the_run_without_asking_setting_holds_in_the_terminal_too(tmp_path):
    """The window's per-tool choice lives in the database both share: ``arroyo ask`` with no
    terminal to answer runs the Demo's listing, and the ledger says the setting allowed it."""
    from desktop_app.store.actions.grants import GrantStore
    from desktop_app.store.actions.ledger import Approval
    from desktop_app.store.database import Database

    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notas.txt").write_text("x", encoding="utf-8")
    (tmp_path / "data").mkdir()
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        GrantStore(database).grant("list_directory", None)
    result = ask(tmp_path, "my folder?", "--provider", "demo", "--workspace", str(workspace))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "declined" not in result.stdout and "notas.txt" in result.stdout
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        rows = database.fetch_all("SELECT tool, approval, status FROM operations")
    assert [tuple(row) for row in rows] == [("list_directory", Approval.SETTING, "succeeded")]
