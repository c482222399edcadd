"""The ``WWW-Authenticate: Bearer ...`` challenge of a 401 or 403 (RFC 6750 section 3, RFC 9728
section 5.1): which error, which scope, where the protected-resource metadata is."""

from __future__ import annotations

import re
from dataclasses import dataclass

# One auth-param: name = token or quoted-string (with backslash escapes).
_PARAM = re.compile(r'\s*([A-Za-z0-9_\-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]*))\s*,?')
_SCHEME = re.compile(r"\s*([A-Za-z0-9_\-]+)(?:\s+|$)")


@dataclass(frozen=True, slots=True, kw_only=True)
class BearerChallenge:
    error: str = ""
    scope: tuple[str, ...] = ()
    resource_metadata: str = ""

    @property
    def insufficient_scope(self) -> bool:
        return self.error == "insufficient_scope"


def parse_challenge(header: str | None) -> BearerChallenge:
    """The Bearer challenge in ``header``; an empty one when there is none or it is malformed.
    Other schemes (Basic, DPoP...) in the same header are skipped."""
    text = header or ""
    position = 0
    found: dict[str, str] | None = None
    current: dict[str, str] | None = None
    while position < len(text) and found is None:
        param = _PARAM.match(text, position)
        if param and param.end() > position and current is not None:
            value = param.group(2) if param.group(2) is not None else param.group(3)
            current[param.group(1).lower()] = re.sub(r"\\(.)", r"\1", value or "")
            position = param.end()
            continue
        scheme = _SCHEME.match(text, position)
        if not scheme or scheme.end() == position:
            break
        if current is not None and current.get("\0scheme") == "bearer":
            found = current
            break
        current = {"\0scheme": scheme.group(1).lower()}
        position = scheme.end()
    if found is None and current is not None and current.get("\0scheme") == "bearer":
        found = current
    if found is None:
        return BearerChallenge()
    return BearerChallenge(
        error=found.get("error", ""),
        scope=tuple(found.get("scope", "").split()),
        resource_metadata=found.get("resource_metadata", ""),
    )
