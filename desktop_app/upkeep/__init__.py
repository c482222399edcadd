"""Looking after the installation: whether a newer Arroyo exists, and reports of crashes."""
