"""What the terminal commands take from the window's settings file beyond providers."""

from __future__ import annotations

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.paths import settings_path
from desktop_app.store.actions.receipts import ReceiptLimits


def saved_receipt_limits() -> ReceiptLimits:
    """The settings' bounds on the receipts kept for undo, so ``arroyo ask`` and ``arroyo
    undo`` keep and evict as the window does; the defaults when there is no readable file (a
    file that cannot be read is said where the providers are looked up)."""
    path = settings_path()
    try:
        return ProviderSettings(path).app.receipt_limits if path.exists() else ReceiptLimits()
    except SettingsError:
        return ReceiptLimits()
