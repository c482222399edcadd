"""The ``arroyo`` command."""

from __future__ import annotations

import argparse
import json
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app import __version__
from desktop_app.attachments.reading import PdfMode
from desktop_app.cli_exchange import add_commands as add_exchange_commands
from desktop_app.names import ProviderKind, TransportName, Wire
from desktop_app.providers import WIRES
from desktop_app.providers.choice import ProviderChoice
from desktop_app.providers.presets import PRESETS
from desktop_app.qt_arguments import split_qt_arguments
from desktop_app.replay import TRANSPORTS, Split, run, run_via_http, turn_to_json

if TYPE_CHECKING:
    from desktop_app.attachments.reading import ImageFitter

_DIM, _BOLD, _RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="arroyo",
        description="Arroyo, a desktop client for large language models.",
        epilog="Qt's own options (-style, -platform, -reverse, -qwindowgeometry...) are "
        "passed on to Qt when the window opens.",
    )
    parser.add_argument("--version", action="version", version=f"arroyo {__version__}")
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
    ask.add_argument("prompt")
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
    ask.add_argument("--model")
    ask.add_argument(
        "--base-url",
        help="the server's address: http:// or https://, without a "
        "user name or key in it (keys are kept in the system keyring)",
    )
    ask.add_argument(
        "--workspace", type=Path, help="the folder file tools may use (none: no tools)"
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

    _add_mcp_commands(commands)
    add_exchange_commands(commands)

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
    call.add_argument("server")
    call.add_argument("tool")
    call.add_argument("arguments", nargs="?", default="{}", metavar="JSON")
    call.add_argument("--workspace", type=Path, help="the folder given to servers as their root")


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    qt_arguments, ours = split_qt_arguments(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(ours)
    if args.command == "replay":
        return _replay(parser, args)
    if args.command == "simulator":
        return _simulator(args.port)
    if args.command == "ask":
        return _ask(args)
    if args.command in ("list", "export", "import"):
        from desktop_app.cli_exchange import run_exchange

        return run_exchange(args)
    if args.command == "mcp":
        from desktop_app.cli_mcp import run_mcp

        return run_mcp(args)
    if args.screenshot is not None:
        from desktop_app.gallery.command import screenshots

        return screenshots(parser, args)
    from desktop_app.launch import run

    return run([sys.argv[0], *qt_arguments])


def _replay(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    try:
        split = Split.parse(args.split)
    except ValueError as exc:
        parser.error(str(exc))
    failures = 0
    bodies = []
    for path in args.files:
        try:
            bodies.append((path, path.read_bytes()))
        except OSError as exc:
            print(f"arroyo replay: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
            failures += 1
    if args.via_http:
        turns = run_via_http(bodies, args.wire, args.transport, seed=split.seed)
    else:
        turns = [run(body, args.wire, split, args.transport) for _, body in bodies]
    for (path, _), turn in zip(bodies, turns):
        result = turn_to_json(turn)
        if args.json:
            print(json.dumps({"file": str(path), "wire": args.wire, **result}, ensure_ascii=False))
        else:
            _print_for_a_person(path, result, color=sys.stdout.isatty())
        if result["status"] == "failed" and (result["error"] or {}).get("code") in (
            "malformed_event",
            "protocol",
        ):
            print(f"arroyo replay: {path}: {result['error']['message']}", file=sys.stderr)
            failures += 1
    return 1 if failures else 0


def _ask(args: argparse.Namespace) -> int:
    import asyncio

    from desktop_app import cli_mcp
    from desktop_app.headless import AskOptions, ask

    options = AskOptions(
        prompt=args.prompt,
        provider=args.provider,
        choice=_settings_entry(args.provider),
        wire=Wire(args.wire) if args.wire else None,
        model=args.model,
        base_url=args.base_url,
        workspace=args.workspace,
        transport=TransportName(args.transport) if args.transport else None,
        allow_commands=args.allow_commands,
        allow_read_only=args.allow_read_only,
        pass_env=tuple(args.pass_env),
        keyring_timeout=args.keyring_timeout,
        mcp_servers=cli_mcp.configured_servers() if args.mcp else (),
        remember_mcp_approval=cli_mcp.remember_ask_approval,
        conversation=args.conversation,
        attachments=tuple(args.attach),
        pdf=PdfMode(args.pdf),
        fit_image=_image_fitter() if args.attach else None,
    )
    from desktop_app.agent.builtin import process_tree

    # Orphans of commands stay below this process, to be ended and reaped (see process_tree).
    process_tree.become_subreaper()
    try:
        return asyncio.run(ask(options))
    except KeyboardInterrupt:
        return 130
    finally:
        process_tree.end_all()  # a command interrupted with the rest, and all it started


def _image_fitter() -> ImageFitter:
    """Qt's image scaling, loaded only when files are attached (it is slow to import)."""
    from desktop_app.ui.image_fit import fit_image

    return fit_image


def _settings_entry(entry_id: str) -> ProviderChoice | None:
    """The settings entry with this id (the window's providers), or ``None``: then the name is
    taken for a preset. A settings file that cannot be read is said, and left as it is."""
    from desktop_app.paths import settings_path
    from desktop_app.ui.settings_model import ProviderSettings, SettingsError

    path = settings_path()
    if not path.exists():
        return None
    try:
        entry = ProviderSettings(path).get(entry_id)
    except SettingsError as exc:
        print(f"arroyo ask: {exc} Providers are taken from the presets.", file=sys.stderr)
        return None
    return entry.choice() if entry is not None else None


def _variable_name(name: str) -> str:
    from desktop_app.agent.builtin.environment import valid_variable_name

    if not valid_variable_name(name):
        raise argparse.ArgumentTypeError(f"{name!r} is not an environment variable name")
    return name


def _simulator(port: int) -> int:
    from desktop_app.simulator.scenarios import Scenario
    from desktop_app.simulator.scripts import WELCOME
    from desktop_app.simulator.server import Simulator

    simulator = Simulator(port=port, default=Scenario(script=WELCOME, events_per_second=40)).start()
    print(f"Arroyo simulator listening on {simulator.url}", flush=True)
    print(f"  OpenAI-compatible base URL: {simulator.url}/v1", flush=True)
    print(f"  Gemini base URL:            {simulator.url}/v1beta", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        simulator.stop()
    return 0


def _print_for_a_person(path: Path, result: dict, *, color: bool) -> None:
    from desktop_app.wire.terminal_text import strip_control_sequences as clean

    dim, bold, reset = (_DIM, _BOLD, _RESET) if color else ("", "", "")
    # The body's text is shown, never obeyed: its control sequences are removed.
    shown = {name: clean(result[name] or "") for name in ("reasoning", "refusal", "answer")}
    result = {**result, **shown}
    print(f"{bold}== {path}{reset}")
    if result["reasoning"]:
        print(f"{dim}[reasoning]")
        print(result["reasoning"])
        print(f"[/reasoning]{reset}")
    if result["refusal"]:
        print(f"[refusal] {result['refusal']}")
    if result["answer"]:
        print(result["answer"])
    for call in result["tool_calls"]:
        arguments = (
            json.dumps(call["arguments"], ensure_ascii=False)
            if call["valid_json"]
            else f"{call['arguments_raw']!r} (not valid JSON)"
        )
        print(clean(f"[tool call] {call['name']}({arguments}) id={call['id']}"))
    reasons = f"stop reason: {result['stop_reason']}, raw: {result['raw_stop_reason']}"
    outcome = f"{result['status']} ({reasons})"
    if result["error"]:
        outcome += f"; error: {clean(result['error']['message'])}"
    usage = result["usage"]
    if usage:
        outcome += f"; tokens in {usage['input_tokens']}, out {usage['output_tokens']}"
    print(f"{bold}-- {outcome}{reset}")


if __name__ == "__main__":
    sys.exit(main())
