import pytest

from desktop_app.knowledge.embedders import DemoEmbedder
from desktop_app.knowledge.embeddings import EmbeddingWire, HttpEmbedder
from desktop_app.knowledge.problems import KnowledgeError, KnowledgeProblem
from desktop_app.session.embedders import embedder_for


def test_the_built_in_choices():
    assert embedder_for("none") is None
    assert isinstance(embedder_for("demo"), DemoEmbedder)
    assert isinstance(embedder_for("DEMO"), DemoEmbedder)


def test_a_local_server_by_its_wire_and_address():
    embedder = embedder_for("ollama:nomic-embed-text@http://127.0.0.1:11434")
    assert isinstance(embedder, HttpEmbedder)
    assert (embedder.wire, embedder.model, embedder.base_url) == (
        EmbeddingWire.OLLAMA,
        "nomic-embed-text",
        "http://127.0.0.1:11434",
    )
    assert embedder.api_key is None
    assert embedder.key == "ollama:nomic-embed-text"


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("anthropic:claude", "offers no embeddings"),
        ("nowhere:model", "neither a provider in Settings nor a preset"),
        ("soap:model@http://127.0.0.1:1", "openai, gemini or ollama"),
        ("openai", "PROVIDER:MODEL"),
    ],
)
def test_choices_that_cannot_work_are_refused_with_the_reason(spec, words):
    with pytest.raises(KnowledgeError) as caught:
        embedder_for(spec)
    assert caught.value.kind is KnowledgeProblem.BAD_EMBEDDINGS
    assert words in str(caught.value)
