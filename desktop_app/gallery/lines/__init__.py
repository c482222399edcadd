"""What the gallery's person asks and its model answers, in each language the window speaks."""

from __future__ import annotations

from desktop_app.gallery.lines import ar, de, en, es, fr, ja, ko, pt_BR, ru, zh_CN
from desktop_app.gallery.lines.base import Lines

__all__ = ["LINES", "Lines"]

LINES: dict[str, Lines] = {
    "en": en.LINES,
    "es": es.LINES,
    "de": de.LINES,
    "fr": fr.LINES,
    "pt_BR": pt_BR.LINES,
    "zh_CN": zh_CN.LINES,
    "ja": ja.LINES,
    "ko": ko.LINES,
    "ru": ru.LINES,
    "ar": ar.LINES,
}
