"""The formats people already have, read into servers and keyring values."""

from __future__ import annotations

import pytest

from desktop_app.mcp.config import McpServerConfig, NotAServerList, ServerKind, import_servers


def test_each_known_format_gives_its_servers_and_their_secret_values():
    imported = import_servers(
        {
            "mcpServers": {
                "files": {
                    "command": "npx",
                    "args": ["-y", "@modelcontextprotocol/server-filesystem", "/tmp/x y"],
                    "env": {"TOKEN": "abc123"},
                },
                "cursor": {"url": "https://example.invalid/mcp", "headers": {"X-Key": "k1"}},
                "windsurf": {"serverUrl": "https://example.invalid/sse", "disabled": True},
            }
        }
    )
    by_name = {item.config.name: item for item in imported}
    files = by_name["files"].config
    assert files.kind is ServerKind.STDIO and files.env_names == ("TOKEN",)
    assert files.command_line() == "npx -y @modelcontextprotocol/server-filesystem '/tmp/x y'"
    assert by_name["files"].secrets == {"mcp:files:env:TOKEN": "abc123"}
    assert by_name["cursor"].config.kind is ServerKind.HTTP
    assert by_name["cursor"].secrets == {"mcp:cursor:header:X-Key": "k1"}
    assert by_name["windsurf"].config.url.endswith("/sse")
    assert by_name["windsurf"].config.enabled is False
    vscode = import_servers({"servers": {"v": {"command": "uvx", "args": ["mcp-server-time"]}}})
    assert vscode[0].config.args == ("mcp-server-time",)
    # What the settings file keeps round-trips, and holds no value.
    for item in imported:
        assert McpServerConfig.from_json(item.config.to_json()) == item.config
        assert not any(v in str(item.config.to_json()) for v in item.secrets.values())


@pytest.mark.parametrize("document", [[], {"mcpServers": []}, {"other": {}}])
def test_a_file_without_servers_is_refused(document):
    with pytest.raises(NotAServerList):
        import_servers(document)
