"""The gallery's waits: a picture is never taken while something is still being looked up."""

from __future__ import annotations

import asyncio

import pytest

from desktop_app.config.settings import ProviderSettings
from desktop_app.gallery.stage import (
    MemorySecrets,
    StateNotReached,
    StepClock,
    placeholders_shown,
    until,
)
from desktop_app.ui.settings.dialog import SettingsDialog


class SlowSecrets(MemorySecrets):
    """A keyring that answers only once ``answer`` is set."""

    def __init__(self) -> None:
        super().__init__({"openai": "k"})
        self.answer = asyncio.Event()

    async def get_key_async(self, provider: str, *, timeout: float = 0) -> str | None:
        await self.answer.wait()
        return await super().get_key_async(provider)


@pytest.mark.parametrize("language_code", ["en", "es"])
def test_a_key_being_checked_is_a_placeholder_in_each_language(
    tmp_path, qtbot, qloop, language, language_code
):
    language.apply(language_code)
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.add_preset("openai")
    secrets = SlowSecrets()
    dialog = SettingsDialog(settings, secrets=secrets)
    qtbot.addWidget(dialog)
    dialog.show()
    qloop.run_until_complete(until(lambda: bool(placeholders_shown(dialog)), "the placeholder"))
    (shown,) = placeholders_shown(dialog)
    assert ("keyring" in shown) if language_code == "en" else ("llavero" in shown)
    with pytest.raises(StateNotReached, match="nothing looked up"):
        qloop.run_until_complete(
            until(lambda: not placeholders_shown(dialog), "nothing looked up", seconds=0.2)
        )
    secrets.answer.set()
    qloop.run_until_complete(until(lambda: not placeholders_shown(dialog), "the key's state"))
    qloop.run_until_complete(dialog.wait_idle())


def test_the_step_clock_moves_the_same_on_every_run():
    clock = StepClock(0.5)
    assert [clock(), clock(), clock()] == [0.5, 1.0, 1.5]
