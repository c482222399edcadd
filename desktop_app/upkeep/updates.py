"""Whether a newer Arroyo exists: one GET of a releases address (GitHub's "latest release"
JSON by default), off until the person turns it on, at most once a day.

Nothing is downloaded or run: the answer is a version, the page to read about it and its
notes, shown as plain text. Every failure (no network, a timeout, a 404, HTML, garbage) is an
``UpdateCheckError`` whose text is said quietly where the person looked.
"""

from __future__ import annotations

import contextlib
import enum
import json
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx

from desktop_app import __version__
from desktop_app.config.file import DEFAULT_RELEASES_URL
from desktop_app.errors import ArroyoError
from desktop_app.net.clients import http_client

CHECK_EVERY_SECONDS = 24 * 60 * 60
STATE_FILE = "update-check.json"
TIMEOUT_SECONDS = 10.0
MAX_BODY = 1024 * 1024
MAX_NOTES = 4000  # characters of the notes shown
_VERSION = re.compile(r"v?(\d+(?:\.\d+)*)(?:[-.]?(a|b|rc|alpha|beta|dev)\.?(\d*))?", re.I)
# Pre-releases sort before the release they lead to: 1.0rc1 < 1.0.
_PRE_RANK = {"dev": 0, "a": 1, "alpha": 1, "b": 2, "beta": 2, "rc": 3}


__all__ = ["DEFAULT_RELEASES_URL", "Release", "UpdateCheckError", "UpdateProblem"]


class UpdateProblem(enum.Enum):
    NETWORK = "network"
    TIMEOUT = "timeout"
    STATUS = "status"  # an HTTP error status
    NOT_JSON = "not_json"
    NO_VERSION = "no_version"
    BAD_ADDRESS = "bad_address"


class UpdateCheckError(ArroyoError):
    def __init__(self, problem: UpdateProblem, detail: str = "") -> None:
        super().__init__(problem.value)
        self.problem = problem
        self.detail = detail


@dataclass(frozen=True, slots=True)
class Release:
    version: str
    page: str  # the release's web page; "" when the answer named none that is http(s)
    notes: str


def version_key(text: str) -> tuple[tuple[int, ...], int, int]:
    """``1.2.10`` > ``1.2.9``; ``v2.0`` = ``2.0.0``; ``2.0rc1`` < ``2.0``. Raises ValueError."""
    match = _VERSION.fullmatch(text.strip())
    if match is None:
        raise ValueError(text)
    numbers = [int(part) for part in match.group(1).split(".")]
    while len(numbers) > 1 and numbers[-1] == 0:
        numbers.pop()
    pre = match.group(2)
    rank = _PRE_RANK[pre.lower()] if pre else len(_PRE_RANK) + 1
    return tuple(numbers), rank, int(match.group(3) or 0)


def is_newer(candidate: str, current: str = __version__) -> bool:
    return version_key(candidate) > version_key(current)


def parse_release(body: bytes) -> Release:
    try:
        document: Any = json.loads(body)
    except (UnicodeDecodeError, ValueError):
        raise UpdateCheckError(UpdateProblem.NOT_JSON) from None
    if not isinstance(document, dict):
        raise UpdateCheckError(UpdateProblem.NOT_JSON)
    tag = document.get("tag_name")
    if not isinstance(tag, str):
        raise UpdateCheckError(UpdateProblem.NO_VERSION)
    try:
        version_key(tag)
    except ValueError:
        raise UpdateCheckError(UpdateProblem.NO_VERSION, tag[:40]) from None
    page = document.get("html_url")
    if not isinstance(page, str) or not page.startswith(("https://", "http://")):
        page = ""
    notes = document.get("body")
    return Release(
        tag.strip().removeprefix("v"), page, notes[:MAX_NOTES] if isinstance(notes, str) else ""
    )


async def latest_release(url: str, *, timeout: float = TIMEOUT_SECONDS) -> Release:
    """The release the address names, through the app's client (the proxy applies)."""
    if not url.startswith(("https://", "http://")):
        raise UpdateCheckError(UpdateProblem.BAD_ADDRESS)
    headers = {"Accept": "application/vnd.github+json", "User-Agent": f"Arroyo/{__version__}"}
    try:
        async with (
            http_client(timeout=timeout, follow_redirects=True) as client,
            client.stream("GET", url, headers=headers) as response,
        ):
            if response.status_code >= 400:
                raise UpdateCheckError(UpdateProblem.STATUS, str(response.status_code))
            body = b""
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) > MAX_BODY:
                    raise UpdateCheckError(UpdateProblem.NOT_JSON)
    except httpx.TimeoutException:
        raise UpdateCheckError(UpdateProblem.TIMEOUT) from None
    except httpx.InvalidURL:
        raise UpdateCheckError(UpdateProblem.BAD_ADDRESS) from None
    except httpx.HTTPError as exc:
        raise UpdateCheckError(UpdateProblem.NETWORK, type(exc).__name__) from None
    return parse_release(body)


def _state(folder: Path) -> dict[str, Any]:
    try:
        state = json.loads((folder / STATE_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return state if isinstance(state, dict) else {}


def due(folder: Path, now: float | None = None) -> bool:
    """A day since the last check (or never checked)."""
    try:
        last = float(_state(folder)["checked_at"])
    except (KeyError, TypeError, ValueError):
        return True
    moment = time.time() if now is None else now
    return not 0 <= moment - last < CHECK_EVERY_SECONDS


def last_problem(folder: Path) -> UpdateCheckError | None:
    """What stopped the last check, for the Settings to say quietly; None if it went well."""
    found = _state(folder).get("problem")
    try:
        return UpdateCheckError(UpdateProblem(found)) if found else None
    except ValueError:
        return None


def mark_checked(
    folder: Path, now: float | None = None, problem: UpdateProblem | None = None
) -> None:
    moment = time.time() if now is None else now
    state = {"checked_at": moment, "problem": problem.value if problem else None}
    with contextlib.suppress(OSError):  # the next start asks again: no harm done
        (folder / STATE_FILE).write_text(json.dumps(state), encoding="utf-8")


async def check_and_remember(url: str, folder: Path) -> Release:
    """``latest_release``, with when and how it went kept for ``due`` and ``last_problem``."""
    try:
        release = await latest_release(url)
    except UpdateCheckError as exc:
        mark_checked(folder, problem=exc.problem)
        raise
    mark_checked(folder)
    return release
