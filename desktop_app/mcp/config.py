"""Configured servers as the settings file keeps them (no secret values: those are in the
keyring, under ``secret_id``), and the ``mcpServers`` files people already have."""

from __future__ import annotations

import hashlib
import json
import shlex
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from desktop_app.errors import ArroyoError, FileProblem


class ServerKind(StrEnum):
    STDIO = "stdio"
    HTTP = "http"


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

    def fingerprint(self) -> str:
        """What a confirmation covers: what runs or is reached, and the names (never the
        values) of what it is given."""
        launch = [self.kind.value, self.command, *self.args, self.url]
        launch += ["env", *self.env_names, "header", *self.header_names]
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
        )

    def command_line(self) -> str:
        """What will run, exactly, for the confirmation of a first start."""
        return shlex.join([self.command, *self.args]) if self.command else self.url


def secret_id(server: str, where: str, name: str) -> str:
    """The keyring entry of one value: ``where`` is ``env`` or ``header``."""
    return f"mcp:{server}:{where}:{name}"


@dataclass(frozen=True, slots=True)
class Imported:
    config: McpServerConfig
    secrets: dict[str, str] = field(default_factory=dict)  # secret_id -> value, for the keyring


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
    url = str(spec.get("url") or spec.get("serverUrl") or "")
    # VS Code names the transport ("stdio", "http", "sse"); the others leave it to the keys.
    remote = spec.get("type") in ("http", "sse", "streamable-http") or not spec.get("command")
    secrets = {secret_id(name, "env", key): value for key, value in env.items()}
    secrets |= {secret_id(name, "header", key): value for key, value in headers.items()}
    config = McpServerConfig(
        name=name,
        kind=ServerKind.HTTP if url and remote else ServerKind.STDIO,
        command=str(spec.get("command", "")),
        args=tuple(str(arg) for arg in spec.get("args") or ()),
        url=url,
        env_names=tuple(env),
        header_names=tuple(headers),
        enabled=not spec.get("disabled", False),
    )
    return Imported(config, secrets)
