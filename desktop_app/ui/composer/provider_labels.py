"""What the window calls a provider entry. The entry's label stays its identity (the settings
file, the choice of who answers); the window shows an untouched preset label that is words
(the Demo, "OpenAI-compatible server"...) in the person's language, and every other label as
the person wrote it (a product's name stays as its maker writes it)."""

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
    PRESETS[ProviderKind.OPENAI_COMPATIBLE].label: QT_TRANSLATE_NOOP(
        "ProviderLabels", "OpenAI-compatible server"
    ),
    PRESETS[ProviderKind.ANTHROPIC_COMPATIBLE].label: QT_TRANSLATE_NOOP(
        "ProviderLabels", "Anthropic-compatible server"
    ),
    PRESETS[ProviderKind.LLAMACPP].label: QT_TRANSLATE_NOOP("ProviderLabels", "llama.cpp server"),
}


def shown_label(label: str) -> str:
    """``label`` as the window shows it, in the current language."""
    source = _TRANSLATED.get(label)
    return label if source is None else QCoreApplication.translate(_CONTEXT, source)


def stored_label(shown: str, label: str) -> str:
    """The label to keep when a name field shows ``shown`` for an entry labelled ``label``:
    the entry's own when the person left its translation as it was."""
    return label if shown == shown_label(label) else shown
