"""Colony as a registered game: its content files (`assets/colony/`, kinds in `schema.py`), its
entries (`missions/colony/`), its command face (`cli.py`), its part of the bot
protocol (`protocol.py`: its typed table) and its screen."""

from zombie_table.games.registry import Registered

GAME = Registered("colony", "Colony", "a siege with secret objectives, 1-5 players, bots welcome",
                  kinds="zombie_table.games.colony.schema:KINDS", folder="zombie_table.games.colony.content:FOLDER",
                  commands="zombie_table.games.colony.cli", protocol="zombie_table.games.colony.protocol",
                  screen="zombie_table.tui.screens.colony",
                  menu_key="y", tag="siege")
