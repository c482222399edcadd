"""The ``arroyo`` command line's grammar: its options and commands, with their help."""

from __future__ import annotations

import argparse
from pathlib import Path

from desktop_app import __version__
from desktop_app.attachments.reading import PdfMode
from desktop_app.cli.activity import add_command as add_activity_command
from desktop_app.cli.approvals import add_ask_flags
from desktop_app.cli.approvals import add_command as add_approvals_command
from desktop_app.cli.asking.ask_parameters import add_parameter_flags
from desktop_app.cli.backup import add_commands as add_backup_commands
from desktop_app.cli.data import add_commands as add_data_commands
from desktop_app.cli.exchange import add_commands as add_exchange_commands
from desktop_app.cli.kb import add_commands as add_kb_commands
from desktop_app.cli.kb import add_kb_flag
from desktop_app.cli.projects import add_commands as add_project_commands
from desktop_app.cli.quick import add_command as add_quick_command
from desktop_app.cli.replay import TRANSPORTS
from desktop_app.cli.sync import add_commands as add_sync_commands
from desktop_app.cli.undo import add_command as add_undo_command
from desktop_app.cli.update import add_commands as add_update_commands
from desktop_app.names import ProviderKind, TransportName
from desktop_app.providers import WIRES
from desktop_app.providers.presets import PRESETS


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arroyo",
        description="Arroyo, a desktop client for large language models.",
        epilog="Qt's own options (-style, -platform, -reverse, -qwindowgeometry...) are "
        "passed on to Qt when the window opens.",
    )
    parser.add_argument("--version", action="version", version=f"arroyo {__version__}")
    parser.add_argument(
        "--check-update", action="store_true", help="the same as: arroyo update check"
    )
    parser.add_argument(
        "--screenshot",
        metavar="DIR",
        type=Path,
        help="render the whole window in its main states, themes, languages and sizes "
        "offscreen into PNG files in DIR (state-theme-language-size.png), then exit",
    )
    for option, meaning in (
        ("--states", "the states to render (default: all)"),
        ("--themes", "the themes: light, dark (default: both)"),
        ("--languages", "the languages: en, es (default: both)"),
        ("--sizes", "the window sizes, as WIDTHxHEIGHT (default: 1440x900,800x600)"),
    ):
        parser.add_argument(option, metavar="A,B", help=f"with --screenshot: {meaning}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    replay = commands.add_parser(
        "replay",
        help="feed recorded response bodies through the streaming pipeline",
        description="Feed recorded SSE response bodies through the streaming pipeline, cut "
        "into reads as asked, and print what a person would see and how the turn ended.",
    )
    replay.add_argument("files", nargs="+", metavar="FILE", type=Path)
    replay.add_argument("--wire", required=True, choices=WIRES, help="the body's wire contract")
    replay.add_argument(
        "--split",
        default="whole",
        metavar="whole|bytes|random:SEED",
        help="cut the body into one read, one-byte reads, or random reads of 1-64 bytes",
    )
    replay.add_argument(
        "--transport",
        default=TransportName.CHUNKED,
        choices=TRANSPORTS,
        help="chunked: bytes and incremental UTF-8; diff: growing snapshots of the text",
    )
    replay.add_argument("--json", action="store_true", help="one JSON object per file per line")
    replay.add_argument(
        "--via-http",
        action="store_true",
        help="serve each file from the local simulator in random writes and read it back "
        "through the real HTTP transport",
    )

    ask = commands.add_parser(
        "ask",
        help="ask a model from the terminal (tools ask [y/N] before acting)",
        description="Run one conversation turn in the terminal: the answer streams, reasoning "
        "is dimmed, every tool action is confirmed with [y/N] (no terminal means no), and the "
        "exit status is non-zero when the answer is not complete.",
    )
    ask.add_argument("prompt", nargs="?", default="")
    ask.add_argument(
        "--provider",
        default=ProviderKind.DEMO,
        help="a provider's id from the settings, or a preset: " + ", ".join(PRESETS),
    )
    ask.add_argument(
        "--wire",
        choices=WIRES,
        help="the API to speak, instead of the provider's (OpenAI: openai-chat or "
        "openai-responses)",
    )
    ask.add_argument(
        "--model", action="append", help="the model; given two to four times, each is asked in turn"
    )
    ask.add_argument(
        "--base-url",
        help="the server's address: http:// or https://, without a "
        "user name or key in it (keys are kept in the system keyring)",
    )
    ask.add_argument(
        "--workspace",
        type=Path,
        help="the folder file tools may use, and MCP servers are given as their root (none: "
        "the conversation's folder, else the default workspace, as in the window; servers then "
        "keep the folders they were configured with)",
    )
    ask.add_argument(
        "--transport", choices=TRANSPORTS, help="default: the provider's setting, else chunked"
    )
    ask.add_argument("--allow-commands", action="store_true", help="offer the run_command tool")
    ask.add_argument(
        "--pass-env",
        action="append",
        default=[],
        metavar="NAME",
        type=_variable_name,
        help="let commands see this environment variable too (repeatable); by "
        "default they see only PATH, HOME, LANG, LC_*, TERM, TMPDIR, USER, LOGNAME",
    )
    ask.add_argument(
        "--keyring-timeout",
        type=float,
        default=10.0,
        metavar="SECONDS",
        help="how long to wait for the system keyring, which may be asking you to "
        "unlock it (default: 10)",
    )
    add_kb_flag(ask)
    ask.add_argument(
        "--allow-read-only",
        action="store_true",
        help="let list_directory and read_file run without asking; fetch_url "
        "still asks, since a URL can carry what was read off this computer",
    )

    ask.add_argument(
        "--conversation",
        metavar="ID",
        help="continue this conversation (arroyo list shows the ids) instead of a new one",
    )

    ask.add_argument(
        "--attach",
        action="append",
        default=[],
        type=Path,
        metavar="FILE",
        help="send a file with the prompt: text and code inlined with its name, an image as "
        "an image, a PDF as --pdf says (repeatable)",
    )
    ask.add_argument(
        "--pdf",
        choices=[mode.value for mode in PdfMode],
        default=PdfMode.TEXT.value,
        help="a PDF's text extracted on this computer (text, the default), or the file sent "
        "to a model that reads documents (native)",
    )

    add_parameter_flags(ask)
    _add_mcp_commands(commands)
    add_exchange_commands(commands)
    add_project_commands(commands, ask)
    add_activity_command(commands)
    add_undo_command(commands)
    add_approvals_command(commands)
    add_ask_flags(ask)
    add_backup_commands(commands)
    add_data_commands(commands)
    add_update_commands(commands)
    add_sync_commands(commands)
    add_kb_commands(commands)

    ask.add_argument(
        "--mcp",
        action="store_true",
        help="offer the tools of the MCP servers configured (arroyo mcp list shows them); "
        "each call asks [y/N] like every tool",
    )

    simulator = commands.add_parser(
        "simulator",
        help="run the local provider simulator",
        description="Serve the four wire contracts on 127.0.0.1 with scripted answers, for "
        "trying the app offline. Prints the URL to use as a base URL.",
    )
    simulator.add_argument("--port", type=int, default=0, help="0 picks a free port")
    add_quick_command(commands)
    return parser


