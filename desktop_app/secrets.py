"""API keys in the operating system's keyring, and nowhere else.

Keyring calls can block (a locked keyring may open an unlock prompt), so callers on an event
loop use the async functions, which run them in a worker thread with a timeout. When no
keyring works, the error says so plainly; the key is never written to a file as a fallback.
"""

from __future__ import annotations

import asyncio
import importlib
from types import ModuleType

SERVICE = "arroyo"


def _keyring() -> ModuleType:
    """keyring, imported on first use: finding its backends takes about 0.2 s, which start-up
    does not pay, and the first use is a lookup off the GUI thread anyway."""
    importlib.import_module("keyring.errors")
    return importlib.import_module("keyring")


class SecretsError(Exception):
    """The keyring could not be used. ``kind``: unavailable, locked or timeout."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _mapped(exc: Exception) -> SecretsError:
    keyring = _keyring()
    if isinstance(exc, keyring.errors.NoKeyringError):
        return SecretsError("unavailable", "No system keyring is available on this computer.")
    if isinstance(exc, keyring.errors.KeyringLocked):
        return SecretsError("locked", "The system keyring is locked.")
    return SecretsError("unavailable", f"The system keyring failed ({type(exc).__name__}).")


def get_key(provider: str) -> str | None:
    keyring = _keyring()
    try:
        return keyring.get_password(SERVICE, provider)
    except keyring.errors.KeyringError as exc:
        raise _mapped(exc) from None


def set_key(provider: str, key: str) -> None:
    keyring = _keyring()
    try:
        keyring.set_password(SERVICE, provider, key)
    except keyring.errors.KeyringError as exc:
        raise _mapped(exc) from None


def delete_key(provider: str) -> None:
    keyring = _keyring()
    try:
        keyring.delete_password(SERVICE, provider)
    except keyring.errors.PasswordDeleteError:
        pass  # nothing stored: already the wanted state
    except keyring.errors.KeyringError as exc:
        raise _mapped(exc) from None


async def get_key_async(provider: str, *, timeout: float = 10.0) -> str | None:
    try:
        return await asyncio.wait_for(asyncio.to_thread(get_key, provider), timeout)
    except TimeoutError:
        raise SecretsError("timeout", "The system keyring did not answer in time.") from None


async def set_key_async(provider: str, key: str, *, timeout: float = 10.0) -> None:
    try:
        await asyncio.wait_for(asyncio.to_thread(set_key, provider, key), timeout)
    except TimeoutError:
        raise SecretsError("timeout", "The system keyring did not answer in time.") from None
