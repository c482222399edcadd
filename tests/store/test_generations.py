"""Generation records: states move only through the transition table; telemetry stays apart."""

from __future__ import annotations

import json

import pytest

from desktop_app.generation.states import GenerationEvent as E
from desktop_app.generation.states import GenerationState as S
from desktop_app.generation.states import IllegalTransition
from desktop_app.store.database import Database
from desktop_app.store.generations import TELEMETRY_FIELDS, GenerationStore


@pytest.fixture
def store(db: Database, clock) -> GenerationStore:
    return GenerationStore(db, clock=clock)


def test_create_and_get(store: GenerationStore, clock):
    generation = store.create("conv", settings={"model": "m1", "temperature": 0.2}, attempt=2)
    assert len(generation) == 32
    record = store.get(generation)
    assert record.id == generation
    assert record.conversation_id == "conv"
    assert record.state is S.RECEIVED
    assert record.response_id is None
    assert record.attempt == 2
    assert record.settings == {"model": "m1", "temperature": 0.2}
    assert record.created_at == record.updated_at == clock.now


def test_a_generation_outside_any_conversation(store: GenerationStore):
    assert store.get(store.create(None, settings={})).conversation_id is None


def test_attempts_count_from_one(store: GenerationStore):
    with pytest.raises(ValueError):
        store.create(None, settings={}, attempt=0)


def test_unknown_generations(store: GenerationStore):
    with pytest.raises(KeyError):
        store.get("nope")
    with pytest.raises(KeyError):
        store.apply("nope", E.FRAGMENT)
    with pytest.raises(KeyError):
        store.bind_response("nope", "resp_1")
    with pytest.raises(KeyError):
        store.record_telemetry("nope", bytes_received=1)


def test_a_whole_life_through_apply(store: GenerationStore, clock):
    generation = store.create("conv", settings={})
    path = [
        (E.FRAGMENT, S.PROVISIONAL),
        (E.FRAGMENT, S.PROVISIONAL),
        (E.TERMINAL, S.ASSEMBLED),
        (E.VALIDATE, S.VALIDATED),
        (E.CONFIRM, S.CONFIRMED),
        (E.EXECUTE, S.EXECUTED),
    ]
    for event, expected in path:
        clock.advance(1)
        assert store.apply(generation, event) is expected
        record = store.get(generation)
        assert record.state is expected
        assert record.updated_at == clock.now


@pytest.mark.parametrize(
    ("events", "illegal"),
    [
        ((), E.VALIDATE),  # received cannot be validated
        ((E.FRAGMENT,), E.CONFIRM),
        ((E.TERMINAL,), E.FRAGMENT),  # nothing arrives after the terminal signal
        ((E.CANCEL,), E.FRAGMENT),  # terminal states take nothing
        ((E.CUT_SHORT,), E.TERMINAL),
    ],
)
def test_an_illegal_move_raises_and_changes_nothing(store: GenerationStore, clock, events, illegal):
    generation = store.create("conv", settings={})
    for event in events:
        store.apply(generation, event)
    before = store.get(generation)
    clock.advance(1)
    with pytest.raises(IllegalTransition):
        store.apply(generation, illegal)
    assert store.get(generation) == before


def test_bind_response(store: GenerationStore, clock):
    generation = store.create("conv", settings={})
    clock.advance(1)
    store.bind_response(generation, "resp_abc")
    record = store.get(generation)
    assert (record.response_id, record.updated_at) == ("resp_abc", clock.now)
    store.bind_response(generation, None)
    assert store.get(generation).response_id is None


def test_credentials_are_stripped_from_settings(store: GenerationStore, db: Database):
    settings = {
        "model": "m1",
        "max_tokens": 100,
        "api_key": "sk-secret-1",
        "apiKey": "sk-secret-2",
        "headers": {
            "Authorization": "Bearer sk-secret-3",
            "X-Api-Key": "sk-secret-4",
            "x-goog-api-key": "sk-secret-5",
            "Accept": "text/event-stream",
        },
        "fallbacks": [{"model": "m2", "API-KEY": "sk-secret-6"}],
    }
    generation = store.create("conv", settings=settings)
    assert store.get(generation).settings == {
        "model": "m1",
        "max_tokens": 100,
        "headers": {"Accept": "text/event-stream"},
        "fallbacks": [{"model": "m2"}],
    }
    stored = db.fetch_one("SELECT settings_json FROM generations")[0]  # type: ignore[index]
    assert "secret" not in stored
    assert settings["api_key"] == "sk-secret-1"  # the caller's dict is not modified


