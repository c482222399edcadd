"""API keys in the operating system's keyring, and nowhere else.

Keyring calls can block (a locked keyring may open an unlock prompt and wait for it), so
callers on an event loop use the async functions: each call runs in a daemon thread of its
own with a timeout. Not the event loop's default executor: a call that never returns would
keep a worker the interpreter joins at exit, and ``arroyo ask`` would hang after saying the
keyring did not answer. When no keyring works, the error says so plainly; the key is never
written to a file as a fallback, and no error text carries a key or a backend's own words.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import threading
from collections.abc import Callable
from enum import StrEnum
from types import ModuleType
from typing import TypeVar

from desktop_app.errors import ArroyoError

SERVICE = "arroyo"
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


def get_key(provider: str) -> str | None:
    return _guarded(lambda: _keyring().get_password(SERVICE, provider))


def set_key(provider: str, key: str) -> None:
    _guarded(lambda: _keyring().set_password(SERVICE, provider, key))


def delete_key(provider: str) -> None:
    def delete() -> None:
        keyring = _keyring()
        # Nothing stored is already the wanted state.
        with contextlib.suppress(keyring.errors.PasswordDeleteError):
            keyring.delete_password(SERVICE, provider)

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
