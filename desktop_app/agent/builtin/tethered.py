"""Starting a command or a stdio MCP server so that it cannot outlive Arroyo.

A normal stop ends a program with everything it started (``process_tree``). This module covers
the abnormal end: Arroyo killed (SIGKILL, a crash), when no clean-up code runs.

- **Linux**: the program runs under the keeper (``keeper.py``: why a process of its own, and
  why not ``preexec_fn``), in a session and process group of its own. The kernel tells the
  keeper when Arroyo dies (``PR_SET_PDEATHSIG``); the keeper then ends the group and every
  process carrying the call's marker, which covers a child that called ``setsid`` (it left the
  group, not the environment). A descendant that also cleared its environment is the one case
  left. The parent-death signal belongs to the thread that started the keeper: the event
  loop's, which lives as long as Arroyo.
- **Windows**: the program is put in a job object that kills every process in it when its last
  handle closes, which the system does when Arroyo dies; a stop closes it too. (This path
  cannot run on the Linux machines the tests run on; it follows the documented Win32 calls.)
- **Elsewhere** (macOS, BSD): the program gets a session of its own and is ended at a normal
  stop only.

In the bundle (PyInstaller: ``sys.frozen``, no Python beside it) the keeper is the bundle itself,
started with ``--arroyo-keeper`` (see ``packaging/arroyo_entry.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from desktop_app.agent.builtin import keeper

_KEEPER = Path(keeper.__file__)
KEEPER_FLAG = "--arroyo-keeper"  # how the bundle's entry script knows to be a keeper
_STATUS_WAIT = 30.0  # seconds for the keeper to report the start (it takes tens of ms)


def keeper_available() -> bool:
    return sys.platform.startswith("linux") and bool(sys.executable)


async def start(
    argv: Sequence[str], *, env: Mapping[str, str], **options: Any
) -> asyncio.subprocess.Process:
    """``asyncio.create_subprocess_exec(*argv, ...)`` in a session of its own, tied to Arroyo's
    life. A program that cannot be started raises ``OSError`` (``FileNotFoundError``...) here,
    as without a keeper."""
    if sys.platform == "win32":
        process = await asyncio.create_subprocess_exec(*argv, env=dict(env), **options)
        _jobs.hold(process.pid)
        return process
    if not keeper_available():
        return await asyncio.create_subprocess_exec(
            *argv, env=dict(env), start_new_session=True, **options
        )
    status_read, status_write = os.pipe()
    try:
        try:
            process = await asyncio.create_subprocess_exec(
                *_keeper_argv(status_write),
                *argv,
                env=dict(env),
                start_new_session=True,
                pass_fds=(status_write,),
                **options,
            )
        finally:
            os.close(status_write)
        status = await asyncio.to_thread(_read_status, status_read)
    finally:
        os.close(status_read)
    if status != 0:  # the keeper started nothing and is exiting: it is waited for, briefly
        with contextlib.suppress(ProcessLookupError):
            process.kill()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(process.wait(), _STATUS_WAIT)
        raise OSError(status, os.strerror(status))
    return process


def end(pid: int) -> None:
    """At a stop, on Windows: ends the program and all in its job. Elsewhere ``process_tree``
    does it, and this does nothing."""
    if sys.platform == "win32":
        _jobs.close(pid)


def _keeper_argv(status_write: int) -> list[str]:
    if getattr(sys, "frozen", False):
        start = [sys.executable, KEEPER_FLAG]
    else:  # -I: no user site or PYTHON* variables; -S: no site import. The keeper needs neither.
        start = [sys.executable, "-I", "-S", str(_KEEPER)]
    return [*start, str(os.getpid()), str(status_write), "--"]


def _read_status(descriptor: int) -> int:
    """The keeper's report: 0 once the program runs, else the errno of its failed start."""
    ready, _, _ = select.select([descriptor], [], [], _STATUS_WAIT)
    text = os.read(descriptor, 32).decode(errors="replace") if ready else ""
    try:
        return int(text)
    except ValueError:  # the keeper died first (or never started): say the start failed
        return 5  # EIO


class _Jobs:
    """Windows job objects, one per program, by the program's pid."""

    def __init__(self) -> None:
        self._handles: dict[int, int] = {}

    def hold(self, pid: int) -> None:
        if sys.platform == "win32":
            handle = _windows_job_for(pid)
            if handle:
                self._handles[pid] = handle

    def close(self, pid: int) -> None:
        handle = self._handles.pop(pid, None)
        if handle and sys.platform == "win32":
            import ctypes

            ctypes.windll.kernel32.CloseHandle(handle)  # kill-on-close ends all in the job


_jobs = _Jobs()

if sys.platform == "win32":
    import ctypes
    from ctypes import wintypes

    _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9
    _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
    _PROCESS_SET_QUOTA = 0x0100
    _PROCESS_TERMINATE = 0x0001

    class _IoCounters(ctypes.Structure):
        _fields_ = [(name, ctypes.c_ulonglong) for name in ("r", "w", "o", "rb", "wb", "ob")]

    class _BasicLimits(ctypes.Structure):
        _fields_ = [
            ("PerProcessUserTimeLimit", wintypes.LARGE_INTEGER),
            ("PerJobUserTimeLimit", wintypes.LARGE_INTEGER),
            ("LimitFlags", wintypes.DWORD),
            ("MinimumWorkingSetSize", ctypes.c_size_t),
            ("MaximumWorkingSetSize", ctypes.c_size_t),
            ("ActiveProcessLimit", wintypes.DWORD),
            ("Affinity", ctypes.c_size_t),
            ("PriorityClass", wintypes.DWORD),
            ("SchedulingClass", wintypes.DWORD),
        ]

    class _ExtendedLimits(ctypes.Structure):
        _fields_ = [
            ("BasicLimitInformation", _BasicLimits),
            ("IoInfo", _IoCounters),
            ("ProcessMemoryLimit", ctypes.c_size_t),
            ("JobMemoryLimit", ctypes.c_size_t),
            ("PeakProcessMemoryUsed", ctypes.c_size_t),
            ("PeakJobMemoryUsed", ctypes.c_size_t),
        ]

    def _windows_job_for(pid: int) -> int:
        """A kill-on-close job holding the process; 0 when the system refused. A child the
        program starts in the moment before it is assigned is not in the job: Python's
        subprocess cannot start it suspended."""
        kernel32 = ctypes.windll.kernel32
        job = kernel32.CreateJobObjectW(None, None)
        if not job:
            return 0
        limits = _ExtendedLimits()
        limits.BasicLimitInformation.LimitFlags = _JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
        size = ctypes.sizeof(limits)
        info = _JOB_OBJECT_EXTENDED_LIMIT_INFORMATION
        process = kernel32.OpenProcess(_PROCESS_SET_QUOTA | _PROCESS_TERMINATE, False, pid)
        with contextlib.suppress(OSError):
            if (
                process
                and kernel32.SetInformationJobObject(job, info, ctypes.byref(limits), size)
                and kernel32.AssignProcessToJobObject(job, process)
            ):
                kernel32.CloseHandle(process)
                return int(job)
        if process:
            kernel32.CloseHandle(process)
        kernel32.CloseHandle(job)
        return 0
