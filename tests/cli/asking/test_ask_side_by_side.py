"""``arroyo ask --model A --model B`` as a real process: each model in turn, versions of a turn."""

from __future__ import annotations

import sqlite3

from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from tests.cli.running import ask
from tests.net.helpers import queue


def _ask_models(tmp_path, simulator, *models):
    given = [argument for model in models for argument in ("--model", model)]
    compatible = ("--provider", "openai-compatible", "--base-url", simulator.url + "/v1")
    return ask(tmp_path, *compatible, *given, "Which is bigger, 9.11 or 9.9?")


def _answers(tmp_path):
    database = sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3")
    try:
        return database.execute(
            "SELECT content, parent_id, active FROM messages WHERE role = 'assistant' ORDER BY id"
        ).fetchall()
    finally:
        database.close()


def test_each_model_answers_under_its_name_and_the_answers_are_versions(tmp_path, simulator):
    first = queue(simulator, Scenario(script=Script(answer="9.9 is bigger.")))
    second = queue(simulator, Scenario(script=Script(answer="It is 9.9.")))
    done = _ask_models(tmp_path, simulator, first, second)
    assert done.returncode == 0, done.stdout + done.stderr
    out = done.stdout
    assert out.index(f"── {first} ──") < out.index("9.9 is bigger.")
    assert out.index("9.9 is bigger.") < out.index(f"── {second} ──") < out.index("It is 9.9.")
    answers = _answers(tmp_path)
    assert [a[0] for a in answers] == ["9.9 is bigger.", "It is 9.9."]
    assert answers[0][1] == answers[1][1]  # both hang from the one question: versions of it
    assert [a[2] for a in answers] == [1, 0]  # the first is shown, the second kept


def test_a_failed_model_makes_the_exit_non_zero(tmp_path, simulator):
    first = queue(simulator, Scenario(script=Script(answer="Fine.")))
    second = queue(simulator, Scenario(status=500))
    done = _ask_models(tmp_path, simulator, first, second)
    assert done.returncode == 1, done.stdout + done.stderr
    assert "Fine." in done.stdout and f"── {second} ──" in done.stdout


def test_more_than_four_models_are_refused(tmp_path, simulator):
    done = _ask_models(tmp_path, simulator, *(f"m{i}" for i in range(5)))
    assert done.returncode == 2 and "At most 4" in done.stderr


def test_an_identical_call_of_both_models_runs_once_and_says_so(tmp_path, simulator):
    from desktop_app.simulator.scripts import ScriptedCall

    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notes.txt").write_text("hello\n")
    read = Script(
        tool_calls=(ScriptedCall(name="read_file", arguments={"path": "notes.txt"}),),
        finish="tool_calls",
    )
    first = queue(simulator, Scenario(script=read), Scenario(script=Script(answer="Hello.")))
    second = queue(simulator, Scenario(script=read), Scenario(script=Script(answer="Hi.")))
    given = ("--model", first, "--model", second, "--workspace", str(workspace))
    compatible = ("--provider", "openai-compatible", "--base-url", simulator.url + "/v1")
    done = ask(tmp_path, *compatible, *given, "--allow-read-only", "What is in notes.txt?")
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"(shared with {first}: it ran once for both)" in done.stdout
    database = sqlite3.connect(tmp_path / "data" / "arroyo.sqlite3")
    try:
        assert database.execute("SELECT tool FROM operations").fetchall() == [("read_file",)]
    finally:
        database.close()
