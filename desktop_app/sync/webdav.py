"""A WebDAV server as storage: PROPFIND to list, GET, PUT with ``If-None-Match: *``, MKCOL for
folders, DELETE. Requests go through the app's one HTTP client factory, so the proxy applies."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from urllib.parse import quote, unquote, urlsplit

import httpx

from desktop_app.net.clients import http_client
from desktop_app.sync import storage
from desktop_app.sync.errors import SyncError, SyncProblem
from desktop_app.sync.storage import Wire, check_name, with_retries, written_before

_PROPFIND = (
    b'<?xml version="1.0" encoding="utf-8"?>'
    b'<propfind xmlns="DAV:"><prop><resourcetype/></prop></propfind>'
)


class WebDavStorage:
    def __init__(
        self, url: str, user: str = "", password: str = "", client: httpx.AsyncClient | None = None
    ) -> None:
        self.base = url.rstrip("/") + "/"
        self.wire = Wire()
        auth = httpx.BasicAuth(user, password) if user else None
        self._client = client or http_client(auth=auth, timeout=storage.REQUEST_TIMEOUT)
        self._folders: set[str] = set()

    def _url(self, name: str) -> str:
        return self.base + quote(name)

    async def _request(self, method: str, name: str, **options: object) -> httpx.Response:
        url = self._url(name)
        response = await with_retries(
            lambda: self._client.request(method, url, **options),  # type: ignore[arg-type]
            name,
        )
        self.wire.received += len(response.content)
        return response

    async def list(self, prefix: str) -> list[str]:
        found: list[str] = []
        folders = [prefix.rstrip("/") + "/"]
        root_path = unquote(urlsplit(self.base).path)
        while folders:
            folder = folders.pop()
            response = await self._request(
                "PROPFIND", folder, content=_PROPFIND, headers={"Depth": "1"}
            )
            if response.status_code == 404:
                continue
            if response.status_code != 207:
                raise SyncError(SyncProblem.STORAGE, folder, f"HTTP {response.status_code}")
            for entry in ET.fromstring(response.content).iter("{DAV:}response"):
                href = unquote(urlsplit(entry.findtext("{DAV:}href") or "").path)
                name = href.removeprefix(root_path)
                is_folder = entry.find(".//{DAV:}collection") is not None
                if name.rstrip("/") == folder.rstrip("/") or not name:
                    continue
                if is_folder:
                    folders.append(name.rstrip("/") + "/")
                elif not name.rsplit("/", 1)[-1].startswith("."):
                    found.append(name)
        return sorted(found)

    async def get(self, name: str) -> bytes | None:
        response = await self._request("GET", check_name(name))
        if response.status_code == 404:
            return None
        if response.status_code != 200:
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")
        return response.content

    async def _make_folders(self, name: str) -> None:
        parts = name.split("/")[:-1]
        for depth in range(len(parts) + 1):  # depth 0: the set's own folder
            folder = "/".join(parts[:depth]) + "/" if depth else ""
            if folder in self._folders:
                continue
            response = await self._request("MKCOL", folder)
            if response.status_code not in (201, 405):  # 405: it exists
                raise SyncError(SyncProblem.STORAGE, folder, f"HTTP {response.status_code}")
            self._folders.add(folder)

    async def put_if_absent(self, name: str, data: bytes) -> bool:
        await self._make_folders(check_name(name))
        response = await self._request("PUT", name, content=data, headers={"If-None-Match": "*"})
        if response.status_code == 412:
            return await written_before(self, name, data)
        if response.status_code not in (200, 201, 204):
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")
        self.wire.sent += len(data)
        return True

    async def delete(self, name: str) -> None:
        response = await self._request("DELETE", check_name(name))
        if response.status_code not in (200, 204, 404):
            raise SyncError(SyncProblem.STORAGE, name, f"HTTP {response.status_code}")

    async def aclose(self) -> None:
        await self._client.aclose()
