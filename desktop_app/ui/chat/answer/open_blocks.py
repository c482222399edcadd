"""The open segment of a streamed answer, rendered one top-level block at a time.

The last segment of an answer stays open until the next block's first line is complete, so
a table, a code block or a heading stays in it while the paragraph after it is being written
(its first line may still turn it into an item of the list above). Rendered as one string,
the whole segment changed every frame and the document re-imported all of it: a 20-row table
re-imported, laid out again and its frames rescanned 25 times a second for one growing
sentence. Block by block, every block but the last keeps its string from one frame to the
next, so the document edits only the block that grew (``AnswerDocument`` keeps the blocks
whose HTML is unchanged), and a block rendered last frame from the same tokens is not rendered
again. The strings joined equal the segment rendered whole: a renderer rule looks no further
than the tokens of its own top-level block (the final segments are cut the same way).
"""

from __future__ import annotations

from collections.abc import Sequence

from markdown_it import MarkdownIt
from markdown_it.token import Token


class OpenBlocks:
    """Renders the open segment's tokens block by block, keeping last frame's complete blocks.

    A new instance keeps nothing: the owner starts one whenever what the HTML depends on
    besides the tokens (the Copy controls' states) changes."""

    def __init__(self) -> None:
        # (tokens, code blocks before, link definitions) -> (HTML, code blocks in it)
        self._kept: dict[tuple, tuple[str, int]] = {}

    def render(self, md: MarkdownIt, tokens: Sequence[Token], env: dict) -> list[str]:
        """The HTML of each top-level block of ``tokens``; advances ``env["code_count"]`` as
        rendering them whole would."""
        render = md.renderer.render
        starts = [
            index
            for index in range(1, len(tokens))
            if tokens[index].level == 0 and tokens[index].nesting != -1
        ]
        references = env.get("references")
        refs = repr(sorted(references.items())) if references else ""
        kept, self._kept = self._kept, {}
        blocks: list[str] = []
        for start, end in zip([0, *starts], [*starts, len(tokens)]):
            if end == len(tokens):  # the last block is the one that grows: never kept
                blocks.append(render(tokens[start:end], md.options, env))
                break
            key = (_block_key(tokens, start, end), env["code_count"], refs)
            found = kept.get(key)
            if found is None:
                before = env["code_count"]
                found = (render(tokens[start:end], md.options, env), env["code_count"] - before)
            else:
                env["code_count"] += found[1]
            self._kept[key] = found
            blocks.append(found[0])
        return blocks


def _block_key(tokens: Sequence[Token], start: int, end: int) -> tuple:
    """What a block's HTML depends on in its tokens: types, tags, markup, content, attributes
    (an inline token's children are its content parsed, with the same link definitions)."""
    return tuple(
        (
            token.type,
            token.tag,
            token.markup,
            token.info,
            token.content,
            token.hidden,
            tuple(sorted(token.attrs.items())) if token.attrs else (),
        )
        for token in tokens[start:end]
    )
