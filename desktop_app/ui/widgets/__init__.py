"""Small widgets and helpers every region may use: accessibility names, spoken
labels, awaiting a dialog, the quiet scroll bar and screen-reader announcements."""
