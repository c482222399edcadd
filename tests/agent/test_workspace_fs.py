"""The file tools when the disk changes under them: a folder swapped for a link between the
check and the open (staged deterministically through ``workspace_entries.race_hook``), hard
links, FIFOs, sockets and OS errors. Real files, real links, real FIFOs and sockets."""

from __future__ import annotations

import asyncio
import errno
import hashlib
import os
import socket
import threading
from collections.abc import Callable, Iterator
from pathlib import Path, PurePath
from typing import Any

import pytest

from desktop_app.agent.builtin import (
    ListDirectory,
    ReadFile,
    WriteFile,
    workspace_entries,
    workspace_fs,
)
from desktop_app.agent.tools import Tool, ToolContext, ToolOutcome

posix_only = pytest.mark.skipif(os.name != "posix", reason="needs POSIX links, FIFOs, sockets")
_BOUND = 10.0  # seconds: generous; a call that blocks fails the test instead of hanging it


def run(tool: Tool, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
    return asyncio.run(asyncio.wait_for(tool.run(arguments, context), _BOUND))


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    folder = tmp_path / "outside"
    folder.mkdir()
    (folder / "inner.txt").write_text("OUTSIDE", encoding="utf-8")
    (folder / "only_outside.txt").write_text("", encoding="utf-8")
    (folder / "victim.txt").write_text("original", encoding="utf-8")
    return folder


@pytest.fixture
def workspace(tmp_path: Path, outside: Path) -> Path:
    folder = tmp_path / "ws"
    (folder / "sub").mkdir(parents=True)
    (folder / "sub" / "inner.txt").write_text("inside", encoding="utf-8")
    return folder


@pytest.fixture
def context(workspace: Path) -> ToolContext:
    return ToolContext(workspace=workspace)


@pytest.fixture(params=["descriptors", "fallback"])
def mode(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Both ways of reaching files: from descriptors (Linux, macOS) and the path-based
    fallback (what Windows gets), forced here so its logic runs on Linux too."""
    if request.param == "descriptors" and not workspace_fs.USE_DESCRIPTORS:
        pytest.skip("this platform has no dir_fd: only the fallback applies")
    monkeypatch.setattr(workspace_fs, "USE_DESCRIPTORS", request.param == "descriptors")
    return str(request.param)


@pytest.fixture
def stage(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[..., list[str]]]:
    """``stage(step, at, action)``: run ``action`` once, when a call reaches ``step`` for the
    workspace-relative path ``at``; returns the list of steps where it ran (for asserting it
    did run)."""

    def install(step: str, at: str, action: Callable[[], None]) -> list[str]:
        fired: list[str] = []

        def hook(name: str, relative: PurePath) -> None:
            if not fired and name == step and relative == PurePath(at):
                fired.append(f"{name} {relative.as_posix()}")
                action()

        monkeypatch.setattr(workspace_entries, "race_hook", hook)
        return fired

    yield install


def _swap_sub_for_link(workspace: Path, outside: Path) -> Callable[[], None]:
    def swap() -> None:
        os.rename(workspace / "sub", workspace / "parked")
        (workspace / "sub").symlink_to(outside, target_is_directory=True)

    return swap


def _outside_untouched(outside: Path) -> None:
    assert sorted(os.listdir(outside)) == ["inner.txt", "only_outside.txt", "victim.txt"]
    assert (outside / "victim.txt").read_text(encoding="utf-8") == "original"


def _temp_files(folder: Path) -> list[str]:
    return [name for name in os.listdir(folder) if name.endswith(".tmp")]


# -- a folder swapped for a link between the check and the open --------------------------------


@posix_only
def test_a_read_does_not_follow_a_folder_swapped_for_a_link(
    mode: str, workspace: Path, outside: Path, context: ToolContext, stage: Callable[..., Any]
):
    # The check has passed (sub is a folder); the swap happens as the call walks to it.
    step = "walk" if mode == "descriptors" else "open"
    fired = stage(
        step, "sub" if step == "walk" else "sub/inner.txt", _swap_sub_for_link(workspace, outside)
    )
    outcome = run(ReadFile(), {"path": "sub/inner.txt"}, context)
    assert fired
    assert outcome.is_error
    assert "OUTSIDE" not in outcome.output
    expected = "symbolic link" if mode == "descriptors" else "changed while it was being opened"
    assert expected in outcome.output
    _outside_untouched(outside)


@posix_only
def test_a_read_does_not_follow_a_file_swapped_for_a_link(
    mode: str, workspace: Path, outside: Path, context: ToolContext, stage: Callable[..., Any]
):
    def swap() -> None:
        (workspace / "sub" / "inner.txt").unlink()
        (workspace / "sub" / "inner.txt").symlink_to(outside / "inner.txt")

    fired = stage("open", "sub/inner.txt", swap)  # after its entry was checked: a regular file
    outcome = run(ReadFile(), {"path": "sub/inner.txt"}, context)
    assert fired and outcome.is_error
    assert "OUTSIDE" not in outcome.output
    if mode == "descriptors":
        assert outcome.output == (
            "sub/inner.txt is a symbolic link (it may have been put there while this call ran); "
            "links are not followed at that point, so nothing was read."
        )


@posix_only
def test_a_listing_does_not_show_a_folder_swapped_for_a_link(
    mode: str, workspace: Path, outside: Path, context: ToolContext, stage: Callable[..., Any]
):
    fired = stage(
        "walk" if mode == "descriptors" else "open", "sub", _swap_sub_for_link(workspace, outside)
    )
    outcome = run(ListDirectory(), {"path": "sub"}, context)
    assert fired and outcome.is_error
    assert "only_outside.txt" not in outcome.output and "inner.txt" not in outcome.output
    _outside_untouched(outside)


@posix_only
def test_a_write_does_not_follow_a_folder_swapped_for_a_link(
    mode: str, workspace: Path, outside: Path, context: ToolContext, stage: Callable[..., Any]
):
    fired = stage("walk", "sub", _swap_sub_for_link(workspace, outside))
    outcome = run(WriteFile(), {"path": "sub/victim.txt", "content": "written"}, context)
    assert fired and outcome.is_error
    _outside_untouched(outside)
    assert _temp_files(outside) == [] and _temp_files(workspace / "parked") == []


@posix_only
def test_a_write_stays_in_the_folder_it_opened_when_that_folder_is_swapped(
    mode: str, workspace: Path, outside: Path, context: ToolContext, stage: Callable[..., Any]
):
    # The swap comes after the folder was reached, just before the temp file is made.
    fired = stage("create", "sub/victim.txt", _swap_sub_for_link(workspace, outside))
    outcome = run(WriteFile(), {"path": "sub/victim.txt", "content": "written"}, context)
    assert fired
    _outside_untouched(outside)
    assert _temp_files(outside) == [] and _temp_files(workspace / "parked") == []
    if mode == "descriptors":  # the descriptor still names the real folder, now "parked"
        expected = hashlib.sha256(b"written").hexdigest()
        assert outcome == ToolOutcome("Created sub/victim.txt (7 bytes).", fingerprint=expected)
        assert (workspace / "parked" / "victim.txt").read_text(encoding="utf-8") == "written"
    else:  # the fallback sees the folder change and takes its temp file back
        assert outcome.is_error and "changed while it was being opened" in outcome.output


@posix_only
def test_a_failed_rename_removes_its_temp_file(
    mode: str, workspace: Path, context: ToolContext, stage: Callable[..., Any]
):
    fired = stage("rename", "sub/new.txt", lambda: (workspace / "sub" / "new.txt").mkdir())
    outcome = run(WriteFile(), {"path": "sub/new.txt", "content": "x"}, context)
    assert fired
    assert outcome.is_error
    assert outcome.output.startswith("sub/new.txt cannot be written: Is a directory")
    assert sorted(os.listdir(workspace / "sub")) == ["inner.txt", "new.txt"]


def test_a_link_inside_the_workspace_is_still_read_through_its_resolved_path(
    mode: str, workspace: Path, context: ToolContext
):
    (workspace / "alias").symlink_to(workspace / "sub", target_is_directory=True)
    assert ReadFile().describe({"path": "alias/inner.txt"}, context) == "Read sub/inner.txt"
    assert run(ReadFile(), {"path": "alias/inner.txt"}, context).output == "inside"


def test_both_ways_read_list_and_write(mode: str, workspace: Path, context: ToolContext):
    written = run(WriteFile(), {"path": "new/deeper/a.txt", "content": "one"}, context)
    assert written.output == "Created new/deeper/a.txt (3 bytes)."
    replaced = run(WriteFile(), {"path": "new/deeper/a.txt", "content": "two!"}, context)
    assert replaced.output == "Replaced new/deeper/a.txt (3 bytes -> 4 bytes)."
    assert run(ReadFile(), {"path": "new/deeper/a.txt"}, context).output == "two!"
    listing = run(ListDirectory(), {"path": "new/deeper"}, context).output
    assert listing.splitlines() == [
        "The folder new/deeper holds 1 entry.",
        "kind\tsize\tname",
        "file\t4\ta.txt",
    ]
    assert os.listdir(workspace / "new" / "deeper") == ["a.txt"]  # no temp file left


# -- hard links, FIFOs, sockets ---------------------------------------------------------------


@posix_only
def test_a_hard_linked_file_is_refused_for_reading(
    mode: str, workspace: Path, outside: Path, context: ToolContext
):
    os.link(outside / "inner.txt", workspace / "hard.txt")
    outcome = run(ReadFile(), {"path": "hard.txt"}, context)
    assert outcome == ToolOutcome(
        "The file hard.txt has 2 names (hard links); it is not read, because another of its "
        "names may be outside the workspace folder.",
        is_error=True,
    )
    preview = WriteFile().diff_preview({"path": "hard.txt", "content": "new"}, context)
    assert "OUTSIDE" not in preview and "hard links" in preview
    # Writing replaces the name by a rename: the outside name keeps its content.
    assert not run(WriteFile(), {"path": "hard.txt", "content": "new"}, context).is_error
    assert (workspace / "hard.txt").read_text(encoding="utf-8") == "new"
    assert (outside / "inner.txt").read_text(encoding="utf-8") == "OUTSIDE"


def _finishes(call: Callable[[], Any], fifo: Path) -> Any:
    """``call()``'s result, or a failure when it blocks: then the FIFO gets a writer, which
    releases a reader stuck on it, so a regression fails the test instead of hanging it."""
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(call()), daemon=True)
    worker.start()
    worker.join(_BOUND)
    if worker.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        worker.join(_BOUND)
        pytest.fail(f"the call blocked on the FIFO {fifo.name}")
    return result[0]


@posix_only
def test_a_fifo_is_refused_without_blocking(mode: str, workspace: Path, context: ToolContext):
    fifo = workspace / "pipe"
    os.mkfifo(fifo)
    read = _finishes(lambda: run(ReadFile(), {"path": "pipe"}, context), fifo)
    assert read == ToolOutcome(
        "pipe is a named pipe (FIFO), not a regular file; only regular files and folders are "
        "used, so nothing was read.",
        is_error=True,
    )
    arguments = {"path": "pipe", "content": "x"}
    written = _finishes(lambda: run(WriteFile(), arguments, context), fifo)
    assert written.is_error and "named pipe (FIFO)" in written.output
    # The confirmation's preview and the crash check run on the event loop's thread.
    preview = _finishes(lambda: WriteFile().diff_preview(arguments, context), fifo)
    assert preview.endswith("No diff.") and "named pipe" in preview
    assert _finishes(lambda: WriteFile().observe(arguments, context), fifo) == "not a file"
    listing = run(ListDirectory(), {"path": "."}, context)
    assert "other\t-\tpipe" in listing.output
    assert fifo.exists() and not fifo.is_file()  # still the FIFO: nothing replaced it


@posix_only
def test_a_fifo_swapped_in_after_the_check_does_not_block(
    mode: str, workspace: Path, context: ToolContext, stage: Callable[..., Any]
):
    target = workspace / "sub" / "inner.txt"

    def swap() -> None:
        target.unlink()
        os.mkfifo(target)

    fired = stage("open", "sub/inner.txt", swap)
    outcome = _finishes(lambda: run(ReadFile(), {"path": "sub/inner.txt"}, context), target)
    assert fired and outcome.is_error and "named pipe (FIFO)" in outcome.output


@posix_only
def test_a_socket_is_refused(
    mode: str, workspace: Path, context: ToolContext, monkeypatch: pytest.MonkeyPatch
):
    monkeypatch.chdir(workspace)  # a relative address: socket paths are limited to ~100 bytes
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as server:
        server.bind("app.sock")
        read = run(ReadFile(), {"path": "app.sock"}, context)
        assert read.is_error and read.output.startswith("app.sock is a socket, not a regular")
        written = run(WriteFile(), {"path": "app.sock", "content": "x"}, context)
        assert written.is_error and "is a socket" in written.output
        assert "other\t-\tapp.sock" in run(ListDirectory(), {}, context).output


# -- OS errors become messages ----------------------------------------------------------------


def test_a_name_too_long_is_a_clear_error(mode: str, context: ToolContext):
    name = "n" * 300  # more than any file system's 255
    reasons = {
        "read": run(ReadFile(), {"path": name}, context),
        "listed": run(ListDirectory(), {"path": name}, context),
        "written": run(WriteFile(), {"path": f"{name}/a.txt", "content": "x"}, context),
    }
    for action, outcome in reasons.items():
        assert outcome.is_error
        assert f"cannot be {action}: File name too long." in outcome.output


@posix_only
def test_an_os_error_at_any_step_becomes_a_tool_error(
    mode: str, workspace: Path, context: ToolContext, monkeypatch: pytest.MonkeyPatch
):
    calls: list[tuple[Tool, dict[str, Any]]] = [
        (ReadFile(), {"path": "sub/inner.txt"}),
        (ListDirectory(), {"path": "sub"}),
        (WriteFile(), {"path": "sub/new.txt", "content": "x"}),
    ]
    denials: list[str] = []
    for step in ("walk", "open", "create", "rename"):

        def denied(name: str, relative: PurePath, step: str = step) -> None:
            if name == step:
                denials.append(step)
                raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

        monkeypatch.setattr(workspace_entries, "race_hook", denied)
        for tool, arguments in calls:
            outcome = run(tool, arguments, context)  # raises if an OSError escaped
            if outcome.is_error:
                assert "Permission denied" in outcome.output, (step, tool.name)
    assert set(denials) == {"walk", "open", "create", "rename"}  # every step was exercised
    assert _temp_files(workspace / "sub") == []
