"""The local store: one SQLite file holding conversations, generations, the operation ledger
and tool grants. Standard library ``sqlite3`` only; it knows nothing of Qt or the network."""
