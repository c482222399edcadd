"""What sync keeps in the database: its tables and what travels with it."""
