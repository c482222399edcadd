"""Where a server's sign-in is kept between runs: the client registration and the tokens.

A small protocol with two implementations: the system keyring (through ``desktop_app.secrets``,
one entry per server) and memory (tests, and a session the person chose not to remember).
Registration state is kept per authorization server (MCP 2025-11-25: credentials from one are
never shown to another), so the saved issuer travels with it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Protocol

from desktop_app import secrets
from desktop_app.mcp.oauth.registration import ClientRegistration, TokenEndpointAuth
from desktop_app.mcp.oauth.tokens import TokenSet

KEY_PREFIX = "mcp-oauth:"


@dataclass(frozen=True, slots=True, kw_only=True)
class SavedSignIn:
    issuer: str
    token_endpoint: str
    resource: str
    registration: ClientRegistration
    tokens: TokenSet | None = None


class TokenStore(Protocol):
    async def load(self, server: str) -> SavedSignIn | None: ...

    async def save(self, server: str, saved: SavedSignIn) -> None: ...

    async def clear(self, server: str) -> None: ...


class MemoryTokenStore:
    def __init__(self) -> None:
        self.entries: dict[str, SavedSignIn] = {}

    async def load(self, server: str) -> SavedSignIn | None:
        return self.entries.get(server)

    async def save(self, server: str, saved: SavedSignIn) -> None:
        self.entries[server] = saved

    async def clear(self, server: str) -> None:
        self.entries.pop(server, None)


def dumps(saved: SavedSignIn) -> str:
    return json.dumps(
        {
            "issuer": saved.issuer,
            "token_endpoint": saved.token_endpoint,
            "resource": saved.resource,
            "registration": asdict(saved.registration),
            "tokens": asdict(saved.tokens) if saved.tokens else None,
        }
    )


def loads(text: str) -> SavedSignIn | None:
    """``None`` for an entry this version cannot read: signing in again mends it."""
    try:
        data = json.loads(text)
        registration = dict(data["registration"])
        registration["auth_method"] = TokenEndpointAuth(registration["auth_method"])
        tokens = data.get("tokens")
        return SavedSignIn(
            issuer=str(data["issuer"]),
            token_endpoint=str(data["token_endpoint"]),
            resource=str(data["resource"]),
            registration=ClientRegistration(**registration),
            tokens=TokenSet(**{**tokens, "scope": tuple(tokens["scope"])}) if tokens else None,
        )
    except (ValueError, KeyError, TypeError):
        return None


class KeyringTokenStore:
    """One keyring entry per server, its name made from the server's URL. Keyring problems
    surface as ``secrets.SecretsError``, as for API keys."""

    async def load(self, server: str) -> SavedSignIn | None:
        text = await secrets.get_key_async(KEY_PREFIX + server)
        return loads(text) if text else None

    async def save(self, server: str, saved: SavedSignIn) -> None:
        await secrets.set_key_async(KEY_PREFIX + server, dumps(saved))

    async def clear(self, server: str) -> None:
        await secrets.delete_key_async(KEY_PREFIX + server)
