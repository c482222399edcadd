"""The agent: the loop, its event bus, tools, confirmations and the operation ledger."""
