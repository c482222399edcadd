import pytest

from desktop_app.wire.utf8 import Utf8Decoder

SAMPLE = "¿Qué tal? Año ñandú 🚀 — fin".encode()


def decode_in_pieces(body: bytes, cuts: list[int]) -> tuple[str, int]:
    decoder = Utf8Decoder()
    points = [0, *cuts, len(body)]
    text = "".join(decoder.decode(body[a:b]) for a, b in zip(points, points[1:]))
    return text + decoder.flush(), decoder.replaced


@pytest.mark.parametrize("cut", range(1, len(SAMPLE)))
def test_a_character_cut_between_chunks_is_held_back_not_replaced(cut):
    assert decode_in_pieces(SAMPLE, [cut]) == (SAMPLE.decode(), 0)


def test_one_byte_at_a_time():
    assert decode_in_pieces(SAMPLE, list(range(1, len(SAMPLE)))) == (SAMPLE.decode(), 0)


def test_held_back_bytes_are_not_emitted_early():
    decoder = Utf8Decoder()
    emoji = "🚀".encode()
    assert decoder.decode(emoji[:3]) == ""
    assert decoder.decode(emoji[3:]) == "🚀"


@pytest.mark.parametrize(
    ("body", "text", "replaced"),
    [
        (b"a\xffb", "a\ufffdb", 1),
        (b"a\xc3(b", "a\ufffd(b", 1),  # lead byte followed by a non-continuation
        (b"\xe2\x82", "\ufffd", 1),  # body ends inside a character
        (b"x\xf0\x9f\x9a", "x\ufffd", 1),
        (b"\xed\xa0\x80", "\ufffd\ufffd\ufffd", 3),  # an encoded surrogate is invalid
    ],
)
def test_invalid_bytes_become_replacement_characters_and_are_counted(body, text, replaced):
    for cuts in ([], list(range(1, len(body)))):
        assert decode_in_pieces(body, cuts) == (text, replaced)


def test_a_genuine_replacement_character_is_text_not_damage():
    body = "a\ufffdb".encode()
    for cuts in ([], [2], [3], list(range(1, len(body)))):
        assert decode_in_pieces(body, cuts) == ("a\ufffdb", 0)


def test_the_bom_is_left_to_the_sse_layer():
    assert decode_in_pieces(b"\xef\xbb\xbfdata", [1]) == ("\ufeffdata", 0)
