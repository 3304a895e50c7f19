"""Winter siege's own action keys (the walls, the guards, the cauldrons, what lies on the board)."""

from zombie_table.games.tilezone.keys import KeyGroup

KEY_GROUPS: tuple[KeyGroup, ...] = (
    KeyGroup("cast", "c", "Cast", ("cast",), 45),  # combat spells, beside shooting
    KeyGroup("guards", "g", "Guards", ("guard_move", "guard_melee", "guard_ranged", "guard_shove", "guards_carry_cauldron",
                                       "guards_pour_cauldron"), 52),
    KeyGroup("cauldron", "C", "Cauldron", ("carry_cauldron", "pour_cauldron"), 54),
    KeyGroup("ladder", "H", "Ladder", ("lay_ladder", "retrieve_ladder"), 56),  # H: the map's mark of a ladder
    KeyGroup("drake_fire", "b", "Drake fire", ("drake_fire",), 65),
    KeyGroup("enchant", "w", "Enchant", ("enchant",), 67),
    KeyGroup("pick_up", "P", "Pick up", ("take_from_pile", "take_crypt", "take_ladder"), 92),
)
