"""The formats people already have, in and out: Claude Desktop, Cursor and Claude Code, VS Code,
Windsurf; the fingerprint a confirmation covers; the export's placeholders."""

from __future__ import annotations

import dataclasses

from desktop_app.mcp.config import McpServerConfig, ServerKind, import_servers, secret_id
from desktop_app.mcp.export import export_servers

CURSOR = {
    "mcpServers": {
        "linear": {
            "url": "https://linear.example.invalid/mcp",
            "headers": {"Authorization": "Bearer x1"},
        },
        "fs": {"command": "npx", "args": ["-y", "server-fs", "/tmp"], "env": {"TOKEN": "t-1"}},
    }
}
VSCODE = {
    "servers": {
        "github": {
            "type": "http",
            "url": "https://github.example.invalid/mcp",
            "headers": {"X-Key": "k9"},
        },
        "time": {"type": "stdio", "command": "uvx", "args": ["mcp-server-time"]},
    }
}
WINDSURF = {"mcpServers": {"remote": {"serverUrl": "https://windsurf.example.invalid/sse"}}}


def test_each_format_gives_the_same_kinds_of_servers_with_values_set_apart():
    linear, fs = import_servers(CURSOR)
    assert linear.config.kind is ServerKind.HTTP and linear.config.header_names == (
        "Authorization",
    )
    assert linear.secrets == {secret_id("linear", "header", "Authorization"): "Bearer x1"}
    assert fs.config.command_line() == "npx -y server-fs /tmp" and fs.config.env_names == ("TOKEN",)
    github, time = import_servers(VSCODE)
    assert (
        github.config.kind is ServerKind.HTTP
        and github.config.url == "https://github.example.invalid/mcp"
    )
    assert time.config.kind is ServerKind.STDIO and time.config.args == ("mcp-server-time",)
    (remote,) = import_servers(WINDSURF)
    assert remote.config.kind is ServerKind.HTTP and remote.config.url.endswith("/sse")
    for item in (linear, fs, github, time, remote):
        assert item.config.needs_approval  # imported: its first start is asked
        assert "x1" not in str(item.config.to_json()) and "t-1" not in str(item.config.to_json())


def test_the_fingerprint_follows_what_runs_and_the_names_it_is_given():
    config = import_servers(CURSOR)[1].config
    confirmed = dataclasses.replace(config, approved=config.fingerprint())
    assert not confirmed.needs_approval
    assert McpServerConfig.from_json(confirmed.to_json()) == confirmed
    assert not dataclasses.replace(confirmed, enabled=False, allow_sampling=True).needs_approval
    for change in ({"args": ("-y", "other")}, {"command": "node"}, {"env_names": ("TOKEN", "X")}):
        assert dataclasses.replace(confirmed, **change).needs_approval, change


def test_export_writes_placeholders_unless_values_are_given():
    servers = [item.config for item in import_servers(CURSOR)]
    document = export_servers(servers)
    assert document["mcpServers"]["linear"] == {
        "type": "http",
        "url": "https://linear.example.invalid/mcp",
        "headers": {"Authorization": "${Authorization}"},
    }
    assert document["mcpServers"]["fs"]["env"] == {"TOKEN": "${TOKEN}"}
    values = {secret_id("fs", "env", "TOKEN"): "t-1"}
    with_values = export_servers(servers, values)
    assert with_values["mcpServers"]["fs"]["env"] == {"TOKEN": "t-1"}
    # A value the keyring lacks stays a placeholder; the export imports back as it was.
    assert with_values["mcpServers"]["linear"]["headers"] == {"Authorization": "${Authorization}"}
    again = [item.config for item in import_servers(document)]
    assert [c.command_line() for c in again] == [c.command_line() for c in servers]
