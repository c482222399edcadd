"""An answer's cost under it, in the real window over the simulator: from the price per
million tokens the settings file gives the model, stored with the answer, shown again after a
restart; a model without a price shows no cost."""

from __future__ import annotations

import json

import pytest

from desktop_app.app import Application
from desktop_app.config.settings import ProviderSettings, SettingsError
from desktop_app.errors import FileProblem
from desktop_app.providers.pricing import ModelPrice
from desktop_app.store.database import Database
from desktop_app.ui.chat.answer.message_view import MessageView
from desktop_app.ui.window.main_window import MainWindow
from tests.ui.window_harness import wait_until

PRICE = ModelPrice(model="arroyo-sim-1", input_per_million=3000.0, output_per_million=15000.0)


def open_app(tmp_path, simulator, model: str) -> tuple[Application, Database]:
    settings = ProviderSettings(tmp_path / "settings.json")
    if not settings.providers:
        entry = settings.add_preset("openai-compatible")
        settings.update(entry.id, base_url=simulator.url + "/v1", model=model)
        settings.update_app(model_prices=(PRICE,))
    database = Database(tmp_path / "arroyo.sqlite3")
    application = Application(database, settings)
    application.keys[settings.providers[0].id] = None  # no key: none needed
    return application, database


def last_view(window: MainWindow) -> MessageView:
    page = window.current_page
    assert page is not None
    return [w for w in page.shown_widgets() if isinstance(w, MessageView)][-1]


def ask(window: MainWindow, qloop) -> MessageView:
    window.composer.setPlainText("Hola")
    window.send()
    page = window.current_page
    qloop.run_until_complete(wait_until(lambda: not page.busy, timeout=30))
    return last_view(window)


def test_the_cost_is_shown_under_the_answer_and_after_a_restart(tmp_path, qtbot, qloop, simulator):
    application, database = open_app(tmp_path, simulator, "arroyo-sim-1")
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        footer = ask(window, qloop).footer.text()
        conversation_id = window.current_page.conversation_id
        (answer,) = [
            m
            for m in application.services().conversations.messages(conversation_id)
            if m.role == "assistant"
        ]
        stats = json.loads(answer.stats_json)
        assert stats["input_tokens"] and stats["output_tokens"]  # the simulator reports usage
        expected = (stats["input_tokens"] * 3000 + stats["output_tokens"] * 15000) / 1e6
        assert abs(stats["cost"] - expected) < 1e-9
        assert footer.endswith(f"${expected:.4f}")
    finally:
        application.close()
        database.close()

    # A later price does not change what the stored answer cost.
    settings = ProviderSettings(tmp_path / "settings.json")
    settings.update_app(model_prices=())
    application, database = open_app(tmp_path, simulator, "arroyo-sim-1")
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        window.chat.show_conversation(conversation_id)
        assert last_view(window).footer.text() == footer
    finally:
        application.close()
        database.close()


def test_a_model_without_a_price_shows_no_cost(tmp_path, qtbot, qloop, simulator):
    application, database = open_app(tmp_path, simulator, "arroyo-sim-mini")
    try:
        window = MainWindow(application.services())
        qtbot.addWidget(window)
        footer = ask(window, qloop).footer.text()
        assert "tokens" in footer and "$" not in footer
    finally:
        application.close()
        database.close()


def test_prices_round_trip_and_a_bad_one_is_refused(tmp_path):
    path = tmp_path / "settings.json"
    ProviderSettings(path).update_app(model_prices=(PRICE,))
    assert ProviderSettings(path).app.model_prices == (PRICE,)
    document = json.loads(path.read_text(encoding="utf-8"))
    document["app"]["model_prices"] = [{"model": "x", "input_per_million": -2}]
    path.write_text(json.dumps(document), encoding="utf-8")
    with pytest.raises(SettingsError) as refused:
        ProviderSettings(path)
    assert refused.value.kind is FileProblem.CORRUPT and "model_prices" in refused.value.detail
