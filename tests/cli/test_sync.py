"""``arroyo sync`` as real processes on two profiles without a keyring: the passphrase from a
file at setup and asked at each sync; a wrong one refused with its own exit status; a damaged
object named with its own status while the rest syncs."""

from __future__ import annotations

import os
import subprocess
import sys

from desktop_app.store.conversations import ConversationStore
from desktop_app.store.startup import open_store
from tests.support import REPO

PASSPHRASE = "a long passphrase for the sync set"


def arroyo(data, *args, stdin=""):
    env = {
        **os.environ,
        "ARROYO_DATA_DIR": str(data),
        "PYTHON_KEYRING_BACKEND": "keyring.backends.fail.Keyring",
    }
    return subprocess.run(
        [sys.executable, "-m", "desktop_app", "sync", *args],
        cwd=REPO,
        env=env,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_setup_join_sync_devices_and_refusals(tmp_path):
    shared, one, two = tmp_path / "shared", tmp_path / "one", tmp_path / "two"
    right, wrong = tmp_path / "right", tmp_path / "wrong"
    right.write_text(PASSPHRASE, encoding="utf-8")
    wrong.write_text("not the passphrase", encoding="utf-8")
    made = arroyo(one, "setup", "folder", str(shared), "--passphrase-file", str(right))
    assert made.returncode == 0, made.stderr
    assert "recovery code" in made.stdout
    refused = arroyo(two, "setup", "folder", str(shared), "--passphrase-file", str(wrong))
    assert refused.returncode == 3
    assert "wrong_passphrase" in refused.stderr
    joined = arroyo(two, "setup", "folder", str(shared), "--passphrase-file", str(right))
    assert joined.returncode == 0 and "Joined" in joined.stdout
    with open_store(one / "arroyo.sqlite3") as database:
        store = ConversationStore(database)
        store.add_message(store.create("From the terminal"), "user", "synced text")
    sent = arroyo(one, "now", stdin=PASSPHRASE + "\n")
    assert sent.returncode == 0, sent.stderr
    assert "Sent 5 changes" in sent.stdout  # a conversation, a message, 3 settings
    got = arroyo(two, "now", stdin=PASSPHRASE + "\n")
    assert got.returncode == 0 and "received 5" in got.stdout
    with open_store(two / "arroyo.sqlite3") as database:
        assert [c.title for c in ConversationStore(database).list()] == ["From the terminal"]
    devices = arroyo(two, "devices")
    assert devices.returncode == 0
    assert len(devices.stdout.splitlines()) == 2 and "(this device)" in devices.stdout
    assert "set_up: True" in arroyo(two, "status").stdout
    # a third joins with the recovery code alone; a wrong code is refused as a wrong passphrase
    code = made.stdout.splitlines()[1].strip()
    (tmp_path / "code").write_text(code, encoding="utf-8")
    (tmp_path / "bad-code").write_text(code[:-4] + "AAAA", encoding="utf-8")
    three = tmp_path / "three"
    bad = arroyo(
        three, "setup", "folder", str(shared), "--recovery-code-file", str(tmp_path / "bad-code")
    )
    assert bad.returncode == 3
    good = arroyo(
        three, "setup", "folder", str(shared), "--recovery-code-file", str(tmp_path / "code")
    )
    assert good.returncode == 0 and "Joined" in good.stdout
    # a damaged segment from one: named, status 4; the rest (nothing else) still syncs
    with open_store(one / "arroyo.sqlite3") as database:
        ConversationStore(database).create("Second")
    assert arroyo(one, "now", stdin=PASSPHRASE + "\n").returncode == 0
    [latest] = sorted(shared.rglob("00000002.seg"))
    latest.write_bytes(latest.read_bytes()[:-1] + b"\x00")
    damaged = arroyo(two, "now", stdin=PASSPHRASE + "\n")
    assert damaged.returncode == 4
    assert "00000002.seg: tampered" in damaged.stderr
    assert arroyo(two, "now", stdin="wrong\n").returncode == 3
    for folder in (one, two):
        for path in folder.rglob("*"):
            if path.is_file():
                assert PASSPHRASE.encode() not in path.read_bytes()
