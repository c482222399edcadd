"""Knowledge bases: retrieval over local files. Folders and files are walked (``sources``), their
text taken out (``extract``, ``documents``), cut where their structure allows (``chunking``) and
kept in one SQLite file per base (``index_db``) with full-text search and vectors
(``vectors``); ``base.KnowledgeBase`` is the service the terminal and the window use."""
