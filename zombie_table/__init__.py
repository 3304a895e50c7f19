"""zombie_table: a terminal tabletop for cooperative tile-and-zone zombie board games."""

__version__ = "0.1.0"
