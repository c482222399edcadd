"""What the window calls a provider entry. The entry's label stays its identity (the settings
file, the choice of who answers); the window shows the untouched Demo preset's label in the
person's language, and every other label as the person wrote it."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.names import ProviderKind
from desktop_app.providers.presets import PRESETS
from desktop_app.ui.translatable import QT_TRANSLATE_NOOP

_CONTEXT = "ProviderLabels"

# The preset labels the window translates, by their English label (as stored in settings).
_TRANSLATED: dict[str, str] = {
    PRESETS[ProviderKind.DEMO].label: QT_TRANSLATE_NOOP(
        "ProviderLabels", "Demo (offline simulator)"
    ),
}


def shown_label(label: str) -> str:
    """``label`` as the window shows it, in the current language."""
    source = _TRANSLATED.get(label)
    return label if source is None else QCoreApplication.translate(_CONTEXT, source)
