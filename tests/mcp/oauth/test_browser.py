"""The default opener hands the URL to the system browser ($BROWSER here, in a child process)."""

import os
import shlex
import subprocess
import sys

SCRIPT = (
    "import asyncio\n"
    "from desktop_app.mcp.oauth import open_in_system_browser\n"
    "asyncio.run(open_in_system_browser('http://127.0.0.1:9/authorize?state=s&code_challenge=c'))\n"
)


def test_the_url_reaches_the_browser_command(tmp_path):
    received = tmp_path / "url.txt"
    fake_browser = (
        f"{shlex.quote(sys.executable)} -c "
        + shlex.quote(
            f"import sys, pathlib; pathlib.Path({str(received)!r}).write_text(sys.argv[1])"
        )
        + " %s"
    )
    env = {**os.environ, "BROWSER": fake_browser}

    run = subprocess.run(
        [sys.executable, "-c", SCRIPT], env=env, capture_output=True, text=True, timeout=60
    )

    assert run.returncode == 0, run.stderr
    assert received.read_text() == "http://127.0.0.1:9/authorize?state=s&code_challenge=c"
