"""The questions the window asks: confirming a tool's action, an MCP server's form,
the inspector, help and the start-up problems. One module per dialog."""
