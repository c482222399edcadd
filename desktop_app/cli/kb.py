"""``arroyo kb``: knowledge bases from the terminal: add, list, index, search, remove.

Bases live in ``<data>/knowledge/``. Indexing reports its progress on stderr; the hits go to
stdout, one a line (or JSON Lines with ``--json``)."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from desktop_app.agent.builtin.knowledge import KnowledgeAccess
    from desktop_app.providers.requests import Endpoint
    from desktop_app.store.database import Database

EMBEDDINGS_HELP = (
    "what makes the vectors: demo (default: full text with the offline Demo's hashed "
    "features), none (full text only), PROVIDER:MODEL (a provider from Settings or a preset, "
    "as openai:text-embedding-3-small), or WIRE:MODEL@URL for a local server (WIRE: openai, "
    "gemini, ollama)"
)


def add_commands(commands: argparse._SubParsersAction) -> None:
    kb = commands.add_parser(
        "kb",
        help="knowledge bases: search your own folders and files",
        description="Knowledge bases: folders and files indexed for search (full text and "
        "vectors), kept apart from the conversations.",
    )
    actions = kb.add_subparsers(dest="kb_command", metavar="ACTION", required=True)
    add = actions.add_parser("add", help="add a knowledge base over folders and files")
    add.add_argument("name", metavar="NAME")
    add.add_argument("paths", nargs="+", metavar="PATH", type=Path)
    add.add_argument("--embeddings", default="demo", metavar="PROVIDER:MODEL", help=EMBEDDINGS_HELP)
    actions.add_parser("list", help="list the knowledge bases")
    index = actions.add_parser("index", help="bring a base up to date (only what changed)")
    index.add_argument("name", metavar="NAME")
    search = actions.add_parser("search", help="search a base")
    search.add_argument("name", metavar="NAME")
    search.add_argument("query", metavar="QUERY")
    search.add_argument("--limit", type=int, default=10, metavar="N")
    search.add_argument("--json", action="store_true", help="one JSON object per hit per line")
    remove = actions.add_parser("remove", help="remove a base (its files stay)")
    remove.add_argument("name", metavar="NAME")


def run_kb(args: argparse.Namespace, out: TextIO = sys.stdout, err: TextIO = sys.stderr) -> int:
    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.knowledge.problems import KnowledgeError
    from desktop_app.paths import data_dir, settings_path
    from desktop_app.session.embedders import embedder_for
    from desktop_app.wire.terminal_text import strip_control_sequences as clean

    folder = data_dir() / "knowledge"
    try:
        if args.kb_command == "add":
            embedder_for(args.embeddings, settings_path())  # a bad choice is refused now
            missing = [path for path in args.paths if not path.exists()]
            if missing:
                err.write(f"arroyo kb add: {clean(str(missing[0]))}: no such file or folder\n")
                return 2
            KnowledgeBase.create(folder, args.name, args.paths, args.embeddings).close()
            out.write(
                f"Added {clean(args.name)}; index it with: arroyo kb index {clean(args.name)}\n"
            )
            return 0
        if args.kb_command == "list":
            for name in KnowledgeBase.names(folder):
                with KnowledgeBase.open(folder, name) as base:
                    info = base.info()
                roots = ", ".join(clean(str(root)) for root in info.roots)
                out.write(
                    f"{clean(name)}\t{info.files} files, {info.chunks} chunks, "
                    f"{info.skipped} left out\t{info.embeddings}\t{roots}\n"
                )
            return 0
        if args.kb_command == "remove":
            KnowledgeBase.remove(folder, args.name)
            out.write(f"Removed {clean(args.name)} (the files it indexed are untouched)\n")
            return 0
        with KnowledgeBase.open(folder, args.name) as base:
            spec = base.embeddings
        embedder = embedder_for(spec, settings_path())
        with KnowledgeBase.open(folder, args.name, embedder) as base:
            if args.kb_command == "index":
                return _index(base, err)
            hits = base.search(args.query, max(1, args.limit))
        for hit in hits:
            if args.json:
                record = {
                    "path": str(hit.path),
                    "start": hit.start,
                    "end": hit.end,
                    "headings": list(hit.headings),
                    "text": hit.text,
                    "score": hit.score,
                }
                out.write(json.dumps(record, ensure_ascii=False) + "\n")
            else:
                heading = " › ".join(hit.headings) or "-"
                words = " ".join(_body(hit.text).split()[:12])
                out.write(f"{hit.score:.4f}\t{hit.path}\t{heading}\t{words}\n".translate(_SAFE))
        return 0
    except KnowledgeError as exc:
        err.write(f"arroyo kb {args.kb_command}: {clean(str(exc))}\n")
        return 2


def _body(text: str) -> str:
    """The chunk's text without its heading lines (the heading column shows them)."""
    lines = [line for line in text.splitlines() if not line.lstrip().startswith("#")]
    return "\n".join(lines) if any(line.strip() for line in lines) else text


