"""Which provider a turn goes to, resolved: a settings entry, or a preset with its defaults.

The window and ``arroyo ask`` build the same value: an entry of the settings file (its id is
the keyring entry of its key) or, when no entry has that id, the preset of that name.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.names import TransportName, Wire
from desktop_app.providers.presets import PRESETS, ProviderPreset


@dataclass(frozen=True, slots=True, kw_only=True)
class ProviderChoice:
    entry_id: str  # the settings entry's id, or the preset's name: also the keyring entry
    preset: ProviderPreset
    wire: Wire
    base_url: str
    model: str
    transport: TransportName = TransportName.CHUNKED
    show_reasoning: bool = True

    @property
    def needs_key(self) -> bool:
        return self.preset.needs_key

    def with_wire(self, wire: Wire | None) -> ProviderChoice:
        """Another wire for the same provider (``arroyo ask --wire``); ``None``: unchanged."""
        if wire is None or wire == self.wire:
            return self
        return ProviderChoice(
            entry_id=self.entry_id,
            preset=self.preset,
            wire=wire,
            base_url=self.base_url,
            model=self.model,
            transport=self.transport,
            show_reasoning=self.show_reasoning,
        )


def preset_choice(name: str) -> ProviderChoice | None:
    """The preset ``name`` with its own defaults, or ``None`` when there is no such preset."""
    preset = PRESETS.get(name)
    if preset is None:
        return None
    return ProviderChoice(
        entry_id=name,
        preset=preset,
        wire=preset.wire,
        base_url=preset.base_url,
        model=preset.default_model,
    )
