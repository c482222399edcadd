"""A pinned https connection goes to the checked address yet speaks TLS to the URL's host name:
the server name sent (SNI) and the certificate checked are the name's, never the address's.
A certificate authority made for the test signs a certificate for ``secure.test`` only."""

from __future__ import annotations

import asyncio
import datetime
import ssl
from pathlib import Path

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from desktop_app.net.pinned import PinnedBackend, pinned_client
from desktop_app.net.url_policy import UrlPolicy
from tests.net.loopback_web import (
    FakeResolver,
    LoopbackWeb,
    NetworkGuard,
    network_guard,
    resolver,
)

__all__ = ["network_guard", "resolver"]  # fixtures, used by name


def _certificate(subject, issuer_key, public_key, issuer, *, ca, names=()):
    now = datetime.datetime.now(datetime.UTC)
    builder = (
        x509.CertificateBuilder()
        .subject_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, subject)]))
        .issuer_name(x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, issuer)]))
        .public_key(public_key)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(x509.BasicConstraints(ca=ca, path_length=None), critical=True)
    )
    if names:
        builder = builder.add_extension(
            x509.SubjectAlternativeName([x509.DNSName(name) for name in names]), critical=False
        )
    return builder.sign(issuer_key, hashes.SHA256())


@pytest.fixture(scope="module")
def authority(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path, Path]:
    """(CA certificate, server certificate for secure.test, server key), as PEM files."""
    folder = tmp_path_factory.mktemp("tls")
    ca_key = ec.generate_private_key(ec.SECP256R1())
    ca = _certificate("Arroyo test CA", ca_key, ca_key.public_key(), "Arroyo test CA", ca=True)
    server_key = ec.generate_private_key(ec.SECP256R1())
    server = _certificate(
        "secure.test",
        ca_key,
        server_key.public_key(),
        "Arroyo test CA",
        ca=False,
        names=["secure.test"],
    )
    paths = folder / "ca.pem", folder / "server.pem", folder / "server.key"
    paths[0].write_bytes(ca.public_bytes(serialization.Encoding.PEM))
    paths[1].write_bytes(server.public_bytes(serialization.Encoding.PEM))
    key = server_key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    paths[2].write_bytes(key)
    return paths


def _server_context(authority: tuple[Path, Path, Path], names_seen: list) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(authority[1], authority[2])
    context.sni_callback = lambda _socket, name, _context: names_seen.append(name)
    return context


def _fetch(url: str, resolver: FakeResolver, ca: Path, allowed: str) -> httpx.Response:
    async def go() -> httpx.Response:
        backend = PinnedBackend()
        backend.pin(await UrlPolicy.of((allowed,), resolver).check(httpx.URL(url)))
        trusted = ssl.create_default_context(cafile=str(ca))
        async with pinned_client(backend, timeout=5, ssl_context=trusted) as client:
            response = await client.get(url)
            await response.aread()
            return response

    return asyncio.run(go())


def test_tls_to_a_pinned_address_uses_the_urls_name(
    authority, resolver: FakeResolver, network_guard: NetworkGuard
):
    names_seen: list[str | None] = []
    with LoopbackWeb("127.0.0.1", tls=_server_context(authority, names_seen)) as server:
        resolver.answers["secure.test"] = [["127.0.0.1"]]
        url = f"https://secure.test:{server.port}/page"
        response = _fetch(url, resolver, authority[0], "secure.test")
    assert response.status_code == 200 and response.text == "hello from 127.0.0.1"
    assert names_seen == ["secure.test"]
    assert server.requests == [("/page", f"secure.test:{server.port}")]
    assert network_guard.attempts == [("127.0.0.1", server.port)]


def test_a_certificate_for_another_name_is_refused(
    authority, resolver: FakeResolver, network_guard: NetworkGuard
):
    names_seen: list[str | None] = []
    with LoopbackWeb("127.0.0.1", tls=_server_context(authority, names_seen)) as server:
        resolver.answers["other.test"] = [["127.0.0.1"]]
        with pytest.raises(httpx.ConnectError, match="CERTIFICATE_VERIFY_FAILED"):
            _fetch(f"https://other.test:{server.port}/", resolver, authority[0], "other.test")
    assert names_seen == ["other.test"] and server.requests == []
