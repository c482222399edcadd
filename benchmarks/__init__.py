"""Arroyo's benchmark suite: ``uv run python -m benchmarks [--quick] [--json PATH]``.

Our SSE framing and whole streaming pipeline against the openai SDK, httpx-sse and a bare
``bytes.find`` loop, on the same synthetic chunks in the same run, each figure beside its floor.

Modules, one job each: ``inputs`` (synthetic bodies and chunkings), ``framing`` (the framers),
``pipeline`` (ours and the SDK's accumulation), ``timing`` (best-of-N), ``suite`` (what runs at
which size against which floor), ``report`` (the table and the JSON).
"""
