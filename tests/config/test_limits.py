"""The size and time limits of a turn are settings: defaults, a round trip, damaged values."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.generation.limits import SizeLimits
from desktop_app.net.deadlines import TimeLimits
from desktop_app.store.actions.receipts import ReceiptLimits


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "settings.json"


def test_the_defaults_bound_every_reply_and_cut_no_long_reasoning(path: Path):
    app = ProviderSettings(path).app
    assert app.size_limits == SizeLimits()
    assert app.size_limits.answer_chars == app.size_limits.reasoning_chars == 4 * 1024 * 1024
    assert app.size_limits.tool_arguments_chars == 1024 * 1024
    assert app.size_limits.body_chars == 64 * 1024 * 1024
    assert app.time_limits.connect == 30.0
    assert app.time_limits.headers < app.time_limits.headers_loopback
    assert app.time_limits.no_progress >= 120.0  # minutes, not seconds


def test_limits_round_trip_and_fields_left_out_keep_their_defaults(path: Path):
    app = {
        "size_limits": {"answer_chars": 10_000, "someday": 1},
        "time_limits": {"headers_loopback": 1800, "no_progress": 600.5},
    }
    path.write_text(json.dumps({"version": 1, "app": app}), encoding="utf-8")
    settings = ProviderSettings(path)
    assert settings.app.size_limits == SizeLimits(answer_chars=10_000)
    assert settings.app.time_limits == TimeLimits(headers_loopback=1800, no_progress=600.5)
    settings.update_app(language="es")  # written back whole
    again = ProviderSettings(path)
    assert again.app == settings.app
    assert "someday" not in path.read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("app", "detail"),
    [
        ({"size_limits": {"answer_chars": 0}}, "answer_chars"),
        ({"size_limits": {"body_chars": "lots"}}, "body_chars"),
        ({"size_limits": []}, "size_limits is not an object"),
        ({"time_limits": {"connect": -5}}, "connect"),
        ({"time_limits": {"no_progress": False}}, "no_progress"),
    ],
)
def test_a_limit_that_makes_no_sense_is_a_damaged_file(path: Path, app: dict, detail: str):
    path.write_text(json.dumps({"version": 1, "app": app}), encoding="utf-8")
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(path)
    assert caught.value.kind == "corrupt" and detail in str(caught.value)


def test_the_receipt_store_limits_default_to_200_mb_and_30_days_and_round_trip(path: Path):
    assert ProviderSettings(path).app.receipt_limits == ReceiptLimits(200 * 1024 * 1024, 30)
    app = {"receipt_limits": {"max_bytes": 1024, "max_age_days": 7}}
    path.write_text(json.dumps({"version": 1, "app": app}), encoding="utf-8")
    settings = ProviderSettings(path)
    assert settings.app.receipt_limits == ReceiptLimits(max_bytes=1024, max_age_days=7)
    settings.update_app(language="es")
    assert ProviderSettings(path).app.receipt_limits == ReceiptLimits(1024, 7)
    path.write_text(
        json.dumps({"version": 1, "app": {"receipt_limits": {"max_bytes": -1}}}), encoding="utf-8"
    )
    with pytest.raises(SettingsError) as caught:
        ProviderSettings(path)
    assert "max_bytes" in str(caught.value)
