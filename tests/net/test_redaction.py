"""What counts as a key in a provider's text, and what may stay readable."""

from __future__ import annotations

import json
import random
from urllib.parse import quote

from desktop_app.net.redaction import REDACTED, Redactor, StreamRedactor, redact

KEY = "sk-proj-Ab3/De+Fg=Hi_Jk-Lm9Np8Qr7"


def test_the_key_in_each_of_its_spellings_is_redacted():
    for form in (KEY, quote(KEY, safe=""), json.dumps(KEY)[1:-1], f"Bearer {KEY}"):
        text = redact(f"Incorrect API key provided: {form}. See your settings.", [f"Bearer {KEY}"])
        assert KEY not in text and quote(KEY, safe="") not in text
        assert text.startswith("Incorrect API key provided: ") and REDACTED in text


def test_an_echo_cut_short_is_caught_and_a_masked_echo_stays_readable():
    assert KEY[:14] not in redact(f"key {KEY[:14]}... is invalid", [KEY])
    assert KEY[5:25] not in redact(f"key …{KEY[5:25]}… is invalid", [KEY])
    masked = f"key {KEY[:5]}***{KEY[-4:]} is invalid"
    assert redact(masked, [KEY]) == masked  # which key, without the key


def test_short_keys_and_no_keys_change_nothing():
    assert redact("abc is fine", ["abc"]) == "abc is fine"
    assert redact("nothing here", []) == "nothing here"
    assert not Redactor([None or "", "short"])


def test_a_key_split_across_any_deltas_never_comes_out_whole():
    rng = random.Random(7)
    text = f"before {KEY} middle {quote(KEY, safe='')} after {KEY[:13]} end"
    for _ in range(200):
        stream, shown, i = StreamRedactor(Redactor([KEY])), [], 0
        while i < len(text):
            size = rng.randint(1, 9)
            shown.append(stream.feed(text[i : i + size]))
            i += size
        shown.append(stream.finish())
        joined = "".join(shown)
        assert KEY not in joined and quote(KEY, safe="") not in joined
        assert KEY[:12] not in joined
        assert joined.startswith("before ") and joined.endswith(" end")


def test_a_stream_without_keys_passes_through_at_once():
    stream = StreamRedactor(Redactor([]))
    assert stream.feed("hola") == "hola" and stream.finish() == ""
