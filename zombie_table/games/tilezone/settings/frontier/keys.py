"""Frontier's own action keys: the brawlers' charge and the gunslingers' fanning."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS = (
    KeyGroup("charge", "c", "Charge", ("charge",), 20),
    KeyGroup("fan", "g", "Fan", ("fan",), 50),
)
