"""The sheet's probable and unclear readings, each a named option (`LIKELY` in
`games/colony/options.py`), and the options added for them played both ways: §5 step 3 clockwise
turns, §5 step 7 the first player passing left, §5 step 1 starvation tokens staying, §6.1 a zombie
killed in the attacker's own place and the attacker that "may" take a card, §7 giving on request
being voluntary, §9.1 a bite stopping with nobody else there, §12 an exile's moves rolling for
exposure, §1 the player count."""

from __future__ import annotations

import re

import pytest
from tests.colony.kit import COLONY, dice, exposure, group, labels, pick, start, zombies

from zombie_table.games.colony.schema import Face
from zombie_table.games.colony import colony_phase, turns
from zombie_table.games.colony.options import LIKELY, ColonyOptions
from zombie_table.games.colony.start import SetupError, new_game

READINGS = 46  # the reference's uncertain readings (its 'likely' and 'unclear' marks) in Colony's sections, counted (one line may hold several)


def test_every_reading_of_the_sheet_is_an_option_or_said_to_be_content() -> None:
    for where, decided in LIKELY.items():
        assert re.match(r"§\d+(\.\d+)*", where), where
        names = decided.split(", ")
        assert decided.startswith(("content: ", "no rule: ", "not built: ")) or all(
            n in ColonyOptions.model_fields for n in names), (where, decided)
    assert len(LIKELY) >= READINGS


@pytest.mark.parametrize("clockwise", [True, False])
def test_turns_go_clockwise_from_the_first_player_or_the_other_way(clockwise: bool) -> None:
    """§5 step 3."""
    game = new_game(3, ["Ann", "Ben", "Cat", "Dan"], "larder", options={"clockwise": clockwise})
    game.state.first, game.state.queue, game.state.decision = 1, [], None
    turns.round_start(game, {})
    seats = [step["seat"] for step in game.state.queue if step["kind"] == "turn"]
    assert seats == ([1, 2, 3, 0] if clockwise else [1, 0, 3, 2])


@pytest.mark.parametrize("left", [True, False])
def test_the_first_player_token_passes_left_or_right(left: bool) -> None:
    """§5 step 7: left is the next seat in clockwise order."""
    game = start(names=("Ann", "Ben", "Cat"), first_passes_left=left)
    game.state.first = 0
    colony_phase.pass_first(game, {})
    assert game.state.first == (1 if left else 2)


@pytest.mark.parametrize("stays", [True, False])
def test_starvation_tokens_stay_or_go_when_the_colony_is_fed(stays: bool) -> None:
    """§5 phase 2 step 1: tokens are added on a shortfall; as the reference most likely means, they stay for the whole game."""
    game = start(starvation_stays=stays)
    game.state.starvation, game.state.food = 2, 20
    colony_phase.pay_food(game, {})
    assert game.state.starvation == (2 if stays else 0)


@pytest.mark.parametrize("same_place", [True, False])
def test_a_zombie_is_killed_in_the_attackers_own_place_or_anywhere(same_place: bool) -> None:
    """§6.1: the zombie target as the reference most likely means, in the same place."""
    game = start(attack_zombie_same_place=same_place)
    group(game, 0, ("walt_dobrev", COLONY))
    zombies(game, "clinic", 2)
    dice(game, 6)
    far = [label for label in labels(game) if "kills a zombie at Saint Brigid Clinic" in label]
    assert bool(far) != same_place
    if far:
        pick(game, "kills a zombie at Saint Brigid Clinic")
        assert game.state.places["clinic"].zombies == 1


def wound_eli(game) -> None:
    group(game, 0, ("walt_dobrev", "clinic"))
    group(game, 1, ("eli_brandt", "clinic"), ("ada_kovac", COLONY))  # eli: attack 3
    game.state.players[1].hand = ["tinned_beans.1", "nail_gun"]
    dice(game, 6)
    game.chance.script([3])
    pick(game, "Walt Dobrev attacks Eli Brandt")


def test_the_attacker_may_take_a_card_or_nothing() -> None:
    """§6.1: on a hit the attacker "may" take a card from the target owner's hand."""
    game = start()
    wound_eli(game)
    assert game.decision.kind == "steal" and labels(game) == ["Take a card at random from Ben's hand", "Take nothing"]
    pick(game, "Take nothing")
    assert len(game.state.players[1].hand) == 2 and game.decision.kind == "turn"


def test_the_attacker_always_taking_a_card_is_an_option() -> None:
    game = start(steal_optional=False)
    wound_eli(game)
    assert game.decision.kind == "turn" and len(game.state.players[1].hand) == 1 and len(game.state.players[0].hand) == 6


@pytest.mark.parametrize("voluntary", [True, False])
def test_a_player_asked_for_a_card_may_give_nothing(voluntary: bool) -> None:
    """§7 Request: as the reference most likely means, giving is voluntary; else a card the asker can play must be given."""
    game = start(giving_voluntary=voluntary)
    game.state.players[1].hand = ["tinned_beans.1"]
    pick(game, "Ask Ben for a card")
    assert game.decision.kind == "give"
    assert ("Give nothing" in labels(game)) == voluntary and "Give Tinned Beans" in labels(game)


@pytest.mark.parametrize("stops", [True, False])
def test_a_bite_with_nobody_else_there_stops_or_passes_to_the_weakest_anywhere(stops: bool) -> None:
    """§9.1 step 2: as the reference most likely means, if no other survivor is there, the spread stops."""
    game = start(bite_stops_alone=stops)
    group(game, 0, ("walt_dobrev", COLONY))
    group(game, 1, ("agnes_hale", "clinic"), ("penny_oakes", COLONY))
    exposure(game, Face.bite)
    pick(game, "Move Walt Dobrev to Upper Valley School")
    assert "walt_dobrev" not in game.state.survivors
    if stops:
        assert game.decision.kind == "turn"
    else:
        assert (game.decision.kind, game.decision.survivor) == ("bite", "agnes_hale")


@pytest.mark.parametrize("exposed", [True, False])
def test_an_exiles_moves_outside_roll_for_exposure_or_not(exposed: bool) -> None:
    """§12: the exile's survivors leave by the move rules and as the reference most likely means, the exposure roll."""
    game = start(names=("Ann", "Ben", "Cat"), exile_moves_exposed=exposed)
    group(game, 1, ("ada_kovac", COLONY))
    dice(game, 1)
    pick(game, "Call a vote to exile Ben")
    for choice in ("Exile Ben", "Keep Ben", "Exile Ben"):
        while game.decision.kind != "ballot":
            game.apply(0)
        pick(game, choice)
    exposure(game, Face.wound)
    events = pick(game, "Go to Kessler Hardware")
    while game.decision.kind != "turn":
        events += game.apply(0)
    assert any(e.kind == "exposure" for e in events) == exposed
    assert game.state.survivors["ada_kovac"].wounds == (1 if exposed else 0)


def test_the_player_count_is_two_to_five_by_default_and_an_option() -> None:
    """§1: as the reference most likely means, 2–5 players."""
    with pytest.raises(SetupError, match="2 to 5"):
        new_game(1, ["A"], "larder")
    with pytest.raises(SetupError, match="2 to 5"):
        new_game(1, list("ABCDEF"), "larder")
    with pytest.raises(SetupError, match="3 to 5"):
        new_game(1, ["A", "B"], "larder", options={"min_players": 3})
    assert len(new_game(1, ["A", "B", "C"], "larder", options={"max_players": 3}).state.players) == 3
