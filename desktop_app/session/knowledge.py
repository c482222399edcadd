"""The knowledge bases a turn may search, for the window and for ``arroyo ask``: the tool's
access (which bases, their embedders) and whether anything would leave this computer.

Local means the Demo, or a server on this computer or its local network (Ollama, LM Studio,
llama.cpp...): judged from the base URL as written, without a lookup."""

from __future__ import annotations

import ipaddress
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import urlsplit

from desktop_app.agent.builtin.knowledge import KnowledgeAccess
from desktop_app.knowledge.base import KnowledgeBase
from desktop_app.knowledge.embedders import DEMO, FULL_TEXT_ONLY, parse_spec
from desktop_app.knowledge.problems import KnowledgeError
from desktop_app.names import ProviderKind
from desktop_app.providers.requests import Endpoint
from desktop_app.session.embedders import _choice, embedder_for
from desktop_app.store.database import Database
from desktop_app.store.knowledge.links import KnowledgeLinks

_LOCAL_SUFFIXES = (".local", ".lan", ".home.arpa", ".internal", ".localhost")


def is_local_url(url: str) -> bool:
    """A base URL on this computer or its local network, by how it is written."""
    try:
        host = (urlsplit(url).hostname or "").lower().rstrip(".")
    except ValueError:
        return False
    if not host:
        return False
    if (
        host == "localhost"
        or host.endswith(_LOCAL_SUFFIXES)
        or ("." not in host and ":" not in host)
    ):
        return True
    try:
        address = ipaddress.ip_address(host)
    except ValueError:
        return False
    if isinstance(address, ipaddress.IPv6Address) and address.ipv4_mapped is not None:
        address = address.ipv4_mapped
    return address.is_loopback or address.is_private or address.is_link_local


def endpoint_is_local(endpoint: Endpoint) -> bool:
    return endpoint.provider_id == ProviderKind.DEMO or is_local_url(endpoint.base_url)


def embedding_is_local(spec: str, settings_file: Path | None) -> bool:
    """Whether indexing and searching with ``spec`` keeps the files' text on this computer."""
    try:
        provider, model = parse_spec(spec)
    except KnowledgeError:
        return False
    if provider in (FULL_TEXT_ONLY, DEMO):
        return True
    _, at, url = model.partition("@")
    if at:
        return is_local_url(url)
    choice = _choice(provider, settings_file)
    if choice is None:
        return False
    return choice.preset.name == ProviderKind.DEMO or is_local_url(choice.base_url)


def embedding_receiver(spec: str, settings_file: Path | None) -> str:
    """Who receives the passages when indexing with ``spec``: a provider's name, or a host."""
    try:
        provider, model = parse_spec(spec)
    except KnowledgeError:
        return spec
    _, at, url = model.partition("@")
    if at:
        return urlsplit(url).hostname or url
    choice = _choice(provider, settings_file)
    return choice.preset.label if choice is not None else provider


def provider_label(endpoint: Endpoint) -> str:
    choice = _choice(endpoint.provider_id, None) if endpoint.provider_id else None
    if choice is not None and choice.base_url == endpoint.base_url:
        return choice.preset.label
    return urlsplit(endpoint.base_url).hostname or endpoint.provider_id or "the provider"


def knowledge_access(
    folder: Path, wanted: Sequence[str], endpoint: Endpoint, settings_file: Path | None
) -> KnowledgeAccess | None:
    """The access to the wanted bases that still exist; None when there are none."""
    present = set(KnowledgeBase.names(folder))
    bases = tuple(dict.fromkeys(name for name in wanted if name in present))
    if not bases:
        return None
    specs = []
    for name in bases:
        with KnowledgeBase.open(folder, name) as base:
            specs.append(base.embeddings)
    local = endpoint_is_local(endpoint) and all(
        embedding_is_local(spec, settings_file) for spec in specs
    )
    return KnowledgeAccess(
        folder=folder,
        bases=bases,
        embedder_for=lambda spec: embedder_for(spec, settings_file),
        chat_provider=provider_label(endpoint),
        local=local,
    )


def turn_knowledge(
    database: Database, conversation_id: str, endpoint: Endpoint, settings_file: Path | None
) -> KnowledgeAccess | None:
    """The bases a window turn searches: the conversation's and its project's."""
    from desktop_app.paths import data_dir

    wanted = KnowledgeLinks(database).for_turn(conversation_id) if conversation_id else []
    if not wanted:
        return None
    return knowledge_access(data_dir() / "knowledge", wanted, endpoint, settings_file)
