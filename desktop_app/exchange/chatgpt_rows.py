"""One ChatGPT message at a time into Arroyo rows, on one branch of the tree: what was said,
each thought as the reasoning of the answer it led to, each tool call (a message to a recipient
other than ``all``) with its result, and the images and files a person's message carried,
attached when the file read holds them."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from desktop_app.attachments.reading import PdfMode, attachment_of
from desktop_app.exchange.limits import bounded, sane_time
from desktop_app.exchange.rows import NO_RESULT, tool_result
from desktop_app.exchange.summary import Found, Tally
from desktop_app.generation.attachment import Attachment, AttachmentError
from desktop_app.store.imports import ImportedMessage
from desktop_app.store.message_rows import NewMessage

# The file an export holds for a file id ("file-AbC", "file_00ab"): its name and its bytes;
# None when it holds none (a conversations.json read alone holds no file).
FileSource = Callable[[str], tuple[str, bytes] | None]

# What a wire accepts as a tool's name or a call's id.
_NOT_A_NAME = re.compile(r"[^A-Za-z0-9_-]+")
# Content whose text is in ``text`` rather than in ``parts``.
_TEXT_FIELD = frozenset({"code", "execution_output", "tether_quote", "system_error"})
_SILENT = frozenset({"reasoning_recap"})  # "Thought for 5 seconds": said by the reasoning itself
_LEFT_OUT = "[{kind} was here; it is not imported.]"


def no_files(_file_id: str) -> None:
    return None


def name_of(text: str) -> str:
    return _NOT_A_NAME.sub("_", text).strip("_")[:64] or "tool"


def _dict(value: object) -> dict:
    return value if isinstance(value, dict) else {}


def _file_id(pointer: object) -> str | None:
    """``file-service://file-AbC`` or ``sediment://file_00ab``: the id the archive names it by."""
    if not isinstance(pointer, str) or "://" not in pointer:
        return None
    return pointer.split("://", 1)[1] or None


@dataclass(slots=True)
class Branch:
    """What one branch carries from a message to the next; copied where the tree forks."""

    last: int | None = None  # the index of the branch's last row
    reasoning: list[str] = field(default_factory=list)  # thoughts waiting for what they led to
    pending: dict[str, str] = field(default_factory=dict)  # call id -> tool, still unanswered

    def fork(self) -> Branch:
        return Branch(self.last, list(self.reasoning), dict(self.pending))


