"""The languages Arroyo speaks: the one list every other part reads (the window's language
choice, the catalogs translations/update.py keeps, the gallery's pictures, the Demo's scripts).

Pure: no Qt. A code is what Qt's QLocale takes and what names the catalog
(``translations/arroyo_<code>.ts``); a regional code (``pt_BR``, ``zh_CN``) is used as is.
"""

from __future__ import annotations

SOURCE_LANGUAGE = "en"

# Each language named in itself: a person who cannot read the current language finds theirs.
LANGUAGES: tuple[tuple[str, str], ...] = (
    ("en", "English"),
    ("es", "Español"),
    ("de", "Deutsch"),
    ("fr", "Français"),
    ("pt_BR", "Português (Brasil)"),
    ("zh_CN", "简体中文"),
    ("ja", "日本語"),
    ("ko", "한국어"),
    ("ru", "Русский"),
    ("ar", "العربية"),
)

CODES: tuple[str, ...] = tuple(code for code, _name in LANGUAGES)

# Written right to left: the window mirrors its layout for these.
RIGHT_TO_LEFT: frozenset[str] = frozenset({"ar"})


def best_match(preferred: list[str] | tuple[str, ...], supported: tuple[str, ...] = CODES) -> str:
    """The first of a system's preferred languages (BCP 47 names such as ``pt-BR``,
    ``zh-Hans-CN``, ``de-AT``) that Arroyo speaks; else English. A region Arroyo does not
    have falls back to the language's catalog (``pt-PT`` -> ``pt_BR``, ``zh-TW`` -> ``zh_CN``)
    only when no exact match comes later in the list."""
    by_language = {code.split("_")[0].lower(): code for code in supported}
    exact = {code.lower(): code for code in supported}
    for name in preferred:
        parts = name.replace("_", "-").split("-")
        language = parts[0].lower()
        region = next((p for p in parts[1:] if len(p) == 2 and p.isalpha()), "")
        if region and f"{language}_{region.lower()}" in exact:
            return exact[f"{language}_{region.lower()}"]
        if language == "zh" and "Hant" in parts[1:]:
            continue  # Traditional Chinese readers are not served by the Simplified catalog
        if language in exact:
            return exact[language]
        if language in by_language:
            return by_language[language]
    return SOURCE_LANGUAGE
