"""One conversation's life, for the window and the terminal alike: no Qt here."""
