"""Runs: generated missions of one setting chained with the same team. Survivors carry their XP,
skills and some equipment from one mission to the next; the dead stay dead; between missions the
team rests at camp and takes one of three rewards. A run is plain data (`model.Run`), saved as JSON."""
