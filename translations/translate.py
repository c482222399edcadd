"""Fills the catalogs' untranslated texts from the translation tables beside them.

    uv run python translations/translate.py              # every language: fill what is missing
    uv run python translations/translate.py de ja        # only these
    uv run python translations/translate.py --missing de # print de's untranslated texts as a
                                                         # table to fill in (JSON, on stdout)
    uv run python translations/translate.py --export es  # catalog -> table (after Qt Linguist)

A table, ``translations/tables/<lang>.json``, maps each English source text to its translation:
a string, or for a ``%n`` text a list of the language's plural forms in Qt's order (German two,
Russian three, Arabic six, Chinese one...; ``--missing`` gives the right number of slots). A
text that needs a different translation in one context is keyed ``"Context::source"``, which wins
over the plain key. Only unfinished entries are filled (a translation already in the catalog is
kept unless ``--overwrite``); run ``translations/update.py`` first to bring in new texts, and this
after it, then ``update.py --check``.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLES = HERE / "tables"
sys.path.insert(0, str(HERE.parent))
from desktop_app.config.languages import CODES, SOURCE_LANGUAGE  # noqa: E402


def table_path(language: str) -> Path:
    return TABLES / f"{language}.json"


def load_table(language: str) -> dict[str, str | list[str]]:
    path = table_path(language)
    return json.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}


def catalog_path(language: str) -> Path:
    return HERE / f"arroyo_{language}.ts"


def _lookup(table: dict[str, str | list[str]], context: str, source: str) -> str | list[str] | None:
    return table.get(f"{context}::{source}", table.get(source))


def fill(language: str, overwrite: bool = False) -> tuple[int, list[str]]:
    """Fills ``language``'s catalog from its table: (how many filled, what is still missing)."""
    table = load_table(language)
    path = catalog_path(language)
    tree = ET.parse(path)
    filled, missing = 0, []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source", "")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation", type="unfinished")
            if translation.get("type") != "unfinished" and not overwrite:
                continue
            found = _lookup(table, name, source)
            if found is None:
                missing.append(f"{name}::{source}")
                continue
            if message.get("numerus") == "yes":
                forms = translation.findall("numerusform")
                if not isinstance(found, list) or len(found) != len(forms):
                    raise SystemExit(
                        f"{language}: {source!r} needs {len(forms)} plural form(s), got {found!r}"
                    )
                for form, text in zip(forms, found, strict=True):
                    form.text = text
            else:
                if not isinstance(found, str):
                    raise SystemExit(f"{language}: {source!r} is not a plural text")
                translation.text = found
            translation.attrib.pop("type", None)
            filled += 1
    tree.write(path, encoding="utf-8", xml_declaration=True)
    return filled, missing


def missing_template(language: str) -> dict[str, str | list[str]]:
    """The untranslated texts of ``language``, as a table to fill in (empty translations)."""
    template: dict[str, str | list[str]] = {}
    for context in ET.parse(catalog_path(language)).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") != "unfinished":
                continue
            source = message.findtext("source", "")
            if message.get("numerus") == "yes" and translation is not None:
                template[source] = [""] * len(translation.findall("numerusform"))
            else:
                template[source] = ""
    return template


def export(language: str) -> int:
    """Writes the catalog's finished translations into the language's table (for a catalog
    translated in Qt Linguist): a text translated differently in two contexts gets a
    ``Context::source`` key for each context after the first. Returns the number of entries."""
    table: dict[str, str | list[str]] = {}
    for context in ET.parse(catalog_path(language)).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") is not None:
                continue
            source = message.findtext("source", "")
            if message.get("numerus") == "yes":
                found: str | list[str] = [f.text or "" for f in translation.iter("numerusform")]
            else:
                found = translation.text or ""
            if table.setdefault(source, found) != found:
                table[f"{name}::{source}"] = found
    TABLES.mkdir(exist_ok=True)
    text = json.dumps(table, ensure_ascii=False, indent=1)
    table_path(language).write_text(text + "\n", encoding="utf-8")
    return len(table)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("languages", nargs="*", help="language codes (default: all)")
    parser.add_argument("--missing", action="store_true", help="print what is left, as a table")
    parser.add_argument(
        "--export", action="store_true", help="write the catalogs' translations into the tables"
    )
    parser.add_argument("--overwrite", action="store_true", help="also replace translations")
    options = parser.parse_args(argv)
    languages = options.languages or [code for code in CODES if code != SOURCE_LANGUAGE]
    if options.export:
        for language in languages:
            print(f"{language}: {export(language)} entries in {table_path(language).name}")
        return 0
    if options.missing:
        left = {language: missing_template(language) for language in languages}
        print(
            json.dumps(
                left if len(languages) > 1 else left[languages[0]], ensure_ascii=False, indent=1
            )
        )
        return 0
    import update  # the lupdate wrapper beside this file

    left_total = 0
    for language in languages:
        filled, missing = fill(language, options.overwrite)
        left_total += len(missing)
        print(f"{language}: {filled} filled, {len(missing)} without a translation in its table")
        for where in missing:
            print(f"  {where}")
    update.lupdate([catalog_path(language) for language in languages])  # lupdate's layout
    return 1 if left_total else 0


if __name__ == "__main__":
    raise SystemExit(main())
