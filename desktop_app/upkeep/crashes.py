"""A report of an unhandled exception, kept on this computer in ``<data>/crashes/``.

Nothing is ever sent. A report says where the program broke, not what it was working on: the
time, the versions, the platform, and the traceback as exception type names and frames (file,
line, function). Left out on purpose: exception messages (they quote paths, texts, keys), source
lines, local variables. Frame files are code, shown relative to the package or Python; any
other path under the home folder is cut to ``~`` and its file name. Keys the app knows are
redacted from the whole text on top of that (``net.redaction``), and so is anything shaped like
a well-known token.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import platform
import re
import sys
import sysconfig
import threading
import time
import traceback
from collections.abc import Callable, Iterable
from pathlib import Path
from types import TracebackType
from typing import Any

from desktop_app import __version__
from desktop_app.net.redaction import Redactor

FOLDER = "crashes"
_PACKAGE_ROOT = Path(__file__).resolve().parent.parent.parent
_TOKEN = re.compile(r"\b(?:sk-|ghp_|gho_|ghu_|ghs_|github_pat_|glpat-|xox[a-z]-|AKIA)[\w-]{6,}")
_MAX_FRAMES = 60
_MAX_CHAIN = 5
Hook = Callable[[type[BaseException], BaseException, TracebackType | None], Any]


def _python_roots() -> list[Path]:
    names = ("stdlib", "platstdlib", "purelib", "platlib")
    found = {Path(p).resolve() for n in names if (p := sysconfig.get_paths().get(n))}
    return sorted(found, key=lambda path: len(path.parts), reverse=True)


def shown_path(name: str, home: Path) -> str:
    """A frame's file as a report shows it: relative to the project or Python, else shortened."""
    path = Path(name)
    if not path.is_absolute():
        return name  # "<frozen importlib._bootstrap>", "<string>"
    for root, label in [(_PACKAGE_ROOT, ""), *((r, "<python>/") for r in _python_roots())]:
        if path.is_relative_to(root):
            return label + path.relative_to(root).as_posix()
    if path.is_relative_to(home):
        return f"~/…/{path.name}"  # the person's own files: only the name of the file
    return path.as_posix()


def _frames(tb: TracebackType | None, home: Path) -> list[str]:
    lines = []
    for frame in traceback.extract_tb(tb)[-_MAX_FRAMES:]:
        lines.append(
            f'  File "{shown_path(frame.filename, home)}", line {frame.lineno}, in {frame.name}'
        )
    return lines


def _type_name(exc: BaseException) -> str:
    kind = type(exc)
    module = kind.__module__
    return kind.__qualname__ if module == "builtins" else f"{module}.{kind.__qualname__}"


def report_text(
    exc: BaseException,
    *,
    where: str,
    versions: dict[str, str],
    secrets: Iterable[str] = (),
    home: Path | None = None,
    now: float | None = None,
) -> str:
    home = home if home is not None else Path.home()
    moment = time.gmtime(time.time() if now is None else now)
    lines = [
        "Arroyo crash report (kept on this computer; nothing was sent)",
        f"time: {time.strftime('%Y-%m-%d %H:%M:%S UTC', moment)}",
        f"arroyo: {__version__}",
        f"platform: {platform.platform()}",
        f"python: {platform.python_version()}",
        *(f"{name}: {value}" for name, value in versions.items()),
        f"where: {where}",
        "",
        "Traceback (most recent call last; messages left out):",
    ]
    chain: list[BaseException] = []
    current: BaseException | None = exc
    while current is not None and len(chain) < _MAX_CHAIN and current not in chain:
        chain.append(current)
        current = current.__cause__ or current.__context__
    for number, link in enumerate(reversed(chain)):
        if number:
            lines.append("During handling of the above, another exception occurred:")
        lines += [*_frames(link.__traceback__, home), _type_name(link)]
    text = "\n".join(lines) + "\n"
    text = _TOKEN.sub("[redacted]", text)
    return Redactor(secrets)(text)


def write_report(folder: Path, text: str, now: float | None = None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime(time.time() if now is None else now))
    path = folder / f"crash-{stamp}-{os.getpid()}.txt"
    number = 1
    while path.exists():
        number += 1
        path = folder / f"crash-{stamp}-{os.getpid()}-{number}.txt"
    path.write_text(text, encoding="utf-8")
    return path


class CrashReporter:
    """Catches what nothing else caught (the main thread, other threads, the event loop),
    saves a report and tells ``on_report`` its path, then lets the previous hook run too."""

    def __init__(
        self,
        folder: Path,
        *,
        versions: dict[str, str],
        secrets: Callable[[], Iterable[str]] = lambda: (),
        on_report: Callable[[Path], object] = lambda _path: None,
    ) -> None:
        self.folder = folder
        self.versions = versions
        self.secrets = secrets
        self.on_report = on_report
        self._previous: tuple[Hook, Callable[..., Any]] | None = None

    def report(self, exc: BaseException, where: str) -> Path | None:
        """Never raises: a crash while reporting a crash must not hide the first one."""
        try:
            secrets = list(self.secrets())
            text = report_text(exc, where=where, versions=self.versions, secrets=secrets)
            path = write_report(self.folder, text)
        except Exception:
            return None
        with contextlib.suppress(Exception):
            self.on_report(path)
        return path

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self._main_hook
        threading.excepthook = self._thread_hook

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def _main_hook(self, kind: type[BaseException], exc: BaseException, tb: Any) -> None:
        if not isinstance(exc, KeyboardInterrupt):
            self.report(exc, "main thread")
        if self._previous is not None:
            self._previous[0](kind, exc, tb)

    def _thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None and not isinstance(args.exc_value, SystemExit):
            self.report(args.exc_value, "a background thread")
        if self._previous is not None:
            self._previous[1](args)

    def loop_handler(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """For ``loop.set_exception_handler``: a task's exception nobody awaited."""
        exc = context.get("exception")
        if isinstance(exc, Exception):
            self.report(exc, "the event loop")
        loop.default_exception_handler(context)
