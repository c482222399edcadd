import pytest

from desktop_app.generation.parts import ReasoningDelta, TextDelta
from desktop_app.providers.think_tags import ThinkTagSplitter


def split(pieces, **options):
    splitter = ThinkTagSplitter(**options)
    parts = []
    for piece in pieces:
        parts += splitter.feed(piece)
    parts += splitter.flush()
    answer = "".join(p.text for p in parts if isinstance(p, TextDelta))
    reasoning = "".join(p.text for p in parts if isinstance(p, ReasoningDelta))
    return answer, reasoning


CASES = [
    ("<think>plan</think>\n\nanswer", "\n\nanswer", "plan"),
    ("\n  <think>plan</think>ok", "ok", "plan"),
    ("no tags here", "no tags here", ""),
    ("answer first <think>not reasoning</think>", "answer first <think>not reasoning</think>", ""),
    ("<think>still thinking when cut", "", "still thinking when cut"),
    ("<think>a < b and </thin x</think>done", "done", "a < b and </thin x"),
    ("<thin", "<thin", ""),
    ("   ", "   ", ""),
    ("<think></think>", "", ""),
    ("<think>¿ñ? 🚀</think>¡sí!", "¡sí!", "¿ñ? 🚀"),
]


@pytest.mark.parametrize(("content", "answer", "reasoning"), CASES)
def test_tags_split_at_every_position(content, answer, reasoning):
    assert split([content]) == (answer, reasoning)
    assert split(list(content)) == (answer, reasoning)
    for i in range(1, len(content)):
        for j in range(i, len(content)):
            assert split([content[:i], content[i:j], content[j:]]) == (answer, reasoning)


def test_a_template_that_already_opened_the_tag():
    assert split(["reasoning</th", "ink>answer"], starts_thinking=True) == ("answer", "reasoning")


def test_nothing_that_could_be_a_tag_is_shown_early():
    splitter = ThinkTagSplitter()
    assert splitter.feed("<th") == []
    assert splitter.feed("ink>idea</") == [ReasoningDelta("idea")]
    assert splitter.feed("think>") == []
    assert splitter.feed("Hola") == [TextDelta("Hola")]
