"""The built-in tools against a real disk, a real local HTTP server and real processes."""

from __future__ import annotations

import asyncio
import hashlib
import os
import shutil
import stat
import sys
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from desktop_app.agent.builtin import (
    FetchUrl,
    ListDirectory,
    ReadFile,
    RunCommand,
    WriteFile,
    builtin_tools,
)
from desktop_app.agent.tools import PolicyError, Tool, ToolContext, ToolOutcome, ToolRegistry
from desktop_app.generation.assembler import ToolCall
from desktop_app.generation.tool_validation import InvalidToolCall, ValidatedToolCall

posix_only = pytest.mark.skipif(os.name != "posix", reason="needs POSIX symlinks and modes")


def run(tool: Tool, arguments: dict[str, Any], context: ToolContext) -> ToolOutcome:
    return asyncio.run(tool.run(arguments, context))


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "ws"
    folder.mkdir()
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.txt").write_text("secret", encoding="utf-8")
    return folder


@pytest.fixture
def context(workspace: Path) -> ToolContext:
    return ToolContext(workspace=workspace)


# -- the set and the registry -----------------------------------------------------------------


def test_registry_accepts_every_schema(workspace: Path):
    context = ToolContext(workspace=workspace, allow_commands=True)
    registry = ToolRegistry(context)
    registry.extend(builtin_tools(context))  # check_schema runs for each
    assert set(registry.tools) == {
        "list_directory",
        "read_file",
        "write_file",
        "fetch_url",
        "run_command",
    }
    assert all(d["parameters"]["type"] == "object" for d in registry.declarations())


def test_run_command_is_offered_only_when_switched_on(context: ToolContext):
    assert "run_command" not in {tool.name for tool in builtin_tools(context)}


def test_registry_turns_a_policy_refusal_into_an_invalid_call(context: ToolContext):
    registry = ToolRegistry(context)
    registry.extend(builtin_tools(context))

    def call(name: str, arguments: dict[str, Any]) -> ToolCall:
        return ToolCall(
            key="k",
            id="c1",
            name=name,
            arguments_raw="",
            arguments=arguments,
            valid_json=True,
            complete=True,
        )

    escape = call("read_file", {"path": "../outside/secret.txt"})
    refused = registry.validate(escape, fallback_id="x")
    assert isinstance(refused, InvalidToolCall)
    assert refused.errors == ("The path ../outside/secret.txt is outside the workspace folder.",)
    allowed = registry.validate(call("read_file", {"path": "a"}), fallback_id="x")
    assert isinstance(allowed, ValidatedToolCall)


# -- workspace confinement --------------------------------------------------------------------


def _escapes(workspace: Path) -> list[tuple[str, str]]:
    cases = [
        ("../outside/secret.txt", "is outside the workspace folder"),
        ("sub/../../outside/secret.txt", "is outside the workspace folder"),
        (str(workspace.parent / "outside" / "secret.txt"), "is absolute"),
        ("a\x00b", "NUL"),
        ("a\nb", "control characters"),
        ("", "empty"),
    ]
    if os.name == "posix":
        (workspace / "link").symlink_to(workspace.parent / "outside")
        (workspace / "file_link").symlink_to(workspace.parent / "outside" / "secret.txt")
        cases += [
            ("link/secret.txt", "through a symbolic link"),
            ("file_link", "through a symbolic link"),
        ]
    return cases


@pytest.mark.parametrize("tool", [ListDirectory(), ReadFile(), WriteFile()], ids=lambda t: t.name)
def test_paths_leaving_the_workspace_are_refused_by_check_and_run(tool: Tool, workspace: Path):
    context = ToolContext(workspace=workspace)
    for path, reason in _escapes(workspace):
        arguments = {"path": path, "content": "x"} if tool.name == "write_file" else {"path": path}
        with pytest.raises(PolicyError, match=reason):
            tool.check(arguments, context)
        outcome = run(tool, arguments, context)  # run checks again: the world may have changed
        assert outcome.is_error and reason in outcome.output
    assert (workspace.parent / "outside" / "secret.txt").read_text(encoding="utf-8") == "secret"


