"""What a permission rule's limit means, judged on the call after normalisation, never on how
the model spelled it.

- A path limit is a resolved folder: the call's path is resolved (``os.path.realpath``, links
  followed, ``..`` folded) against the workspace, and must lie at or below it. A link leaving the
  folder resolves outside and does not match; the executor judges again right before the run.
- A host limit is a host in ASCII (IDNA punycode), lower case, with ``:port`` unless the
  scheme's default: "example.com" with a Cyrillic "a" is ``xn--exmple-4nf.com``, not
  ``example.com``; ``http://example.com@evil.test/`` is judged by ``evil.test``. No address on
  this computer or a local network ever matches (written as an address or as ``localhost``);
  names are not resolved here (no DNS): the fetch tool checks each address it connects to.
- A program limit is the resolved path of ``argv[0]`` (found on the PATH commands run with), so
  ``ls; rm -rf`` is no program and ``/tmp/x/git`` is not ``git``. Command interpreters (a shell,
  ``env``, ``python``...) are never a limit: they run whatever their arguments say.

A value a rule may not hold (``/``, an empty prefix, a local host, a shell) is refused when the
rule is loaded, with the reason (``problem``): a rule is never widened to everything.
"""

from __future__ import annotations

import ipaddress
import os
import re
import shutil
from typing import Any

import httpx

from desktop_app.agent.builtin.environment import command_environment
from desktop_app.agent.tools import ToolContext
from desktop_app.net.address_policy import HostRefusedError, literal_address, refusal_for
from desktop_app.store.actions.rules import LimitKind

# Which limit each built-in tool's calls can be held to; any other tool: LimitKind.NONE only.
TOOL_LIMITS: dict[str, LimitKind] = {
    "list_directory": LimitKind.PATH,
    "read_file": LimitKind.PATH,
    "write_file": LimitKind.PATH,
    "fetch_url": LimitKind.HOST,
    "run_command": LimitKind.PROGRAM,
}

# Programs that run whatever their arguments say: a rule for one would allow everything.
_INTERPRETER_NAMES = (
    "sh bash dash zsh ksh csh tcsh fish busybox env sudo doas su xargs nohup timeout nice "
    "time exec eval watch python python2 python3 perl ruby node deno bun php lua tclsh "
    "osascript cmd powershell pwsh wsl"
)
INTERPRETERS = frozenset(_INTERPRETER_NAMES.split())
_LOCAL_NAMES = ("localhost", "localhost.localdomain", "ip6-localhost", "ip6-loopback")
_LOCAL_SUFFIXES = (".localhost", ".local", ".internal", ".lan", ".home.arpa", ".localdomain")
_LABEL = r"[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?"
_HOST = re.compile(rf"^(?:{_LABEL}\.)*{_LABEL}$")
_DEFAULT_PORTS = {"http": 80, "https": 443}


def problem(kind: str, value: str) -> str | None:
    """Why a rule holding ``value`` must not be used, or None when it is sound."""
    try:
        limit = LimitKind(kind)
    except ValueError:
        return f"its kind of limit {kind!r} is unknown"
    checks = {
        LimitKind.PATH: _path_problem,
        LimitKind.HOST: _host_problem,
        LimitKind.PROGRAM: _program_problem,
        LimitKind.NONE: lambda v: None if v == "" else "a rule without a limit holds no value",
    }
    return checks[limit](value)


def _path_problem(value: str) -> str | None:
    if not value.strip():
        return "its folder is empty, which would admit every file"
    if not os.path.isabs(value) or os.path.normpath(value) != value:
        return f"its folder {value!r} is not an absolute, resolved path"
    if os.path.dirname(value) == value:
        return f"its folder {value!r} is the root of the disk, which would admit every file"
    return None


def _host_problem(value: str) -> str | None:
    if not value:
        return "its host is empty, which would admit every host"
    try:
        url = httpx.URL(f"http://{value}/")
    except (httpx.InvalidURL, ValueError):
        return f"its host {value!r} is not a host"
    host = _host_of(url, "http")
    if host is not None and _local(_bare(host)):
        return f"its host {value!r} is this computer or a local network"
    if host != value:
        return f"its host {value!r} is not written as a normalised host (lower case, punycode)"
    return None


def _program_problem(value: str) -> str | None:
    if not value or not os.path.isabs(value) or os.path.normpath(value) != value:
        return f"its program {value!r} is not an absolute, resolved path"
    if os.path.dirname(value) == value:
        return "its program is the root of the disk"
    if program_name(value) in INTERPRETERS:
        return f"its program {program_name(value)!r} runs whatever it is told to"
    return None


