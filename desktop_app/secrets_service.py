"""What the window knows about providers' keys, without Qt: the ``KeyService``.

It answers "is a key stored for this entry?", saves, removes and tests with keys, and keeps
a key for this session only when no keyring works. Keys go to the system keyring through a
``Secrets`` object (the ``desktop_app.secrets`` module in the app), off the event loop and
with a time limit; a key read back is used for a comparison or a request, never kept.
A session key lives in the ``session_keys`` dict the app shares with its sends, in memory.
Keyring failures are raised as ``SecretsError`` for the caller to put into words.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol

from desktop_app import secrets as keyring_secrets
from desktop_app.secrets import DEFAULT_TIMEOUT, SecretsError


class Secrets(Protocol):
    """What the service needs of the keyring; ``desktop_app.secrets`` is the real one."""

    async def get_key_async(self, provider: str, *, timeout: float = ...) -> str | None: ...

    async def set_key_async(self, provider: str, key: str, *, timeout: float = ...) -> None: ...

    async def delete_key_async(self, provider: str, *, timeout: float = ...) -> None: ...


class KeyState(Enum):
    UNKNOWN = "unknown"  # the keyring was not asked yet (or could not answer)
    STORED = "stored"  # in the system keyring
    NONE = "none"  # the keyring was asked, and holds none
    SESSION = "session"  # kept in memory for this session only


class KeyService:
    def __init__(
        self,
        secrets: Secrets = keyring_secrets,
        session_keys: dict[str, str] | None = None,
        *,
        timeout: float = DEFAULT_TIMEOUT,
    ) -> None:
        self._secrets = secrets
        self.session_keys = session_keys if session_keys is not None else {}
        self.timeout = timeout
        self._stored: dict[str, bool] = {}  # entry id -> the keyring holds a key for it

    def state(self, entry_id: str) -> KeyState:
        if entry_id in self.session_keys:
            return KeyState.SESSION
        stored = self._stored.get(entry_id)
        if stored is None:
            return KeyState.UNKNOWN
        return KeyState.STORED if stored else KeyState.NONE

    def has_key(self, entry_id: str) -> bool:
        return self.state(entry_id) in (KeyState.STORED, KeyState.SESSION)

    def known(self, entry_id: str) -> bool:
        """The state is known without asking the keyring."""
        return self.state(entry_id) is not KeyState.UNKNOWN

    async def check(self, entry_id: str) -> KeyState:
        """Asks the keyring whether it holds a key (keyring has no other question than reading
        the key: it is compared and dropped). Raises ``SecretsError``."""
        key = await self._secrets.get_key_async(entry_id, timeout=self.timeout)
        self._stored[entry_id] = bool(key)
        return self.state(entry_id)

    async def save(self, entry_id: str, key: str) -> None:
        """Into the keyring; a session key for the entry is dropped then. ``SecretsError``
        when it could not be saved (the caller may offer ``keep_for_session``)."""
        await self._secrets.set_key_async(entry_id, key, timeout=self.timeout)
        self.session_keys.pop(entry_id, None)
        self._stored[entry_id] = True

    def keep_for_session(self, entry_id: str, key: str) -> None:
        self.session_keys[entry_id] = key

    async def remove(self, entry_id: str, *, entry_removed: bool = False) -> bool:
        """The key goes: from this session, and from the keyring when it is stored there (or,
        for an entry being removed, whatever the keyring may hold). True when the keyring was
        changed. Raises ``SecretsError``."""
        self.session_keys.pop(entry_id, None)
        if not entry_removed and self._stored.get(entry_id) is not True:
            return False
        await self._secrets.delete_key_async(entry_id, timeout=self.timeout)
        self._stored[entry_id] = False
        return True

    async def key_for_test(self, entry_id: str, typed_key: str = "") -> str | None:
        """The key to test a connection with: the typed one, this session's, else the
        keyring's; ``None`` when there is none or the keyring cannot be read (the provider's
        answer then tells)."""
        key = typed_key or self.session_keys.get(entry_id)
        if key or self.state(entry_id) is KeyState.NONE:
            return key or None
        try:
            return await self._secrets.get_key_async(entry_id, timeout=self.timeout) or None
        except SecretsError:
            return None

    def forget(self, entry_id: str) -> None:
        """The entry was removed: nothing about its key is this session's any more."""
        self.session_keys.pop(entry_id, None)
        self._stored.pop(entry_id, None)
