"""Clear context marks, summaries and branch links (``store.py``), and their tables
(``schema.py``)."""
