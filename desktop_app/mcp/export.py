"""The configured servers written back as a ``mcpServers`` document (Claude Desktop's, which
the other clients read too). Env and header values are placeholders unless the person chose to
include them, after being warned that the file then holds their secrets."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.mcp.config import McpServerConfig, ServerKind, ValueKind, secret_id
from desktop_app.mcp.secret_shapes import fill


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

    def filled(server: McpServerConfig, text: str) -> str:
        """A credential taken out of a URL stays ``${NAME}`` unless its value was asked for."""
        if values is None:
            return text
        found = {
            n: values.get(secret_id(server.name, ValueKind.URL, n)) for n in server.hidden_names
        }
        return fill(text, {name: value for name, value in found.items() if value is not None})

    document: dict[str, Any] = {}
    for server in servers:
        spec: dict[str, Any]
        if server.kind is ServerKind.HTTP:
            spec = {"type": "http", "url": filled(server, server.url)}
            headers = {name: value(server.name, "header", name) for name in server.header_names}
            headers |= dict(server.plain_headers)
            if headers:
                spec["headers"] = headers
        else:
            args = [filled(server, arg) for arg in server.args]
            spec = {"command": server.command, "args": args}
            env = {name: value(server.name, "env", name) for name in server.env_names}
            env |= dict(server.plain_env)
            if env:
                spec["env"] = env
        if not server.enabled:
            spec["disabled"] = True
        document[server.name] = spec
    return {"mcpServers": document}
