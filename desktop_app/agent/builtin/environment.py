"""The environment a command the model asked for runs with: an allow-list, not a deny-list.

Arroyo's own environment holds whatever the person's shell exported: ``DATABASE_URL``, proxy
URLs with a password in them, ``GH_PAT``, ``SESSION_COOKIE``... No list of "secret-looking" names
can know them all, so a command gets only the names below, plus the ones the person adds in
the settings (``command_env_allow``), and nothing else.

What is passed, and why each is needed and harmless:

- ``PATH``: programs are found by name (``git``, ``python``); without it only absolute paths run.
- ``HOME``: where programs find their own configuration (``~/.gitconfig``); a path, no secret.
- ``LANG``, ``LANGUAGE`` and the POSIX ``LC_*`` categories: the encoding and language of the
  output; values are locale names. Only the standard categories, not any ``LC_`` name, since a
  name is all that tells a locale from a value someone chose to call ``LC_SOMETHING``.
- ``TERM``: what terminal programs believe they write to; a terminal type name.
- ``TMPDIR`` (and ``TEMP``/``TMP`` on Windows): where temporary files go; on macOS it is a
  per-user folder and programs fall back to a shared one without it.
- ``USER``, ``LOGNAME`` (``USERNAME`` on Windows): who runs the program, which ``git`` and
  ``getpass`` read; a user name is no secret.
- On Windows only, what programs cannot start without: ``SYSTEMROOT``, ``WINDIR``, ``COMSPEC``,
  ``PATHEXT`` and ``USERPROFILE`` (Python itself cannot create a socket without ``SYSTEMROOT``).

Left out on purpose, addable by name in the settings: proxies (``HTTPS_PROXY`` often carries
``user:password@``), ``SSH_AUTH_SOCK`` (the ssh agent signs in as the person),
``DBUS_SESSION_BUS_ADDRESS`` and ``XDG_RUNTIME_DIR`` (the session bus reaches the keyring),
``DISPLAY``/``WAYLAND_DISPLAY`` (the person's screen), and every ``PYTHON*``/``VIRTUAL_ENV``.

A name the person adds is passed even when it looks like a credential: they asked for it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping

BASE_NAMES: frozenset[str] = frozenset(
    [
        "PATH",
        "HOME",
        "TERM",
        "TMPDIR",
        "USER",
        "LOGNAME",
        "LANG",
        "LANGUAGE",
        "LC_ALL",
        "LC_CTYPE",
        "LC_COLLATE",
        "LC_MESSAGES",
        "LC_MONETARY",
        "LC_NUMERIC",
        "LC_TIME",
    ]
)
WINDOWS_NAMES: frozenset[str] = frozenset(
    ["SYSTEMROOT", "WINDIR", "COMSPEC", "PATHEXT", "USERPROFILE", "TEMP", "TMP", "USERNAME"]
)

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def valid_variable_name(name: object) -> bool:
    """A name a person may add: letters, digits and underscores, not starting with a digit."""
    return isinstance(name, str) and _NAME.fullmatch(name) is not None


def command_environment(
    parent: Mapping[str, str], added: Iterable[str] = (), *, windows: bool = False
) -> dict[str, str]:
    """The variables of ``parent`` a command may see: the base list and the ``added`` names.
    On Windows names are matched without regard to case, as Windows itself does."""
    allowed = set(BASE_NAMES) | set(added)
    if windows:
        allowed = {name.upper() for name in allowed | WINDOWS_NAMES}
        return {name: value for name, value in parent.items() if name.upper() in allowed}
    return {name: value for name, value in parent.items() if name in allowed}
