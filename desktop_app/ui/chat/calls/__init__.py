"""What a tool card offers after the call: Undo (one call, or the turn's file changes) and,
for an outcome not known, Mark as done or Run again."""
