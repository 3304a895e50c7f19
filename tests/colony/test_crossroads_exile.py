"""§5 crossroads cards — drawn by the active player's right-hand neighbour, read out the moment
the trigger holds after an action, their effects on the active player, to the bottom when they
never trigger — and §12 exile votes."""

import pytest

from zombie_table.games.colony import exile, turns
from zombie_table.games.colony.game import Fallen
from zombie_table.games.colony.state import Held
from zombie_table.games.colony.schema import Face
from tests.colony.kit import COLONY, dice, exposure, group, labels, pick, start, texts


def test_the_player_to_the_right_holds_the_crossroads_card():
    game = start(names=("Ann", "Ben", "Cat"))
    turns.turn(game, {"seat": 0})
    assert game.state.held.holder == "p3"
    turns.turn(game, {"seat": 1})
    assert game.state.held.holder == "p1"


def test_a_crossroads_card_fires_after_the_action_that_meets_its_trigger():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    game.state.held = Held("patient_in_bed", "p2")  # trigger: at the clinic
    events = pick(game, "Move Walt Dobrev to Saint Brigid Clinic")
    assert "The Patient in Bed 4" in texts(events)
    assert game.decision.kind == "crossroads" and game.decision.player == "p1"
    helpless = game.state.places[COLONY].helpless
    pick(game, "Carry her back")
    assert game.state.places[COLONY].helpless == helpless + 1
    assert game.state.held is None and "patient_in_bed" in game.state.removed


def test_an_untriggered_card_goes_to_the_bottom_of_the_deck():
    game = start()
    group(game, 0, ("walt_dobrev", COLONY))
    game.state.held = Held("gun_locker", "p2")
    pick(game, "End the turn")
    assert game.chance.decks["crossroads"].draw_pile[0] == "gun_locker"


def test_a_turn_cut_short_by_elimination_still_puts_its_untriggered_card_under_the_deck():
    """§5, §14 E: Ann's only survivor is bitten on a move and she is out; her turn is over, and the
    card held for it goes to the bottom of the deck, not lost with the turn."""
    game = start(elimination=True)
    group(game, 0, ("walt_dobrev", COLONY))
    deck = game.chance.decks["crossroads"]
    deck.draw_pile.remove("gun_locker")
    game.state.held = Held("gun_locker", "p2")
    exposure(game, Face.bite)
    pick(game, "Move Walt Dobrev to Upper Valley School")
    assert game.state.players[0].out and game.me is game.state.players[1]
    assert "gun_locker" in deck.draw_pile and (game.state.held is None or game.state.held.card != "gun_locker")


def test_a_choice_that_would_add_a_survivor_is_closed_when_the_colony_is_full():
    game = start()
    group(game, 0, ("walt_dobrev", "school"))
    others = [sid for sid in game.content.survivors if sid != "walt_dobrev"][:12]  # the colony holds 12
    group(game, 1, *((sid, COLONY) for sid in others))
    game.state.held = Held("survivors_on_roof", "p2")  # trigger: outside, after an attack
    game.state.places["school"].entrances[0].zombies = 1
    dice(game, 6)
    pick(game, "Walt Dobrev kills a zombie at Upper Valley School")
    while game.decision.kind != "crossroads":
        game.apply(0)
    assert labels(game) == ["Wave back and leave"]


def vote(game, *answers):
    for answer in answers:
        assert game.decision.kind == "ballot"
        pick(game, answer)


def test_a_majority_exiles_and_the_exile_leaves_the_colony_with_an_exile_objective():
    game = start(names=("Ann", "Ben", "Cat"))
    group(game, 1, ("eli_brandt", COLONY))
    dice(game, 1)
    pick(game, "Call a vote to exile Ben")
    vote(game, "Exile Ben", "Keep Ben", "Exile Ben")
    ben = game.state.players[1]
    assert ben.exiled and game.content.secrets[ben.secret].kind == "exile"
    assert game.decision.kind == "leave"
    pick(game, "Go to Kessler Hardware")
    while game.decision.kind != "turn":
        game.apply(0)
    assert game.state.survivors["eli_brandt"].place == "hardware"
    assert not any("Call a vote" in label for label in labels(game))  # once a turn


def test_a_tie_goes_as_the_first_player_voted():
    game = start(names=("Ann", "Ben", "Cat", "Dan"))
    dice(game, 1)
    pick(game, "Call a vote to exile Dan")
    vote(game, "Keep Dan", "Exile Dan", "Exile Dan", "Keep Dan")
    assert not game.state.players[3].exiled  # Ann, the first player, voted to keep


def test_exiled_players_cannot_add_to_the_crisis_spend_food_vote_or_enter_the_colony():
    game = start(names=("Ann", "Ben", "Cat"))
    ann = game.state.players[0]
    ann.exiled = True
    group(game, 0, ("walt_dobrev", "clinic"))
    ann.hand = ["tinned_beans.1"]
    game.state.food = 3
    dice(game, 3)
    seen = labels(game)
    assert not any("to the crisis" in s or "Spend 1 food" in s or "Call a vote" in s for s in seen)
    assert "Move Walt Dobrev to The Curling Club" not in seen


def test_two_innocent_exiles_drop_morale_to_zero():
    game = start(names=("Ann", "Ben", "Cat"))
    for p in game.state.players:
        p.secret = "hoarder"
    exile.exile(game, game.state.players[1])
    assert game.state.result is None
    with pytest.raises(Fallen):  # the game ends at once (§13): whatever rule was resolving stops
        exile.exile(game, game.state.players[2])
    assert game.state.morale == 0 and game.state.result == "fallen"
