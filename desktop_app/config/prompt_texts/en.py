"""The shipped prompts in English: (name, text), in the order of ``SHIPPED_IDS``."""

PROMPTS = (
    (
        "Summarise",
        "Summarise the following in a few short paragraphs, keeping the key facts, names and "
        "numbers:\n\n",
    ),
    (
        "Explain code",
        "Explain what this code does, step by step, and point out anything surprising or "
        "risky:\n\n```\n\n```",
    ),
    (
        "Translate",
        "Translate the following into {{language}}. Keep the meaning, tone and formatting; "
        "reply with the translation only:\n\n",
    ),
    (
        "Proofread",
        "Proofread the following text. Fix spelling, grammar and punctuation without changing "
        "its meaning or voice, then list the changes you made:\n\n",
    ),
    (
        "Commit message",
        "Write a git commit message for this change: a summary line under 72 characters, a "
        "blank line, then what changed and why, in plain sentences:\n\n",
    ),
)
