"""Shared by the packaging tests: the repository's packaging scripts and a one-message catalog."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
PACKAGING = REPO / "packaging"

# One message, so a test can prove a compiled catalog loads and translates.
TINY_CATALOG = """<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>PackagingTest</name>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
    </message>
</context>
</TS>
"""


def load_script(path: Path) -> ModuleType:
    """Import one of packaging/'s scripts (the folder is not a package) under a private name."""
    name = f"_packaging_{path.stem.replace('-', '_')}"
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def translates(qm: Path) -> str:
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    assert translator.load(str(qm)), f"{qm} is not a catalog Qt can load"
    return translator.translate("PackagingTest", "Send")


class Built:
    def __init__(self, root: Path, sources: Path, output: str, seconds: float) -> None:
        self.compiled = {path.name for path in (sources / "desktop_app" / "locale").glob("*.qm")}
        self.catalogs = {path.stem + ".qm" for path in (sources / "translations").glob("*.ts")}
        self.root = root
        self.internal = root / "_internal"
        self.executable = root / "arroyo"
        self.sources = sources
        self.output = output
        self.seconds = seconds
