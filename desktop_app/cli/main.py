"""The ``arroyo`` command: which module runs each command (their grammar is in ``parser``)."""

from __future__ import annotations

import sys
import threading

from desktop_app.cli.parser import build_parser
from desktop_app.qt_arguments import split_qt_arguments


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    qt_arguments, ours = split_qt_arguments(sys.argv[1:] if argv is None else argv)
    args = parser.parse_args(ours)
    if args.command == "replay":
        from desktop_app.cli.replay import run_replay

        return run_replay(parser, args)
    if args.command == "simulator":
        return _simulator(args.port)
    if args.command == "ask":
        from desktop_app.cli.asking.ask import run_ask

        return run_ask(args)
    if args.command in ("list", "export", "import"):
        from desktop_app.cli.exchange import run_exchange

        return run_exchange(args)
    if args.command == "projects":
        from desktop_app.cli.projects import run_projects

        return run_projects(args)
    if args.command == "activity":
        from desktop_app.cli.activity import run_activity

        return run_activity(args)
    if args.command == "undo":
        from desktop_app.cli.undo import run_undo

        return run_undo(args)
    if args.command == "approvals":
        from desktop_app.cli.approvals import run_approvals

        return run_approvals(args)
    if args.command in ("backup", "restore"):
        from desktop_app.cli.backup import run_backup

        return run_backup(args)
    if args.command == "data":
        from desktop_app.cli.data import run_data

        return run_data(args)
    if args.command == "update" or args.check_update:
        from desktop_app.cli.update import run_update_check

        return run_update_check()
    if args.command == "sync":
        from desktop_app.cli.sync import run_sync

        return run_sync(args)
    if args.command == "kb":
        from desktop_app.cli.kb import run_kb

        return run_kb(args)
    if args.command == "mcp":
        from desktop_app.cli.mcp import run_mcp

        return run_mcp(args)
    if args.screenshot is not None:
        from desktop_app.gallery.command import screenshots

        return screenshots(parser, args)
    from desktop_app.launch import run

    return run([sys.argv[0], *qt_arguments], quick=args.command == "quick")


def _simulator(port: int) -> int:
    """The Demo's answers over HTTP, for a provider of one's own: the welcome suggestions get
    theirs, the workspace question a tool call, a question with a knowledge base a search."""
    from desktop_app.simulator.demo import demo_chooser
    from desktop_app.simulator.server import Simulator

    try:
        simulator = Simulator(port=port, chooser=demo_chooser()).start()
    except OSError as exc:
        print(f"arroyo simulator: cannot listen on port {port}: {exc.strerror}", file=sys.stderr)
        return 2
    print(f"Arroyo simulator listening on {simulator.url}", flush=True)
    print(f"  OpenAI-compatible base URL: {simulator.url}/v1", flush=True)
    print(f"  Gemini base URL:            {simulator.url}/v1beta", flush=True)
    print(f"  Embeddings (kb add):        openai:MODEL@{simulator.url}/v1", flush=True)
    try:
        threading.Event().wait()
    except KeyboardInterrupt:
        pass
    finally:
        simulator.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
