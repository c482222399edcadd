"""Imported servers settled: every value into the keyring when there is one; without one (or
when it fails), what is no secret kept in the settings file, secrets left out and the server
marked as needing them, and the import goes on.

The keyring is given up at its first failure: a keyring that timed out once would make every
later value wait as long again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass

from desktop_app.mcp.config import Imported, ImportedValue, McpServerConfig, ValueKind, secret_id
from desktop_app.mcp.secret_shapes import looks_secret
from desktop_app.secrets import KeyringProblem, SecretsError

StoreSecret = Callable[[str, str], None]  # secret_id, value -> into the keyring
StoreSecretAsync = Callable[[str, str], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Stored:
    """What the keyring took: secret ids; ``problem`` when it stopped taking them."""

    ids: frozenset[str]
    problem: KeyringProblem | None = None


def _pending(items: Sequence[Imported]) -> list[tuple[str, str]]:
    return [(key, value) for item in items for key, value in item.secrets.items()]


def store_values(items: Sequence[Imported], store: StoreSecret) -> Stored:
    done: set[str] = set()
    for key, value in _pending(items):
        try:
            store(key, value)
        except SecretsError as exc:
            return Stored(frozenset(done), exc.kind)
        done.add(key)
    return Stored(frozenset(done))


async def store_values_async(items: Sequence[Imported], store: StoreSecretAsync) -> Stored:
    done: set[str] = set()
    for key, value in _pending(items):
        try:
            await store(key, value)
        except SecretsError as exc:
            return Stored(frozenset(done), exc.kind)
        done.add(key)
    return Stored(frozenset(done))


@dataclass(frozen=True, slots=True)
class Settled:
    config: McpServerConfig
    in_keyring: tuple[str, ...]  # "env:NAME"... as ``unstored`` spells them
    in_file: tuple[str, ...]  # plain values kept in the settings file


def _label(item: ImportedValue) -> str:
    return f"{item.where.value}:{item.name}"


def settled(item: Imported, stored: Stored) -> Settled:
    """The server as it is saved, given what the keyring took."""
    config = item.config
    kept = [v for v in item.values if secret_id(config.name, v.where, v.name) in stored.ids]
    left = [value for value in item.values if value not in kept]
    # A credential taken out of a URL is a secret by where it was; the rest by name or shape.
    plain = [v for v in left if v.where is not ValueKind.URL and not looks_secret(v.name, v.value)]
    missing = [value for value in left if value not in plain]

    def plain_of(where: ValueKind) -> tuple[tuple[str, str], ...]:
        return tuple((value.name, value.value) for value in plain if value.where is where)

    def names_of(where: ValueKind) -> tuple[str, ...]:
        held = kept + missing  # launched with the keyring's value, once it holds one
        return tuple(value.name for value in held if value.where is where)

    config = dataclasses.replace(
        config,
        env_names=names_of(ValueKind.ENV),
        header_names=names_of(ValueKind.HEADER),
        plain_env=plain_of(ValueKind.ENV),
        plain_headers=plain_of(ValueKind.HEADER),
        unstored=tuple(_label(value) for value in missing),
        unstored_because=stored.problem if missing else None,
    )
    return Settled(
        config,
        in_keyring=tuple(_label(value) for value in kept),
        in_file=tuple(_label(value) for value in plain),
    )
