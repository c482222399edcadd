"""Settings, Sync: the page, its parts, and the runner that syncs off the window's thread."""
