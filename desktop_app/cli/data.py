"""``arroyo data where``, ``arroyo data move TARGET`` and ``arroyo data remove-old``: where the
data folder is, moving it (copied, checked, then switched; the old one kept), and removing
the old one once the person is sure."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TextIO

from desktop_app.paths import DataSource, chosen_data_dir, location_file
from desktop_app.store import relocation
from desktop_app.store.relocation import MoveError, MoveProblem
from desktop_app.wire.terminal_text import strip_control_sequences

SOURCES = {
    DataSource.ENVIRONMENT: "set by ARROYO_DATA_DIR",
    DataSource.PORTABLE: "portable: beside the app",
    DataSource.MOVED: "moved here",
    DataSource.DEFAULT: "the standard place",
}
PROBLEMS = {
    MoveProblem.SAME: "it is the data folder, inside it, or holds it",
    MoveProblem.NOT_EMPTY: "it is not empty; choose an empty or new folder",
    MoveProblem.READ_ONLY: "it cannot be written to",
    MoveProblem.NO_SPACE: "there is not enough free space there",
    MoveProblem.IN_USE: "Arroyo is open; quit it first",
    MoveProblem.FAILED: "copying failed",
    MoveProblem.NO_PREVIOUS: "there is no old data folder of this profile to remove",
}


def add_commands(commands: argparse._SubParsersAction) -> None:
    data = commands.add_parser(
        "data",
        help="where the data folder is; move it",
        description="The data folder holds the conversations, attached files, settings and "
        "the profile id the keys are kept under.",
    )
    actions = data.add_subparsers(dest="data_command", metavar="ACTION", required=True)
    actions.add_parser("where", help="print the data folder and why it is that one")
    move = actions.add_parser(
        "move",
        help="copy the data folder to TARGET, check the copy, then use it",
        description="Copy everything to TARGET (an empty or new folder), check every file and "
        "the database's rows, then use TARGET from the next start. The old folder is kept "
        "until you remove it (arroyo data remove-old). Quit Arroyo first.",
    )
    move.add_argument("target", metavar="TARGET", type=Path)
    actions.add_parser("remove-old", help="remove the folder the data was moved from")


def run_data(args: argparse.Namespace, out: TextIO = sys.stdout) -> int:
    chosen = chosen_data_dir()
    folder = chosen.path
    shown = strip_control_sequences(str(folder))
    try:
        if args.data_command == "where":
            print(f"{shown} ({SOURCES[chosen.source]})", file=out)
            previous = relocation.previous_folder(folder)
            if previous is not None:
                old = strip_control_sequences(str(previous))
                print(
                    f"The old data folder is kept at {old}; arroyo data remove-old removes it.",
                    file=out,
                )
            return 0
        if args.data_command == "remove-old":
            removed = relocation.remove_previous(folder)
            print(f"Removed {strip_control_sequences(str(removed))}", file=out)
            return 0
        return _move(folder, chosen.source, args.target.expanduser().absolute(), out)
    except MoveError as exc:
        detail = strip_control_sequences(f" ({exc.detail})" if exc.detail else "")
        print(
            f"arroyo data {args.data_command}: {PROBLEMS[exc.problem]}{detail}. Nothing was "
            "changed.",
            file=sys.stderr,
        )
        return 2


def _move(folder: Path, source: DataSource, target: Path, out: TextIO) -> int:
    # A folder named by ARROYO_DATA_DIR or by portable mode is not switched by the pointer
    # (those win over it): it is copied and checked, and the person points at it their way.
    pointed = source in (DataSource.MOVED, DataSource.DEFAULT)
    moved = relocation.move(folder, target, location=location_file() if pointed else None)
    name = strip_control_sequences(str(target))
    print(
        f"Copied {moved.files} files ({moved.size // 1024} KB) to {name} and checked them.",
        file=out,
    )
    if pointed:
        print(f"Arroyo now uses {name}.", file=out)
    else:
        print(
            f"The data folder is {SOURCES[source]}: set ARROYO_DATA_DIR={name} to use the copy.",
            file=out,
        )
    print(
        f"The old folder is kept at {strip_control_sequences(str(folder))}; remove it with "
        "arroyo data remove-old once you are sure.",
        file=out,
    )
    return 0
