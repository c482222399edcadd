"""A deliberately plain transcription of the WHATWG event-stream interpretation, used as the
oracle for the fast parser. Whole text in, events out; no incremental tricks."""

from __future__ import annotations

from desktop_app.wire.sse import SseEvent


def parse_whole(text: str) -> tuple[list[SseEvent], bool]:
    """Returns the dispatched events and whether an event was left unterminated."""
    if text.startswith("\ufeff"):
        text = text[1:]
    lines: list[str] = []
    current = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "\r":
            lines.append("".join(current))
            current = []
            if i + 1 < len(text) and text[i + 1] == "\n":
                i += 1
        elif ch == "\n":
            lines.append("".join(current))
            current = []
        else:
            current.append(ch)
        i += 1
    leftover = "".join(current)

    events: list[SseEvent] = []
    data: list[str] = []
    event_type = ""
    last_id = None
    for line in lines:
        if line == "":
            if data:
                events.append(SseEvent(event_type or "message", "\n".join(data), last_id))
            data = []
            event_type = ""
            continue
        if line.startswith(":"):
            continue
        if ":" in line:
            name, value = line.split(":", 1)
            if value.startswith(" "):
                value = value[1:]
        else:
            name, value = line, ""
        if name == "data":
            data.append(value)
        elif name == "event":
            event_type = value
        elif name == "id" and "\x00" not in value:
            last_id = value
    unterminated = bool(data or event_type) or (leftover != "" and not leftover.startswith(":"))
    return events, unterminated
