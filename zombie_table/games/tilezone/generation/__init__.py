"""Mission generation for the tile-and-zone family: a seeded map of a setting's own tiles, then a fair
placement of start, goal, objectives, spawns and the setting's tokens. Each setting says how its
missions are made in `settings/<id>/generation.py` (a `RECIPE`); nothing here names a setting."""
