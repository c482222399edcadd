import pytest

from desktop_app.knowledge.chunking import LIMIT, TextKind, chunk_text

DOC = """# Guide

Intro paragraph.

## Install

Run the installer.

```sh
make install

make check
```

## Use
### Daily

Open it every day.
"""


def test_chunks_follow_headings_and_keep_their_path():
    chunks = chunk_text(DOC, TextKind.MARKDOWN)
    assert [c.headings for c in chunks] == [
        ("Guide",),
        ("Guide", "Install"),
        ("Guide", "Use", "Daily"),
    ]
    for c in chunks:  # offsets point at the chunk's own text
        assert DOC[c.start : c.end] == c.text


def test_a_code_block_with_blank_lines_stays_whole():
    (install,) = [c for c in chunk_text(DOC, TextKind.MARKDOWN) if "Install" in c.headings]
    assert "make install\n\nmake check\n```" in install.text


def test_a_long_paragraph_is_cut_between_lines_under_the_limit():
    text = "\n".join(f"line {i} " + "word " * 20 for i in range(200))
    chunks = chunk_text(text, TextKind.PROSE)
    assert len(chunks) > 1
    assert all(len(c.text) <= LIMIT for c in chunks)
    assert all(c.text.startswith("line ") for c in chunks)  # never cut inside a line
    assert sum(c.text.count("line ") for c in chunks) == 200  # every line in one chunk


def test_code_is_cut_at_top_level_definitions_named_in_the_path():
    code = "import os\n\ndef first():\n    return 1\n\nclass Second:\n    def inner(self):\n        pass\n"
    chunks = chunk_text(code, TextKind.CODE)
    assert [c.headings for c in chunks] == [(), ("first",), ("Second",)]
    assert "def inner" in chunks[-1].text


def test_paragraphs_gather_until_the_target_size():
    text = "\n\n".join(f"Paragraph {i} is short." for i in range(5))
    assert len(chunk_text(text)) == 1


# Documents that take every path of the chunker (a preface, CRLF, a closing heading marker, an
# indented tilde fence with a blank line, '#' without a space, a paragraph over the limit, a run
# of short paragraphs, an unclosed fence; definitions, a blank line inside one, a long tail; a
# line over the limit, a Unicode line separator), with the chunks they gave before the chunker
# was made faster: the same boundaries and heading paths, to the character.
MARKDOWN = (
    "Preface before any heading.\r\n\r\n"
    "# Title #\r\n## Setup\n\n"
    "   ~~~text\nkept\n\n  ~~~ \nAfter the fence.\n"
    "#NoSpace is text\n\n"
    + "\n".join(f"Line {i} of a long paragraph, " + "words " * 15 for i in range(40))
    + "\n\n### Deep\n\n"
    + "\n\n".join(f"Short paragraph {i}." for i in range(60))
    + "\n\n## Back up\n```python\nunclosed = True\n"
)
CODE = (
    "import os\n\n\ndef first():\n    return 1\n\n    # same definition\n\n"
    "async def second():\n    pass\nclass Third:\n    def inner(self):\n        pass\n\n"
    "export function fourth() {}\n" + "x = 1\n" * 500
)
PROSE = "  Leading space.\n\n\n" + "One long line " * 300 + "\n\nEnd.\u2028Same line?\n"


@pytest.mark.parametrize(
    ("text", "kind", "expected"),
    [
        (
            MARKDOWN,
            TextKind.MARKDOWN,
            [
                (0, 27, ()),
                (31, 109, ("Title", "Setup")),
                (111, 2499, ("Title", "Setup")),
                (2501, 4899, ("Title", "Setup")),
                (4902, 6097, ("Title", "Setup", "Deep")),
                (6099, 6160, ("Title", "Setup", "Deep")),
                (6162, 6198, ("Title", "Back up")),
            ],
        ),
        (
            CODE,
            TextKind.CODE,
            [
                (0, 9, ()),
                (12, 60, ("first",)),
                (62, 90, ("second",)),
                (91, 137, ("Third",)),
                (139, 2536, ("fourth",)),
                (2537, 3166, ("fourth",)),
            ],
        ),
        (PROSE, TextKind.PROSE, [(2, 16, ()), (19, 2419, ()), (2419, 4218, ()), (4221, 4236, ())]),
    ],
    ids=["markdown", "code", "prose"],
)
def test_representative_documents_keep_their_chunk_boundaries(text, kind, expected):
    chunks = chunk_text(text, kind)
    assert [(c.start, c.end, c.headings) for c in chunks] == expected
    for c in chunks:
        assert text[c.start : c.end] == c.text == c.text.strip()