@posix_only
def test_a_link_that_stays_inside_is_followed(workspace: Path, context: ToolContext):
    (workspace / "real.txt").write_text("real", encoding="utf-8")
    (workspace / "alias.txt").symlink_to(workspace / "real.txt")
    assert ReadFile().describe({"path": "alias.txt"}, context) == "Read real.txt"
    assert run(ReadFile(), {"path": "alias.txt"}, context).output == "real"


def test_inner_dot_dots_that_stay_inside_are_fine(workspace: Path, context: ToolContext):
    (workspace / "notes").mkdir()
    (workspace / "notes" / "todo.txt").write_text("milk", encoding="utf-8")
    arguments = {"path": "src/../notes/./todo.txt"}
    ReadFile().check(arguments, context)
    assert ReadFile().describe(arguments, context) == "Read notes/todo.txt"


# -- list_directory ---------------------------------------------------------------------------


def test_list_directory(workspace: Path, context: ToolContext):
    (workspace / "src").mkdir()
    (workspace / "src" / "b.py").write_bytes(b"12345")
    (workspace / "src" / "A.txt").write_bytes(b"")
    (workspace / "src" / "pkg").mkdir()
    tool = ListDirectory()
    assert tool.describe({"path": "src"}, context) == "List the folder src"
    assert tool.describe({}, context) == "List the workspace folder"
    outcome = run(tool, {"path": "src"}, context)
    assert not outcome.is_error
    assert outcome.output.splitlines() == [
        "The folder src holds 3 entries.",
        "kind\tsize\tname",
        "file\t0\tA.txt",
        "file\t5\tb.py",
        "dir\t-\tpkg",
    ]
    assert "dir\t-\tsrc" in run(tool, {}, context).output  # the default is the workspace


def test_list_directory_says_when_it_caps(workspace: Path, context: ToolContext):
    for index in range(7):
        (workspace / f"f{index}").write_text("", encoding="utf-8")
    outcome = run(ListDirectory(max_entries=3), {"path": "."}, context)
    assert outcome.output.startswith(
        "The workspace folder holds 7 entries; only the first 3 by name are listed."
    )
    assert outcome.output.splitlines()[2:] == ["file\t0\tf0", "file\t0\tf1", "file\t0\tf2"]


def test_list_directory_of_a_missing_folder_or_a_file(workspace: Path, context: ToolContext):
    (workspace / "a.txt").write_text("a", encoding="utf-8")
    assert run(ListDirectory(), {"path": "nope"}, context).is_error
    assert "is a file" in run(ListDirectory(), {"path": "a.txt"}, context).output


# -- read_file --------------------------------------------------------------------------------


def test_read_file(workspace: Path, context: ToolContext):
    (workspace / "notes").mkdir()
    (workspace / "notes" / "todo.txt").write_text("héllo\nworld\n", encoding="utf-8")
    tool = ReadFile()
    assert tool.describe({"path": "notes/todo.txt"}, context) == "Read notes/todo.txt"
    assert run(tool, {"path": "notes/todo.txt"}, context) == ToolOutcome("héllo\nworld\n")
    assert tool.observe({"path": "notes/todo.txt"}, context) is None


def test_read_file_caps_and_replaces_invalid_bytes(workspace: Path):
    (workspace / "big.txt").write_bytes(b"abc\xffdef" + "é".encode() * 10)
    context = ToolContext(workspace=workspace, max_read_bytes=8)
    outcome = run(ReadFile(), {"path": "big.txt"}, context)
    # 8 bytes end in the middle of "é": the half character is dropped, not shown as garbage.
    assert outcome.output == (
        "abc\ufffddef\n\n[Cut: showing the first 8 bytes; the file is 27 bytes.]"
    )
    smaller = run(ReadFile(), {"path": "big.txt", "max_bytes": 3}, context)
    assert smaller.output.startswith("abc\n\n[Cut: showing the first 3 bytes")
    larger = ReadFile().describe({"path": "big.txt", "max_bytes": 10**9}, context)
    assert larger == "Read big.txt (at most 8 bytes)"  # the context's limit wins


