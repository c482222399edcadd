"""Configured servers as the settings file keeps them (no secret values: those are in the
keyring, under ``secret_id``), and the ``mcpServers`` files people already have.

A credential written inside a URL (the server's address, or an argument such as
``postgres://user:pw@host/db``) is taken out on import: the stored URL holds a placeholder
(``${ARG1_PASSWORD}``), the value goes to the keyring, and it is filled back in only to launch
or connect. On a computer without a keyring, values that are not secrets (a file path, a flag)
stay in the settings file (``plain_env``, ``plain_headers``); secrets are not stored anywhere,
and the server is marked as needing them (``unstored``, with the keyring's problem as the
reason) instead of the whole import failing.
"""

from __future__ import annotations

import hashlib
import json
import shlex
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from desktop_app.errors import ArroyoError, FileProblem
from desktop_app.mcp.secret_shapes import url_credentials
from desktop_app.secrets import KeyringProblem


class ServerKind(StrEnum):
    STDIO = "stdio"
    HTTP = "http"


class ValueKind(StrEnum):
    """Where a configured value goes: a variable, an HTTP header, or a placeholder in the
    server's URL or arguments."""

    ENV = "env"
    HEADER = "header"
    URL = "url"


Pairs = tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class McpServerConfig:
    name: str
    kind: ServerKind = ServerKind.STDIO
    command: str = ""
    args: tuple[str, ...] = ()
    url: str = ""
    env_names: tuple[str, ...] = ()  # variables given to the server; values in the keyring
    header_names: tuple[str, ...] = ()  # HTTP headers sent to it; values in the keyring
    enabled: bool = True
    timeout: float = 60.0
    # The fingerprint of the launch the person confirmed (``fingerprint()``): an imported or
    # changed server does not match it, and its next start asks first.
    approved: str = ""
    allow_sampling: bool = False  # the server may ask the model; each request still asked
    # Placeholders in ``url`` and ``args`` (``${NAME}``); values in the keyring (ValueKind.URL).
    hidden_names: tuple[str, ...] = ()
    # Values that are no secrets, kept here because no keyring could take them.
    plain_env: Pairs = ()
    plain_headers: Pairs = ()
    # "env:NAME", "header:NAME", "url:NAME": secrets no keyring took; the server needs them
    # before it can start, and ``unstored_because`` says why they are missing.
    unstored: tuple[str, ...] = ()
    unstored_because: KeyringProblem | None = None
    # What the person approved of its launch and tools (``mcp.pins.ServerPins.to_json``);
    # None until its first approved start. Not part of the fingerprint: pins follow a launch.
    pins: dict[str, Any] | None = field(default=None, compare=False)

    def fingerprint(self) -> str:
        """What a confirmation covers: what runs or is reached, and the names (never the
        values) of what it is given; plain values are no secrets, and count."""
        launch = [self.kind.value, self.command, *self.args, self.url]
        launch += ["env", *self.env_names, "header", *self.header_names]
        if self.hidden_names or self.plain_env or self.plain_headers:
            launch += ["hidden", *self.hidden_names]
            launch += ["plain", *(f"{k}={v}" for k, v in self.plain_env + self.plain_headers)]
        canonical = json.dumps(launch, ensure_ascii=True, separators=(",", ":"))
        return hashlib.sha256(canonical.encode("ascii")).hexdigest()[:32]

    @property
    def needs_approval(self) -> bool:
        return self.approved != self.fingerprint()

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "kind": self.kind.value,
            "command": self.command,
            "args": list(self.args),
            "url": self.url,
            "env_names": list(self.env_names),
            "header_names": list(self.header_names),
            "enabled": self.enabled,
            "timeout": self.timeout,
            "approved": self.approved,
            "allow_sampling": self.allow_sampling,
            "hidden_names": list(self.hidden_names),
            "plain_env": dict(self.plain_env),
            "plain_headers": dict(self.plain_headers),
            "unstored": list(self.unstored),
            "unstored_because": self.unstored_because.value if self.unstored_because else None,
            "pins": self.pins,
        }

    @classmethod
    def from_json(cls, value: dict[str, Any]) -> McpServerConfig:
        return cls(
            name=str(value["name"]),
            kind=ServerKind(value.get("kind", ServerKind.STDIO.value)),
            command=str(value.get("command", "")),
            args=tuple(str(arg) for arg in value.get("args", ())),
            url=str(value.get("url", "")),
            env_names=tuple(str(name) for name in value.get("env_names", ())),
            header_names=tuple(str(name) for name in value.get("header_names", ())),
            enabled=bool(value.get("enabled", True)),
            timeout=float(value.get("timeout", 60.0)),
            approved=str(value.get("approved", "")),
            allow_sampling=bool(value.get("allow_sampling", False)),
            hidden_names=tuple(str(name) for name in value.get("hidden_names", ())),
            plain_env=_pairs(value.get("plain_env")),
            plain_headers=_pairs(value.get("plain_headers")),
            unstored=tuple(str(label) for label in value.get("unstored", ())),
            unstored_because=KeyringProblem(value["unstored_because"])
            if value.get("unstored_because")
            else None,
            pins=value["pins"] if isinstance(value.get("pins"), dict) else None,
        )

    @property
    def needs_secret(self) -> bool:
        """Some of its secrets could not be stored on import: it cannot start as it is."""
        return bool(self.unstored)

    def secret_ids(self) -> list[str]:
        """Every keyring entry this server's launch reads."""
        ids = [secret_id(self.name, ValueKind.ENV, name) for name in self.env_names]
        ids += [secret_id(self.name, ValueKind.HEADER, name) for name in self.header_names]
        return ids + [secret_id(self.name, ValueKind.URL, name) for name in self.hidden_names]

    def command_line(self) -> str:
        """What will run, exactly, for the confirmation of a first start."""
        return shlex.join([self.command, *self.args]) if self.command else self.url