def _add_mcp_commands(commands: argparse._SubParsersAction) -> None:
    mcp = commands.add_parser(
        "mcp",
        help="MCP tool servers: import, list, call one tool",
        description="The MCP servers Arroyo knows (kept in its settings file; their "
        "environment and header values in the system keyring).",
    )
    actions = mcp.add_subparsers(dest="mcp_command", metavar="ACTION", required=True)
    importing = actions.add_parser(
        "import",
        help="import the mcpServers of a Claude Desktop configuration file",
        description="Add the servers of a claude_desktop_config.json-style file; every env "
        "value goes to the system keyring, never to the settings file.",
    )
    importing.add_argument("file", type=Path)
    actions.add_parser("list", help="start each server, show its state and its tools")
    call = actions.add_parser(
        "call",
        help="call one tool (validated, confirmed with [y/N])",
        description="Call TOOL of SERVER with the JSON arguments, after validating them "
        "against the tool's schema and asking [y/N]; without a terminal the answer is no.",
    )
    lock = actions.add_parser(
        "lock", help="write the pins of every server (launch, tools) to a JSON file to share"
    )
    lock.add_argument("file", nargs="?", type=Path, default=Path("arroyo-mcp.lock.json"))
    verify = actions.add_parser(
        "verify",
        help="start each server and compare it with its pins",
        description="Start each approved server and compare its launch and tools with the "
        "pins in the settings (or --lock FILE). Exit 0: nothing changed; 1: drift; 2: a "
        "server has no pins yet; 3: a server failed to start.",
    )
    verify.add_argument("--lock", type=Path, metavar="FILE")
    approve = actions.add_parser(
        "approve-change",
        help="show what changed in a server since it was approved, and approve it",
    )
    approve.add_argument("server")
    approve.add_argument("--yes", action="store_true", help="approve without asking")
    call.add_argument("server")
    call.add_argument("tool")
    call.add_argument("arguments", nargs="?", default="{}", metavar="JSON")
    call.add_argument(
        "--workspace",
        type=Path,
        help="the folder given to the server as its one root (none: the server is told of "
        "no folder and keeps those it was configured with)",
    )


def _variable_name(name: str) -> str:
    from desktop_app.agent.builtin.environment import valid_variable_name

    if not valid_variable_name(name):
        raise argparse.ArgumentTypeError(f"{name!r} is not an environment variable name")
    return name
