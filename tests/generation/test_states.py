import pytest

from desktop_app.generation.states import (
    TERMINAL_STATES,
    TRANSITIONS,
    GenerationEvent,
    GenerationState,
    IllegalTransition,
    advance,
)


@pytest.mark.parametrize("state", list(GenerationState))
@pytest.mark.parametrize("event", list(GenerationEvent))
def test_the_whole_table(state, event):
    target = TRANSITIONS[state].get(event)
    if target is None:
        with pytest.raises(IllegalTransition) as caught:
            advance(state, event)
        assert state.value in str(caught.value) and event.value in str(caught.value)
    else:
        assert advance(state, event) is target


def test_the_happy_path_of_an_action():
    state = GenerationState.RECEIVED
    for event in ["fragment", "fragment", "terminal", "validate", "confirm", "execute"]:
        state = advance(state, GenerationEvent(event))
    assert state is GenerationState.EXECUTED


def test_nothing_leaves_a_terminal_state_and_every_state_is_reachable():
    assert {"executed", "cancelled", "incomplete", "failed", "expired"} == TERMINAL_STATES
    reachable = {GenerationState.RECEIVED}
    frontier = [GenerationState.RECEIVED]
    while frontier:
        for target in TRANSITIONS[frontier.pop()].values():
            if target not in reachable:
                reachable.add(target)
                frontier.append(target)
    assert reachable == set(GenerationState)


def test_a_draft_can_never_jump_to_confirmed_or_executed():
    for event in (GenerationEvent.CONFIRM, GenerationEvent.EXECUTE, GenerationEvent.VALIDATE):
        with pytest.raises(IllegalTransition):
            advance(GenerationState.PROVISIONAL, event)
