"""Parked calls: an answer is one compare-and-set, so of two given at once exactly one counts."""

from __future__ import annotations

import threading

from desktop_app.store.actions.parked import AnswerOutcome, ParkedCalls, ParkedState
from desktop_app.store.database import Database


def _park(calls: ParkedCalls, key: str) -> None:
    calls.park(
        key=key,
        conversation_id="c1",
        generation_id="g1",
        tool_call_id="call_1",
        tool="write_file",
        arguments='{"content":"x","path":"a.txt"}',
        description="Write a.txt",
    )


def test_parking_again_keeps_the_answer(tmp_path):
    with Database(tmp_path / "db.sqlite3") as database:
        calls = ParkedCalls(database)
        _park(calls, "ab" * 32)
        assert calls.answer("abab", ParkedState.APPROVED).outcome is AnswerOutcome.RECORDED
        _park(calls, "ab" * 32)  # a resume that parks it again
        assert calls.get("ab" * 32).state is ParkedState.APPROVED
        assert calls.pending() == []


def test_an_id_that_names_two_calls_answers_neither(tmp_path):
    with Database(tmp_path / "db.sqlite3") as database:
        calls = ParkedCalls(database)
        _park(calls, "ab" * 32)
        _park(calls, "abc" + "d" * 61)
        assert calls.answer("ab", ParkedState.DENIED).outcome is AnswerOutcome.AMBIGUOUS
        assert calls.answer("ff", ParkedState.DENIED).outcome is AnswerOutcome.NOT_FOUND
        assert {c.state for c in calls.pending()} == {ParkedState.PENDING}


def test_two_answers_at_once_one_wins(tmp_path):
    path = tmp_path / "db.sqlite3"
    with Database(path) as database:
        _park(ParkedCalls(database), "ab" * 32)
    for _round in range(5):
        with Database(path) as database:
            database.connection.execute("UPDATE parked_calls SET state = 'pending'")
            database.connection.commit()
        start = threading.Barrier(2)
        outcomes: list[tuple[ParkedState, AnswerOutcome]] = []

        def answer(
            state: ParkedState,
            start: threading.Barrier = start,
            outcomes: list[tuple[ParkedState, AnswerOutcome]] = outcomes,
        ) -> None:
            with Database(path) as database:  # a connection of its own, as another process
                start.wait()
                outcomes.append((state, ParkedCalls(database).answer("ab" * 32, state).outcome))

        threads = [
            threading.Thread(target=answer, args=(s,))
            for s in (ParkedState.APPROVED, ParkedState.DENIED)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        won = [state for state, outcome in outcomes if outcome is AnswerOutcome.RECORDED]
        assert len(won) == 1
        lost = [outcome for _s, outcome in outcomes if outcome is not AnswerOutcome.RECORDED]
        assert lost == [AnswerOutcome.ALREADY_ANSWERED]
        with Database(path) as database:
            assert ParkedCalls(database).get("ab" * 32).state is won[0]
