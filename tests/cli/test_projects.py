"""``arroyo projects list`` and ``arroyo ask --project`` as real processes on their own data
folder, the simulator as the model."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from desktop_app.providers.parameters import Parameters
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from desktop_app.store.projects import ProjectStore
from tests.cli.running import ask_simulator
from tests.net.helpers import queue
from tests.support import REPO


def arroyo(tmp_path, *args):
    env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )


def projects_in(tmp_path) -> dict[str, str]:
    """Two projects, one archived, in the data folder the processes use."""
    (tmp_path / "data").mkdir(parents=True, exist_ok=True)
    with Database(tmp_path / "data" / "arroyo.sqlite3") as db:
        projects = ProjectStore(db)
        river = projects.create(
            "River",
            instructions="You answer as a hydrologist.",
            parameters_json=Parameters(temperature=0.3).to_json(),
        )
        old = projects.create("Old notes")
        projects.archive(old)
        conversation = ConversationStore(db).create("kept")
        projects.move([conversation], river)
        return {"river": river, "old": old}


def test_projects_list_prints_each_with_its_count(tmp_path):
    ids = projects_in(tmp_path)
    result = arroyo(tmp_path, "projects", "list")
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [
        f"{ids['river']}  River  1 conversation",
        f"{ids['old']}  Old notes  0 conversations  (archived)",
    ]


def test_projects_list_says_when_there_are_none(tmp_path):
    result = arroyo(tmp_path, "projects", "list")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "No projects yet: the window's New project makes one.\n"


def test_ask_in_a_project_sends_its_instructions_and_keeps_the_conversation_in_it(
    tmp_path, simulator
):
    ids = projects_in(tmp_path)
    model = queue(simulator, Scenario(script=Script(answer="Water flows downhill.")))
    result = ask_simulator(tmp_path, simulator, model, "Why?", "--project", "river")
    assert result.returncode == 0, result.stdout + result.stderr
    body = simulator.requests[-1].body
    assert "You answer as a hydrologist." in json.dumps(body)
    assert body["temperature"] == 0.3  # the project's parameters
    with Database(tmp_path / "data" / "arroyo.sqlite3") as db:
        members = ProjectStore(db).members(ids["river"])
    assert len(members) == 2
    assert f"[conversation {members[0]}]" in result.stdout


def test_an_unknown_project_is_said_with_the_names_there_are(tmp_path):
    projects_in(tmp_path)
    result = arroyo(tmp_path, "ask", "Why?", "--provider", "demo", "--project", "Lake")
    assert result.returncode == 2
    assert "No project 'Lake'. Projects: 'River', 'Old notes'." in result.stdout


def test_a_backup_brings_the_projects_back_into_a_fresh_profile(tmp_path):
    first, fresh = tmp_path / "first", tmp_path / "fresh"
    ids = projects_in(first)  # its data folder is first / "data"
    out = tmp_path / "profile.arroyo-backup.zip"
    env_first, env_fresh = first / "data", fresh / "data"
    made = run_in(env_first, "backup", str(out))
    assert made.returncode == 0, made.stderr
    restored = run_in(env_fresh, "restore", str(out))
    assert restored.returncode == 0, restored.stderr
    with Database(env_fresh / "arroyo.sqlite3") as db:
        projects = ProjectStore(db)
        assert [p.name for p in projects.list()] == ["River"]
        assert [p.id for p in projects.list(archived=True)] == [ids["old"]]
        assert len(projects.members(ids["river"])) == 1
        assert projects.get(ids["river"]).instructions == "You answer as a hydrologist."


def run_in(data, *args):
    env = {**os.environ, "ARROYO_DATA_DIR": str(data)}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
