import pytest

from desktop_app.generation.display_policy import DisplayPolicy, visible

ANSWER = "¿Qué tal? Bien, gracias. Dijo «hola.» y se fue…\n\nNuevo párrafo sin punto"


@pytest.mark.parametrize("policy", list(DisplayPolicy))
def test_every_frame_is_a_prefix_and_the_end_shows_everything(policy):
    shown = [visible(ANSWER[:i], policy, finished=False) for i in range(len(ANSWER) + 1)]
    assert all(ANSWER.startswith(frame) for frame in shown)
    assert all(len(a) <= len(b) for a, b in zip(shown, shown[1:]))  # never goes backwards
    assert visible(ANSWER, policy, finished=True) == ANSWER


def test_sentences_hold_the_unfinished_one():
    assert visible("Hola. Qué", DisplayPolicy.SENTENCES, finished=False) == "Hola. "
    assert visible("Hola", DisplayPolicy.SENTENCES, finished=False) == ""
    assert visible("Uno.\n\nDos", DisplayPolicy.SENTENCES, finished=False) == "Uno.\n"
    assert visible("Dijo «sí.» Luego", DisplayPolicy.SENTENCES, finished=False) == "Dijo «sí.» "


def test_whole_shows_nothing_until_the_end_and_words_everything():
    assert visible("Hola. Qué", DisplayPolicy.WHOLE, finished=False) == ""
    assert visible("Hola. Qué", DisplayPolicy.WORDS, finished=False) == "Hola. Qué"


def test_a_sentence_that_never_ends_is_not_held_forever():
    text = "palabra " * 500
    assert visible(text, DisplayPolicy.SENTENCES, finished=False) == text
