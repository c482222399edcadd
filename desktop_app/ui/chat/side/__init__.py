"""Side by side: several models answering one prompt, each in a column of its own."""
