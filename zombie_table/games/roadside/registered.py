"""Roadside as a registered game: its content files (`assets/roadside/`, kinds in `schema.py`), its
entries (`missions/roadside/`), its command face (`cli.py`), its part of the bot
protocol (`protocol.py`: its typed table) and its screen."""

from zombie_table.games.registry import Registered

GAME = Registered("roadside", "Roadside", "a race across a map of spaces, 1-6 players, bots welcome",
                  kinds="zombie_table.games.roadside.schema:KINDS", folder="zombie_table.games.roadside.content:FOLDER",
                  commands="zombie_table.games.roadside.cli", protocol="zombie_table.games.roadside.protocol",
                  screen="zombie_table.tui.screens.roadside",
                  menu_key="o", tag="race")
