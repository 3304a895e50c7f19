"""§11.2 deaths: three wounds kill (a frostbite wound among them); each death costs a morale, but
not an exiled player's; equipment goes back to the owner's hand in the colony, into the place's
deck outside; a dead leader's group picks a new one; a helpless survivor's death costs a morale."""

from zombie_table.games.colony import deaths, effects
from tests.colony.kit import COLONY, group, start


def test_the_third_wound_kills_and_a_frostbite_wound_counts_toward_it():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    walt = game.state.survivors["walt_dobrev"]
    walt.wounds, walt.frostbite = 1, 1
    morale = game.state.morale
    deaths.wound(game, "walt_dobrev", 1, "test")
    assert "walt_dobrev" not in game.state.survivors and game.state.morale == morale - 1


def test_two_wounds_leave_a_survivor_standing():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    deaths.wound(game, "walt_dobrev", 2, "test")
    assert game.state.survivors["walt_dobrev"].wounds == 2


def test_equipment_of_a_death_in_the_colony_goes_back_to_the_owners_hand():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", COLONY))
    ann = game.state.players[0]
    game.state.survivors["ada_kovac"].equipment = ["snow_shovel"]
    hand = list(ann.hand)
    deaths.kill(game, "ada_kovac", "test")
    assert ann.hand == hand + ["snow_shovel"]


def test_equipment_of_a_death_outside_is_shuffled_into_that_places_deck():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY), ("ada_kovac", "clinic"))
    deck = game.chance.decks["clinic"]
    deck.draw_pile.remove("bone_saw")
    game.state.survivors["ada_kovac"].equipment = ["bone_saw"]
    hand = list(game.state.players[0].hand)
    deaths.kill(game, "ada_kovac", "test")
    assert "bone_saw" in deck.draw_pile and game.state.players[0].hand == hand


def test_an_exiled_players_deaths_cost_the_colony_no_morale():
    game = start()
    group(game, 1, ("eli_brandt", "clinic"), ("agnes_hale", "clinic"))
    game.state.players[1].exiled = True
    morale = game.state.morale
    deaths.kill(game, "agnes_hale", "test")
    assert game.state.morale == morale


def test_a_dead_leader_is_replaced_by_the_owners_pick():
    game = start()
    group(game, 1, ("eli_brandt", COLONY), ("agnes_hale", COLONY), ("walt_dobrev", COLONY))
    ben = game.state.players[1]
    deaths.kill(game, "eli_brandt", "test")
    game.state.decision = None  # the death came outside a choice: let the queued steps run
    game.run()
    assert game.decision.kind == "leader" and game.decision.player == ben.id
    game.apply(next(a for a in game.legal_actions() if "Walt" in a.label))
    assert ben.leader == "walt_dobrev"


def test_a_helpless_survivors_death_costs_a_morale():
    game = start()
    game.state.places[COLONY].helpless = 2
    morale = game.state.morale
    effects.helpless(game, None, -1)
    assert game.state.places[COLONY].helpless == 1 and game.state.morale == morale - 1