# Control characters of a file's text would drive the terminal: shown as spaces instead.
_SAFE = {code: " " for code in range(32) if code not in (9, 10)} | {127: " "}


def _index(base: object, err: TextIO) -> int:
    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.wire.terminal_text import strip_control_sequences as clean

    assert isinstance(base, KnowledgeBase)
    shown = 0.0
    progress = None
    try:
        for progress in base.index():
            now = time.monotonic()
            if now - shown >= 0.5 or progress.finished:
                shown = now
                left = progress.seconds_left
                eta = (
                    f", about {left:.0f} s left"
                    if left is not None and not progress.finished
                    else ""
                )
                err.write(
                    f"{progress.files_done}/{progress.files_total} files, "
                    f"{progress.chunks} chunks written, "
                    f"{progress.bytes_done / 2**20:.1f}/{progress.bytes_total / 2**20:.1f} MB"
                    f"{eta}\n"
                )
    except KeyboardInterrupt:
        err.write("Stopped. The files done so far are kept: index again to go on.\n")
        return 130
    if progress is not None:
        for skipped in progress.skipped:
            detail = f" ({skipped.detail})" if skipped.detail else ""
            err.write(f"left out: {clean(str(skipped.path))}: {skipped.reason.value}{detail}\n")
        if progress.skipped_more:
            err.write(f"and {progress.skipped_more} more files left out\n")
        err.write(
            f"Indexed {progress.files_done} files ({progress.files_changed} changed, "
            f"{progress.chunks} chunks written) in {progress.elapsed:.1f} s.\n"
        )
    return 0


# -- arroyo ask --kb NAME: the bases a question may search (the same permission rules as in
# the window: with a model not on this computer, the first search of a conversation asks).


def add_kb_flag(ask: argparse.ArgumentParser) -> None:
    ask.add_argument(
        "--kb",
        action="append",
        default=[],
        metavar="NAME",
        help="let the model search this knowledge base (arroyo kb list; repeatable); with a "
        "model not on this computer, the first search asks before passages are sent",
    )


def unknown_base(names: list[str], err: TextIO = sys.stderr) -> bool:
    """Says so and answers True when a name is not a knowledge base."""
    from desktop_app.knowledge.base import KnowledgeBase
    from desktop_app.paths import data_dir
    from desktop_app.wire.terminal_text import strip_control_sequences as clean

    present = KnowledgeBase.names(data_dir() / "knowledge")
    for name in names:
        if name not in present:
            known = ", ".join(present) or "none yet (arroyo kb add)"
            err.write(f"arroyo ask: no knowledge base named {clean(name)!r}; there are: {known}\n")
            return True
    return False


def access_for(
    names: tuple[str, ...], conversation: str | None, database: Database, endpoint: Endpoint
) -> KnowledgeAccess | None:
    """The bases named with --kb, and those the conversation (or its project) uses."""
    from desktop_app.paths import data_dir, settings_path
    from desktop_app.session.knowledge import knowledge_access
    from desktop_app.store.knowledge.links import KnowledgeLinks

    linked = KnowledgeLinks(database).for_turn(conversation) if conversation else []
    return knowledge_access(data_dir() / "knowledge", [*names, *linked], endpoint, settings_path())