def _pairs(value: Any) -> Pairs:
    return tuple((str(k), str(v)) for k, v in (value or {}).items())


def secret_id(server: str, where: str, name: str) -> str:
    """The keyring entry of one value: ``where`` is a ``ValueKind``."""
    return f"mcp:{server}:{where}:{name}"


@dataclass(frozen=True, slots=True)
class ImportedValue:
    where: ValueKind
    name: str
    value: str = field(repr=False)


@dataclass(frozen=True, slots=True)
class Imported:
    config: McpServerConfig
    values: tuple[ImportedValue, ...] = ()  # for the keyring

    @property
    def secrets(self) -> dict[str, str]:
        """secret_id -> value, for the keyring."""
        name = self.config.name
        return {secret_id(name, item.where, item.name): item.value for item in self.values}


class NotAServerList(ArroyoError, ValueError):
    """The file is not an ``mcpServers`` document."""

    kind = FileProblem.CORRUPT


def import_servers(document: Any) -> list[Imported]:
    """Claude Desktop's ``mcpServers`` (``command``/``args``/``env``), with Cursor's and Claude
    Code's ``url``/``headers``, VS Code's ``servers`` and Windsurf's ``serverUrl``."""
    if not isinstance(document, dict):
        raise NotAServerList("the file holds no JSON object")
    servers = document.get("mcpServers", document.get("servers"))
    if not isinstance(servers, dict):
        raise NotAServerList("the file has no mcpServers object")
    return [_imported(str(name), spec) for name, spec in servers.items() if isinstance(spec, dict)]


def _imported(name: str, spec: dict[str, Any]) -> Imported:
    env = {str(k): str(v) for k, v in (spec.get("env") or {}).items()}
    headers = {str(k): str(v) for k, v in (spec.get("headers") or {}).items()}
    url, hidden = url_credentials(str(spec.get("url") or spec.get("serverUrl") or ""), "URL")
    args = []
    for number, arg in enumerate(spec.get("args") or (), start=1):
        arg, found = url_credentials(str(arg), f"ARG{number}")
        args.append(arg)
        hidden += found
    # VS Code names the transport ("stdio", "http", "sse"); the others leave it to the keys.
    remote = spec.get("type") in ("http", "sse", "streamable-http") or not spec.get("command")
    values = [ImportedValue(ValueKind.ENV, key, value) for key, value in env.items()]
    values += [ImportedValue(ValueKind.HEADER, key, value) for key, value in headers.items()]
    values += [ImportedValue(ValueKind.URL, item.name, item.value) for item in hidden]
    config = McpServerConfig(
        name=name,
        kind=ServerKind.HTTP if url and remote else ServerKind.STDIO,
        command=str(spec.get("command", "")),
        args=tuple(args),
        url=url,
        env_names=tuple(env),
        header_names=tuple(headers),
        enabled=not spec.get("disabled", False),
        hidden_names=tuple(item.name for item in hidden),
    )
    return Imported(config, tuple(values))