def test_read_file_refuses_binary_and_missing_files(workspace: Path, context: ToolContext):
    (workspace / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    (workspace / "folder").mkdir()
    binary = run(ReadFile(), {"path": "image.png"}, context)
    assert binary.is_error and "looks like a binary file" in binary.output
    missing = run(ReadFile(), {"path": "nope.txt"}, context)
    assert missing == ToolOutcome("There is no file nope.txt in the workspace.", is_error=True)
    assert "is a folder" in run(ReadFile(), {"path": "folder"}, context).output


# -- write_file -------------------------------------------------------------------------------


def test_write_file_describes_and_diffs_a_creation(workspace: Path, context: ToolContext):
    tool = WriteFile()
    arguments = {"path": "notes/new.txt", "content": "one\ntwo\n"}
    assert tool.describe(arguments, context) == "Create notes/new.txt (8 bytes)"
    assert tool.diff_preview(arguments, context) == (
        f"--- /dev/null\n+++ {workspace / 'notes' / 'new.txt'}\n@@ -0,0 +1,2 @@\n+one\n+two\n"
    )


def test_write_file_describes_and_diffs_a_replacement(workspace: Path, context: ToolContext):
    (workspace / "a.txt").write_text("one\ntwo\nthree", encoding="utf-8")
    tool = WriteFile()
    arguments = {"path": "a.txt", "content": "one\n2\nthree\u202e"}
    assert tool.describe(arguments, context) == "Replace a.txt: 13 bytes -> 14 bytes"
    assert tool.diff_preview(arguments, context) == (
        f"--- {workspace / 'a.txt'}\n+++ {workspace / 'a.txt'}\n@@ -1,3 +1,3 @@\n one\n-two\n-three\n"
        "\\ No newline at end of file\n"
        "+2\n+three\\u202e\n"  # a bidi override is spelled out, not obeyed
        "\\ No newline at end of file\n"
    )
    unchanged = {"path": "a.txt", "content": "one\ntwo\nthree"}
    assert tool.diff_preview(unchanged, context).startswith("No change")


def test_write_file_diff_is_capped(workspace: Path, context: ToolContext):
    content = "".join(f"line {index}\n" for index in range(5000))
    preview = WriteFile().diff_preview({"path": "long.txt", "content": content}, context)
    assert len(preview) < 21_000
    assert preview.endswith("more lines not shown.]\n")


def test_write_file_writes_atomically_and_observes(workspace: Path, context: ToolContext):
    tool = WriteFile()
    arguments = {"path": "deep/er/file.txt", "content": "héllo"}
    assert tool.observe(arguments, context) == "absent"
    expected = hashlib.sha256("héllo".encode()).hexdigest()
    assert tool.intended_fingerprint(arguments, context) == expected  # what observe will see
    outcome = run(tool, arguments, context)
    assert outcome == ToolOutcome("Created deep/er/file.txt (6 bytes).", fingerprint=expected)
    assert (workspace / "deep" / "er" / "file.txt").read_bytes() == "héllo".encode()
    assert tool.observe(arguments, context) == expected

    replaced = run(tool, {"path": "deep/er/file.txt", "content": "bye"}, context)
    assert replaced.output == "Replaced deep/er/file.txt (6 bytes -> 3 bytes)."
    assert tool.observe(arguments, context) == hashlib.sha256(b"bye").hexdigest()
    # No temporary file is left beside it.
    assert os.listdir(workspace / "deep" / "er") == ["file.txt"]


@posix_only
def test_write_file_keeps_the_mode_of_the_file_it_replaces(workspace: Path, context: ToolContext):
    script = workspace / "run.sh"
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    script.chmod(0o750)
    run(WriteFile(), {"path": "run.sh", "content": "#!/bin/sh\necho hi\n"}, context)
    assert stat.S_IMODE(script.stat().st_mode) == 0o750


def test_write_file_policy(workspace: Path):
    context = ToolContext(workspace=workspace, max_write_bytes=4)
    (workspace / "folder").mkdir()
    tool = WriteFile()
    refusals = {
        "12345": ("a.txt", "The content is 5 bytes; files written by this tool are limited to 4"),
        "ok": (".", "The path . is a folder"),
        "ok ": ("folder", "The path folder is a folder"),
        "\ud800": ("a.txt", "cannot be written as UTF-8"),
    }
    for content, (path, message) in refusals.items():
        with pytest.raises(PolicyError, match=message):
            tool.check({"path": path, "content": content}, context)
    assert os.listdir(workspace) == ["folder"]


# -- fetch_url --------------------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    release: threading.Event  # set at teardown, so stalled handlers end

    def log_message(self, format: str, *args: Any) -> None:
        pass  # quiet tests

    def _send(self, status: int, body: bytes = b"", **headers: str) -> None:
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name.replace("_", "-"), value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        path = self.path
        if path == "/hello":
            self._send(200, "héllo wörld".encode(), Content_Type="text/plain; charset=utf-8")
        elif path == "/big":
            self._send(200, b"a" * 10_000, Content_Type="text/plain")
        elif path == "/binary":
            self._send(200, b"\x00\x01\x02" * 10, Content_Type="application/octet-stream")
        elif path == "/to-hello":
            self._send(302, Location="/hello")
        elif path == "/to-file":
            self._send(302, Location="file:///etc/passwd")
        elif path == "/to-credentials":
            self._send(302, Location=f"http://user:pw@127.0.0.1:{self.server.server_port}/hello")
        elif path == "/loop":
            self._send(302, Location="/loop")
        elif path == "/stall":
            self.release.wait(5)  # never answers while the test waits
        elif path == "/drip":
            self.send_response(200)
            self.send_header("Content-Length", "1000")
            self.end_headers()
            for _ in range(100):  # a byte now and then: no single read ever times out
                if self.release.wait(0.05):
                    return
                self.wfile.write(b"x")
                self.wfile.flush()
        else:
            self._send(404, b"not here", Content_Type="text/plain")


@pytest.fixture(scope="module")
def http_base() -> Iterator[str]:
    release = threading.Event()
    handler = type("Handler", (_Handler,), {"release": release})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.daemon_threads = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    release.set()
    server.shutdown()
    server.server_close()
    thread.join(5)


LOOPBACK = ("127.0.0.1",)  # these tests use a server on loopback, which must be allowed


@pytest.fixture
def local_web(workspace: Path) -> ToolContext:
    return ToolContext(workspace=workspace, fetch_allowed_hosts=LOOPBACK)


def test_fetch_url(http_base: str, local_web: ToolContext):
    tool = FetchUrl()
    url = f"{http_base}/hello"
    assert tool.describe({"url": url}, local_web) == f"Fetch {url} (GET)"
    assert tool.observe({"url": url}, local_web) is None
    outcome = run(tool, {"url": url}, local_web)
    assert outcome == ToolOutcome(
        f"GET {url}\nStatus: 200 OK\nContent-Type: text/plain; charset=utf-8\n\nhéllo wörld"
    )
    assert run(tool, {"url": f"{http_base}/missing"}, local_web).output.startswith(
        f"GET {http_base}/missing\nStatus: 404 Not Found"
    )


def test_fetch_url_describes_the_exact_request(local_web: ToolContext):
    assert FetchUrl().describe({"url": "https://example.org/page"}, local_web) == (
        "Fetch https://example.org/page (GET)"
    )


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("file:///etc/passwd", "not file:"),
        ("ftp://example.org/x", "not ftp:"),
        ("data:text/plain,hello", "not data:"),
        ("javascript:alert(1)", "not javascript:"),
        ("example.org/page", "a URL without a scheme"),
        ("http://user:pass@example.org/", "carries a user name or password"),
        ("http://token@example.org/", "carries a user name or password"),
        ("http:///nohost", "has no host"),
        ("http://example.org/a b", "spaces"),
    ],
)
def test_fetch_url_policy(url: str, reason: str, local_web: ToolContext):
    with pytest.raises(PolicyError, match=reason):
        FetchUrl().check({"url": url}, local_web)
    assert run(FetchUrl(), {"url": url}, local_web).is_error


