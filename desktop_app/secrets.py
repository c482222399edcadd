"""API keys in the operating system's keyring, and nowhere else.

Keyring calls can block (a locked keyring may open an unlock prompt and wait for it), so
callers on an event loop use the async functions: each call runs in a daemon thread of its
own with a timeout. Not the event loop's default executor: a call that never returns would
keep a worker the interpreter joins at exit, and ``arroyo ask`` would hang after saying the
keyring did not answer. When no keyring works, the error says so plainly; the key is never
written to a file as a fallback, and no error text carries a key or a backend's own words.

Entries are kept per data folder: their service name carries the folder's profile id
(``service()``), so two data folders never read or overwrite each other's keys.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import threading
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from types import ModuleType
from typing import Any, TypeVar

from desktop_app import paths, profile
from desktop_app.errors import ArroyoError

LEGACY_SERVICE = "arroyo"  # where every data folder kept its keys before they were per folder
CLAIMS_SERVICE = "arroyo:claims"  # legacy entry's name -> the profile id that took it
DEFAULT_TIMEOUT = 10.0

T = TypeVar("T")


def _keyring() -> ModuleType:
    """keyring, imported on first use: finding its backends takes about 0.2 s, which start-up
    does not pay, and the first use is a lookup off the GUI thread anyway."""
    importlib.import_module("keyring.errors")
    return importlib.import_module("keyring")


class KeyringProblem(StrEnum):
    """Why the keyring could not be used; "no key stored" is not one: that is ``None``."""

    UNAVAILABLE = "unavailable"  # no keyring on this computer
    LOCKED = "locked"  # there is one, and it stayed locked
    TIMEOUT = "timeout"  # no answer in time (it may be waiting for the person to unlock it)
    FAILED = "failed"  # the keyring raised something unexpected


_MESSAGES = {
    KeyringProblem.UNAVAILABLE: "No system keyring is available on this computer.",
    KeyringProblem.LOCKED: "The system keyring is locked.",
    KeyringProblem.TIMEOUT: "The system keyring did not answer in time.",
    KeyringProblem.FAILED: "The system keyring failed ({name}).",
}


class SecretsError(ArroyoError):
    """The keyring could not be used. ``kind``: a ``KeyringProblem``."""

    def __init__(self, kind: KeyringProblem, message: str = "") -> None:
        super().__init__(message or _MESSAGES[kind])
        self.kind: KeyringProblem = kind


def _mapped(exc: BaseException) -> SecretsError:
    keyring = _keyring()
    if isinstance(exc, keyring.errors.NoKeyringError):
        return SecretsError(KeyringProblem.UNAVAILABLE)
    if isinstance(exc, keyring.errors.KeyringLocked):
        return SecretsError(KeyringProblem.LOCKED)
    if isinstance(exc, keyring.errors.InitError):  # a keyring is there but cannot be opened
        return SecretsError(KeyringProblem.UNAVAILABLE, "The system keyring could not be opened.")
    # Only the type's name: a backend's message may quote what it was given, a key included.
    name = type(exc).__name__
    return SecretsError(KeyringProblem.FAILED, _MESSAGES[KeyringProblem.FAILED].format(name=name))


def _guarded(call: Callable[[], T]) -> T:
    """Any exception of a backend (a D-Bus error, a RuntimeError of a broken install...)
    becomes a ``SecretsError``, never a traceback."""
    try:
        return call()
    except SecretsError:
        raise
    except Exception as exc:
        raise _mapped(exc) from None


def service(folder: Path | None = None) -> str:
    """The keyring service name of the data folder ``folder`` (the current one by default):
    every keyring entry of Arroyo (provider keys, MCP secrets, the proxy password, OAuth
    tokens) is named through here. Made from the folder's profile id, not its path, so a moved
    folder keeps its keys."""
    try:
        return f"{LEGACY_SERVICE}:{profile.profile_id(folder or paths.data_dir())}"
    except OSError as exc:
        name = type(exc).__name__
        message = f"The data folder's profile id could not be read or written ({name})."
        raise SecretsError(KeyringProblem.FAILED, message) from None


# Legacy entries looked at by this process (service, entry): a provider without any key costs
# the two extra lookups once per run, not on every read.
_checked: set[tuple[str, str]] = set()


def _migrated(keyring: Any, name: str, entry: str) -> str | None:
    """The key of a legacy entry, moved to ``name`` when this folder may take it.

    The rule. Before keys were per folder, every data folder kept its entries under
    ``LEGACY_SERVICE``, so a legacy entry may belong to any of them; it goes to exactly one:
    the first folder that looks for that entry under its own name and does not find it. That
    folder first writes its claim (under ``CLAIMS_SERVICE``, the entry's name -> its profile id),
    reads the claim back, and only when the claim is its own copies the key to its own service
    and then deletes the legacy entry. A folder that finds another's claim leaves the entry
    alone and reads "no key", as for a key never stored: it is not handed the same key. The
    claim comes first and stays, so a migration stopped half-way is never taken by a second
    folder: stopped before the copy, its owner finishes it at its next look; stopped after it
    (a crash, a delete the keyring refused), the legacy entry is left to no one. Two folders
    claiming in the very same instant could both read their own claim back; the keyring has no
    compare-and-set, and that race needs two first starts within milliseconds.
    """
    if (name, entry) in _checked:
        return None
    key = _taken(keyring, name, entry)
    _checked.add((name, entry))  # not when the keyring failed: the next read tries again
    return key


def _taken(keyring: Any, name: str, entry: str) -> str | None:
    key = keyring.get_password(LEGACY_SERVICE, entry)
    if key is None:
        return None
    mine = name.removeprefix(f"{LEGACY_SERVICE}:")
    claim = keyring.get_password(CLAIMS_SERVICE, entry)
    if claim is None:
        keyring.set_password(CLAIMS_SERVICE, entry, mine)
        claim = keyring.get_password(CLAIMS_SERVICE, entry)
    if claim != mine:
        return None
    keyring.set_password(name, entry, key)
    with contextlib.suppress(keyring.errors.PasswordDeleteError):
        keyring.delete_password(LEGACY_SERVICE, entry)
    return str(key)


def get_key(provider: str) -> str | None:
    def read() -> str | None:
        keyring = _keyring()
        name = service()
        key = keyring.get_password(name, provider)
        return key if key is not None else _migrated(keyring, name, provider)

    return _guarded(read)


def set_key(provider: str, key: str) -> None:
    _guarded(lambda: _keyring().set_password(service(), provider, key))


def delete_key(provider: str) -> None:
    def delete() -> None:
        keyring = _keyring()
        # Nothing stored is already the wanted state.
        with contextlib.suppress(keyring.errors.PasswordDeleteError):
            keyring.delete_password(service(), provider)

    _guarded(delete)


async def _off_the_loop(call: Callable[[], T], timeout: float) -> T:
    """``call()`` in a daemon thread; ``SecretsError(TIMEOUT)`` when it takes too long. A call
    that never returns is abandoned: its thread does not keep the process alive."""
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def settle(result: object, error: BaseException | None) -> None:
        if future.done():
            return  # timed out meanwhile: nobody waits for it any more
        if error is not None:
            future.set_exception(error)
        else:
            future.set_result(result)  # type: ignore[arg-type]

    def work() -> None:
        try:
            outcome: tuple[object, BaseException | None] = (call(), None)
        except BaseException as exc:
            outcome = (None, exc)
        # A closed loop raises RuntimeError: the answer came too late for anyone.
        with contextlib.suppress(RuntimeError):
            loop.call_soon_threadsafe(settle, *outcome)

    threading.Thread(target=work, name="arroyo-keyring", daemon=True).start()
    try:
        async with asyncio.timeout(timeout):
            return await future
    except TimeoutError:
        raise SecretsError(KeyringProblem.TIMEOUT) from None


async def get_key_async(provider: str, *, timeout: float = DEFAULT_TIMEOUT) -> str | None:
    return await _off_the_loop(lambda: get_key(provider), timeout)


async def set_key_async(provider: str, key: str, *, timeout: float = DEFAULT_TIMEOUT) -> None:
    await _off_the_loop(lambda: set_key(provider, key), timeout)


async def delete_key_async(provider: str, *, timeout: float = DEFAULT_TIMEOUT) -> None:
    await _off_the_loop(lambda: delete_key(provider), timeout)
