"""§9 the exposure die after moves and kills; §9.1 the bite spreading to the lowest-influence
survivor in the same place, its owner putting it down or rolling (only a blank stops it); frostbite
hurting again at the start of its owner's turn."""

from zombie_table.games.colony.schema import Face
from zombie_table.games.colony import turns
from tests.colony.kit import COLONY, dice, exposure, group, pick, start, texts


def test_a_move_rolls_exposure_and_a_wound_lands_where_it_arrives():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    exposure(game, Face.wound)
    pick(game, "Move Walt Dobrev to Saint Brigid Clinic")
    walt = game.state.survivors["walt_dobrev"]
    assert (walt.place, walt.wounds) == ("clinic", 1)
    assert not any("Move Walt" in a.label for a in game.legal_actions())  # once a turn


def test_a_bite_kills_and_spreads_to_the_lowest_influence_survivor_there():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("eli_brandt", "school"))
    group(game, 1, ("agnes_hale", "school"), ("penny_oakes", "school"))
    exposure(game, Face.bite)
    pick(game, "Move Walt Dobrev to Upper Valley School")
    assert "walt_dobrev" not in game.state.survivors
    decision = game.decision
    assert (decision.kind, decision.survivor, decision.player) == ("bite", "agnes_hale", "p2")
    exposure(game, Face.wound)  # anything but a blank: she dies, and it spreads on
    pick(game, "Roll the exposure die for Agnes Hale")
    assert "agnes_hale" not in game.state.survivors
    assert game.decision.survivor == "penny_oakes"
    pick(game, "Put Penny Oakes down")
    assert "penny_oakes" not in game.state.survivors
    assert game.decision.kind == "turn" and "eli_brandt" in game.state.survivors


def test_a_blank_on_the_spread_roll_stops_the_bite():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("agnes_hale", "clinic"), ("penny_oakes", "clinic"))
    exposure(game, Face.bite, Face.blank)
    pick(game, "Move Walt Dobrev to Saint Brigid Clinic")
    events = pick(game, "Roll the exposure die for Agnes Hale")
    assert "spared" in texts(events)
    assert {"agnes_hale", "penny_oakes"} <= set(game.state.survivors)


def test_a_kill_rolls_exposure_unless_the_survivor_kills_safely():
    game = start()
    group(game, 0, ("walt_dobrev", "clinic"), ("tobias_renner", "clinic"))
    game.state.places["clinic"].entrances[0].zombies = 2
    dice(game, 5, 6)
    exposure(game, Face.wound, Face.wound)
    pick(game, "Walt Dobrev kills a zombie at Saint Brigid Clinic (die 5)")
    pick(game, "Tobias Renner kills a zombie at Saint Brigid Clinic (die 6)")  # his edge: no exposure roll
    assert game.state.survivors["walt_dobrev"].wounds == 1
    assert game.state.survivors["tobias_renner"].wounds == 0


def test_frostbite_hurts_again_at_the_start_of_its_owners_turn():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("ada_kovac", COLONY))
    walt = game.state.survivors["walt_dobrev"]
    walt.frostbite = 1
    turns.turn(game, {"seat": 1})  # Ben's turn: not Walt's owner's
    assert walt.wounds == 0
    turns.turn(game, {"seat": 0})
    assert walt.wounds == 1


def test_frostbite_can_hurt_at_every_turn_as_an_option():
    game = start(frostbite_own_turn=False)
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("ada_kovac", COLONY))
    game.state.survivors["walt_dobrev"].frostbite = 1
    turns.turn(game, {"seat": 1})
    assert game.state.survivors["walt_dobrev"].wounds == 1
