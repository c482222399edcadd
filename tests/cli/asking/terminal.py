"""A command run on a pseudo-terminal, as a person at a terminal runs it: one question awaited
and answered, everything it showed kept."""

from __future__ import annotations

import os
import pty
import select
import subprocess
import time
from collections.abc import Sequence
from pathlib import Path

SECONDS = 60


def answer_on_terminal(
    argv: Sequence[str], cwd: Path, env: dict[str, str], question: bytes, answer: bytes
) -> tuple[str, bool, int | None]:
    """Runs ``argv`` with a pseudo-terminal as stdin and stdout, types ``answer`` once
    ``question`` shows; (what the terminal showed, whether the question came, exit status)."""
    main, child = pty.openpty()
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdin=child, stdout=child, stderr=child)
    os.close(child)
    seen = b""
    answered = False
    deadline = time.monotonic() + SECONDS
    try:
        while process.poll() is None and time.monotonic() < deadline:
            ready, _, _ = select.select([main], [], [], 0.1)
            if ready:
                try:
                    seen += os.read(main, 4096)
                except OSError:
                    break
            if not answered and question in seen:
                os.write(main, answer + b"\n")
                answered = True
        process.wait(10)
    finally:
        if process.poll() is None:
            process.kill()
        os.close(main)
    return seen.decode(errors="replace"), answered, process.returncode
