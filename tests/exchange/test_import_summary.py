"""The import's summary in the terminal: what was read and what was not, after the count of
conversations added, from ``arroyo import`` run as a real process."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from tests.exchange.samples import chatgpt_export
from tests.support import REPO


def test_the_terminal_says_what_was_read_and_what_was_not(tmp_path):
    export = tmp_path / "conversations.json"
    export.write_text(json.dumps(chatgpt_export()), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "import", str(export)],
        cwd=REPO,
        env={**os.environ, "ARROYO_DATA_DIR": str(tmp_path / "data")},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "Imported 2 conversations from a ChatGPT export; 0 already here."
    assert set(lines[1:4]) == {
        "  other versions of messages (edits, regenerations), kept as versions: 1",
        "  tool calls, shown but never run here: 1",
        "  images and files not in the file read (import the export's .zip): 1",
    }
