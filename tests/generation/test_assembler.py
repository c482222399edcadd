from desktop_app.generation.assembler import TurnAssembler
from desktop_app.generation.channels import Channel
from desktop_app.generation.outcome import TurnStatus
from desktop_app.generation.parts import (
    ErrorReported,
    FinishReported,
    ReasoningDelta,
    RefusalDelta,
    StopReason,
    TerminalSeen,
    TextDelta,
    ToolCallArgsDelta,
    ToolCallEnded,
    ToolCallStarted,
    UsageReported,
)


def assemble(*parts, cancelled=False):
    assembler = TurnAssembler()
    assembler.feed_all(list(parts))
    return assembler.finish(cancelled=cancelled)


def test_channel_updates_carry_the_delta_and_the_aggregate_as_of_that_delta():
    assembler = TurnAssembler()
    first, second = assembler.feed_all([TextDelta("Hola, "), TextDelta("mundo")])
    thought = assembler.feed(ReasoningDelta("pienso"))
    assert (first.channel, first.delta, first.aggregate) == (Channel.ANSWER, "Hola, ", "Hola, ")
    assert (second.delta, second.aggregate) == ("mundo", "Hola, mundo")
    assert first.aggregate == "Hola, "  # still as of its own delta, after later ones
    assert (thought.channel, thought.aggregate) == (Channel.REASONING, "pienso")


def test_empty_deltas_produce_no_update():
    assembler = TurnAssembler()
    assert assembler.feed(TextDelta("")) is None


def test_tool_call_fragments_assemble_by_key_in_order_of_first_appearance():
    turn = assemble(
        ToolCallStarted("b", "call_b", "second"),
        ToolCallStarted("a", "call_a", "first"),
        ToolCallArgsDelta("a", '{"ci'),
        ToolCallArgsDelta("b", "{}"),
        ToolCallArgsDelta("a", 'ty": "Paris"}'),
        ToolCallStarted("a", None, ""),  # a repeated fragment with an empty name
        ToolCallEnded("a"),
        ToolCallEnded("b"),
        FinishReported(StopReason.TOOL_CALLS, "tool_calls"),
        TerminalSeen(),
    )
    assert [(c.id, c.name, c.arguments, c.complete) for c in turn.tool_calls] == [
        ("call_b", "second", {}, True),
        ("call_a", "first", {"city": "Paris"}, True),
    ]
    assert turn.status is TurnStatus.COMPLETED
    assert turn.stop_reason is StopReason.TOOL_CALLS


def test_empty_arguments_mean_no_arguments():
    turn = assemble(ToolCallStarted("k", "id", "now"), ToolCallEnded("k"), TerminalSeen())
    (call,) = turn.tool_calls
    assert (call.arguments, call.arguments_raw, call.valid_json) == ({}, "", True)


def test_arguments_that_are_not_json_are_data_not_an_exception():
    turn = assemble(
        ToolCallStarted("k", "id", "f"), ToolCallArgsDelta("k", '{"a": '), TerminalSeen()
    )
    (call,) = turn.tool_calls
    assert (call.arguments, call.arguments_raw, call.valid_json) == (None, '{"a": ', False)


def test_the_whole_arguments_on_the_end_event_win_over_the_deltas():
    turn = assemble(
        ToolCallStarted("k", "id", "f"),
        ToolCallArgsDelta("k", '{"a": 1'),
        ToolCallEnded("k", '{"a": 1}'),
        ToolCallEnded("k", '{"a": 2}'),  # a repeat after the end changes nothing
        TerminalSeen(),
    )
    assert turn.tool_calls[0].arguments == {"a": 1}


def test_a_call_without_its_end_is_not_complete_even_if_its_json_parses():
    turn = assemble(ToolCallStarted("k", "id", "f"), ToolCallArgsDelta("k", '{"a": 1}'))
    (call,) = turn.tool_calls
    assert call.valid_json and not call.complete
    assert turn.status is TurnStatus.TRUNCATED


def test_usage_merges_field_by_field_last_value_wins():
    turn = assemble(
        UsageReported(input_tokens=10, output_tokens=1, cached_tokens=3),
        UsageReported(output_tokens=42),
        TerminalSeen(),
    )
    assert (turn.usage.input_tokens, turn.usage.output_tokens, turn.usage.cached_tokens) == (
        10,
        42,
        3,
    )
    assert turn.usage.reasoning_tokens is None


def test_no_usage_reported_is_none():
    assert assemble(TerminalSeen()).usage is None


def test_content_after_the_terminal_signal_changes_nothing():
    turn = assemble(
        TextDelta("done"),
        FinishReported(StopReason.STOP, "stop"),
        TerminalSeen(),
        TextDelta(" and more"),
        ToolCallStarted("late", "x", "late"),
        FinishReported(StopReason.LENGTH, "length"),
        ErrorReported("late", "late error"),
    )
    assert (turn.answer, turn.tool_calls, turn.status) == ("done", (), TurnStatus.COMPLETED)
    assert turn.raw_stop_reason == "stop"


def test_the_first_error_is_kept_and_the_turn_fails_with_stop_reason_error():
    turn = assemble(
        TextDelta("partial"),
        ErrorReported("overloaded_error", "Overloaded"),
        ErrorReported("other", "second"),
        TerminalSeen(),
    )
    assert turn.status is TurnStatus.FAILED
    assert turn.stop_reason is StopReason.ERROR
    assert (turn.error.code, turn.error.message) == ("overloaded_error", "Overloaded")
    assert turn.answer == "partial"


def test_refusal_is_its_own_channel():
    turn = assemble(RefusalDelta("No puedo "), RefusalDelta("ayudar."), TerminalSeen())
    assert (turn.answer, turn.refusal) == ("", "No puedo ayudar.")


def test_cancelled_wins_over_everything():
    turn = assemble(TextDelta("x"), TerminalSeen(), cancelled=True)
    assert turn.status is TurnStatus.CANCELLED
