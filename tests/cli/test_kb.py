"""``arroyo kb`` run as real processes on their own data folder."""

import json
import os
import subprocess
import sys

import pytest

from benchmarks.features.kb_corpus import DOCS
from tests.support import REPO


def kb(tmp_path, *args):
    env = {**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")}
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "kb", *args],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.fixture
def notes(tmp_path):
    files = tmp_path / "notes"
    files.mkdir()
    for doc in ("tides.md", "honeybees.md", "coffee.md"):
        (files / doc).write_text((DOCS / doc).read_text())
    (files / "photo.jpg").write_bytes(b"\xff\xd8\x00\x00binary")
    link = tmp_path / "link"
    link.symlink_to(files)
    added = kb(tmp_path, "add", "notes", str(link))
    assert added.returncode == 0, added.stderr
    return files


def test_index_reports_progress_and_what_was_left_out_on_stderr(tmp_path, notes):
    run = kb(tmp_path, "index", "notes")
    assert run.returncode == 0, run.stderr
    assert run.stdout == ""
    assert "3/4 files" in run.stderr or "4/4 files" in run.stderr
    assert "photo.jpg: a binary file" in run.stderr
    again = kb(tmp_path, "index", "notes")
    assert "(0 changed, 0 chunks written)" in again.stderr


def test_search_prints_a_line_per_hit_and_json_objects(tmp_path, notes):
    kb(tmp_path, "index", "notes")
    lines = kb(tmp_path, "search", "notes", "waggle dance", "--limit", "3").stdout.splitlines()
    assert len(lines) == 3
    score, path, heading, words = lines[0].split("\t")
    assert float(score) > 0
    assert path == str(notes.resolve() / "honeybees.md")
    assert heading == "Honeybees › The waggle dance"
    assert words.startswith("A forager returning to the hive")
    run = kb(tmp_path, "search", "notes", "first crack", "--json", "--limit", "2")
    hits = [json.loads(line) for line in run.stdout.splitlines()]
    assert len(hits) == 2
    best = hits[0]
    assert best["path"] == str(notes.resolve() / "coffee.md")  # absolute and resolved
    text = (notes / "coffee.md").read_text()
    assert text[best["start"] : best["end"]] == best["text"]
    assert {"path", "start", "end", "text", "score"} <= set(best)


def test_list_and_remove(tmp_path, notes):
    kb(tmp_path, "index", "notes")
    listed = kb(tmp_path, "list").stdout
    assert listed.startswith("notes\t3 files, ")
    assert "\tdemo\t" in listed
    assert kb(tmp_path, "remove", "notes").returncode == 0
    assert kb(tmp_path, "list").stdout == ""
    assert (notes / "tides.md").exists()  # the files stay
    gone = kb(tmp_path, "search", "notes", "tides")
    assert gone.returncode == 2
    assert "no knowledge base named 'notes'" in gone.stderr


def test_full_text_only_and_bad_choices(tmp_path, notes):
    plain = kb(tmp_path, "add", "plain", str(notes), "--embeddings", "none")
    assert plain.returncode == 0
    kb(tmp_path, "index", "plain")
    assert "tides.md" in kb(tmp_path, "search", "plain", "neap").stdout.splitlines()[0]
    assert not (tmp_path / "data" / "knowledge" / "plain.vectors").exists()
    bad = kb(tmp_path, "add", "x", str(notes), "--embeddings", "nonsense")
    assert bad.returncode == 2 and "PROVIDER:MODEL" in bad.stderr
    twice = kb(tmp_path, "add", "notes", str(notes))
    assert twice.returncode == 2 and "exists" in twice.stderr


def test_embeddings_from_a_local_server(tmp_path, notes, simulator):
    spec = f"openai:embed-cli@{simulator.url}/v1"
    added = kb(tmp_path, "add", "served", str(notes), "--embeddings", spec)
    assert added.returncode == 0, added.stderr
    before = len(simulator.requests)
    assert kb(tmp_path, "index", "served").returncode == 0
    assert any(r.path == "/v1/embeddings" for r in simulator.requests[before:])
    lines = kb(tmp_path, "search", "served", "honeybee hive").stdout.splitlines()
    assert "honeybees.md" in lines[0]


def test_files_left_out_past_a_thousand_are_counted(tmp_path, notes):
    for number in range(1_002):
        (notes / f".hidden-{number:04}").write_text("x")
    run = kb(tmp_path, "index", "notes")
    assert run.returncode == 0, run.stderr
    listed = [line for line in run.stderr.splitlines() if line.startswith("left out: ")]
    assert len(listed) == 1_000 and listed[0].endswith(".hidden-0000: hidden")
    # Two hidden files past the thousand, and the photo, found binary when read.
    assert "and 3 more files left out" in run.stderr
