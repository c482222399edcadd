"""Brings the translation catalogs up to date with the sources.

    uv run python translations/update.py            # update arroyo_<lang>.ts, report what is left
    uv run python translations/update.py --check    # change nothing; exit 1 if anything is left

``pyside6-lupdate`` reads every ``tr()`` / ``QCoreApplication.translate()`` /
``QT_TRANSLATE_NOOP()`` in ``desktop_app`` and merges the texts into each catalog: new texts come
in unfinished, texts no longer in the sources are dropped, translations already made are kept.
English is the source language, so its catalog is filled here (translation = source, and the
singular of every ``%n`` text from ``ENGLISH_SINGULAR``); it exists for the plural forms. Every
other language (the list is ``desktop_app/config/languages.py``) is translated by a person: in
its table, ``translations/tables/<lang>.json``, applied by ``translations/translate.py``, or in
the ``.ts`` file (Qt Linguist: ``uv run pyside6-linguist translations/arroyo_es.ts``, then
``translate.py --export es``); this script only reports what is unfinished.
Compiled ``.qm`` files are made at install time (``hatch_build.py``), not here.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
SOURCES = REPO / "desktop_app"
sys.path.insert(0, str(REPO))
from desktop_app.config.languages import CODES as LANGUAGES  # noqa: E402  (the one list)

# The singular of each English text with a %n; the plural is the source itself.
ENGLISH_SINGULAR = {
    "Saved %n actions to %1": "Saved %n action to %1",
    "Delete every remembered fact (%n)? This cannot be undone.": (
        "Delete the remembered fact (%n)? This cannot be undone."
    ),
    "%n approvals waiting": "%n approval waiting",
    "%n files of {total} indexed, {chunks} passages written": (
        "%n file of {total} indexed, {chunks} passages written"
    ),
    "about %n seconds left": "about %n second left",
    "and %n more files": "and %n more file",
    "+ %n models": "+ %n model",
    "Restored %n conversations.": "Restored %n conversation.",
    "Enter the keys of %n providers in Settings.": "Enter the key of %n provider in Settings.",
    "Thinking… %n s": "Thinking… %n s",
    "Thought for %n s": "Thought for %n s",
    "%n tokens in": "%n token in",
    "%n tokens out": "%n token out",
    "Connected: %n models": "Connected: %n model",
    "%n tools changed since you approved them": "%n tool changed since you approved it",
    "Connected: %n models. Chose %1.": "Connected: %n model. Chose %1.",
    "Connected: %n tools": "Connected: %n tool",
    "%n changed, review": "%n changed, review",
    "%n bytes": "%n byte",
    "Imported %n conversations.": "Imported %n conversation.",
    "%n were already here.": "%n was already here.",
}


@dataclass(frozen=True, slots=True)
class Message:
    context: str
    source: str
    numerus: bool
    translations: tuple[str, ...]  # one per plural form for %n texts, else one
    unfinished: bool
    obsolete: bool


def catalog_path(language: str, folder: Path = HERE) -> Path:
    return folder / f"arroyo_{language}.ts"


def lupdate_executable() -> str:
    """The ``pyside6-lupdate`` of the environment running this script."""
    beside = Path(sys.executable).parent / "pyside6-lupdate"
    found = str(beside) if beside.exists() else shutil.which("pyside6-lupdate")
    if found is None:
        raise SystemExit("pyside6-lupdate not found: run this with the project's environment")
    return found


def lupdate(catalogs: list[Path], sources: Path = SOURCES) -> None:
    subprocess.run(
        [
            lupdate_executable(),
            "-silent",
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "none",
            "-source-language",
            "en",
            str(sources),
            "-ts",
            *map(str, catalogs),
        ],
        check=True,
    )


def read(path: Path) -> list[Message]:
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            numerus = message.get("numerus") == "yes"
            if translation is None:
                texts: tuple[str, ...] = ()
            elif numerus:
                texts = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                texts = (translation.text or "",)
            found.append(
                Message(
                    name,
                    message.findtext("source", ""),
                    numerus,
                    texts,
                    kind == "unfinished",
                    kind in ("obsolete", "vanished"),
                )
            )
    return found


def fill_english(path: Path) -> None:
    """English translations equal the source; a %n text gets its singular and plural."""
    tree = ET.parse(path)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source", "")
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            if source not in ENGLISH_SINGULAR:
                raise SystemExit(f"add the English singular of {source!r} to ENGLISH_SINGULAR")
            for form in list(translation):
                translation.remove(form)
            translation.text = None
            for text in (ENGLISH_SINGULAR[source], source):
                ET.SubElement(translation, "numerusform").text = text
        else:
            translation.text = source
    tree.write(path, encoding="utf-8", xml_declaration=True)


def problems(path: Path) -> list[str]:
    """What keeps a catalog from being complete: unfinished, empty or obsolete entries."""
    found = []
    for message in read(path):
        where = f"{path.name}: {message.context}: {message.source!r}"
        if message.obsolete:
            found.append(f"{where} is obsolete")
        elif message.unfinished:
            found.append(f"{where} is unfinished")
        elif not message.translations or not all(message.translations):
            found.append(f"{where} has an empty translation or plural form")
    return found


def update(folder: Path = HERE, sources: Path = SOURCES) -> list[str]:
    catalogs = [catalog_path(language, folder) for language in LANGUAGES]
    lupdate(catalogs, sources)
    fill_english(catalog_path("en", folder))
    lupdate(catalogs, sources)  # once more: lupdate's own layout, so diffs stay small
    return [problem for catalog in catalogs for problem in problems(catalog)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="change nothing; fail if the catalogs are not up to date",
    )
    options = parser.parse_args(argv)
    if options.check:
        with tempfile.TemporaryDirectory() as scratch:
            for language in LANGUAGES:
                shutil.copy(catalog_path(language), catalog_path(language, Path(scratch)))
            left = update(Path(scratch))
            changed = [
                language
                for language in LANGUAGES
                if catalog_path(language).read_bytes()
                != catalog_path(language, Path(scratch)).read_bytes()
            ]
        left += [f"arroyo_{language}.ts is not up to date with the sources" for language in changed]
    else:
        left = update()
    for line in left:
        print(line)
    print(f"{len(left)} problem(s)" if left else "catalogs complete")
    return 1 if left else 0


if __name__ == "__main__":
    raise SystemExit(main())
