"""One trust store for every connection Arroyo opens to a provider.

Before, httpx trusted certifi's bundle and the second stack the system's: a company's own
authority, installed in the system, worked on one transport and failed on the other. Here both
use the same context: the system's authorities (or those ``SSL_CERT_FILE`` / ``SSL_CERT_DIR``
name, which OpenSSL reads for its defaults) plus certifi's bundle, for systems that ship none.
"""

from __future__ import annotations

import ssl

import certifi


def trust_context() -> ssl.SSLContext:
    """A client context that checks certificates and host names against the one trust store.

    Made anew for each client (about 20 ms), so a changed environment is seen by the next one."""
    context = ssl.create_default_context()
    context.load_verify_locations(cafile=certifi.where())
    return context
