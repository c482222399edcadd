"""Names every wire accepts for tools from many servers, and the table that maps them back.

A wire takes ``^[a-zA-Z0-9_-]{1,64}$``; servers name tools as they like and two servers may
both have ``search``. Other characters become ``_``; a name already taken (by a built-in tool
or another server's) gets a short hash of its server and tool, so it is stable across starts.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field

_ALLOWED = re.compile(r"^[a-zA-Z0-9_-]{1,64}$")
_OTHER = re.compile(r"[^a-zA-Z0-9_-]")
_HASH_CHARS = 6


def is_wire_name(name: str) -> bool:
    return _ALLOWED.fullmatch(name) is not None


def _suffix(server: str, tool: str) -> str:
    digest = hashlib.sha256(f"{server}\x00{tool}".encode()).hexdigest()
    return digest[:_HASH_CHARS]


@dataclass(slots=True)
class NameTable:
    """offered name -> (server, tool); names of built-in tools are reserved."""

    reserved: frozenset[str] = frozenset()
    _routes: dict[str, tuple[str, str]] = field(default_factory=dict)

    def offer(self, server: str, tool: str) -> str:
        known = self.name_of(server, tool)
        if known is not None:
            return known
        base = _OTHER.sub("_", tool)[:64] or "tool"
        name = base
        if name in self.reserved or name in self._routes:
            name = f"{base[: 64 - _HASH_CHARS - 1]}_{_suffix(server, tool)}"
        counter = 1
        while name in self.reserved or name in self._routes:  # a hash collision: rare, bounded
            counter += 1
            name = f"{base[: 64 - _HASH_CHARS - 4]}_{_suffix(server, tool)}_{counter}"
        self._routes[name] = (server, tool)
        return name

    def name_of(self, server: str, tool: str) -> str | None:
        return next((name for name, route in self._routes.items() if route == (server, tool)), None)

    def route(self, offered: str) -> tuple[str, str] | None:
        return self._routes.get(offered)

    def forget_server(self, server: str) -> None:
        for offered in [name for name, route in self._routes.items() if route[0] == server]:
            del self._routes[offered]
