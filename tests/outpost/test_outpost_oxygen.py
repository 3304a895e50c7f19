"""Oxygen (rules reference §4.3, §5.1, §9.1, §9.2): out of an airlock onto the surface only with an
air bottle worn in a body slot; xenos need none; a supply room with no xenos gives a bottle for one
action, with the keep-or-discard choice of a found card."""

from __future__ import annotations

from missionkit import act_as, choose
from outpostkit import bare, outpost_game, place

from zombie_table.games.tilezone import inventory, zombies
from zombie_table.games.tilezone.settings.outpost.state import own


def bottle(game) -> str:
    return next(i for i, c in game.state.cards.items() if c == "oxygen_tank")


def moves(game, sid: str) -> set[str]:
    return {a.args[1] for a in game.legal_actions() if a.kind == "move" and a.args[0] == sid}


def test_no_step_onto_the_surface_without_a_worn_bottle() -> None:  # §9.1
    game = outpost_game()
    bare(game, "rook")
    place(game, "rook", "06R:k")
    act_as(game, "rook")
    assert moves(game, "rook") == {"06R:x"}


def test_a_bottle_in_the_backpack_is_not_worn() -> None:  # §4.7, §9.1
    game = outpost_game()
    bare(game, "rook")
    game.survivor("rook").inventory.backpack[0] = bottle(game)
    place(game, "rook", "06R:k")
    act_as(game, "rook")
    assert "06R:o2" not in moves(game, "rook")


def test_a_worn_bottle_opens_the_hatch() -> None:  # §9.1
    game = outpost_game()
    bare(game, "rook")
    game.survivor("rook").inventory.body[0] = bottle(game)
    place(game, "rook", "06R:k")
    act_as(game, "rook")
    assert moves(game, "rook") == {"06R:x", "06R:o2"}
    choose(game, "move", "rook", "06R:o2")
    assert game.survivor("rook").zone == "06R:o2"


def test_xenos_pass_the_hatch_freely() -> None:  # §4.3
    game = outpost_game()
    assert "06R:o2" in game.board.mover("zombie").exits("06R:k")


def test_the_supply_room_hands_out_a_bottle_for_one_action() -> None:  # §9.2
    game = outpost_game()
    bare(game, "rook")
    place(game, "rook", "06R:d")
    act_as(game, "rook")
    left = game.survivor("rook").actions_left
    choose(game, "take_oxygen", "rook")
    assert game.decision.kind == "keep_card"
    choose(game, "keep", "rook")
    s = game.survivor("rook")
    assert s.actions_left == left - 1
    assert any(game.state.cards[c] == "oxygen_tank" for c in s.inventory.cards())


def test_no_bottle_with_xenos_in_the_supply_room() -> None:  # §9.2
    game = outpost_game()
    place(game, "rook", "06R:d")
    zombies.add_zombies(game, "06R:d", "worker", 1)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "take_oxygen"]


def _label_count(game) -> int:
    label = next(a.label for a in game.legal_actions() if a.kind == "take_oxygen")
    return int(label.split("(")[1].split()[0])


def test_a_discarded_bottle_goes_back_to_the_supply_never_the_equipment_discards() -> None:
    """§9.2: a discarded Oxygen Tank returns to the oxygen supply, "not the Equipment discard pile":
    no reshuffle brings it into the equipment deck, and the supply counts it."""
    game = outpost_game()
    bare(game, "rook")
    s = game.survivor("rook")
    worn = own(game).oxygen.pop()
    s.inventory.body[0] = worn
    before = len(own(game).oxygen)
    inventory.discard(game, s, worn)
    deck = game.state.equipment
    assert worn in own(game).oxygen and len(own(game).oxygen) == before + 1
    assert worn not in deck.discard_pile
    deck.draw_pile, deck.discard_pile = [], [*deck.draw_pile, *deck.discard_pile]
    game.chance.draw("equipment")  # an empty deck: the discards are shuffled back in
    assert not [c for c in deck.draw_pile if game.state.cards[c] == "oxygen_tank"]
    place(game, "rook", "06R:d")
    act_as(game, "rook")
    assert _label_count(game) == len(own(game).oxygen)


def test_a_bottle_turned_down_at_the_supply_stays_in_the_supply() -> None:
    """§9.2: declining the bottle just taken puts it back in the oxygen supply."""
    game = outpost_game()
    bare(game, "rook")
    place(game, "rook", "06R:d")
    act_as(game, "rook")
    before = len(own(game).oxygen)
    choose(game, "take_oxygen", "rook")
    choose(game, "leave", "rook")
    assert len(own(game).oxygen) == before
    assert not [c for c in game.state.equipment.discard_pile if game.state.cards[c] == "oxygen_tank"]
