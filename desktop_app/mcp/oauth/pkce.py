"""PKCE with S256 (RFC 7636) and the ``state`` value of an authorization request."""

from __future__ import annotations

import base64
import hashlib
import secrets
from dataclasses import dataclass, field


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def challenge_for(verifier: str) -> str:
    return _b64url(hashlib.sha256(verifier.encode("ascii")).digest())


@dataclass(frozen=True, slots=True)
class Pkce:
    # 64 random bytes make an 86-character verifier, inside RFC 7636's 43..128.
    verifier: str = field(default_factory=lambda: _b64url(secrets.token_bytes(64)), repr=False)

    @property
    def challenge(self) -> str:
        return challenge_for(self.verifier)


def new_state() -> str:
    return _b64url(secrets.token_bytes(32))
