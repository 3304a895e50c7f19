"""Outpost's own action keys (doors, oxygen, machines; the fighting keys beside them)."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = (
    KeyGroup("door", "D", "Door", ("open_door", "close_door"), 15),  # free: beside moving
    KeyGroup("machine", "M", "Machine", ("bot_move", "machine_attack"), 50),
    KeyGroup("oxygen", "O", "Air bottle", ("take_oxygen",), 75),
)
