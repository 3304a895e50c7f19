"""Outpost's own action keys (doors, oxygen, machines; the fighting keys beside them)."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = (
    KeyGroup("door", "D", "Door", ("open_door", "close_door"), 15),  # free: beside moving
    KeyGroup("machine", "M", "Machine", ("bot_move", "machine_attack", "escort"), 50),
    KeyGroup("oxygen", "O", "Air bottle", ("take_oxygen",), 75),
    # outpost-content: the fighting keys
    KeyGroup("zero_g", "g", "Zero-G dash", ("zero_g_dash",), 12),
    KeyGroup("concentrate", "c", "Concentrate", ("concentrate",), 42),
    KeyGroup("swarm", "w", "Full auto / Predator", ("swarm_attack",), 44),
    KeyGroup("hellfire", "b", "Hellfire", ("hellfire",), 65),
)
