"""``arroyo --screenshot DIR``: the whole window in its main states, in each theme, language
and size, driven by the local simulator offline (see ``shots.take``)."""
