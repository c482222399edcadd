"""The named vocabularies keep the strings settings files, DB rows and command lines hold."""

from desktop_app.generation.display_policy import DisplayPolicy
from desktop_app.names import ProviderKind, TransportName, Wire
from desktop_app.net.transports import TRANSPORTS
from desktop_app.providers import PARSERS
from desktop_app.providers.presets import PRESETS
from desktop_app.providers.requests import Endpoint


def test_values_are_the_stored_strings():
    assert [w.value for w in Wire] == ["openai-chat", "openai-responses", "anthropic", "gemini"]
    assert [t.value for t in TransportName] == ["chunked", "diff"]
    assert [p.value for p in DisplayPolicy] == ["words", "sentences", "whole"]
    assert set(PRESETS) == {kind.value for kind in ProviderKind}


def test_every_member_has_its_implementation():
    assert set(PARSERS) == set(Wire)
    assert set(TRANSPORTS) == set(TransportName)
    assert {preset.wire for preset in PRESETS.values()} <= set(Wire)


def test_an_endpoint_made_from_a_stored_string_holds_the_member():
    endpoint = Endpoint(wire="gemini", model="m")
    assert endpoint.wire is Wire.GEMINI
