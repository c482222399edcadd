"""Sealing objects: ChaCha20-Poly1305 with the object's name and the set's id as associated data.

An object is ``MAGIC | set id (16) | length (8) | nonce (12) | ciphertext+tag``. The set id and
the length are in the clear so a refusal can say which check failed (another set's object, one
cut short) before the authentication says "changed"; both are also authenticated, with the name,
so an object renamed, moved to another set or altered fails by name.

The key comes from the passphrase through scrypt (memory-hard); its parameters and random salt
are in the set's header object, with a known text sealed under the key, so a wrong passphrase
is told apart from a damaged object.
"""

from __future__ import annotations

import base64
import json
import os
import struct
import zlib
from collections.abc import Iterable
from dataclasses import dataclass

from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from desktop_app.sync.errors import ForeignSet, Tampered, Truncated, WrongPassphrase

MAGIC = b"ARSY1"
HEADER_NAME = "set.hdr"
_PREFIX = struct.Struct(f">{len(MAGIC)}s16sQ12s")
_TAG = 16
_CHECK = b"arroyo sync key check"
KEY_BYTES = 32
# scrypt at n=2**15, r=8 takes 32 MiB and a fraction of a second: memory-hard, yet a sync
# started by hand does not wait on it (the key is kept in the keyring after the first time).
DEFAULT_COST = {"n": 2**15, "r": 8, "p": 1}


def derive_key(passphrase: str, salt: bytes, n: int, r: int, p: int) -> bytes:
    return Scrypt(salt=salt, length=KEY_BYTES, n=n, r=r, p=p).derive(passphrase.encode("utf-8"))


def _aad(set_id: bytes, name: str, length: int) -> bytes:
    return set_id + struct.pack(">Q", length) + name.encode("utf-8")


def seal(key: bytes, set_id: bytes, name: str, plain: bytes) -> bytes:
    """``plain`` compressed and sealed for the object ``name`` of the set ``set_id``."""
    return seal_parts(key, set_id, name, [plain])


def seal_parts(key: bytes, set_id: bytes, name: str, parts: Iterable[bytes]) -> bytes:
    """``seal`` of the parts joined, compressed as they come: a large object (a snapshot)
    is never held whole in the clear."""
    compressor = zlib.compressobj(6)
    body = b"".join([*(compressor.compress(part) for part in parts), compressor.flush()])
    length = _PREFIX.size + len(body) + _TAG
    nonce = os.urandom(12)
    sealed = ChaCha20Poly1305(key).encrypt(nonce, body, _aad(set_id, name, length))
    return _PREFIX.pack(MAGIC, set_id, length, nonce) + sealed


def open_sealed(key: bytes, set_id: bytes, name: str, data: bytes) -> bytes:
    """The plain bytes of the object ``name``, or the refusal that says why not."""
    if len(data) < _PREFIX.size + _TAG:
        raise Truncated(name)
    magic, their_set, length, nonce = _PREFIX.unpack_from(data)
    if magic != MAGIC:
        raise Tampered(name)
    if their_set != set_id:
        raise ForeignSet(name)
    if length != len(data):
        raise Truncated(name)
    try:
        body = ChaCha20Poly1305(key).decrypt(
            nonce, data[_PREFIX.size :], _aad(set_id, name, length)
        )
    except InvalidTag:
        raise Tampered(name) from None
    try:
        return zlib.decompress(body)
    except zlib.error:
        raise Tampered(name) from None


@dataclass(frozen=True, slots=True)
class SetHeader:
    """The set's header object, in the clear but for the key check: the set id, the scrypt
    parameters and salt. Knowing it tells nothing about the key."""

    set_id: bytes
    salt: bytes
    n: int
    r: int
    p: int
    check: bytes  # _CHECK sealed under the key

    def derive(self, passphrase: str) -> bytes:
        return derive_key(passphrase, self.salt, self.n, self.r, self.p)

    def verify(self, key: bytes) -> None:
        """Raises ``WrongPassphrase`` unless ``key`` is this set's."""
        try:
            open_sealed(key, self.set_id, HEADER_NAME, self.check)
        except (Tampered, Truncated, ForeignSet):
            raise WrongPassphrase() from None

    def to_bytes(self) -> bytes:
        fields = {
            "format": 1,
            "set": self.set_id.hex(),
            "kdf": "scrypt",
            "salt": self.salt.hex(),
            "n": self.n,
            "r": self.r,
            "p": self.p,
            "check": base64.b64encode(self.check).decode("ascii"),
        }
        return json.dumps(fields, sort_keys=True).encode("utf-8")

    @classmethod
    def from_bytes(cls, data: bytes) -> SetHeader:
        try:
            fields = json.loads(data)
            return cls(
                set_id=bytes.fromhex(fields["set"]),
                salt=bytes.fromhex(fields["salt"]),
                n=int(fields["n"]),
                r=int(fields["r"]),
                p=int(fields["p"]),
                check=base64.b64decode(fields["check"]),
            )
        except (ValueError, KeyError, TypeError) as exc:
            raise Tampered(HEADER_NAME) from exc


def create_set(passphrase: str, cost: dict[str, int] | None = None) -> tuple[SetHeader, bytes]:
    """A new set's header and its key."""
    chosen = cost or DEFAULT_COST
    set_id, salt = os.urandom(16), os.urandom(16)
    key = derive_key(passphrase, salt, chosen["n"], chosen["r"], chosen["p"])
    check = seal(key, set_id, HEADER_NAME, _CHECK)
    header = SetHeader(set_id, salt, chosen["n"], chosen["r"], chosen["p"], check)
    return header, key


def recovery_code(key: bytes) -> str:
    """The raw key in groups of four letters and digits, shown once: with it a device joins
    without the passphrase."""
    text = base64.b32encode(key).decode("ascii").rstrip("=")
    return "-".join(text[i : i + 4] for i in range(0, len(text), 4))


def key_from_recovery_code(code: str) -> bytes:
    text = "".join(ch for ch in code.upper() if ch.isalnum())
    text += "=" * (-len(text) % 8)
    try:
        key = base64.b32decode(text)
    except ValueError:
        raise WrongPassphrase() from None
    if len(key) != KEY_BYTES:
        raise WrongPassphrase()
    return key