def test_fetch_url_follows_redirects_that_pass_the_policy(http_base: str, local_web: ToolContext):
    outcome = run(FetchUrl(), {"url": f"{http_base}/to-hello"}, local_web)
    assert outcome.output.startswith(f"GET {http_base}/hello\nStatus: 200 OK")
    assert outcome.output.endswith("héllo wörld")


@pytest.mark.parametrize(
    ("path", "reason"),
    [
        ("/to-file", "redirected to file:///etc/passwd, which is not followed: Only http"),
        ("/to-credentials", "carries a user name or password"),
        ("/loop", "the redirects go round in a loop (http://127.0.0.1:"),
    ],
)
def test_fetch_url_refuses_bad_redirects(
    path: str, reason: str, http_base: str, local_web: ToolContext
):
    outcome = run(FetchUrl(), {"url": http_base + path}, local_web)
    assert outcome.is_error and reason in outcome.output


def test_fetch_url_caps_the_size(http_base: str, workspace: Path):
    context = ToolContext(workspace=workspace, max_fetch_bytes=100, fetch_allowed_hosts=LOOPBACK)
    outcome = run(FetchUrl(), {"url": f"{http_base}/big"}, context)
    assert "[Cut: only the first 100 bytes of the response were read.]" in outcome.output
    assert outcome.output.endswith("\n\n" + "a" * 100)


