"""The test corpus keeps its promises, and the Demo's hybrid search answers its plain half."""

from benchmarks.features.kb_corpus import DOCS, content_words, found, questions
from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DemoEmbedder


def test_sixty_questions_half_paraphrased_without_a_shared_content_word():
    asked = questions()
    assert len(asked) >= 60
    paraphrased = [q for q in asked if q.paraphrase]
    assert len(paraphrased) * 2 >= len(asked)
    for q in paraphrased:
        shared = content_words(q.question) & content_words(q.heading + " " + q.passage)
        assert not shared, (q.question, shared)
    for q in asked:  # every passage is in its document
        assert q.passage in (DOCS / q.file).read_text(encoding="utf-8")


def test_the_word_sharing_half_is_found_in_the_first_five(tmp_path):
    KnowledgeBase.create(tmp_path, "corpus", [DOCS], "demo").close()
    with KnowledgeBase.open(tmp_path, "corpus", DemoEmbedder()) as base:
        list(base.index())
        plain = [q for q in questions() if not q.paraphrase]
        recall = sum(found(q, base.search(q.question, 5)) for q in plain) / len(plain)
    assert recall >= 0.9
