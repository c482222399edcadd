"""The terminal: one module per command family (ask, replay, list/export/import, mcp)
beside the parser and the entry point; ``arroyo`` starts in ``main``."""
