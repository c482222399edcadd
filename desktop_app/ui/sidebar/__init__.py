"""The list of conversations on the left: its item model, grouping by date, drawing
of each row and the search field above it."""
