"""``arroyo undo --turn`` and ``--last-turn`` as a real process: every change of the turn
undone the last first; a file changed since stops it, with the difference printed."""

from __future__ import annotations

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.database import Database
from tests.agent.receipt_writes import CONVERSATION, GENERATION, write
from tests.cli.test_exchange import arroyo


def _turn(tmp_path):
    data, workspace = tmp_path / "data", tmp_path / "workspace"
    workspace.mkdir()
    for name in ("a.txt", "b.txt", "c.txt"):
        (workspace / name).write_bytes(f"{name} before\n".encode())
    with Database(data / "arroyo.sqlite3") as database:
        with database.transaction() as connection:
            connection.execute(
                "INSERT INTO conversations (id, title, created_at, updated_at)"
                " VALUES (?, 'undo', 0, 0)",
                (CONVERSATION,),
            )
        store = ConversationStore(database)
        asked = store.add_message(CONVERSATION, "user", "write three files")
        for number, name in enumerate(("a.txt", "b.txt", "c.txt"), start=1):
            write(database, workspace, name, f"{name} after\n", f"call_{number}")
        store.add_message(CONVERSATION, "assistant", "done", generation_id=GENERATION)
    return data, workspace, asked


def test_last_turn_undoes_every_change(tmp_path):
    data, workspace, _asked = _turn(tmp_path)

    undone = arroyo(data, "undo", "--last-turn", CONVERSATION)

    assert undone.returncode == 0, undone.stderr
    lines = undone.stdout.splitlines()
    assert [line.split()[1].rsplit("/", 1)[-1] for line in lines] == ["c.txt", "b.txt", "a.txt"]
    for name in ("a.txt", "b.txt", "c.txt"):
        assert (workspace / name).read_bytes() == f"{name} before\n".encode()


def test_turn_stops_at_a_file_changed_since(tmp_path):
    data, workspace, asked = _turn(tmp_path)
    (workspace / "b.txt").write_bytes(b"b.txt after\nedited\n")

    stopped = arroyo(data, "undo", "--turn", str(asked))  # the person's message names its turn

    assert stopped.returncode == 1
    assert "changed since the operation" in stopped.stderr
    assert "1 earlier change(s) left" in stopped.stderr
    assert "+edited" in stopped.stdout
    assert (workspace / "c.txt").read_bytes() == b"c.txt before\n"
    assert (workspace / "b.txt").read_bytes() == b"b.txt after\nedited\n"
    assert (workspace / "a.txt").read_bytes() == b"a.txt after\n"


def test_an_unknown_turn_is_said(tmp_path):
    data, _workspace, _asked = _turn(tmp_path)
    missing = arroyo(data, "undo", "--turn", "99999")
    assert missing.returncode == 2 and "no turn has" in missing.stderr