class Rows:
    """A conversation's rows as a tree: each row's parent is the row before it on its branch."""

    def __init__(self, created: float, files: FileSource, tally: Tally) -> None:
        self.rows: list[ImportedMessage] = []
        self.parents: list[int | None] = []
        self.system: list[str] = []
        self.created = created
        self._files = files
        self._tally = tally

    def add(self, message: dict, node_id: str, branch: Branch) -> None:
        author, content = _dict(message.get("author")), _dict(message.get("content"))
        metadata = _dict(message.get("metadata"))
        role, kind = author.get("role"), content.get("content_type")
        when = sane_time(message.get("create_time"), self.created)
        if metadata.get("is_visually_hidden_from_conversation") or kind in _SILENT:
            if kind == "user_editable_context":
                self._system(self._text(content, role))
            return
        if role == "system" or kind == "user_editable_context":
            self._system(self._text(content, role))
        elif role == "user":
            files = self._attachments(content, metadata)
            row = NewMessage(role="user", content=bounded(self._text(content, role)))
            self._row(branch, row, when, files)
        elif role == "assistant" and kind == "thoughts":
            branch.reasoning.append(_thoughts(content))
        elif role == "assistant" and message.get("recipient") not in (None, "all"):
            self._call(branch, message, content, name_of(str(message["recipient"])), node_id, when)
        elif role == "assistant":
            answer = NewMessage(
                role="assistant",
                content=bounded(self._text(content, role)),
                outcome="completed",
                reasoning=_take_reasoning(branch),
            )
            self._row(branch, answer, when)
        elif role == "tool":
            name = name_of(str(author.get("name") or "tool"))
            call_id = self._call_for(branch, name, node_id, when)
            output = bounded(self._text(content, role))
            self._append(
                branch, tool_result(call_id, name, output, when, is_error=kind == "system_error")
            )

    def finish(self, branch: Branch) -> None:
        """The end of a branch: thoughts that led to nothing shown are a round of their own,
        and a call left without a result gets one that says so."""
        if branch.reasoning:
            row = NewMessage(role="assistant", content="", reasoning=_take_reasoning(branch))
            when = self.rows[branch.last].created_at if branch.last is not None else self.created
            self._row(branch, row, when)
        self._settle(branch)

    # -- rows -----------------------------------------------------------------------------------

    def _system(self, text: str) -> None:
        if text and text not in self.system:
            self.system.append(text)

    def _row(
        self, branch: Branch, row: NewMessage, when: float, files: tuple[Attachment, ...] = ()
    ) -> None:
        if row.content or row.reasoning or files:
            self._append(branch, ImportedMessage(row, when, files))

    def _append(self, branch: Branch, imported: ImportedMessage) -> None:
        if imported.message.role != "tool":
            self._settle(branch)
        self.rows.append(imported)
        self.parents.append(branch.last)
        branch.last = len(self.rows) - 1

    def _settle(self, branch: Branch) -> None:
        """A result for each call still unanswered, before the branch goes on without one."""
        pending = list(branch.pending.items())
        branch.pending.clear()
        when = self.rows[branch.last].created_at if branch.last is not None else self.created
        for call_id, name in pending:
            self._append(branch, tool_result(call_id, name, NO_RESULT, when, is_error=True))

    def _call(
        self, branch: Branch, message: dict, content: dict, name: str, node_id: str, when: float
    ) -> None:
        text = self._text(content, "assistant")
        try:
            arguments = json.loads(text)
        except ValueError:
            arguments = None
        if not isinstance(arguments, dict):
            arguments = {"code": text} if content.get("content_type") == "code" else {"input": text}
        call_id = name_of(str(message.get("id") or node_id))
        calls = [{"id": call_id, "name": name, "arguments": arguments}]
        row = NewMessage(
            role="assistant",
            content="",
            tool_calls_json=json.dumps(calls, ensure_ascii=False, sort_keys=True),
            reasoning=_take_reasoning(branch),
        )
        self._append(branch, ImportedMessage(row, when))
        branch.pending[call_id] = name
        self._tally[Found.TOOL_CALLS] += 1

    def _call_for(self, branch: Branch, name: str, node_id: str, when: float) -> str:
        """The call a tool's message answers: the last one to that tool still waiting, else
        the oldest waiting; a result without a call gets one, so the history stays whole."""
        waiting = [call for call, tool in branch.pending.items() if tool == name]
        call_id = waiting[-1] if waiting else next(iter(branch.pending), None)
        if call_id is None:
            call_id = name_of(node_id) + "_call"
            calls = [{"id": call_id, "name": name, "arguments": {}}]
            row = NewMessage(role="assistant", content="", tool_calls_json=json.dumps(calls))
            self._append(branch, ImportedMessage(row, when))
        else:
            del branch.pending[call_id]
        return call_id

    # -- content --------------------------------------------------------------------------------

    def _text(self, content: dict, role: object) -> str:
        kind = content.get("content_type")
        if kind in _TEXT_FIELD:
            text = content.get("text")
            return text if isinstance(text, str) else ""
        parts = content.get("parts")
        if isinstance(parts, list):
            return "\n".join(piece for part in parts if (piece := self._part(part, role)))
        if kind == "tether_browsing_display":
            result = content.get("result")
            return result if isinstance(result, str) else ""
        if kind == "user_editable_context":
            texts = (content.get("user_profile"), content.get("user_instructions"))
            return "\n\n".join(text for text in texts if isinstance(text, str) and text)
        self._tally[Found.CONTENT_LEFT_OUT] += 1
        return _LEFT_OUT.format(kind=f"Content of type “{kind or 'unknown'}”")

    def _part(self, part: object, role: object) -> str:
        if isinstance(part, str):
            return part
        kind = part.get("content_type") if isinstance(part, dict) else None
        if kind == "image_asset_pointer" and role == "user":
            return ""  # attached (or counted as missing) with the message's files
        if kind == "image_asset_pointer":
            self._tally[Found.FILES_REFUSED] += 1  # an image in an answer: Arroyo attaches
            return _LEFT_OUT.format(kind="An image")  # files to a person's messages only
        self._tally[Found.CONTENT_LEFT_OUT] += 1
        return _LEFT_OUT.format(kind=f"Content of type “{kind or 'unknown'}”")

    def _attachments(self, content: dict, metadata: dict) -> tuple[Attachment, ...]:
        """The images in a person's message and the files it carried, each once, by file id."""
        wanted: dict[str, str] = {}  # file id -> name, when the export says one
        parts = content.get("parts")
        for part in parts if isinstance(parts, list) else []:
            if isinstance(part, dict) and part.get("content_type") == "image_asset_pointer":
                file_id = _file_id(part.get("asset_pointer"))
                if file_id:
                    wanted.setdefault(file_id, "")
        listed = metadata.get("attachments")
        for entry in listed if isinstance(listed, list) else []:
            if isinstance(entry, dict) and isinstance(entry.get("id"), str) and entry["id"]:
                name = entry.get("name")
                wanted[entry["id"]] = name if isinstance(name, str) else ""
        files = []
        for file_id, name in wanted.items():
            found = self._files(file_id)
            if found is None:
                self._tally[Found.FILES_MISSING] += 1
                continue
            try:
                files.append(attachment_of(name or found[0], found[1], pdf=PdfMode.NATIVE))
            except AttachmentError:
                self._tally[Found.FILES_REFUSED] += 1
                continue
            self._tally[Found.FILES_ATTACHED] += 1
        return tuple(files)


def _take_reasoning(branch: Branch) -> str:
    reasoning = bounded("\n\n".join(text for text in branch.reasoning if text))
    branch.reasoning.clear()
    return reasoning


def _thoughts(content: dict) -> str:
    thoughts = content.get("thoughts")
    pieces: list[str] = []
    for thought in thoughts if isinstance(thoughts, list) else []:
        if isinstance(thought, dict):
            for name in ("summary", "content"):
                if isinstance(thought.get(name), str) and thought[name]:
                    pieces.append(thought[name])
    return "\n\n".join(pieces)
