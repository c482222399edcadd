"""The ``arroyo`` command: what each of its commands does (its grammar is in ``cli_parser``)."""

from __future__ import annotations

import argparse
import json
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app.attachments.reading import PdfMode
from desktop_app.cli_parser import build_parser
from desktop_app.names import TransportName, Wire
from desktop_app.providers.choice import ProviderChoice
from desktop_app.qt_arguments import split_qt_arguments
from desktop_app.replay import Split, run, run_via_http, turn_to_json

if TYPE_CHECKING:
    from desktop_app.attachments.reading import ImageFitter

_DIM, _BOLD, _RESET = "\x1b[2m", "\x1b[1m", "\x1b[0m"


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
    from desktop_app.image_fit import fit_image

    return fit_image


def _settings_entry(entry_id: str) -> ProviderChoice | None:
    """The settings entry with this id (the window's providers), or ``None``: then the name is
    taken for a preset. A settings file that cannot be read is said, and left as it is."""
    from desktop_app.config.settings import ProviderSettings, SettingsError
    from desktop_app.paths import settings_path

    path = settings_path()
    if not path.exists():
        return None
    try:
        entry = ProviderSettings(path).get(entry_id)
    except SettingsError as exc:
        print(f"arroyo ask: {exc} Providers are taken from the presets.", file=sys.stderr)
        return None
    return entry.choice() if entry is not None else None


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
