"""Memory in ``arroyo ask``, end to end: a real process, the simulator as the model, the real
settings file and SQLite database. The window's memory choice decides; its facts reach the
system prompt as the window's quoted notes, and every remember call is put to the person on
the terminal (no permission or flag answers it), or refused to the model when nobody can be
asked."""

from __future__ import annotations

import os
import subprocess
import sys

from desktop_app.agent.builtin.remember import NOBODY_TO_ASK
from desktop_app.agent.tool_round import DENIED
from desktop_app.config.memory import MemoryChoice, MemoryScope
from desktop_app.config.settings import ProviderSettings
from desktop_app.session.memory_notes import HEADING
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script, ScriptedCall
from desktop_app.store.actions.grants import GrantStore
from desktop_app.store.database import Database
from desktop_app.store.memory.memories import MemoryStore
from desktop_app.store.projects import ProjectStore
from tests.cli.asking.terminal import answer_on_terminal
from tests.net.helpers import model_bodies, queue
from tests.support import REPO

ON = MemoryChoice(enabled=True)
FACT = "Prefers 'green tea' over \"coffee\" \u2014 and writes in Espa\u00f1ol, 20 \u00b0C"
QUESTION = b"Remember it? [y/N]"


def prepare(tmp_path, memory: MemoryChoice) -> Database:
    """The data folder with the window's memory choice saved; its database, open."""
    data = tmp_path / "data"
    ProviderSettings(data / "settings.json").update_app(memory=memory)
    (tmp_path / "workspace").mkdir()
    return Database(data / "arroyo.sqlite3")


def argv(tmp_path, simulator, model: str, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "desktop_app",
        "ask",
        "Please remember how I take my tea",
        "--provider",
        "ollama",
        "--model",
        model,
        "--base-url",
        f"{simulator.url}/v1",
        "--workspace",
        str(tmp_path / "workspace"),
        "--keyring-timeout",
        "2",
        *extra,
    ]


def environment(tmp_path) -> dict[str, str]:
    return {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}


