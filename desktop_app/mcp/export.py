"""The configured servers written back as a ``mcpServers`` document (Claude Desktop's, which
the other clients read too). Env and header values are placeholders unless the person chose to
include them, after being warned that the file then holds their secrets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.mcp.config import McpServerConfig, ServerKind, secret_id


def placeholder(name: str) -> str:
    return "${" + name + "}"


def export_servers(
    servers: Sequence[McpServerConfig], values: Mapping[str, str] | None = None
) -> dict[str, Any]:
    """``values`` (secret_id -> value) only when the person opted in; otherwise every value
    is ``${NAME}``, to be filled in by whoever uses the file."""

    def value(server: str, where: str, name: str) -> str:
        if values is None:
            return placeholder(name)
        return values.get(secret_id(server, where, name), placeholder(name))

    document: dict[str, Any] = {}
    for server in servers:
        spec: dict[str, Any]
        if server.kind is ServerKind.HTTP:
            spec = {"type": "http", "url": server.url}
            if server.header_names:
                names = server.header_names
                spec["headers"] = {name: value(server.name, "header", name) for name in names}
        else:
            spec = {"command": server.command, "args": list(server.args)}
            if server.env_names:
                names = server.env_names
                spec["env"] = {name: value(server.name, "env", name) for name in names}
        if not server.enabled:
            spec["disabled"] = True
        document[server.name] = spec
    return {"mcpServers": document}
