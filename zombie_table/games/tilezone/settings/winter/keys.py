"""Winter siege's own action keys."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = (
    KeyGroup("cast", "c", "Cast", ("cast",), 45),  # combat spells, beside shooting
    KeyGroup("drake_fire", "b", "Drake fire", ("drake_fire",), 65),
    KeyGroup("enchant", "w", "Enchant", ("enchant",), 67),
)