def test_fetch_url_does_not_show_binary(http_base: str, local_web: ToolContext):
    outcome = run(FetchUrl(), {"url": f"{http_base}/binary"}, local_web)
    assert outcome.is_error and "looks binary (30 bytes)" in outcome.output


@pytest.mark.parametrize("path", ["/stall", "/drip"])
def test_fetch_url_times_out(path: str, http_base: str, workspace: Path):
    # Both handlers hold out for 5 s and then end the reply short: without the time limit the
    # outcome would be a failed read, never this message.
    context = ToolContext(workspace=workspace, fetch_timeout=0.3, fetch_allowed_hosts=LOOPBACK)
    outcome = run(FetchUrl(), {"url": http_base + path}, context)
    assert outcome == ToolOutcome(
        f"Fetching {http_base}{path} did not finish within 0.3 seconds.", is_error=True
    )


def test_fetch_url_reports_a_refused_connection(local_web: ToolContext):
    outcome = run(FetchUrl(), {"url": "http://127.0.0.1:9/"}, local_web)  # discard port: closed
    assert outcome.is_error and outcome.output.startswith("Fetching http://127.0.0.1:9/ failed")


# -- run_command ------------------------------------------------------------------------------


def _python(code: str) -> list[str]:
    return [sys.executable, "-c", code]


@pytest.fixture
def commands(workspace: Path) -> ToolContext:
    return ToolContext(workspace=workspace, allow_commands=True, command_timeout=10)


def test_run_command_is_refused_unless_switched_on(context: ToolContext):
    arguments = {"argv": ["git", "status"]}
    with pytest.raises(PolicyError, match="Running commands is switched off"):
        RunCommand().check(arguments, context)
    assert run(RunCommand(), arguments, context).is_error


def test_run_command_describes_the_exact_argv(commands: ToolContext):
    tool = RunCommand()
    assert tool.describe({"argv": ["git", "status"]}, commands) == "Run: git status"
    shown = tool.describe({"argv": ["git", "commit", "-m", "a b; rm -rf /", "x\ny"]}, commands)
    assert shown == "Run: git commit -m 'a b; rm -rf /' 'x\\ny'"  # one line, quoted as argv