def program_name(path: str) -> str:
    """What a program is called: its file name, without ``.exe`` (Windows)."""
    name = os.path.basename(path)
    return name[:-4] if name.lower().endswith(".exe") else name


# -- what a call touches, normalised ----------------------------------------------------------


def touched(tool: str, arguments: dict[str, Any], context: ToolContext) -> str | None:
    """The normalised value a rule of the tool's kind is compared with; None: nothing a rule
    can match (the call cannot be normalised, or reaches something no rule may admit)."""
    kind = TOOL_LIMITS.get(tool, LimitKind.NONE)
    if kind is LimitKind.PATH:
        raw = arguments.get("path", ".")
        return resolved_path(raw, context) if isinstance(raw, str) else None
    if kind is LimitKind.HOST:
        raw = arguments.get("url")
        return url_host(raw) if isinstance(raw, str) else None
    if kind is LimitKind.PROGRAM:
        argv = arguments.get("argv")
        if not isinstance(argv, list) or not argv or not isinstance(argv[0], str):
            return None
        return resolved_program(argv[0], context)
    return ""


def fits(kind: LimitKind, value: str, seen: str | None) -> bool:
    """Whether a call that touches ``seen`` (from ``touched``) lies within the limit."""
    if seen is None or problem(kind, value) is not None:
        return False
    if kind is LimitKind.PATH:
        return seen == value or seen.startswith(value.rstrip(os.sep) + os.sep)
    return seen == value  # a host, a program, or "" for a rule without a limit


def resolved_path(raw: str, context: ToolContext) -> str | None:
    """The file's real place: inside the workspace, or None (absolute, outside, unresolvable)."""
    if not raw or "\x00" in raw or os.path.isabs(raw) or re.match(r"^[A-Za-z]:|^[\\/]", raw):
        return None
    try:
        root = os.path.realpath(context.workspace, strict=True)
        target = os.path.realpath(os.path.join(root, raw))
    except (OSError, ValueError):
        return None
    if target != root and not target.startswith(root.rstrip(os.sep) + os.sep):
        return None
    return target


def url_host(raw: str) -> str | None:
    """``host`` or ``host:port`` as a rule names it; None for a URL no rule may admit."""
    try:
        url = httpx.URL(raw)
    except (httpx.InvalidURL, ValueError):
        return None
    if url.scheme not in _DEFAULT_PORTS:
        return None
    host = _host_of(url, url.scheme)
    return None if host is None or _local(_bare(host)) else host


def _host_of(url: httpx.URL, scheme: str) -> str | None:
    try:
        host = url.raw_host.decode("ascii").lower().removesuffix(".")
    except UnicodeDecodeError:
        return None
    if ":" in host:  # IPv6, written in brackets with a port
        try:
            host = f"[{ipaddress.IPv6Address(host).compressed}]"
        except ValueError:
            return None
    elif not _HOST.match(host):
        return None
    port = url.port
    return host if port is None or port == _DEFAULT_PORTS.get(scheme) else f"{host}:{port}"


def _bare(host: str) -> str:
    """The host of ``host:port`` without the port or IPv6 brackets."""
    if host.startswith("["):
        return host[1 : host.index("]")]
    return host.rsplit(":", 1)[0]


def _local(host: str) -> bool:
    """This computer, a local network, or an address spelled so it might be (no DNS)."""
    # A single-label name ("intranet", "router") is found on the local network.
    if ":" not in host and (
        host in _LOCAL_NAMES or host.endswith(_LOCAL_SUFFIXES) or "." not in host
    ):
        return True
    try:
        address = literal_address(host)
    except HostRefusedError:
        return True  # an odd spelling of an address (127.1, 0x7f000001): refused
    return address is not None and refusal_for(address) is not None


def resolved_program(argv0: str, context: ToolContext) -> str | None:
    """The program ``argv[0]`` starts, as an absolute path with links resolved; None if none."""
    if not argv0 or "\x00" in argv0:
        return None
    try:
        root = os.path.realpath(context.workspace, strict=True)
        if os.sep in argv0 or (os.altsep and os.altsep in argv0):
            found: str | None = os.path.join(root, argv0)
        else:
            environment = command_environment(
                os.environ, context.command_env_allow, windows=os.name == "nt"
            )
            found = shutil.which(argv0, path=environment.get("PATH", os.defpath))
        if found is None:
            return None
        program = os.path.realpath(found, strict=True)
    except (OSError, ValueError):
        return None
    return program if os.path.isfile(program) and os.access(program, os.X_OK) else None
