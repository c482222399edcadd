"""A channel's updates, and runs of them joined into one (``joined``)."""

from __future__ import annotations

from desktop_app.generation.channels import Channel, TextChannel, joined


def test_a_run_of_one_channel_becomes_one_update_with_the_runs_text_and_last_size():
    answer, reasoning = TextChannel(Channel.ANSWER), TextChannel(Channel.REASONING)
    updates = [
        reasoning.append("Hm"),
        reasoning.append(", let me see."),
        answer.append("The "),
        answer.append("answer "),
        answer.append("is 4."),
        reasoning.append(" Checked."),
        answer.append(" Done."),
    ]
    merged = joined(updates)
    assert [(u.channel, u.delta, u.size) for u in merged] == [
        (Channel.REASONING, "Hm, let me see.", 15),
        (Channel.ANSWER, "The answer is 4.", 16),
        (Channel.REASONING, " Checked.", 24),
        (Channel.ANSWER, " Done.", 22),
    ]
    # What a reader sees is what the updates one by one gave.
    assert merged[1].aggregate == "The answer is 4."
    assert merged[-1].aggregate == answer.text == "The answer is 4. Done."


def test_a_single_update_or_none_passes_as_it_is():
    answer = TextChannel(Channel.ANSWER)
    one = [answer.append("a")]
    assert joined(one) is one
    assert list(joined([])) == []