def test_run_command_runs_in_the_workspace(workspace: Path, commands: ToolContext):
    outcome = run(RunCommand(), {"argv": _python("import os; print(os.getcwd())")}, commands)
    assert outcome == ToolOutcome(f"Exit code: 0\n{workspace.resolve()}")


def test_run_command_captures_stderr_and_the_exit_code(commands: ToolContext):
    code = "import sys; print('out', flush=True); print('err', file=sys.stderr); sys.exit(3)"
    assert run(RunCommand(), {"argv": _python(code)}, commands).output == "Exit code: 3\nout\nerr"
    quiet = run(RunCommand(), {"argv": _python("pass")}, commands)
    assert quiet.output == "Exit code: 0\n(no output)"


def test_run_command_caps_the_output(workspace: Path):
    context = ToolContext(workspace=workspace, allow_commands=True, max_output_chars=100)
    outcome = run(RunCommand(), {"argv": _python("print('x' * 10000, end='')")}, context)
    assert outcome.output == (
        "Exit code: 0\n" + "x" * 100 + "\n[Output cut: showing the first 100 of 10000 characters.]"
    )


def test_run_command_kills_on_timeout(workspace: Path):
    context = ToolContext(workspace=workspace, allow_commands=True, command_timeout=0.5)
    sleep = shutil.which("sleep")
    argv = [sleep, "10"] if sleep else _python("import time; time.sleep(10)")
    outcome = run(RunCommand(), {"argv": argv}, context)  # left alone it ends with exit code 0
    assert outcome == ToolOutcome(
        "The command did not finish within 0.5 seconds and was stopped.\n(no output)",
        is_error=True,
    )


@posix_only
def test_run_command_timeout_also_kills_the_children(workspace: Path):
    context = ToolContext(workspace=workspace, allow_commands=True, command_timeout=0.5)
    # The shell's child keeps the output pipe open for a minute: killing only the shell would
    # hang here until the hang guard gives up.
    argv = ["sh", "-c", "echo started; sleep 60; echo never"]
    outcome = asyncio.run(asyncio.wait_for(RunCommand().run({"argv": argv}, context), 20))
    assert outcome.is_error and outcome.output.endswith("stopped.\nstarted")


def test_run_command_reports_a_missing_program(commands: ToolContext):
    outcome = run(RunCommand(), {"argv": ["arroyo-no-such-program-xyz"]}, commands)
    assert outcome == ToolOutcome(
        "The program arroyo-no-such-program-xyz was not found.", is_error=True
    )


def test_run_command_policy(commands: ToolContext):
    for argv, reason in [([""], "program name is empty"), (["echo", "a\x00"], "NUL")]:
        with pytest.raises(PolicyError, match=reason):
            RunCommand().check({"argv": argv}, commands)


@posix_only
def test_run_command_stopped_by_the_agent_leaves_no_process(workspace: Path, commands: ToolContext):
    argv = ["sh", "-c", "echo $$ > pid; exec sleep 10"]

    async def start_then_cancel() -> None:
        task = asyncio.create_task(RunCommand().run({"argv": argv}, commands))
        while not (workspace / "pid").is_file() or not (workspace / "pid").read_text():
            await asyncio.sleep(0.02)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task

    asyncio.run(start_then_cancel())
    # Ended: gone, or a zombie left to the one who adopted it (the command runs under its
    # keeper, which was ended with it; in the app, Arroyo adopts and reaps it). A signal takes
    # effect when the kernel next runs the process: a loaded machine gets up to 5 s, half of
    # what the command would sleep if it had not been ended.
    pid = int((workspace / "pid").read_text())
    for _ in range(100):
        if not _running(pid):
            break
        time.sleep(0.05)
    assert not _running(pid)


def _running(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] not in ("Z", "X")
