"""How an answer is drawn as it streams: Markdown, code blocks, math and figures into
a QTextDocument, the end marks and status line, and the 40 ms render scheduler."""
