"""The settings file, Qt-free, shared by the window and the terminal: its model, the
file's format and migration, merging writes from two processes, assistants and MCP servers."""
