"""The load server's report: when each write of the answer left the simulator, and how long the
answer was then (the origin of the benchmarks' sent-to-paint figures)."""

from __future__ import annotations

import time

import httpx

from benchmarks.load_server import answer_lengths
from desktop_app.simulator.scenarios import Scenario
from desktop_app.simulator.scripts import Script
from desktop_app.simulator.server import Simulator

ANSWER = "Una respuesta con ñ, 🚀 y varias palabras más para unos cuantos eventos."


def test_each_write_of_the_answer_is_logged_with_the_answers_length_then():
    sent: dict[str, list[tuple[float, bytes]]] = {}
    scenario = Scenario(script=Script(answer=ANSWER), events_per_second=2_000)
    before = time.monotonic()
    with Simulator(default=scenario, sent=sent) as simulator:
        body = {"model": "carga", "stream": True, "messages": [{"role": "user", "content": "x"}]}
        with httpx.Client(timeout=10) as client:
            reply = client.post(simulator.url + "/v1/chat/completions", json=body)
    after = time.monotonic()
    assert reply.status_code == 200 and list(sent) == ["carga"]
    lengths = answer_lengths(sent["carga"])
    times = [when for when, _ in lengths]
    sizes = [size for _, size in lengths]
    assert len(lengths) > 5  # one per write that added to the answer
    assert sizes == sorted(set(sizes)) and sizes[-1] == len(ANSWER)
    assert before <= times[0] and times == sorted(times) and times[-1] <= after  # one clock


def test_writes_that_add_nothing_to_the_answer_are_left_out():
    role = b'data: {"choices":[{"index":0,"delta":{"role":"assistant"}}]}\n\n'
    text = b'data: {"choices":[{"index":0,"delta":{"content":"Hola"}}]}\n\n'
    usage = b'data: {"choices":[],"usage":{"completion_tokens":1}}\n\ndata: [DONE]\n\n'
    assert answer_lengths([(1.0, role), (2.0, text), (3.0, usage), (4.0, text)]) == [
        (2.0, 4),
        (4.0, 8),
    ]
