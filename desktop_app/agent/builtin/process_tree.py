"""Every process a command started, found and ended, including those that left its session.

A command may leave processes behind: ``nohup server &`` stays in the command's session,
``setsid server &`` starts a session of its own, and a double fork (``(server &) &``) leaves a
process whose parent has exited. Killing the command's process group reaches only the first.

**Which processes belong to a call** (and so are ended with it). The command starts in a session
of its own (its pid is the session and group id) with a marker in its environment,
``ARROYO_COMMAND=<128 random bits, new for each call>``. A live process belongs when

1. its session or process group is the command's (nothing outside can join a session), or
2. its environment carries the call's marker: children inherit the environment through fork,
   ``setsid`` and ``exec``, so only the command's descendants can hold 128 random bits that
   exist nowhere else (``/proc/<pid>/environ`` shows the environment a process started with), or
3. it descends from a process already found to belong (a parent-pid walk), or was found in an
   earlier look while the command ran (remembered by pid and start time, so a reused pid is
   never taken for it).

Rules 1 and 2 apply only to processes started no earlier than the command (a descendant cannot
be older than its ancestor): this rules out a reused number and keeps the environment reads to
the few processes started since. Nothing else is ever signalled: not Arroyo, not its other
children (another call's command, a browser opened from a link and reparented to Arroyo), not
processes of other users. The rule "new children of Arroyo since the call began" was rejected: a
link opened in the window during the call would be killed with it. The looks while the command
runs (every half second, in a worker thread) catch a process that clears its environment
(``env -i``) while its ancestry still leads to the command; one that clears it and
double-forks between two looks is the one case this cannot see.

**Ending them.** Everything found is stopped (``SIGSTOP``, so nothing forks while we look
again), the look is repeated until it finds nothing new, then all are killed. Each signal goes
through a pidfd opened and checked against the start time, so a pid reused meanwhile is never
hit. Calls end this way when the command exits (what it left running is stopped, and the
output pipe it held closes), at the time limit, when the agent is stopped (the task is
cancelled), and at quit (``end_all``). At the time limit and on Stop, ``terminate`` first asks
everything to end (SIGTERM, all at once) and gives it a short grace.

**Subreaper.** ``become_subreaper`` (Linux ``prctl(PR_SET_CHILD_SUBREAPER)``, at the start of the
window and of ``arroyo ask``) makes orphans of our descendants our children instead of init's,
so they stay in Arroyo's tree, and we reap them: ``reap_orphans`` waits for zombies that are our
children but were not started by Arroyo itself. Arroyo's own children are started inside
``spawning()`` and registered, so their exit status is left to whoever waits for them.

Platforms: the looks need Linux's ``/proc``. Elsewhere (macOS, BSD) a call ends its process
group only, the subreaper call does nothing, and a ``setsid`` or double-forked child survives;
on Windows the command alone is ended.
"""

from __future__ import annotations

import asyncio
import contextlib
import ctypes
import os
import signal
import sys
import threading
from collections.abc import Iterator
from dataclasses import dataclass

MARKER = "ARROYO_COMMAND"
WATCH_INTERVAL = 0.5  # seconds between looks while a command runs
_STOP_ROUNDS = 50  # looks at most while stopping, each finding something new
_PROC = "/proc"
_PR_SET_CHILD_SUBREAPER, _PR_GET_CHILD_SUBREAPER = 36, 37


@dataclass(frozen=True, slots=True)
class ProcessInfo:
    """One line of ``/proc/<pid>/stat``, the fields we use."""

    pid: int
    parent: int
    group: int
    session: int
    started: int  # clock ticks after boot: with the pid, names one process even after reuse
    zombie: bool

    @property
    def key(self) -> tuple[int, int]:
        return (self.pid, self.started)


def read_process(pid: int) -> ProcessInfo | None:
    try:
        with open(f"{_PROC}/{pid}/stat", "rb") as file:
            line = file.read()
    except OSError:
        return None
    # The command name is in parentheses and may hold spaces or ")": split after the last one.
    fields = line[line.rfind(b")") + 2 :].split()
    try:
        return ProcessInfo(
            pid=pid,
            parent=int(fields[1]),
            group=int(fields[2]),
            session=int(fields[3]),
            started=int(fields[19]),
            zombie=fields[0] in (b"Z", b"X"),
        )
    except (IndexError, ValueError):  # read as it vanished: as good as gone
        return None


def processes() -> dict[int, ProcessInfo]:
    """Every process visible in ``/proc`` now (empty where there is no ``/proc``)."""
    table: dict[int, ProcessInfo] = {}
    try:
        names = os.listdir(_PROC)
    except OSError:
        return table
    for name in names:
        if name.isdigit() and (info := read_process(int(name))) is not None:
            table[info.pid] = info
    return table


