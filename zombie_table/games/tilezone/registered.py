"""The tile-and-zone family as a registered game: its settings' content kinds (tiles, missions,
decks, survivors, skills, zombies, rules). Its entries are the missions of `missions/<setting>/`, and
its commands are the commands' own (`commands/play.py` and the rest), so it has no command face."""

from zombie_table.games.registry import Registered

GAME = Registered("tilezone", "Tile-and-zone", "the tile-and-zone family: missions on a board of tiles",
                  kinds="zombie_table.games.tilezone.kinds:KINDS", protocol="zombie_table.games.tilezone.protocol",
                  judge="zombie_table.games.tilezone.mutants:judge")
