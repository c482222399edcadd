"""Settings changed in the window are written once edits settle, merged, and at close."""

from __future__ import annotations

import json

from desktop_app.config.settings import ProviderSettings
from desktop_app.ui.window.settings_saver import SettingsSaver


def _labels(path) -> list[str]:
    return [entry["label"] for entry in json.loads(path.read_text("utf-8"))["providers"]]


def test_changes_are_kept_until_edits_settle_then_written_together(qtbot, tmp_path):
    path = tmp_path / "settings.json"
    settings = ProviderSettings(path)
    settings.add_preset("ollama", id="local", label="Local")  # saved at once: no saver yet
    saver = SettingsSaver(settings, pause_ms=50)
    try:
        for label in ("L", "Lo", "Loc"):
            settings.update("local", label=label)
        assert saver.pending and settings.unsaved
        assert _labels(path) == ["Local"]  # nothing written while typing
        qtbot.waitUntil(lambda: not saver.pending)
        assert _labels(path) == ["Loc"] and not settings.unsaved
    finally:
        saver.close()
        saver.deleteLater()


def test_closing_writes_what_is_pending_and_saves_at_once_again(qtbot, tmp_path):
    path = tmp_path / "settings.json"
    settings = ProviderSettings(path)
    saver = SettingsSaver(settings, pause_ms=60_000)
    settings.add_preset("ollama", id="local", label="Local")
    assert not path.exists()
    saver.close()
    saver.deleteLater()
    assert _labels(path) == ["Local"]
    settings.update("local", label="Now")
    assert _labels(path) == ["Now"]


def test_a_write_that_fails_is_reported_and_kept_for_the_next_try(qtbot, tmp_path):
    folder = tmp_path / "config"
    settings = ProviderSettings(folder / "settings.json")
    saver = SettingsSaver(settings, pause_ms=60_000)
    reported: list[str] = []
    saver.failed.connect(reported.append)
    try:
        settings.add_preset("ollama", id="local", label="Local")
        folder.write_text("a file where the folder should be", "utf-8")
        saver.flush()
        assert len(reported) == 1 and str(folder / "settings.json") in reported[0]
        assert settings.unsaved  # not lost: written once the folder can be made
        folder.unlink()
        saver.flush()
        assert not settings.unsaved and _labels(folder / "settings.json") == ["Local"]
    finally:
        saver.close()
        saver.deleteLater()
