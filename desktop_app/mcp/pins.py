"""What a person approved of an MCP server, pinned: its launch (command, arguments, the NAMES
of its variables, never values; for ``npx``/``uvx`` the package and its version) and each
tool's definition hash (``tools.definition_hash``, the one grants are tied to). At a later
start, a tool whose definition no longer matches its pin is blocked until the person has seen
the difference and approved it; a changed launch blocks every tool. Pure: no disk, no process.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from desktop_app.agent.tools import AWAITS_REVIEW
from desktop_app.errors import ArroyoError
from desktop_app.mcp.config import McpServerConfig
from desktop_app.mcp.definitions import definition_hash

RememberPins = Callable[[str, dict[str, Any]], object]  # server, pins -> kept in the settings
PINS_FORMAT = 1
RUNNERS = ("npx", "uvx")  # launches that fetch a package: its version is pinned too
# The parts of a definition the person reads in a diff; the hash covers the whole definition.
SHOWN_PARTS = ("description", "inputSchema", "annotations")


@dataclass(frozen=True, slots=True)
class Launch:
    command: str
    args: tuple[str, ...]
    env_names: tuple[str, ...]
    package: str = ""  # for an npx/uvx launch: the package run
    # The version actually running. The configuration's ``pkg@1.2.3`` when it names one;
    # otherwise the server's own ``serverInfo.version`` (the fallback: reading npm's or uv's
    # cache would tie Arroyo to their layouts), and ``version_from`` says which.
    version: str = ""
    version_from: str = ""  # "configuration", "serverInfo", or "" when not known

    def lines(self) -> list[str]:
        said = [f"command: {self.command}", f"arguments: {json.dumps(list(self.args))}"]
        said.append(f"variables: {', '.join(self.env_names) or '(none)'}")
        if self.package:
            said.append(f"package: {self.package} {self.version or '(version unknown)'}")
        return said


@dataclass(frozen=True, slots=True)
class ToolPin:
    hash: str
    definition: dict[str, Any] = field(compare=False)  # kept to show what changed


@dataclass(frozen=True, slots=True)
class ServerPins:
    server: str
    launch: Launch
    tools: dict[str, ToolPin]

    def to_json(self) -> dict[str, Any]:
        launch = self.launch
        return {
            "server": self.server,
            "launch": {
                "command": launch.command,
                "args": list(launch.args),
                "env_names": list(launch.env_names),
                "package": launch.package,
                "version": launch.version,
                "version_from": launch.version_from,
            },
            "tools": {
                name: {"hash": pin.hash, "definition": pin.definition}
                for name, pin in sorted(self.tools.items())
            },
        }

    @classmethod
    def from_json(cls, value: Any) -> ServerPins:
        """Raises PinsError, naming what is wrong, for anything not written by ``to_json``."""
        try:
            launch = value["launch"]
            tools = value["tools"]
            pins = cls(
                server=_text(value["server"]),
                launch=Launch(
                    command=_text(launch["command"]),
                    args=tuple(_text(arg) for arg in launch["args"]),
                    env_names=tuple(_text(name) for name in launch["env_names"]),
                    package=_text(launch.get("package", "")),
                    version=_text(launch.get("version", "")),
                    version_from=_text(launch.get("version_from", "")),
                ),
                tools={
                    _text(name): ToolPin(_text(pin["hash"]), dict(pin["definition"]))
                    for name, pin in tools.items()
                },
            )
        except (KeyError, TypeError, AttributeError, ValueError) as error:
            raise PinsError(
                PinsProblem.MALFORMED, f"the pins are not in Arroyo's form ({error!s})"
            ) from None
        for name, pin in pins.tools.items():
            if definition_hash(pin.definition) != pin.hash:
                # Edited by hand: the hash no longer says what the definition says.
                raise PinsError(
                    PinsProblem.TAMPERED,
                    f"the pin of tool {name} does not match its own definition",
                )
        return pins


class PinsProblem(StrEnum):
    MALFORMED = "malformed"  # not in Arroyo's form: damaged or from another version
    TAMPERED = "tampered"  # a pin's hash no longer says what its definition says


class PinsError(ArroyoError, ValueError):
    """Pins that cannot be read: damaged, hand-edited, or from another version."""

    kind: PinsProblem

    def __init__(self, kind: PinsProblem, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{value!r} is not text")
    return value


def launch_of(config: McpServerConfig, server_version: str = "") -> Launch:
    """The launch of a configured server; ``server_version`` is its ``serverInfo.version``."""
    package, version = _package(config)
    version_from = "configuration" if version else ("serverInfo" if server_version else "")
    return Launch(
        command=config.command or config.url,
        args=config.args,
        env_names=tuple(sorted(config.env_names + config.header_names)),
        package=package,
        version=version or (server_version if package else ""),
        version_from=version_from if package else "",
    )


def _package(config: McpServerConfig) -> tuple[str, str]:
    """npx's or uvx's package and the version the configuration names ("" when none)."""
    runner = config.command.rsplit("/", 1)[-1]
    if runner not in RUNNERS:
        return "", ""
    words = [arg for arg in config.args if not arg.startswith("-")]
    if not words:
        return "", ""
    spec = words[0]
    # "@scope/name@1.2" and "name@1.2" (npx), "name==1.2" and "name@1.2" (uvx)
    if "==" in spec:
        name, version = spec.split("==", 1)
        return name, version
    at = spec.rfind("@")
    if at > 0:
        return spec[:at], spec[at + 1 :]
    return spec, ""


def pin(
    config: McpServerConfig, definitions: list[dict[str, Any]], server_version: str = ""
) -> ServerPins:
    tools = {
        str(definition.get("name", "")): ToolPin(definition_hash(definition), definition)
        for definition in definitions
    }
    return ServerPins(config.name, launch_of(config, server_version), tools)


@dataclass(frozen=True, slots=True)
class Drift:
    """How a start differs from the pins: nothing, when ``changed`` is false."""

    server: str
    launch: tuple[str, ...] = ()  # a diff of the launch's lines, when it changed
    changed_tools: tuple[str, ...] = ()
    new_tools: tuple[str, ...] = ()
    gone_tools: tuple[str, ...] = ()
    diffs: dict[str, str] = field(default_factory=dict)  # tool -> its diff, old and new

    @property
    def changed(self) -> bool:
        return bool(self.launch or self.changed_tools or self.new_tools or self.gone_tools)

    def blocked(self, tools: list[str]) -> set[str]:
        """The tools not offered until the change is approved: every one when the launch
        changed; else the changed and the new ones. Unchanged tools keep working."""
        if self.launch:
            return set(tools)
        return set(self.changed_tools) | set(self.new_tools)

    def report(self) -> str:
        """Plain text: descriptions come from the server and are never trusted as markup."""
        lines = [f"MCP server {self.server}:"]
        if self.launch:
            lines.append("  its launch changed:")
            lines += [f"    {line}" for line in self.launch]
        for name in self.changed_tools:
            lines.append(f"  tool {name} changed:")
            lines += [f"    {line}" for line in self.diffs[name].splitlines()]
        lines += [f"  new tool: {name}" for name in self.new_tools]
        lines += [f"  tool gone: {name}" for name in self.gone_tools]
        if not self.changed:
            lines.append("  unchanged")
        return "\n".join(lines)


def compare(pinned: ServerPins, now: ServerPins) -> Drift:
    launch: tuple[str, ...] = ()
    if pinned.launch != now.launch:
        launch = tuple(_diff(pinned.launch.lines(), now.launch.lines()))
    changed = tuple(
        name
        for name in sorted(now.tools)
        if name in pinned.tools and pinned.tools[name].hash != now.tools[name].hash
    )
    return Drift(
        server=now.server,
        launch=launch,
        changed_tools=changed,
        new_tools=tuple(sorted(set(now.tools) - set(pinned.tools))),
        gone_tools=tuple(sorted(set(pinned.tools) - set(now.tools))),
        diffs={
            name: tool_diff(pinned.tools[name].definition, now.tools[name].definition)
            for name in changed
        },
    )


def tool_diff(old: dict[str, Any], new: dict[str, Any]) -> str:
    """The description, input schema and annotations, old and new, line by line."""
    lines: list[str] = []
    for part in SHOWN_PARTS:
        before, after = _shown(old.get(part)), _shown(new.get(part))
        if before != after:
            lines.append(f"{part}:")
            lines += _diff(before, after)
    others = {k for k in set(old) | set(new) if k not in SHOWN_PARTS and old.get(k) != new.get(k)}
    for part in sorted(others):
        lines.append(f"{part}:")
        lines += _diff(_shown(old.get(part)), _shown(new.get(part)))
    return "\n".join(lines)


def _shown(value: Any) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        return value.splitlines() or [""]
    return json.dumps(value, indent=2, sort_keys=True, ensure_ascii=False).splitlines()


def _diff(before: list[str], after: list[str]) -> list[str]:
    return [
        line
        for line in difflib.unified_diff(before, after, "old", "new", lineterm="", n=2)
        if not line.startswith(("---", "+++"))
    ]


@dataclass(frozen=True, slots=True)
class StartCheck:
    """A start held against the server's pins: ``first`` when it had none (these become its
    pins), else its drift; ``blocked`` are the tools not offered until a change is approved."""

    now: ServerPins
    drift: Drift | None
    blocked: frozenset[str]
    problem: str = ""  # pins that could not be read: every tool is blocked, and this says why
    pinned: ServerPins | None = None  # what was approved, to show beside what runs now

    @property
    def first(self) -> bool:
        return self.drift is None and not self.problem


def check_start(
    config: McpServerConfig, definitions: list[dict[str, Any]], server_version: str = ""
) -> StartCheck:
    now = pin(config, definitions, server_version)
    if config.pins is None:
        return StartCheck(now, None, frozenset())
    try:
        pinned = ServerPins.from_json(config.pins)
    except PinsError as error:
        return StartCheck(now, None, frozenset(now.tools), problem=str(error))
    drift = compare(pinned, now)
    return StartCheck(now, drift, frozenset(drift.blocked(list(now.tools))), pinned=pinned)


def keep_as_approved(now: ServerPins, remember: RememberPins) -> bool:
    """The approval of a change: what runs now (launch, every tool) becomes the pins. The one
    way both ``arroyo mcp approve-change`` and the window's review approve; False when the
    settings could not keep them."""
    return bool(remember(now.server, now.to_json()))


def blocked_reason(server: str, tool: str) -> str:
    return (
        f"the tool {tool} of the MCP server {server} changed since it was approved; "
        f"{AWAITS_REVIEW} (or run arroyo mcp approve-change {server})"
    )