def test_telemetry_is_recorded_and_merged(store: GenerationStore):
    generation = store.create("conv", settings={})
    assert store.telemetry(generation) == {}
    store.record_telemetry(generation, time_to_first_fragment=0.25, transport="h2")
    store.record_telemetry(
        generation,
        time_to_terminal=3,
        stop_reason="end",
        raw_stop_reason="end_turn",
        ending="complete",
        duplicates_dropped=0,
        invalid_utf8=1,
        bytes_received=4096,
    )
    assert store.telemetry(generation) == {
        "time_to_first_fragment": 0.25,
        "time_to_terminal": 3.0,
        "transport": "h2",
        "stop_reason": "end",
        "raw_stop_reason": "end_turn",
        "ending": "complete",
        "duplicates_dropped": 0,
        "invalid_utf8": 1,
        "bytes_received": 4096,
    }
    store.record_telemetry(generation, transport=None)
    assert "transport" not in store.telemetry(generation)


def test_telemetry_lives_apart_from_content(db: Database):
    def columns(table: str) -> set[str]:
        return {row["name"] for row in db.fetch_all(f"PRAGMA table_info({table})")}

    assert columns("generation_telemetry") == TELEMETRY_FIELDS | {"generation_id"}
    assert not columns("generations") & TELEMETRY_FIELDS


@pytest.mark.parametrize(
    "fields",
    [
        {"prompt": "what was said"},
        {"content": "x"},
        {"bytes_received": 1, "api_key": "sk"},  # one unknown field refuses the whole call
    ],
)
def test_unknown_telemetry_fields_are_refused(store: GenerationStore, fields):
    generation = store.create("conv", settings={})
    with pytest.raises(ValueError, match="unknown telemetry field"):
        store.record_telemetry(generation, **fields)
    assert store.telemetry(generation) == {}


@pytest.mark.parametrize(
    "fields",
    [
        {"time_to_terminal": "3s"},
        {"time_to_terminal": float("nan")},
        {"bytes_received": 1.5},
        {"bytes_received": True},
        {"stop_reason": 3},
    ],
)
def test_telemetry_values_of_the_wrong_kind_are_refused(store: GenerationStore, fields):
    generation = store.create("conv", settings={})
    with pytest.raises(ValueError):
        store.record_telemetry(generation, **fields)
    assert store.telemetry(generation) == {}


def test_telemetry_labels_stay_short(store: GenerationStore):
    generation = store.create("conv", settings={})
    store.record_telemetry(generation, raw_stop_reason="x" * 10_000)
    assert len(str(store.telemetry(generation)["raw_stop_reason"])) <= 64


def test_generations_survive_reopening(open_db, clock):
    first = GenerationStore(open_db(), clock=clock)
    generation = first.create("conv", settings={"model": "m"})
    first.apply(generation, E.FRAGMENT)
    first.record_telemetry(generation, bytes_received=12)
    second = GenerationStore(open_db(), clock=clock)
    assert second.get(generation).state is S.PROVISIONAL
    assert second.telemetry(generation) == {"bytes_received": 12}
    assert json.loads(json.dumps(second.get(generation).settings)) == {"model": "m"}


def test_generations_left_streaming_are_reported_as_interrupted(tmp_path):
    from desktop_app.generation.states import GenerationEvent
    from desktop_app.store.database import Database
    from desktop_app.store.generations import GenerationStore

    with Database(tmp_path / "g.sqlite3") as db:
        store = GenerationStore(db)
        streaming = store.create("c1", settings={})
        store.apply(streaming, GenerationEvent.FRAGMENT)
        done = store.create("c1", settings={})
        store.apply(done, GenerationEvent.TERMINAL)
        store.create("c2", settings={})
    with Database(tmp_path / "g.sqlite3") as db:
        assert [r.id for r in GenerationStore(db).interrupted("c1")] == [streaming]
