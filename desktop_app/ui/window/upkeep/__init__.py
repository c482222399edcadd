"""What the window says about its own upkeep: a moved data folder, a crash, an update."""
