"""Texts marked for translation where they are written, and translated where they are shown.

``QT_TRANSLATE_NOOP`` is what ``pyside6-lupdate`` looks for; this one is typed (PySide6's returns
``object``), so the tables that hold such texts type-check as tables of strings.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
    """``source``, unchanged: translated later with ``QCoreApplication.translate(context, …)``."""
    del context
    return source
