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
