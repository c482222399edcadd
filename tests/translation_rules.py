"""What every translation catalog must keep of its English source, read by the catalog tests:
the placeholders, the number of plural forms Qt expects for the language, a text of its own
(not the English one copied), and the glossary's words."""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

from desktop_app.config.languages import CODES, SOURCE_LANGUAGE

TRANSLATED = tuple(code for code in CODES if code != SOURCE_LANGUAGE)

# How many plural forms Qt's rules give each language (qtbase's numerus table): a catalog with
# more or fewer would pick the wrong form for some numbers.
PLURAL_FORMS = {
    "en": 2,
    "es": 2,
    "de": 2,
    "fr": 2,
    "pt_BR": 2,
    "zh_CN": 1,
    "ja": 1,
    "ko": 1,
    "ru": 3,
    "ar": 6,
}

# Texts that are the same in every language: names, code and symbols.
SAME_EVERYWHERE = frozenset(
    {
        "Arroyo",
        "Arroyo %1",
        "OpenAI",
        "Anthropic",
        "Google Gemini",
        "API",
        "Top-p",
        "A&PI:",
        "%1 (%2)",
        "OK",
        "MCP",
        "URL",
        "%1 s",
    }
)
# Words a language shares with English, spelled the same.
SAME_IN = {
    "de": frozenset({"Name", "&Name:", "Details:", "Problem", "Demo", "Parameter", "System"})
    | {"Filter"}
    | {"Proxy", "Pro&xy:", "&Host:", "P&ort:"}
    | {"Prompts", "Prompt %1", "Prompts (*.json)", "&Text:", "Text"},
    "fr": frozenset(
        {"Assistant", "Assistant %1", "Assistants", "Message", "Arguments", "Conversation"}
        | {"Conversations", "Options", "&Conversation", "&Message", "A&ssistants", "Proxy"}
        | {"Description", "Annotations"}
        | {"Prompts", "Prompt %1", "Prompts (*.json)"}
        | {"Sources", "Passages", "Pause", "Passage [{number}]"}
    ),
    "es": frozenset({"%1 tokens/s", "%n bytes", "Inspector", "&General", "Variables: %1"})
    | {"Proxy", "Pro&xy:", "%1 tokens"},
    "pt_BR": frozenset({"%1 tokens/s", "%n bytes", "Proxy", "Pro&xy:", "&Host:", "%1 tokens"})
    | {"Prompts", "Prompt %1", "Prompts (*.json)"},
}

_PLACEHOLDER = re.compile(r"%n|%L?\d|\{[a-z_]+\}")


def placeholders(text: str) -> list[str]:
    return sorted(_PLACEHOLDER.findall(text))


def may_equal_source(language: str, source: str) -> bool:
    return source in SAME_EVERYWHERE or source in SAME_IN.get(language, frozenset())


@dataclass(frozen=True, slots=True)
class Term:
    name: str
    pattern: re.Pattern[str]
    words: dict[str, tuple[str, ...]]  # language -> accepted forms


def glossary(path: Path) -> list[Term]:
    """The glossary's checked terms."""
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#"]
    terms = []
    for row in csv.DictReader(lines, delimiter="\t"):
        if row["checked"] != "yes":
            continue
        words = {
            code: tuple(form.casefold() for form in row[code].split("|")) for code in TRANSLATED
        }
        terms.append(Term(row["term"], re.compile(row["en_pattern"], re.IGNORECASE), words))
    return terms


def without_accelerator(text: str) -> str:
    """The text as read: '&&' is a literal '&', a single '&' marks the shortcut letter, and a
    CJK-style '(&X)' suffix names it."""
    text = re.sub(r"\(&\w\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")
