"""A Model Context Protocol client: sessions over stdio and HTTP, and their tools offered to the
model through the same validation, confirmation and ledger as the built-in tools. No Qt."""