def has_proc() -> bool:
    return os.path.isfile(f"{_PROC}/self/stat")


# -- the subreaper ----------------------------------------------------------------------------

_subreaper = False


def _prctl(option: int, value: object) -> int:
    libc = ctypes.CDLL(None, use_errno=True)
    return libc.prctl(option, value, 0, 0, 0)


def become_subreaper() -> bool:
    """Orphaned descendants become our children (Linux); False where that is not possible."""
    global _subreaper
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            _subreaper = _prctl(_PR_SET_CHILD_SUBREAPER, 1) == 0
    return _subreaper


def is_subreaper() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    value = ctypes.c_int(0)
    with contextlib.suppress(OSError, AttributeError):
        if _prctl(_PR_GET_CHILD_SUBREAPER, ctypes.byref(value)) == 0:
            return value.value != 0
    return False


# -- Arroyo's own children, which are not ours to reap ----------------------------------------

_lock = threading.Lock()
_spawning = 0
_running: set[CommandProcesses] = set()


@contextlib.contextmanager
def spawning() -> Iterator[None]:
    """Wrap the start of a child and its registration: no orphan is reaped meanwhile, so a
    child that exits at once keeps its status for whoever waits for it."""
    global _spawning
    with _lock:
        _spawning += 1
    try:
        yield
    finally:
        with _lock:
            _spawning -= 1


def reap_orphans() -> int:
    """Waits for zombies that were reparented to us (we are a subreaper), never for a child
    Arroyo started itself. Returns how many were reaped."""
    if not _subreaper:
        return 0
    with _lock:
        if _spawning:
            return 0
        own = {call.root for call in _running}
        me = os.getpid()
        reaped = 0
        for info in processes().values():
            if info.parent == me and info.zombie and info.pid not in own:
                with contextlib.suppress(ChildProcessError):
                    reaped += os.waitpid(info.pid, os.WNOHANG)[0] == info.pid
        return reaped


def end_all() -> None:
    """At quit: ends what every running command started, at once, without waiting."""
    with _lock:
        calls = list(_running)
    for call in calls:
        call.stop_all()


# -- one call ---------------------------------------------------------------------------------


