"""The knowledge benchmarks' recall, on the shipped corpus with the Demo's vectors (WordLlama
is never installed for the tests: its benchmark is run by hand, beside the environment)."""

from __future__ import annotations

import sys

from benchmarks.features import kb_wordllama, knowledge
from benchmarks.features.kb_corpus import questions
from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.knowledge.fusion import RRF_K, VECTOR_WEIGHT


def test_the_recall_phase_measures_every_source_and_the_plain_half_meets_its_floor():
    figures = knowledge.phase_recall()
    sources = ("full text", "demo vectors", "hybrid")
    halves = ("sharing words", "paraphrased")
    assert set(figures) == {f"{half}|{source}" for half in halves for source in sources}
    assert all(0.0 <= value <= 1.0 for value in figures.values())
    assert figures["sharing words|hybrid"] >= 0.9
    assert figures["sharing words|full text"] >= 0.9


def test_the_wordllama_benchmark_fuses_as_search_does(tmp_path):
    with kb_wordllama.indexed(tmp_path, "corpus", DemoEmbedder()) as base:
        search = kb_wordllama.hybrid(base, RRF_K, VECTOR_WEIGHT)
        for question in questions()[:10]:
            mine = [(hit.path, hit.start) for hit in search(question.question)]
            theirs = [(hit.path, hit.start) for hit in base.search(question.question, 5)]
            assert len(mine) == 5
            assert mine == theirs


def test_the_wordllama_benchmark_says_how_to_run_it_when_wordllama_is_missing(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "wordllama", None)  # import wordllama raises ImportError
    assert kb_wordllama.main([]) == 2
    assert f"--with wordllama=={kb_wordllama.VERSION}" in capsys.readouterr().err
