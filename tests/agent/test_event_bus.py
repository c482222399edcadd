"""The agent's event bus: every listener in order, whatever the listeners do meanwhile."""

from __future__ import annotations

import logging

from desktop_app.agent.events import EventBus, TurnStart


def test_each_event_reaches_every_listener_in_the_order_they_came():
    bus = EventBus()
    heard: list[tuple[str, int]] = []
    bus.on(lambda event: heard.append(("first", event.turn)))
    bus.on(lambda event: heard.append(("second", event.turn)))
    bus.emit(TurnStart(1, "g"))
    bus.emit(TurnStart(2, "g"))
    assert heard == [("first", 1), ("second", 1), ("first", 2), ("second", 2)]


def test_a_listener_that_leaves_or_joins_during_an_event_changes_only_the_next_ones():
    bus = EventBus()
    heard: list[tuple[str, int]] = []

    def late(event) -> None:
        heard.append(("late", event.turn))

    def once(event) -> None:
        heard.append(("once", event.turn))
        leave()
        bus.on(late)

    leave = bus.on(once)
    bus.on(lambda event: heard.append(("always", event.turn)))
    bus.emit(TurnStart(1, "g"))
    bus.emit(TurnStart(2, "g"))
    assert heard == [("once", 1), ("always", 1), ("always", 2), ("late", 2)]


def test_a_failing_listener_is_logged_and_skipped(caplog):
    bus = EventBus()
    heard: list[int] = []

    def broken(event) -> None:
        raise RuntimeError("listener broke")

    bus.on(broken)
    bus.on(lambda event: heard.append(event.turn))
    with caplog.at_level(logging.ERROR):
        bus.emit(TurnStart(1, "g"))
    assert heard == [1]
    assert "TurnStart" in caplog.text


def test_leaving_twice_is_harmless():
    bus = EventBus()
    heard: list[int] = []
    leave = bus.on(lambda event: heard.append(event.turn))
    leave()
    leave()
    bus.emit(TurnStart(1, "g"))
    assert heard == []
