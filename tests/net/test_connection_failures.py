"""Failures before any content: an untrusted certificate, a server that never answers."""

from __future__ import annotations

import asyncio
import datetime
import ssl
import threading

import pytest

from desktop_app.net.errors import Action, ErrorKind
from desktop_app.net.retry import RetryPolicy
from desktop_app.net.turn import TurnEnding
from desktop_app.simulator.scenarios import Scenario
from tests.net.helpers import TRANSPORT_NAMES, run_turn

NO_RETRY = RetryPolicy(max_attempts=1)


def self_signed_certificate(directory):
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import NameOID

    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now)
        .not_valid_after(now + datetime.timedelta(days=1))
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = directory / "cert.pem", directory / "key.pem"
    cert_path.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


@pytest.fixture
def untrusted_https(tmp_path):
    """A TLS server on 127.0.0.1 whose certificate nobody trusts."""
    cert, key = self_signed_certificate(tmp_path)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    loop = asyncio.new_event_loop()

    async def answer(reader, writer):
        writer.close()

    server = loop.run_until_complete(asyncio.start_server(answer, "127.0.0.1", 0, ssl=context))
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()

    class Https:
        url = f"https://127.0.0.1:{server.sockets[0].getsockname()[1]}"

    yield Https
    loop.call_soon_threadsafe(server.close)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    # A failed handshake closes its socket in a callback the stop may have beaten: a few more
    # turns of the loop (bounded, no waiting) run it, so no socket is left to the collector.
    for _ in range(20):
        loop.run_until_complete(asyncio.sleep(0))
    loop.close()


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_an_untrusted_certificate_is_a_tls_error(untrusted_https, transport):
    result, _ = run_turn(untrusted_https, transport, "openai-chat", retry=NO_RETRY)
    error = result.provider_error
    assert (error.kind, error.action) == (ErrorKind.TLS, Action.CHECK_CONNECTION)
    assert "certificate" in error.message.lower()
    assert result.ending is TurnEnding.REQUEST_FAILED


@pytest.mark.parametrize("transport", TRANSPORT_NAMES)
def test_a_server_that_never_answers_is_a_timeout(simulator, transport):
    result, _ = run_turn(
        simulator,
        transport,
        "openai-chat",
        Scenario(headers_delay=3),
        retry=NO_RETRY,
        idle_timeout=0.3,
        transport_options={"connect_timeout": 0.3},
    )
    assert result.provider_error.kind is ErrorKind.TIMEOUT
    assert result.timings["total"] < 2.5
