"""One trust store for every connection Arroyo opens to a provider.

Before, httpx trusted certifi's bundle and the second stack the system's: a company's own
authority, installed in the system, worked on one transport and failed on the other. Here both
use the same context: the system's authorities (or those ``SSL_CERT_FILE`` / ``SSL_CERT_DIR``
name, which OpenSSL reads for its defaults) plus certifi's bundle, for systems that ship none.
"""

from __future__ import annotations

import functools
import os
import ssl
import threading

import certifi


def trust_context() -> ssl.SSLContext:
    """A client context that checks certificates and host names against the one trust store.

    Loading the authorities costs about 40 ms of CPU: the context is made once (``warm_up``
    does it off the first answer's path) and shared, made anew only when the variables that
    choose the authorities change."""
    with _making:  # a first request during the warm-up waits for its context, not a second one
        return _context(os.environ.get("SSL_CERT_FILE"), os.environ.get("SSL_CERT_DIR"))


_making = threading.Lock()


@functools.lru_cache(maxsize=4)
def _context(cert_file: str | None, cert_dir: str | None) -> ssl.SSLContext:
    # OpenSSL reads both variables itself in load_default_certs; they are the cache's key.
    context = ssl.create_default_context()
    context.load_verify_locations(cafile=certifi.where())
    return context
