"""The context-measure benchmark runs and measures a conversation past the window."""

from __future__ import annotations

from benchmarks.features import context_measure


def test_the_benchmark_measures_a_long_conversation_and_reports_its_figures():
    figures = context_measure.measure(count=400, repeats=2)
    assert figures["messages"] == 400
    assert figures["warm_median_ms"] > 0 and figures["cold_ms"] > 0
