"""Finding the live processes a test caused, by a tag every one of them inherits in its
environment (``VARIABLE=tag``): the commands' and all they started."""

from __future__ import annotations

from pathlib import Path

from desktop_app.agent.builtin import process_tree
from desktop_app.agent.builtin.process_tree import read_process


def alive(pid: int) -> bool:
    info = read_process(pid)
    return info is not None and not info.zombie  # a zombie has ended; only its status is left


def tagged(variable: str, tag: str) -> list[int]:
    """Live processes carrying ``variable=tag`` in their environment."""
    entry = f"\0{variable}={tag}\0".encode()
    found = []
    for pid in process_tree.processes():
        try:
            environment = b"\0" + Path(f"/proc/{pid}/environ").read_bytes()
        except OSError:
            continue
        if entry in environment and alive(pid):
            found.append(pid)
    return found
