"""``arroyo list``, ``export``, ``import`` and ``ask --conversation`` on fresh profiles, as real
processes: a conversation made with ``arroyo ask`` (the demo simulator, a tool call) comes out
with its reasoning and tool calls, and goes into another profile once."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import zipfile

from tests.exchange.samples import chatgpt_export
from tests.support import REPO


def arroyo(data, *args):
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


def listed(data):
    result = arroyo(data, "list")
    assert result.returncode == 0, result.stderr
    return [line.split("  ", 2) for line in result.stdout.splitlines()]


def test_a_conversation_made_in_the_terminal_goes_out_and_into_another_profile(tmp_path):
    first, second = tmp_path / "first", tmp_path / "second"
    workspace = tmp_path / "workspace"
    workspace.mkdir()
    (workspace / "notas.txt").write_text("x", encoding="utf-8")
    asked = arroyo(first, "ask", "¿Qué hay en mi carpeta?", "--workspace", str(workspace))
    assert asked.returncode == 0, asked.stdout + asked.stderr
    ((conversation_id, _, title),) = listed(first)
    assert title == "¿Qué hay en mi carpeta?"
    assert f"[conversation {conversation_id}]" in asked.stdout

    out = tmp_path / "out.json"
    exported = arroyo(first, "export", "--format", "json", str(out))
    assert exported.returncode == 0, exported.stderr
    (conversation,) = json.loads(out.read_text(encoding="utf-8"))["conversations"]
    assert conversation["id"] == conversation_id
    rounds = [m for m in conversation["messages"] if m["role"] == "assistant"]
    assert any(m.get("reasoning") for m in rounds)
    calls = [call for m in rounds for call in m.get("tool_calls", [])]
    assert [call["name"] for call in calls] == ["list_directory"]
    (result,) = [m for m in conversation["messages"] if m["role"] == "tool"]
    assert result["tool_call_id"] == calls[0]["id"] and result["state"] == "denied"

    folder = tmp_path / "markdown"
    assert arroyo(first, "export", "--format", "markdown", str(folder)).returncode == 0
    (page,) = folder.glob("*.md")
    text = page.read_text(encoding="utf-8")
    assert "<details><summary>Reasoning</summary>" in text
    assert "**Tool call `list_directory`" in text and "(denied)" in text

    imported = arroyo(second, "import", str(out))
    assert imported.returncode == 0, imported.stderr
    assert "Imported 1 conversation from an Arroyo export; 0 already here." in imported.stdout
    again = arroyo(second, "import", str(out))
    assert "Imported 0 conversations" in again.stdout and "1 already here" in again.stdout
    assert [row[0] for row in listed(second)] == [conversation_id]


def test_ask_continues_a_conversation_by_its_id(tmp_path):
    data = tmp_path / "data"
    assert arroyo(data, "ask", "hola").returncode == 0
    ((conversation_id, _, _),) = listed(data)
    continued = arroyo(data, "ask", "--conversation", conversation_id, "¿y ahora?")
    assert continued.returncode == 0, continued.stdout + continued.stderr
    assert [row[0] for row in listed(data)] == [conversation_id]  # no new conversation
    one = tmp_path / "one.md"
    assert (
        arroyo(
            data, "export", "--conversation", conversation_id, "--format", "markdown", str(one)
        ).returncode
        == 0
    )
    text = one.read_text(encoding="utf-8")
    assert text.index("hola") < text.index("¿y ahora?")
    assert text.count("## You") == 2

    unknown = arroyo(data, "ask", "--conversation", "0" * 32, "hola")
    assert unknown.returncode == 2 and "arroyo list" in unknown.stdout
    missing = arroyo(
        data, "export", "--conversation", "0" * 32, "--format", "json", str(tmp_path / "x.json")
    )
    assert missing.returncode == 2 and "no conversation with that id" in missing.stderr
    assert "Traceback" not in unknown.stderr + missing.stderr


def test_a_chatgpt_zip_imports_from_the_terminal_and_other_files_are_refused(tmp_path):
    data = tmp_path / "data"
    archive = tmp_path / "chatgpt.zip"
    with zipfile.ZipFile(archive, "w") as opened:
        opened.writestr("conversations.json", json.dumps(chatgpt_export()))
    result = arroyo(data, "import", str(archive))
    assert result.returncode == 0, result.stderr
    assert "Imported 2 conversations from a ChatGPT export" in result.stdout
    assert sorted(row[2] for row in listed(data)) == ["Powers of two", "Quick question"]

    other = tmp_path / "notes.txt"
    other.write_text("just notes", encoding="utf-8")
    refused = arroyo(data, "import", str(other))
    assert refused.returncode == 2
    assert (
        "neither an Arroyo export nor a ChatGPT export" in refused.stderr
        and "Traceback" not in refused.stderr
    )
    assert len(listed(data)) == 2


def test_an_imported_conversation_continues_and_its_tool_calls_never_run(tmp_path):
    import sqlite3

    data = tmp_path / "data"
    export = tmp_path / "conversations.json"
    export.write_text(json.dumps(chatgpt_export()), encoding="utf-8")
    assert arroyo(data, "import", str(export)).returncode == 0
    (powers,) = [row[0] for row in listed(data) if row[2] == "Powers of two"]
    continued = arroyo(data, "ask", "--conversation", powers, "¿Y 2**101?")
    assert continued.returncode == 0, continued.stdout + continued.stderr
    assert "[tool] python" not in continued.stdout  # nothing of the imported round ran again
    connection = sqlite3.connect(data / "arroyo.sqlite3")
    try:
        ran = connection.execute("SELECT count(*) FROM operations").fetchone()[0]
        rows = connection.execute(
            "SELECT role, tool_state, content FROM messages WHERE conversation_id = ? ORDER BY id",
            (powers,),
        ).fetchall()
    finally:
        connection.close()
    assert ran == 0
    states = [(role, state) for role, state, _ in rows]
    assert states.count(("tool", "imported")) == 1
    asked = [content for _, _, content in rows].index("¿Y 2**101?")
    assert ("tool", "imported") in states[:asked] and states[-1][0] == "assistant"
