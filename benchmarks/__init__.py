"""Arroyo's benchmark suite: ``uv run python -m benchmarks [--quick] [--json PATH]``.

The streaming core against the openai SDK, httpx-sse and a bare ``bytes.find`` loop on the same
synthetic chunks; then the window end to end: under load, paint cost, tool arguments, start and
scale. Each figure is printed beside its floor.

Modules, one job each: ``inputs`` (synthetic bodies, chunkings, Markdown answers), ``framing``
(the framers), ``pipeline`` (ours and the SDK's accumulation), ``timing`` (best-of-N),
``window_load`` (the real app under a fast stream, in a process of its own) with
``load_server`` (the simulator in another), ``paint`` (ms per frame), ``tool_args`` (a 100 KB
streamed argument), ``scale`` (launch, a big database, switching, search), ``window_figures``
(those figures and their floors), ``suite`` (what runs at which size), ``report`` (the table
and the JSON).
"""
