"""Real storage engines on 127.0.0.1 for the sync tests and benchmarks: a WebDAV server
(wsgidav on cheroot) over a temporary folder, and an S3 server (moto in server mode)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from pathlib import Path

USER, PASSWORD = "sync-user", "sync-password-for-tests"


@contextlib.contextmanager
def webdav_server(root: Path, port: int = 0) -> Iterator[str]:
    """``port``: 0 for any; the one a stopped server had, to bring it back at its address."""
    from cheroot import wsgi
    from wsgidav.wsgidav_app import WsgiDAVApp

    root.mkdir(parents=True, exist_ok=True)
    config = {
        "host": "127.0.0.1",
        "port": 0,
        "provider_mapping": {"/": str(root)},
        "simple_dc": {"user_mapping": {"*": {USER: {"password": PASSWORD}}}},
        "http_authenticator": {
            "accept_basic": True,
            "accept_digest": False,
            "default_to_digest": False,
        },
        "verbose": 0,
        "logging": {"enable": False, "enable_loggers": []},
        "property_manager": True,
        "lock_storage": True,
    }
    server = wsgi.Server(("127.0.0.1", port), WsgiDAVApp(config))
    server.prepare()
    thread = threading.Thread(target=server.serve, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.bind_addr[1]}/sync"
    finally:
        server.stop()
        thread.join(10)


@contextlib.contextmanager
def s3_server(bucket: str = "arroyo-sync") -> Iterator[str]:
    from moto.server import ThreadedMotoServer

    from desktop_app.sync.s3 import S3Storage

    server = ThreadedMotoServer(ip_address="127.0.0.1", port=0, verbose=False)
    server.start()
    host, port = server.get_host_and_port()
    endpoint = f"http://{host}:{port}"

    async def create() -> None:
        storage = S3Storage(endpoint, bucket, USER, PASSWORD)
        response = await storage._request("PUT", "")
        assert response.status_code == 200, response.text
        await storage.aclose()

    asyncio.run(create())
    try:
        yield endpoint
    finally:
        server.stop()
