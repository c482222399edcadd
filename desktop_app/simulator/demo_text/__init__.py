"""What the offline Demo says, in each language the window speaks: one script per welcome
suggestion (a poem that streams, a question worth reasoning about, a folder a tool must ask to
read), the answers after the tool ran or was declined, and a welcome for anything else."""

from __future__ import annotations

from desktop_app.simulator.demo_text import ar, de, en, es, fr, ja, ko, pt_BR, ru, zh_CN
from desktop_app.simulator.demo_text.base import DEMO_MODEL, DemoScripts

__all__ = ["DEMO_MODEL", "SCRIPTS", "DemoScripts"]

SCRIPTS: dict[str, DemoScripts] = {
    "en": en.SCRIPTS,
    "es": es.SCRIPTS,
    "de": de.SCRIPTS,
    "fr": fr.SCRIPTS,
    "pt_BR": pt_BR.SCRIPTS,
    "zh_CN": zh_CN.SCRIPTS,
    "ja": ja.SCRIPTS,
    "ko": ko.SCRIPTS,
    "ru": ru.SCRIPTS,
    "ar": ar.SCRIPTS,
}
