"""The embedding client against the local simulator's real HTTP endpoints."""

import pytest

from desktop_app.knowledge import demo_embedding
from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embeddings import EmbeddingWire, HttpEmbedder
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.simulator.embeddings import RATE_LIMITED, REFUSED
from desktop_app.simulator.scenarios import Scenario
from tests.net.helpers import TEST_KEY


def _embedder(simulator, wire, model, **options):
    base = {
        EmbeddingWire.OPENAI: f"{simulator.url}/v1",
        EmbeddingWire.GEMINI: f"{simulator.url}/v1beta",
        EmbeddingWire.OLLAMA: simulator.url,
    }[wire]
    return HttpEmbedder(wire, base, model, **options)


@pytest.mark.parametrize("wire", list(EmbeddingWire))
def test_each_wire_returns_one_vector_per_text_in_batches(simulator, wire):
    model = f"embed-batches-{wire.value}"
    before = len(simulator.requests)
    embedder = _embedder(simulator, wire, model, batch=2)
    vectors = embedder.embed(["tides", "bees", "bread"])
    assert vectors[1] == pytest.approx(demo_embedding.embed("bees"))
    sent = simulator.requests[before:]
    assert len(sent) == 2  # three texts, two a request
    if wire is EmbeddingWire.GEMINI:
        assert sent[0].path.endswith(f"models/{model}:batchEmbedContents")
    elif wire is EmbeddingWire.OLLAMA:
        assert sent[0].path == "/api/embed"
    else:
        assert sent[0].path == "/v1/embeddings"


def test_a_rate_limit_waits_as_told_then_goes_on(simulator):
    model = "embed-rate-limited"
    simulator.queue(model, RATE_LIMITED, RATE_LIMITED, Scenario())
    waited = []

    async def sleep(seconds):
        waited.append(seconds)

    embedder = _embedder(simulator, EmbeddingWire.OPENAI, model, sleep=sleep)
    assert len(embedder.embed(["one"])) == 1
    assert waited == [1.0, 1.0]


def test_a_rate_limit_that_lasts_ends_with_a_clear_error(simulator):
    model = "embed-always-limited"
    simulator.queue(model, RATE_LIMITED)  # the last scenario stays

    async def sleep(seconds):
        pass

    embedder = _embedder(simulator, EmbeddingWire.OPENAI, model, sleep=sleep)
    with pytest.raises(KnowledgeError) as caught:
        embedder.embed(["one"])
    assert caught.value.kind is KnowledgeProblem.EMBEDDING_RATE_LIMITED
    assert len(embedder.waits) == 4  # bounded


def test_a_refusal_names_the_providers_words_and_never_the_key(simulator):
    model = "embed-refused"
    simulator.queue(model, REFUSED)
    embedder = _embedder(simulator, EmbeddingWire.OPENAI, model, api_key=TEST_KEY)
    with pytest.raises(KnowledgeError) as caught:
        embedder.embed(["one"])
    assert caught.value.kind is KnowledgeProblem.EMBEDDING_REFUSED
    assert "does not make embeddings" in str(caught.value)
    assert TEST_KEY not in str(caught.value)
    assert simulator.requests[-1].headers["authorization"] == f"Bearer {TEST_KEY}"


def test_a_refusal_mid_index_keeps_the_files_done(simulator, tmp_path):
    files = tmp_path / "files"
    files.mkdir()
    for name in ("a", "b", "c"):
        (files / f"{name}.txt").write_text(f"File {name} talks about {name} things.")
    model = "embed-refused-later"
    simulator.queue(model, Scenario(), REFUSED, Scenario())  # ok, refused, then ok again
    KnowledgeBase.create(tmp_path / "kb", "k", [files], f"openai:{model}").close()
    embedder = _embedder(simulator, EmbeddingWire.OPENAI, model)
    with KnowledgeBase.open(tmp_path / "kb", "k", embedder) as base:
        with pytest.raises(KnowledgeError):
            list(base.index())
        assert base.info().files == 1
        *_, last = base.index()
        assert last.files_changed == 2  # only what was not finished
        assert base.info().files == 3