def ask(tmp_path, simulator, model: str, *extra: str) -> subprocess.CompletedProcess:
    """No terminal: stdin is empty and not a tty."""
    return subprocess.run(
        argv(tmp_path, simulator, model, *extra),
        cwd=REPO,
        env=environment(tmp_path),
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


def ask_on_terminal(tmp_path, simulator, model: str, answer: bytes, *extra: str):
    """On a pseudo-terminal, ``answer`` typed at the remember question; (what the terminal
    showed, whether the question came, the exit status)."""
    argv_ = argv(tmp_path, simulator, model, *extra)
    return answer_on_terminal(argv_, REPO, environment(tmp_path), QUESTION, answer)


def remembering(simulator, fact: str = FACT) -> str:
    """A model that calls remember with ``fact``, then answers."""
    call = ScriptedCall(name="remember", arguments={"fact": fact}, call_id="m1")
    return queue(
        simulator,
        Scenario(script=Script(answer="", finish="tool_calls", tool_calls=(call,))),
        Scenario(script=Script(answer="Noted.")),
    )


def system_text(body: dict) -> str:
    return next((m["content"] for m in body["messages"] if m["role"] == "system"), "")


def tool_names(body: dict) -> list[str]:
    return [tool["function"]["name"] for tool in body.get("tools", [])]


def tool_answer(body: dict) -> str:
    return next(m["content"] for m in body["messages"] if m["role"] == "tool")


def conversation_of(shown: str) -> str:
    return shown.rsplit("[conversation ", 1)[1].split("]")[0]


def test_memory_on_the_facts_reach_the_system_prompt_as_the_windows_quoted_notes(
    tmp_path, simulator
):
    tight = MemoryChoice(enabled=True, budget_tokens=45)  # the heading and one note
    with prepare(tmp_path, tight) as database:
        store = MemoryStore(database, clock=iter([1.0, 2.0]).__next__)
        store.add('Drinks "green" tea, never coffee', None)
        store.add("Owns a bicycle", None)
    model = queue(simulator, Scenario(script=Script(answer="Sure.")))
    result = ask(tmp_path, simulator, model)
    assert result.returncode == 0, result.stdout + result.stderr
    (body,) = model_bodies(simulator, model)
    # The fact sharing words with the question, its quotes replaced; the other over budget.
    assert system_text(body) == f"{HEADING}\n- \"Drinks 'green' tea, never coffee\""
    assert "remember" in tool_names(body)


def test_memory_off_no_fact_is_sent_and_remember_is_not_offered(tmp_path, simulator):
    with prepare(tmp_path, MemoryChoice()) as database:
        MemoryStore(database).add("Drinks green tea", None)
    model = queue(simulator, Scenario(script=Script(answer="Sure.")))
    result = ask(tmp_path, simulator, model)
    assert result.returncode == 0, result.stdout + result.stderr
    (body,) = model_bodies(simulator, model)
    assert HEADING not in str(body) and "green tea" not in str(body)
    assert "remember" not in tool_names(body)


def test_with_project_a_new_conversation_gets_its_project_facts_and_the_global_ones(
    tmp_path, simulator
):
    with prepare(tmp_path, MemoryChoice(enabled=True, scope=MemoryScope.PROJECT)) as database:
        projects = ProjectStore(database)
        garden, music = projects.create("Garden"), projects.create("Music")
        store = MemoryStore(database)
        store.add("Global fact", None)
        store.add("Garden fact", None, garden)
        store.add("Music fact", None, music)
    model = queue(simulator, Scenario(script=Script(answer="Ok.")))
    result = ask(tmp_path, simulator, model, "--project", "Garden")
    assert result.returncode == 0, result.stdout + result.stderr
    text = system_text(model_bodies(simulator, model)[0])
    assert HEADING in text and "Global fact" in text and "Garden fact" in text
    assert "Music fact" not in text


def test_yes_on_the_terminal_stores_the_fact_as_shown_with_its_conversation(tmp_path, simulator):
    with prepare(tmp_path, MemoryChoice(enabled=True, scope=MemoryScope.PROJECT)) as database:
        garden = ProjectStore(database).create("Garden")
    model = remembering(simulator)
    shown, answered, status = ask_on_terminal(
        tmp_path, simulator, model, b"y", "--project", "Garden"
    )
    assert answered and status == 0, shown
    assert f"----\r\n{FACT}\r\n----" in shown  # exactly as kept, between the lines
    assert f"({len(FACT)} of at most 500 characters)" in shown
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        (memory,) = MemoryStore(database).list()
    assert memory.text == FACT
    assert memory.source_conversation_id == conversation_of(shown)
    assert memory.project_id == garden  # said in the project, kept in it
    assert tool_answer(model_bodies(simulator, model)[1]).startswith("Remembered.")


def test_no_on_the_terminal_stores_nothing(tmp_path, simulator):
    prepare(tmp_path, ON).close()
    model = remembering(simulator)
    shown, answered, status = ask_on_terminal(tmp_path, simulator, model, b"n")
    assert answered and status == 0, shown
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        assert MemoryStore(database).list() == []
    assert tool_answer(model_bodies(simulator, model)[1]) == DENIED


def test_no_permission_or_flag_answers_remember_for_the_person(tmp_path, simulator):
    """Run without asking in every conversation, --allow-read-only: still asked, and a no
    stores nothing. ``arroyo ask`` has no --yes to skip questions."""
    with prepare(tmp_path, ON) as database:
        GrantStore(database).grant("remember", None)  # "run without asking", everywhere
    model = remembering(simulator)
    shown, answered, status = ask_on_terminal(tmp_path, simulator, model, b"n", "--allow-read-only")
    assert answered and status == 0, shown
    assert "You are asked every time" in shown
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        assert MemoryStore(database).list() == []
    refused = ask(tmp_path, simulator, model, "--yes")
    assert refused.returncode == 2 and "unrecognized arguments: --yes" in refused.stderr


def test_without_a_terminal_remember_is_refused_to_the_model_and_nothing_is_stored(
    tmp_path, simulator
):
    prepare(tmp_path, ON).close()
    model = remembering(simulator)
    result = ask(tmp_path, simulator, model)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Remember it?" not in result.stdout  # nobody was asked
    assert (
        tool_answer(model_bodies(simulator, model)[1])
        == f"The tool call was rejected: {NOBODY_TO_ASK}"
    )
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        assert MemoryStore(database).list() == []


def test_park_refuses_remember_instead_of_leaving_it_waiting(tmp_path, simulator):
    prepare(tmp_path, ON).close()
    model = remembering(simulator)
    result = ask(tmp_path, simulator, model, "--park")
    assert result.returncode == 0, result.stdout + result.stderr  # not paused (3)
    assert NOBODY_TO_ASK in tool_answer(model_bodies(simulator, model)[1])
    with Database(tmp_path / "data" / "arroyo.sqlite3") as database:
        assert MemoryStore(database).list() == []
        assert database.fetch_all("SELECT * FROM parked_calls") == []
