"""What in a server's configuration is a secret: by its name, by its shape, or by where it sits
in a URL. Pure: no keyring, no I/O.

Used on import, to put every credential in the keyring (those hiding in a URL included) and,
on a computer without a keyring, to tell the values that may stay in the settings file (a file
path, a flag, a region) from those that must not (a token, a password).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from urllib.parse import urlsplit

# A name part that is, or contains, one of these names a secret: API_KEY, apiKey, GITHUB_TOKEN,
# Authorization, DB_PASSWD, client_secret, OAUTH_CREDENTIALS...
_SECRET_WORDS = ("KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "AUTH", "CREDENTIAL")
# Too short to look for inside a part ("PATH" holds it): only a whole part counts (GITHUB_PAT).
_WHOLE_WORDS = frozenset({"PAT", "PWD", "PW"})
_PARTS = re.compile(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+")
# Prefixes of well-known tokens: OpenAI and Anthropic (sk-), GitHub, GitLab, Slack, AWS.
_TOKEN_PREFIXES = ("sk-", "ghp_", "gho_", "ghu_", "ghs_", "github_pat_", "glpat-", "xox", "AKIA")
# A long string without blanks whose characters vary like random ones (bits per character):
# keys and tokens; not words, paths or version numbers.
_LONG = 20
_RANDOM_BITS = 3.5
_PATHLIKE = re.compile(r"^(?:[/~.]|[A-Za-z]:[\\/]|\\\\)")


def name_parts(name: str) -> list[str]:
    """``GITHUB_ACCESS_TOKEN`` -> GITHUB, ACCESS, TOKEN; ``apiKey`` -> API, KEY."""
    return [part.upper() for part in _PARTS.findall(name)]


def secret_name(name: str) -> bool:
    parts = name_parts(name)
    if any(part in _WHOLE_WORDS for part in parts):
        return True
    return any(word in part for part in parts for word in _SECRET_WORDS)


def _bits_per_char(text: str) -> float:
    counts = Counter(text)
    return -sum(n / len(text) * math.log2(n / len(text)) for n in counts.values())


def secret_shape(value: str) -> bool:
    """A value that looks like a key or token whatever it is called, or a URL that carries a
    credential."""
    text = value.strip()
    if text.startswith(_TOKEN_PREFIXES) and len(text) >= 12:
        return True
    if "://" in text:
        return bool(url_credentials(text, "X")[1])
    if len(text) < _LONG or any(char.isspace() for char in text) or _PATHLIKE.match(text):
        return False
    return _bits_per_char(text) >= _RANDOM_BITS


def looks_secret(name: str, value: str) -> bool:
    return secret_name(name) or secret_shape(value)


@dataclass(frozen=True, slots=True)
class Hidden:
    """A credential taken out of a URL: its placeholder's name, and its value."""

    name: str
    value: str


def placeholder(name: str) -> str:
    return "${" + name + "}"


def _placeholder_name(prefix: str, label: str, taken: list[Hidden]) -> str:
    base = f"{prefix}_{'_'.join(name_parts(label)) or 'VALUE'}"
    used = {item.name for item in taken}
    return next(
        name
        for name in (base, *(f"{base}_{n}" for n in range(2, len(taken) + 3)))
        if name not in used
    )


def url_credentials(text: str, prefix: str) -> tuple[str, list[Hidden]]:
    """``text`` with the password of its userinfo and the values of its query parameters named
    like secrets replaced by placeholders (``${PREFIX_PASSWORD}``, ``${PREFIX_API_KEY}``), and
    what was taken out. Text that is not a URL with a host comes back as it is."""
    try:
        parts = urlsplit(text)
    except ValueError:
        return text, []
    if not parts.scheme or not parts.netloc:
        return text, []
    hidden: list[Hidden] = []
    netloc = parts.netloc
    userinfo, at, host = netloc.rpartition("@")
    if at and ":" in userinfo:
        user, _, password = userinfo.partition(":")
        if password:
            hidden.append(Hidden(_placeholder_name(prefix, "PASSWORD", hidden), password))
            netloc = f"{user}:{placeholder(hidden[-1].name)}@{host}"
    pairs = []
    for pair in parts.query.split("&") if parts.query else []:
        key, equals, value = pair.partition("=")
        if equals and value and secret_name(key):
            hidden.append(Hidden(_placeholder_name(prefix, key, hidden), value))
            value = placeholder(hidden[-1].name)
        pairs.append(f"{key}{equals}{value}")
    if not hidden:
        return text, []
    # Rebuilt by hand: urlunsplit would percent-encode nothing, but would drop an empty "?".
    rebuilt = f"{parts.scheme}://{netloc}{parts.path}"
    if parts.query:
        rebuilt += "?" + "&".join(pairs)
    if parts.fragment:
        rebuilt += "#" + parts.fragment
    return rebuilt, hidden


def fill(text: str, values: dict[str, str]) -> str:
    """Placeholders of ``values`` replaced by them; any other ``${...}`` is left as written."""
    for name, value in values.items():
        text = text.replace(placeholder(name), value)
    return text
