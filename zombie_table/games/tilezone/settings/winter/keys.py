"""Winter siege's own action keys."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = ()
