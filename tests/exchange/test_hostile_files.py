"""Files made to hurt: each test repeats an attack found by probing the import and the export,
and checks it now fails safely (or does no harm)."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
import zipfile

import pytest

from desktop_app.exchange import limits
from desktop_app.exchange.problems import ExchangeError, ExchangeProblem
from desktop_app.exchange.transfer import ExportFormat, export, import_file
from desktop_app.store.conversations import ConversationStore
from tests.exchange.samples import chatgpt_export, stored_conversation
from tests.support import REPO


@pytest.mark.parametrize("export_format", list(ExportFormat))
def test_a_planted_partial_link_does_not_redirect_the_export(open_db, tmp_path, export_format):
    store = ConversationStore(open_db("profile"))
    conversation_id = stored_conversation(store)
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    out = tmp_path / "out.md"
    (tmp_path / "out.md.partial").symlink_to(victim)
    assert export(store, out, export_format, [conversation_id]) == [out]
    assert victim.read_text(encoding="utf-8") == "precious"
    assert "What do my notes say?" in out.read_text(encoding="utf-8")
    assert not out.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.endswith(".partial")) == [
        "out.md.partial"  # the planted link, left alone; no partial file of ours remains
    ]


def test_importing_a_fifo_is_refused_at_once(tmp_path):
    """A FIFO's open waits for a writer that never comes: the import is refused, in a real
    process (bounded by its timeout) so a regression cannot hang the test run."""
    fifo = tmp_path / "conversations.json"
    os.mkfifo(fifo)
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "import", str(fifo)],
        cwd=REPO,
        env={**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "not a regular file" in result.stderr and "Traceback" not in result.stderr


def test_conversations_with_times_that_are_not_times_are_imported(open_db, tmp_path):
    """JSON allows NaN and 1e999; such a conversation used to be dropped and counted as
    "already here". It comes in with the nearest sane time instead."""
    data = chatgpt_export()
    data[0]["create_time"] = math.nan
    data[0]["update_time"] = math.inf
    first_message = next(n["message"] for n in data[0]["mapping"].values() if n["message"])
    first_message["create_time"] = -math.inf
    data[1]["create_time"] = math.nan
    data[1]["update_time"] = math.nan
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # NaN and Infinity, as JSON allows
    store = ConversationStore(open_db("profile"))
    report = import_file(store, path)
    assert (len(report.added), report.already_here) == (2, 0)
    for conversation in store.list():
        times = [conversation.created_at, conversation.updated_at]
        times += [m.created_at for m in store.all_messages(conversation.id)]
        assert all(math.isfinite(when) and when >= 0 for when in times)


def test_an_arroyo_export_with_times_that_are_not_times_is_imported(open_db, tmp_path):
    store = ConversationStore(open_db("first"))
    stored_conversation(store)
    out = tmp_path / "out.json"
    export(store, out, ExportFormat.JSON)
    document = json.loads(out.read_text(encoding="utf-8"))
    (conversation,) = document["conversations"]
    conversation["id"] = "from-elsewhere"
    conversation["created_at"] = math.nan
    conversation["updated_at"] = math.inf
    conversation["messages"][1]["created_at"] = math.nan
    out.write_text(json.dumps(document), encoding="utf-8")
    other = ConversationStore(open_db("second"))
    report = import_file(other, out)
    assert (len(report.added), report.already_here) == (1, 0)
    (imported,) = other.list()
    times = [imported.created_at, imported.updated_at]
    times += [m.created_at for m in other.all_messages(imported.id)]
    assert all(math.isfinite(when) for when in times)


def test_a_zip_bomb_is_refused_before_it_is_inflated(open_db, tmp_path):
    """30 MB of JSON in a zip of about 30 kB: no real export compresses a thousandfold."""
    bomb = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("conversations.json", b"[" + b" " * 30_000_000 + b"]")
    assert bomb.stat().st_size < 100_000
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(open_db("profile")), bomb)
    assert raised.value.problem is ExchangeProblem.TOO_LARGE
    assert "zip bomb" in raised.value.detail


def test_a_zip_of_too_many_files_is_refused(open_db, tmp_path, monkeypatch):
    monkeypatch.setattr(limits, "MAX_ZIP_ENTRIES", 10)
    crowded = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(crowded, "w") as archive:
        archive.writestr("conversations.json", json.dumps(chatgpt_export()))
        for number in range(10):
            archive.writestr(f"file-{number}.png", b"x")
    with pytest.raises(ExchangeError) as raised:
        import_file(ConversationStore(open_db("profile")), crowded)
    assert raised.value.problem is ExchangeProblem.TOO_LARGE
    assert ConversationStore(open_db("profile")).list() == []
