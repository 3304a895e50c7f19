"""§3.4: "Defeat comes at once when … the Mission's objectives can no longer be completed" — for
every mission, through each goal kind's own `impossible` (tokens, cards, a train still on the
board), not at the round-limit safety net. And M1's "no zombies on the train" counts the coupled
car (12R): leaving in the locomotive is not yet a victory while the car is still on the board."""

from __future__ import annotations

from missionkit import _SHIPPED, act_as, answer_setup, choose, game_on, run_steps

from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.zombies import add_zombies

TEAM = [("bo_tanner", "Ann"), ("ruth_calloway", "Ann")]


def m1(seed: int = 1):
    game = new_game(_SHIPPED, "frontier-m1", TEAM, seed)
    answer_setup(game)
    game.undo_enabled = False
    return game


def arm(game, sid: str) -> None:
    card = game.state.bounty.pop()
    game.survivor(sid).inventory.backpack[0] = card


def test_m1_is_lost_at_once_when_the_bounty_deck_runs_out_before_everyone_is_armed() -> None:
    """Two unarmed survivors, two bounty weapons left: Bo wins one and throws it away."""
    game = m1()
    state = game.state
    state.equipment.discard_pile.extend(state.bounty[2:])
    del state.bounty[2:]
    bo = game.survivor("bo_tanner")
    bo.zone = "2R:sb"  # a strongbox: 5 XP and the top bounty weapon
    state.zombies = {}
    act_as(game, "bo_tanner")
    choose(game, "take_objective", "bo_tanner")
    assert state.result is None and state.decision.kind == "keep_card", "the card in hand still counts"
    events = choose(game, "leave")
    assert state.result == "defeat" and state.round == 1
    assert state.cause == "too few bounty weapons are left to arm every survivor"
    assert any(e.kind is Ev.game_over for e in events)


def test_m1_goes_on_while_the_deck_still_holds_enough() -> None:
    game = m1()
    state = game.state
    state.equipment.discard_pile.extend(state.bounty[2:])
    del state.bounty[2:]
    game.survivor("bo_tanner").zone = "2R:sb"
    state.zombies = {}
    act_as(game, "bo_tanner")
    choose(game, "take_objective", "bo_tanner")
    assert state.result is None


def test_a_bounty_weapon_carried_by_an_armed_survivor_can_still_be_traded() -> None:
    """Ruth holds two bounty weapons and the deck is empty: Bo can still be armed by a trade."""
    game = m1()
    state = game.state
    arm(game, "ruth_calloway")
    ruth = game.survivor("ruth_calloway")
    ruth.inventory.backpack[1] = state.bounty.pop()
    state.equipment.discard_pile.extend(state.bounty)
    state.bounty.clear()
    assert verdict(game)[1] is None
    state.equipment.discard(ruth.inventory.backpack[1])
    ruth.inventory.backpack[1] = None
    game.invalidate()
    assert verdict(game) [1:] == ("defeat", "too few bounty weapons are left to arm every survivor")


def test_a_destroyed_objective_still_loses_through_its_goal() -> None:
    game = game_on(layout=[["2R", "3R"]], start=["2R:s"], spawns=[{"zone": "3R:e", "kind": "starting"}],
                   objectives=[{"zone": "2R:sb", "color": "red"}, {"zone": "3R:sk", "color": "red"}],
                   victory=[[{"kind": "take_objectives"}], [{"kind": "escape"}]], exit="3R:e")
    game.state.objectives[1].lost = True
    assert verdict(game)[1:] == ("defeat", "an objective the mission needs was destroyed")


# ---------------------------------------------------------------- M1: the coupled car counts
def m1_on_the_train(walker_in_car: bool):
    """M1 with both survivors armed and standing in the cab of a locomotive about to leave, the
    passenger car (12R) coupled behind it."""
    game = m1()
    for sid, _ in TEAM:
        arm(game, sid)
    game.state.zombies = {}
    train.trigger(game, "test")
    run_steps(game, {"kind": "train_phase"})  # the locomotive arrives
    for sid, _ in TEAM:
        game.survivor(sid).zone = train.cab(game)
    run_steps(game, {"kind": "train_phase"})  # it advances to the far end and couples 12 as a car
    assert game.state.layout[1] == ["12R@0", "10R@0"]
    if walker_in_car:
        add_zombies(game, "12R:pa", "walker", 1)
    return game


def play_on(game) -> list:
    """Every survivor ends its turn at once; other questions get their first answer."""
    events = []
    while not game.over:
        legal = game.legal_actions()
        ends = [a for a in legal if a.kind == "end_turn"]
        events += game.apply(ends[0] if ends else legal[0])
    return events


def test_m1_leaving_in_the_locomotive_waits_for_the_car_and_its_zombie_loses() -> None:
    game = m1_on_the_train(walker_in_car=True)
    events = play_on(game)  # the locomotive leaves at the end of this players' phase
    escaped = [i for i, e in enumerate(events) if e.kind is Ev.escaped]
    over = [i for i, e in enumerate(events) if e.kind is Ev.game_over]
    assert len(escaped) == 2 and len(over) == 1 and escaped[-1] < over[0]
    assert game.state.result == "defeat" and game.state.cause == "the train left with zombies aboard"
    rounds = [e for e in events[escaped[-1]:over[0]] if e.kind is Ev.round and not e.data.get("ended")]
    assert rounds, "the car leaves in the next round's train phase, not with the locomotive"


def test_m1_is_won_only_when_the_car_has_left_too() -> None:
    game = m1_on_the_train(walker_in_car=False)
    events = play_on(game)
    assert game.state.result == "victory"
    assert train.status(game) == "gone" and all("R" not in slot for slot in game.state.layout[1])
    left = [i for i, e in enumerate(events) if e.kind is Ev.token and "head of the train leaves" in e.text]
    assert len(left) == 2, "the locomotive, then the car"