class CommandProcesses:
    """The processes of one command, from its start (``register``) until ``close``."""

    def __init__(self, root: int, marker: str) -> None:
        self.root = root
        self._marker = b"\0" + f"{MARKER}={marker}".encode() + b"\0"
        started = read_process(root)
        self._root_started = started.started if started is not None else 0
        self._known: set[tuple[int, int]] = set()
        self._marked: dict[tuple[int, int], bool] = {}  # environment looked at once
        self._beyond_reach: set[tuple[int, int]] = set()  # another user's (sudo): not waited for
        self._lock = threading.Lock()

    def register(self) -> CommandProcesses:
        with _lock:
            _running.add(self)
        return self

    def close(self) -> None:
        with _lock:
            _running.discard(self)

    # -- looking ------------------------------------------------------------------------------

    def look(self) -> list[ProcessInfo]:
        """The live (not zombie) processes that belong to the call now; remembered."""
        with self._lock:
            return self._look()

    def _look(self) -> list[ProcessInfo]:
        table = processes()
        me = os.getpid()
        belongs = {pid for pid, info in table.items() if pid != me and self._belongs(info)}
        children: dict[int, list[int]] = {}
        for info in table.values():
            children.setdefault(info.parent, []).append(info.pid)
        pending = list(belongs)
        while pending:  # rule 3: descendants of whatever belongs
            for child in children.get(pending.pop(), ()):
                if child not in belongs and child != me:
                    belongs.add(child)
                    pending.append(child)
        found = [table[pid] for pid in belongs]
        self._known.update(info.key for info in found)
        return [info for info in found if not info.zombie]

    def _belongs(self, info: ProcessInfo) -> bool:
        if info.key in self._known:
            return True
        if info.started < self._root_started:  # older than the command: not its descendant
            return False
        return self.root in (info.session, info.group) or self._carries_marker(info)

    def _carries_marker(self, info: ProcessInfo) -> bool:
        if info.key not in self._marked:
            try:
                with open(f"{_PROC}/{info.pid}/environ", "rb") as file:
                    environment = b"\0" + file.read()
            except OSError:  # gone, or another user's: not ours to end either way
                environment = b""
            self._marked[info.key] = self._marker in environment
        return self._marked[info.key]

    # -- ending -------------------------------------------------------------------------------

    def stop_all(self) -> int:
        """Stops, looks again until nothing new appears, then kills. Returns how many processes
        besides the command itself were ended. Synchronous and bounded."""
        if not has_proc():
            _kill_group(self.root)
            return 0
        with self._lock:
            stopped: dict[tuple[int, int], ProcessInfo] = {}
            for _ in range(_STOP_ROUNDS):
                new = [info for info in self._look() if info.key not in stopped]
                if not new:
                    break
                for info in new:
                    if not _signal(info, signal.SIGSTOP):
                        self._beyond_reach.add(info.key)
                    stopped[info.key] = info
            for info in stopped.values():
                _signal(info, signal.SIGKILL)
            return sum(1 for info in stopped.values() if info.pid != self.root)

    def _terminate_all(self) -> bool:
        """SIGTERM to every process of the call, all stopped first and continued last: a shell
        whose child died first would otherwise go on to its next command. Whether any was found."""
        with self._lock:
            found = self._look()
        for signum in (signal.SIGSTOP, signal.SIGTERM, signal.SIGCONT):
            for info in found:
                _signal(info, signum)
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.root, signum)  # where there is no /proc to look in
        return bool(found) or self._any_left()

    async def terminate(self, grace: float, pause: float = 0.05) -> None:
        """Asks everything to end (SIGTERM: git, for one, then removes its lock files) and
        waits up to ``grace`` for it; ``end`` then kills what is left."""
        if await asyncio.to_thread(self._terminate_all):
            for _ in range(int(grace / pause)):
                await asyncio.sleep(pause)
                if not await asyncio.to_thread(self._any_left):
                    break

    def _any_left(self) -> bool:
        if has_proc():
            return bool(self.look())
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(self.root, 0)  # no /proc (macOS): whether the group still has a member
            return True
        return False

    def _remaining(self) -> list[ProcessInfo]:
        """Known processes still running, and known zombies we must reap (our children that
        Arroyo did not start: the command itself is reaped by whoever started it)."""
        me = os.getpid()
        left = []
        with self._lock:  # a look in a worker thread may be adding to it
            candidates = self._known - self._beyond_reach
        for pid, started in candidates:
            info = read_process(pid)
            if info is None or info.started != started:
                continue
            if not info.zombie or (info.parent == me and pid != self.root):
                left.append(info)
        return left

    def reap(self) -> bool:
        """Reaps the call's zombies that are our children. True once none is left running."""
        me = os.getpid()
        left = self._remaining()
        for info in left:
            if info.zombie and info.parent == me:
                with contextlib.suppress(ChildProcessError):
                    os.waitpid(info.pid, os.WNOHANG)
        return not self._remaining()

    async def end(self, *, attempts: int = 250, pause: float = 0.02) -> int:
        """Ends everything the call started and waits (bounded) until it is gone and reaped.
        The killing runs in a thread, so it completes even if this task is cancelled again."""
        ended = await asyncio.to_thread(self.stop_all)
        for _ in range(attempts):
            if self.reap():
                break
            await asyncio.sleep(pause)
        # On the loop's thread, like the window's own reaping timer: never while the window's
        # thread is inside a call that waits for a child of its own (Qt's startDetached).
        reap_orphans()
        return ended

    async def watch(self) -> None:
        """Looks now and then while the command runs, so a process that clears its environment
        is still known by its ancestry. Cancelled when the command ends."""
        while True:
            await asyncio.sleep(WATCH_INTERVAL)
            await asyncio.to_thread(self.look)


def _signal(info: ProcessInfo, signum: int) -> bool:
    """Signals the process only if its pid still names it: a pidfd is opened first, then the
    start time checked, so the process cannot be swapped for another between check and kill.
    False only when we may not signal it (another user's process, such as ``sudo``)."""
    try:
        descriptor = _pidfd(info.pid)
        try:
            now = read_process(info.pid)
            if now is None or now.started != info.started:
                return True  # already gone
            if descriptor is None:
                os.kill(info.pid, signum)
            else:
                signal.pidfd_send_signal(descriptor, signum)
        finally:
            if descriptor is not None:
                os.close(descriptor)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    return True


def _pidfd(pid: int) -> int | None:
    """A pidfd for ``pid``; None where the system has none (Python < 3.9, Linux < 5.3)."""
    pidfd_open = getattr(os, "pidfd_open", None)
    if pidfd_open is None:
        return None
    try:
        return pidfd_open(pid)
    except ProcessLookupError:
        raise
    except OSError:  # ENOSYS, or out of descriptors: the start-time check alone
        return None


def _kill_group(group: int) -> None:
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(group, signal.SIGKILL)
