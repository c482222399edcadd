"""What the three PyInstaller specs share: the entry script, the data files and the excludes.

The specs import this from their own folder (PyInstaller runs a spec with ``SPECPATH`` set to it).
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENTRY = str(ROOT / "packaging" / "arroyo_entry.py")
ICONS = ROOT / "desktop_app" / "icons"
LOCALE = ROOT / "desktop_app" / "locale"
UI_ICONS = ROOT / "desktop_app" / "ui" / "theme" / "icons"  # the buttons' icon set
NAME = "arroyo"


def version() -> str:
    """``__version__`` read as text, as hatch reads it, so the spec needs no import of the app."""
    text = (ROOT / "desktop_app" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^__version__ = "([^"]+)"', text, re.MULTILINE).group(1)


def version_tuple(text: str) -> tuple[int, int, int, int]:
    """Windows' four-number file version: "0.2.0rc1" -> (0, 2, 0, 0)."""
    numbers = [int(re.match(r"\d*", part).group() or 0) for part in text.split(".")[:4]]
    return tuple(numbers + [0] * (4 - len(numbers)))


def windows_version_text() -> str:
    """The Windows version resource in the text form PyInstaller's ``version=`` file takes
    (what pyi-grab_version writes); it is evaluated on Windows only, where its classes exist."""
    text = version()
    numbers = version_tuple(text)
    strings = {
        "CompanyName": "Arroyo",
        "FileDescription": "Arroyo",
        "FileVersion": text,
        "InternalName": NAME,
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Arroyo",
        "ProductVersion": text,
    }
    table = ",\n        ".join(
        f"StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return (
        "VSVersionInfo(\n"
        f"  ffi=FixedFileInfo(filevers={numbers!r}, prodvers={numbers!r}),\n"
        "  kids=[\n"
        "    StringFileInfo([StringTable('040904B0', [\n"
        f"        {table}])]),\n"
        "    VarFileInfo([VarStruct('Translation', [1033, 1200])]),\n"
        "  ],\n"
        ")\n"
    )


def app_id() -> str:
    text = (ROOT / "desktop_app" / "__init__.py").read_text(encoding="utf-8")
    return re.search(r'^APP_ID = "([^"]+)"', text, re.MULTILINE).group(1)


def datas() -> list[tuple[str, str]]:
    """The window icon's PNGs and SVG, the buttons' icons, and whatever compiled translations
    build.py produced. Listed file by file: PyInstaller rejects a glob that matches nothing,
    and no translation is a valid state."""
    files = [(ICONS / "arroyo.svg", "desktop_app/icons")]
    files += [(png, "desktop_app/icons") for png in sorted(ICONS.glob("arroyo-*.png"))]
    files += [(qm, "desktop_app/locale") for qm in sorted(LOCALE.glob("*.qm"))]
    files += [(svg, "desktop_app/ui/theme/icons") for svg in sorted(UI_ICONS.glob("*.svg"))]
    files.append((UI_ICONS / "LICENSE-lucide.txt", "desktop_app/ui/theme/icons"))  # ISC: with them
    return [(str(source), target) for source, target in files] + math_datas()


# The math renderer reads its font and symbol table as package data, which PyInstaller does not
# find by following imports.
MATH_PACKAGES = ("ziamath", "ziafont", "latex2mathml")


def math_datas() -> list[tuple[str, str]]:
    from PyInstaller.utils.hooks import collect_data_files

    return [item for package in MATH_PACKAGES for item in collect_data_files(package)]


# The window needs QtCore, QtGui, QtWidgets, QtNetwork (its single-instance socket) and QtSvg
# (formulas are drawn from SVG); the rest
# of PySide6-Essentials would only add size. The dev peers and test tools are in the same
# environment, but never imported by the app.
QT_MODULES_NOT_NEEDED = [
    "PySide6." + module
    for module in (
        "QtConcurrent",
        "QtDesigner",
        "QtHelp",
        "QtOpenGL",
        "QtOpenGLWidgets",
        "QtPrintSupport",
        "QtQml",
        "QtQuick",
        "QtQuick3D",
        "QtQuickControls2",
        "QtQuickWidgets",
        "QtSql",
        "QtStateMachine",
        "QtSvgWidgets",
        "QtTest",
        "QtUiTools",
        "QtXml",
        "QtPdf",
        "QtPdfWidgets",
        "QtMultimedia",
        "QtMultimediaWidgets",
        "QtWebEngineCore",
        "QtWebEngineWidgets",
    )
]
EXCLUDES = QT_MODULES_NOT_NEEDED + [
    "tkinter",
    "tests",
    "benchmarks",
    "pytest",
    "_pytest",
    "pytestqt",
    "pytest_asyncio",
    "importlinter",
    "grimp",
    "openai",
    "httpx_sse",
    "PyInstaller",
    "setuptools",
    "pkg_resources",
    "pip",
    # httpx's optional command line (httpx._main) would bring click and rich along.
    "click",
    "rich",
]
