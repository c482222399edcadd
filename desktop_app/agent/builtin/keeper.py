"""The keeper: a small process between Arroyo and a command or stdio MCP server (Linux), that
ends the program and everything it started when Arroyo dies, even by SIGKILL.

Run by ``tethered`` as ``python -I -S keeper.py PARENT_PID STATUS_FD -- PROGRAM ARGS...``, in
the program's new session. It imports nothing of Arroyo (only the standard library), so it
starts in a few tens of milliseconds. What it does:

1. ``prctl(PR_SET_PDEATHSIG, SIGUSR1)``: the kernel signals it when the thread that started it
   ends (Arroyo's event-loop thread: in practice when Arroyo exits or is killed). If Arroyo is
   already gone by then (its parent pid changed), it ends at once and starts nothing.
2. It starts the program as its child, in the same session and group, and writes to STATUS_FD
   ``0`` or the errno of a failed start (the program missing, not executable), then closes it
   and its own copies of stdin/stdout/stderr: only the program holds the pipes, so their end
   still means the program's end.
3. It waits. When the program exits, it exits with the same status (or dies of the same
   signal), so Arroyo sees what it would have seen without it. SIGTERM, SIGINT and SIGHUP sent
   to the group are for the program: the keeper outlives it by a moment only.
4. When Arroyo dies, it ends the group and every process carrying the call's marker (see
   ``process_tree``: a ``setsid`` child left the group but kept the environment): SIGTERM, then
   SIGKILL after a short grace, itself last.

Why a process of its own and not ``preexec_fn`` calling prctl in the forked child: Python runs
``preexec_fn`` between fork and exec, which is not safe in a process with threads (Arroyo has
Qt's and asyncio's); and a parent-death signal set on the program itself would reach it alone,
not the children in its group. The keeper is single-threaded, so its own fork is safe.
"""

from __future__ import annotations

import contextlib
import ctypes
import errno
import os
import signal
import subprocess
import sys
import time

_PR_SET_PDEATHSIG = 1
PARENT_DEATH_SIGNAL = signal.SIGUSR1
MARKER = "ARROYO_COMMAND"  # the same name process_tree gives it
GRACE = 2.0  # seconds between SIGTERM and SIGKILL once Arroyo is gone
_POLL = 0.05


class ParentGone(Exception):
    pass


def _parent_gone(parent: int) -> None:
    if os.getppid() != parent:  # a stray SIGUSR1 from the program's own group is ignored
        raise ParentGone


def _marked(marker: str) -> list[int]:
    """Processes started with this call's marker in their environment, the keeper excepted."""
    entry = f"\0{MARKER}={marker}\0".encode()
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as file:
                if entry in b"\0" + file.read():
                    found.append(int(name))
        except OSError:
            continue
    return found


def _signal_all(signum: int, marker: str | None, program: subprocess.Popen[bytes] | None) -> None:
    for pid in _marked(marker) if marker else ():
        with contextlib.suppress(OSError):
            os.kill(pid, signum)
    with contextlib.suppress(OSError):
        if os.getpgid(0) == os.getpid():  # only a group of its own: never its starter's
            os.killpg(0, signum)  # the group: the keeper too, which for SIGKILL is the end
        elif program is not None:
            program.send_signal(signum)


def _end_everything(program: subprocess.Popen[bytes] | None) -> int:
    signal.signal(PARENT_DEATH_SIGNAL, signal.SIG_IGN)  # told once is enough: no new start
    marker = os.environ.get(MARKER)
    _signal_all(signal.SIGTERM, marker, program)
    deadline = time.monotonic() + GRACE
    while program is not None and program.poll() is None and time.monotonic() < deadline:
        time.sleep(_POLL)
    _signal_all(signal.SIGKILL, marker, program)
    return 1  # not reached when the group kill took the keeper with it


def _exit_like(status: int) -> int:
    """Exit as the program did: a status, or death by the same signal."""
    if status < 0:
        with contextlib.suppress(OSError, ValueError):  # SIGKILL, SIGSTOP: no handler to reset
            signal.signal(-status, signal.SIG_DFL)
        os.kill(os.getpid(), -status)
        return 128 - status  # the signal's default action is to ignore it (SIGCHLD...)
    return status


def main(arguments: list[str]) -> int:
    parent, status_fd, separator, *argv = arguments
    parent_pid, status = int(parent), int(status_fd)
    assert separator == "--" and argv
    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, lambda *_: None)  # a handler, not SIG_IGN: the program gets defaults
    signal.signal(PARENT_DEATH_SIGNAL, lambda *_: _parent_gone(parent_pid))
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_PDEATHSIG, int(PARENT_DEATH_SIGNAL), 0, 0, 0) != 0:
        os.write(status, str(ctypes.get_errno() or errno.EINVAL).encode())
        return 126
    program = None
    try:
        _parent_gone(parent_pid)  # Arroyo died before the signal was asked for
        try:
            program = subprocess.Popen(argv)  # same session and group; fds 0-2 inherited
        except OSError as exc:
            os.write(status, str(exc.errno or errno.EINVAL).encode())
            return 127
        os.write(status, b"0")
        os.close(status)
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):
            os.dup2(null, fd)
        return _exit_like(program.wait())
    except ParentGone:
        return _end_everything(program)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
