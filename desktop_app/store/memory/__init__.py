"""The facts a person asked Arroyo to remember, and their table."""
