"""Generations: one row per request to a model, its state in the lifecycle, and telemetry.

The state only ever moves through ``advance`` from the generation states table, read and
written in one transaction, so an illegal move leaves the stored row exactly as it was.
"""

from __future__ import annotations

import json
import math
import re
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.generation.states import GenerationEvent, GenerationState, advance
from desktop_app.store.database import Database
from desktop_app.store.scrub import without_userinfo

# Compared after lowering and dropping everything but letters and digits, so "X-Api-Key",
# "api_key" and "apiKey" are all caught. Exact names only: "max_tokens" must survive.
_SECRET_NAMES = frozenset(
    {
        "apikey",
        "authorization",
        "proxyauthorization",
        "xapikey",
        "xgoogapikey",
    }
)

_FLOAT_FIELDS = frozenset(
    {
        "time_to_first_fragment",
        "time_to_terminal",
        "time_to_validation",
        "time_to_confirmation",
        "time_to_execution",
    }
)
_TEXT_FIELDS = frozenset({"stop_reason", "raw_stop_reason", "transport", "ending"})
_INT_FIELDS = frozenset({"duplicates_dropped", "invalid_utf8", "bytes_received"})
TELEMETRY_FIELDS = _FLOAT_FIELDS | _TEXT_FIELDS | _INT_FIELDS
# Labels, not content. A provider chooses raw_stop_reason, so its length must not be able to
# break recording; the cap also keeps anything that slipped in where it does not belong small.
MAX_TEXT_FIELD = 64


@dataclass(frozen=True, slots=True)
class GenerationRecord:
    id: str
    conversation_id: str | None
    state: GenerationState
    response_id: str | None
    attempt: int
    settings: dict[str, Any]
    created_at: float
    updated_at: float


class GenerationStore:
    def __init__(self, db: Database, clock: Callable[[], float] = time.time) -> None:
        self._db = db
        self._clock = clock

    def create(
        self, conversation_id: str | None, *, settings: Mapping[str, Any], attempt: int = 1
    ) -> str:
        if attempt < 1:
            raise ValueError(f"attempt counts from 1, got {attempt}")
        generation_id = uuid.uuid4().hex
        settings_json = json.dumps(
            without_userinfo(without_secrets(settings)),
            sort_keys=True,
            ensure_ascii=False,
            allow_nan=False,
        )
        now = self._clock()
        with self._db.transaction() as connection:
            connection.execute(
                "INSERT INTO generations (id, conversation_id, state, attempt, settings_json,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    generation_id,
                    conversation_id,
                    GenerationState.RECEIVED.value,
                    attempt,
                    settings_json,
                    now,
                    now,
                ),
            )
        return generation_id

    def bind_response(self, generation_id: str, response_id: str | None) -> None:
        with self._db.transaction() as connection:
            cursor = connection.execute(
                "UPDATE generations SET response_id = ?, updated_at = ? WHERE id = ?",
                (response_id, self._clock(), generation_id),
            )
            if cursor.rowcount == 0:
                raise KeyError(generation_id)

    def apply(self, generation_id: str, event: GenerationEvent) -> GenerationState:
        """Moves the stored state by ``event``; ``IllegalTransition`` changes nothing."""
        with self._db.transaction() as connection:
            row = connection.execute(
                "SELECT state FROM generations WHERE id = ?", (generation_id,)
            ).fetchone()
            if row is None:
                raise KeyError(generation_id)
            state = advance(GenerationState(row[0]), event)
            connection.execute(
                "UPDATE generations SET state = ?, updated_at = ? WHERE id = ?",
                (state.value, self._clock(), generation_id),
            )
        return state

    def get(self, generation_id: str) -> GenerationRecord:
        row = self._db.fetch_one(
            f"SELECT {_COLUMNS} FROM generations WHERE id = ?", (generation_id,)
        )
        if row is None:
            raise KeyError(generation_id)
        return _record(row)

    def interrupted(self, conversation_id: str) -> list[GenerationRecord]:
        """Generations of the conversation that were still streaming when the app stopped
        (a crash, a quit): a person sees them as interrupted, with Retry."""
        rows = self._db.fetch_all(
            f"SELECT {_COLUMNS} FROM generations WHERE conversation_id = ? AND state IN (?, ?)"
            " ORDER BY created_at",
            (conversation_id, GenerationState.RECEIVED.value, GenerationState.PROVISIONAL.value),
        )
        return [_record(row) for row in rows]

    def record_telemetry(self, generation_id: str, **fields: float | int | str | None) -> None:
        """Sets the given fields (others keep their value). ``None`` clears a field."""
        values = {name: _telemetry_value(name, value) for name, value in fields.items()}
        if not values:
            return
        columns = sorted(values)  # names checked against TELEMETRY_FIELDS: safe to splice
        assignments = ", ".join(f"{column} = excluded.{column}" for column in columns)
        with self._db.transaction() as connection:
            known = connection.execute("SELECT 1 FROM generations WHERE id = ?", (generation_id,))
            if known.fetchone() is None:
                raise KeyError(generation_id)
            connection.execute(
                f"INSERT INTO generation_telemetry (generation_id, {', '.join(columns)})"
                f" VALUES (?{', ?' * len(columns)})"
                f" ON CONFLICT (generation_id) DO UPDATE SET {assignments}",
                (generation_id, *(values[column] for column in columns)),
            )

    def telemetry(self, generation_id: str) -> dict[str, float | int | str]:
        """The fields recorded so far (unset ones are absent)."""
        columns = sorted(TELEMETRY_FIELDS)
        row = self._db.fetch_one(
            f"SELECT {', '.join(columns)} FROM generation_telemetry WHERE generation_id = ?",
            (generation_id,),
        )
        if row is None:
            return {}
        return {name: value for name, value in zip(columns, row, strict=True) if value is not None}


_COLUMNS = "id, conversation_id, state, response_id, attempt, settings_json, created_at, updated_at"


def _record(row: Sequence[Any]) -> GenerationRecord:
    return GenerationRecord(
        id=row[0],
        conversation_id=row[1],
        state=GenerationState(row[2]),
        response_id=row[3],
        attempt=row[4],
        settings=json.loads(row[5]),
        created_at=row[6],
        updated_at=row[7],
    )


def without_secrets(value: Any) -> Any:
    """A copy with every key named like a credential removed, at any depth."""
    if isinstance(value, Mapping):
        return {
            key: without_secrets(item)
            for key, item in value.items()
            if not (isinstance(key, str) and _normalised(key) in _SECRET_NAMES)
        }
    if isinstance(value, list | tuple):
        return [without_secrets(item) for item in value]
    return value


def _normalised(name: str) -> str:
    return re.sub(r"[^0-9a-z]", "", name.lower())


def _telemetry_value(name: str, value: object) -> float | int | str | None:
    if name not in TELEMETRY_FIELDS:
        raise ValueError(f"unknown telemetry field {name!r}; known: {sorted(TELEMETRY_FIELDS)}")
    if value is None:
        return None
    if name in _FLOAT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"telemetry field {name!r} takes seconds, got {value!r}")
        if not math.isfinite(value):
            raise ValueError(f"telemetry field {name!r} must be finite, got {value!r}")
        return float(value)
    if name in _INT_FIELDS:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"telemetry field {name!r} takes a count, got {value!r}")
        return value
    if not isinstance(value, str):
        raise ValueError(f"telemetry field {name!r} takes a short label, got {value!r}")
    return value[:MAX_TEXT_FIELD]
