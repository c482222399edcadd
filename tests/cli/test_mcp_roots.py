"""Which folder ``arroyo mcp call`` tells a server about: with ``--workspace``, that folder as
the one root; without it, none (the roots capability is not declared), so a server keeps the
folders it was configured with and never learns of the folder Arroyo runs in."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from tests.cli.test_mcp import arroyo, arroyo_on_a_terminal
from tests.mcp.agent_support import SERVERS
from tests.mcp.tooling import FILESYSTEM, npx_command, server_variables


def configured(home: Path, name: str, command: list[str], env: dict[str, str]) -> None:
    """One server imported from a Claude Desktop file, its first start then confirmed."""
    config = home / "claude_desktop_config.json"
    servers = {name: {"command": command[0], "args": command[1:], "env": env}}
    config.write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")
    imported = arroyo(home, "mcp", "import", str(config))
    assert imported.returncode == 0, imported.stdout + imported.stderr


def called(home: Path, server: str, tool: str, arguments: dict, *extra: str):
    """The call confirmed on a terminal: the server's first start, then the call."""
    return arroyo_on_a_terminal(
        home, "mcp", "call", server, tool, json.dumps(arguments), *extra, typed=b"y\ny\n"
    )


def roots_reported(output: str) -> dict:
    """The scripted server's report, on the line after the question "Run it? [y/N]"."""
    line = next(line for line in output.splitlines() if '{"declared"' in line)
    return json.loads(line[line.index('{"declared"') :])


def test_without_a_workspace_the_server_is_told_of_no_folder(tmp_path):
    (tmp_path / "data").mkdir()
    configured(tmp_path, "notes", [sys.executable, str(SERVERS / "scripted_server.py")], {})
    finished = called(tmp_path, "notes", "note", {"text": "$roots"})
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert "notes was given no folder: it works in the folders it was configured with." in (
        finished.stdout
    )
    reported = roots_reported(finished.stdout)
    assert reported["declared"] is False  # not even an empty list: no roots at all
    assert reported["answer"]["error"]["code"] == -32601
    assert tmp_path.as_uri() not in finished.stdout  # the folder it ran in was never offered


def test_with_a_workspace_that_folder_is_the_only_root(tmp_path):
    (tmp_path / "data").mkdir()
    workspace = tmp_path / "proyecto"
    workspace.mkdir()
    configured(tmp_path, "notes", [sys.executable, str(SERVERS / "scripted_server.py")], {})
    finished = called(tmp_path, "notes", "note", {"text": "$roots"}, "--workspace", "proyecto")
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert f"Folder given to notes: {workspace}" in finished.stdout
    reported = roots_reported(finished.stdout)
    assert reported["declared"] is True
    assert reported["answer"]["result"] == {
        "roots": [{"uri": workspace.as_uri(), "name": "proyecto"}]
    }


def test_the_filesystem_server_keeps_its_configured_folder_without_a_workspace(tmp_path):
    home = tmp_path / "home"  # where Arroyo runs, beside the folder the server was given
    (home / "data").mkdir(parents=True)
    shared = tmp_path / "compartida"
    shared.mkdir()
    (shared / "nota.txt").write_text("configurada\n", encoding="utf-8")
    (home / "aqui.txt").write_text("carpeta actual\n", encoding="utf-8")
    command = npx_command(FILESYSTEM, str(shared))
    configured(home, "files", command, server_variables(node=True))

    kept = called(home, "files", "read_text_file", {"path": str(shared / "nota.txt")})
    assert kept.returncode == 0, kept.stdout + kept.stderr
    assert "configurada" in kept.stdout
    assert "files was given no folder" in kept.stdout

    # The folder Arroyo runs in (the child's working folder) was never made a root.
    outside = called(home, "files", "read_text_file", {"path": str(home / "aqui.txt")})
    assert outside.returncode == 1, outside.stdout + outside.stderr
    assert "carpeta actual" not in outside.stdout
    assert "Access denied" in outside.stdout
