"""``arroyo activity`` as a real process on a profile where ``arroyo ask`` ran tools: every
operation of the session is listed with why it ran, its result and its duration."""

from __future__ import annotations

import csv
import io
import json

from tests.cli.test_exchange import arroyo


def test_activity_lists_every_operation_of_a_session_with_why_it_ran(tmp_path):
    data = tmp_path / "data"
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notas.txt").write_text("x", encoding="utf-8")
    asked = arroyo(
        data, "ask", "¿Qué hay en mi carpeta?", "--workspace", str(workspace), "--allow-read-only"
    )
    assert asked.returncode == 0, asked.stdout + asked.stderr

    listed = arroyo(data, "activity", "--json")
    assert listed.returncode == 0, listed.stderr
    (entry,) = json.loads(listed.stdout)
    assert entry["tool"] == "list_directory"
    assert entry["approval"] == "setting"
    assert "run without asking" in entry["reason"]
    assert entry["status"] == "succeeded" and "notas.txt" in entry["result"]
    assert entry["duration_seconds"] is not None and entry["duration_seconds"] >= 0
    assert entry["action"].startswith("list_directory(")

    text = arroyo(data, "activity")
    assert text.returncode == 0 and "list_directory(" in text.stdout
    assert "succeeded" in text.stdout

    later = arroyo(data, "activity", "--json", "--since", "2999-01-01")
    assert json.loads(later.stdout) == []
    wrong = arroyo(data, "activity", "--since", "yesterday-ish")
    assert wrong.returncode == 2 and "not a date" in wrong.stderr


def test_activity_as_csv_shares_the_export(tmp_path):
    data = tmp_path / "data"
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    asked = arroyo(
        data, "ask", "¿Qué hay en mi carpeta?", "--workspace", str(workspace), "--allow-read-only"
    )
    assert asked.returncode == 0, asked.stdout + asked.stderr

    listed = arroyo(data, "activity", "--csv")

    assert listed.returncode == 0, listed.stderr
    (row,) = list(csv.DictReader(io.StringIO(listed.stdout, newline="")))
    assert row["tool"] == "list_directory" and row["outcome"] == "done"
    assert row["said"] == "List the workspace folder"
    both = arroyo(data, "activity", "--csv", "--json")
    assert both.returncode == 2
