"""Two real processes writing one settings file: each one's changes are merged under a file
lock with what the other saved meanwhile, never silently overwritten."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import REPO


class Writer:
    def __init__(self, path: Path) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tests.config.settings_writer", str(path)],
            cwd=REPO,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert self.reply() == "ready"

    def reply(self) -> str:
        line = self.process.stdout.readline().strip()
        assert line, self.process.stderr.read()
        return line

    def send(self, command: str) -> None:
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def do(self, command: str) -> None:
        self.send(command)
        assert self.reply() == "ok"

    def sees(self) -> dict:
        self.send("show")
        return json.loads(self.reply())

    def close(self) -> None:
        self.process.stdin.close()
        try:
            assert self.process.wait(30) == 0, self.process.stderr.read()
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.process.stdout.close()
            self.process.stderr.close()


@pytest.fixture
def writers(tmp_path):
    path = tmp_path / "data" / "settings.json"
    opened: list[Writer] = []

    def open_() -> Writer:
        opened.append(Writer(path))
        return opened[-1]

    yield path, open_
    for writer in opened:
        writer.close()


def on_disk(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_a_terminal_save_does_not_undo_what_the_window_saved(writers):
    path, open_ = writers
    window, terminal = open_(), open_()  # both read the file before either writes
    window.do('app language "de"')
    window.do("add mine")
    terminal.do("app allow_commands true")  # its copy still has no language and no entry
    terminal.do("add theirs")
    saved = on_disk(path)
    assert saved["app"]["language"] == "de" and saved["app"]["allow_commands"] is True
    assert [e["id"] for e in saved["providers"]] == ["mine", "theirs"]
    assert terminal.sees() == saved  # the merge is what the terminal now works with

    window.do("label mine Renamed")  # the window's own copy learns the rest on its next save
    saved = on_disk(path)
    assert window.sees() == saved
    assert saved["app"]["allow_commands"] is True
    assert [(e["id"], e["label"]) for e in saved["providers"]] == [
        ("mine", "Renamed"),
        ("theirs", "theirs"),
    ]


def test_the_same_field_goes_to_the_last_writer_and_other_fields_survive(writers):
    path, open_ = writers
    first, second = open_(), open_()
    first.do("add shared")
    second.do('app display_policy "whole"')
    second.do("label shared Second")
    first.do('app display_policy "sentences"')  # last writer of this field
    saved = on_disk(path)
    assert saved["app"]["display_policy"] == "sentences"
    assert [(e["id"], e["label"]) for e in saved["providers"]] == [("shared", "Second")]
    second.do("remove shared")
    first.do('app language "es"')  # its copy still holds "shared": the removal stands
    assert on_disk(path)["providers"] == []


def test_two_processes_saving_at_once_lose_nothing(writers):
    path, open_ = writers
    first, second = open_(), open_()
    first.send("burst a 25")
    second.send("burst b 25")
    assert first.reply() == "ok" and second.reply() == "ok"
    ids = {e["id"] for e in on_disk(path)["providers"]}
    assert ids == {f"{prefix}-{n}" for prefix in "ab" for n in range(25)}
