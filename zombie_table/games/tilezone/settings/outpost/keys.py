"""Outpost's own action keys (doors, oxygen, machines; the fighting keys beside them)."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = ()
