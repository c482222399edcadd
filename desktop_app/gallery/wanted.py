"""The command line's choice of pictures (``--states``, ``--themes``, ``--languages``,
``--sizes``: comma-separated lists) as a ``Selection``; unknown names are refused by name."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from desktop_app.gallery.scenes import Shot
from desktop_app.gallery.shots import LANGUAGES, THEMES, Selection, parse_size
from desktop_app.ui.theme import ThemeChoice

T = TypeVar("T")


def _listed(text: str | None, parse: Callable[[str], T], what: str) -> tuple[T, ...] | None:
    if text is None:
        return None
    values = []
    for name in filter(None, (part.strip() for part in text.split(","))):
        try:
            values.append(parse(name))
        except ValueError:
            raise ValueError(f"unknown {what}: {name!r}") from None
    if not values:
        raise ValueError(f"no {what} named")
    return tuple(values)


def _theme(name: str) -> ThemeChoice:
    theme = ThemeChoice(name)
    if theme not in THEMES:
        raise ValueError(name)
    return theme


def _language(name: str) -> str:
    if name not in LANGUAGES:
        raise ValueError(name)
    return name


def selection(
    states: str | None, themes: str | None, languages: str | None, sizes: str | None
) -> Selection:
    everything = Selection()
    return Selection(
        shots=_listed(states, Shot, "state") or everything.shots,
        themes=_listed(themes, _theme, "theme") or everything.themes,
        languages=_listed(languages, _language, "language") or everything.languages,
        sizes=_listed(sizes, parse_size, "size") or everything.sizes,
    )
