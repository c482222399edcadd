"""Keys taken out of every text a provider sends back, before anyone shows or stores it.

Servers echo keys: in 401 bodies ("Incorrect API key provided: sk-..."), in in-band error
events, in notices inside the content. What is caught, for each key of 8 characters or more:

- the key as it is, URL-encoded, and JSON-escaped (an error that quotes the request);
- any run of ``RUN`` or more consecutive characters of it (an echo cut short, "sk-proj-abcd...").

A masked echo such as "sk-ab***xyz" stays readable: a few characters at each end say which
key was used without giving it away. Shorter keys are matched exactly only at 8+ characters;
below that a key cannot be told from ordinary words and is left alone.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from urllib.parse import quote

from desktop_app.generation.channels import Channel, ChannelUpdate, TextChannel

REDACTED = "[redacted]"
MIN_KEY = 8
RUN = 12


def _forms(secrets: Iterable[str]) -> list[str]:
    forms: set[str] = set()
    for secret in secrets:
        if not secret:
            continue
        for value in (secret, secret.removeprefix("Bearer ")):
            forms |= {value, quote(value, safe=""), json.dumps(value)[1:-1]}
    # Longest first, so a whole key is replaced before a shorter form inside it is looked for.
    return sorted((form for form in forms if len(form) >= MIN_KEY), key=len, reverse=True)


class Redactor:
    """Redacts a fixed set of keys; made once per request, used on every text of it."""

    def __init__(self, secrets: Iterable[str]) -> None:
        self.forms = _forms(secrets)
        runs = {
            form[i : i + RUN]
            for form in self.forms
            if len(form) >= RUN
            for i in range(len(form) - RUN + 1)
        }
        # Every position where a run starts, found by the regex engine (a lookahead, so
        # overlapping runs are all seen) instead of a Python step per character of the text.
        self._run_starts = (
            re.compile("(?=(?:" + "|".join(map(re.escape, sorted(runs))) + "))") if runs else None
        )
        # The longest text one key can take: a stream holds back this much, minus one.
        self.longest = max((len(form) for form in self.forms), default=0)

    def __bool__(self) -> bool:
        return bool(self.forms)

    def __call__(self, text: str) -> str:
        if not self.forms or not text:
            return text
        for form in self.forms:
            if form in text:
                text = text.replace(form, REDACTED)
        return self._without_runs(text) if self._run_starts is not None else text

    def spans(self, text: str) -> list[tuple[int, int]]:
        """Where keys are in ``text``: sorted, merged (start, end) ranges, the same stretches
        ``__call__`` replaces, for a text kept in pieces that must stay apart."""
        found: list[tuple[int, int]] = []
        for form in self.forms:
            at = text.find(form)
            while at >= 0:
                found.append((at, at + len(form)))
                at = text.find(form, at + 1)
        if self._run_starts is not None:
            # Runs are looked for around the whole keys, as ``__call__`` does once they are
            # replaced: the whole keys are blanked out (same length, so positions hold).
            masked = text
            if found:
                pieces, last = [], 0
                for start, end in sorted(found):
                    start = max(start, last)
                    pieces += [text[last:start], "\0" * max(0, end - start)]
                    last = max(last, end)
                masked = "".join(pieces) + text[last:]
            runs = self._run_starts.finditer(masked)
            found += [(m.start(), m.start() + RUN) for m in runs]
        merged: list[tuple[int, int]] = []
        for start, end in sorted(found):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(merged[-1][1], end))
            else:
                merged.append((start, end))
        return merged

    def _without_runs(self, text: str) -> str:
        """Every stretch of text covered by RUN-character pieces of a key, replaced."""
        assert self._run_starts is not None
        covered_until = -1
        spans: list[list[int]] = []
        for found in self._run_starts.finditer(text):
            start = found.start()
            end = start + RUN
            if spans and start <= covered_until:
                spans[-1][1] = end
            else:
                spans.append([start, end])
            covered_until = end
        if not spans:
            return text
        pieces, last = [], 0
        for start, end in spans:
            pieces += [text[last:start], REDACTED]
            last = end
        pieces.append(text[last:])
        return "".join(pieces)


def redact(text: str, secrets: Iterable[str]) -> str:
    return Redactor(secrets)(text)


class StreamRedactor:
    """Redacts text that arrives in pieces: a key may be split across two deltas, so the last
    characters are held back until more text (or the end) shows what they are part of."""

    def __init__(self, redactor: Redactor) -> None:
        self.redactor = redactor
        self._held = ""

    def feed(self, delta: str) -> str:
        """What can be shown now."""
        if not self.redactor:
            return delta
        text = self.redactor(self._held + delta)
        keep = self.redactor.longest - 1
        cut = max(0, len(text) - keep)
        self._held = text[cut:]
        return text[:cut]

    def finish(self) -> str:
        """The rest, at the end of the stream."""
        rest, self._held = self.redactor(self._held), ""
        return rest


class RedactedChannel:
    """A text channel as it may be shown: the deltas pass through a ``StreamRedactor``, and the
    updates it hands out read the redacted text (O(delta) per delta, as the channel itself)."""

    def __init__(self, channel: Channel, redactor: Redactor) -> None:
        self._text = TextChannel(channel)
        self._stream = StreamRedactor(redactor)

    def append(self, delta: str) -> ChannelUpdate:
        return self._text.append(self._stream.feed(delta))

    def close(self) -> ChannelUpdate:
        """The held-back end, at the end of the stream."""
        return self._text.append(self._stream.finish())
