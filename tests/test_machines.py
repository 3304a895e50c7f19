"""The wagon and the gatling gun: who may use them, what they cost, how they move and fire."""

from __future__ import annotations

from missionkit import act_as, choose, game_on, run_steps

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.zombies import add_zombies


class Dice:
    """Scripted dice: each roll takes the next value."""

    def __init__(self, *values: int):
        self.values = list(values)

    def randint(self, lo: int, hi: int) -> int:
        return self.values.pop(0)


def machine_game(*tokens: tuple[str, str], rules: list | None = None):
    return game_on(team=[("bo_tanner", "Ann"), ("ruth_calloway", "Ann")], layout=[["2R", "3R"]], start=["2R:s"],
                   spawns=[{"zone": "3R:e", "kind": "starting"}],
                   tokens=[{"kind": k, "zone": z} for k, z in tokens], rules=rules or [])


def labels(game, kind: str) -> list[str]:
    return [a.label for a in game.legal_actions() if a.kind == kind]


def test_pushing_the_wagon_costs_three_actions_and_carries_its_riders() -> None:
    game = machine_game(("wagon", "2R:s"))
    ruth = game.survivor("ruth_calloway")
    act_as(game, "ruth_calloway")
    choose(game, "board_wagon")
    assert ruth.riding and ruth.actions_left == 2
    act_as(game, "bo_tanner")
    choose(game, "push_wagon", "bo_tanner", "2R:x")
    assert game.state.tokens["wagon"] == ["2R:x"]
    assert game.survivor("bo_tanner").zone == "2R:x" and ruth.zone == "2R:x", "riders move with the wagon"
    assert game.survivor("bo_tanner").actions_left == 0


def test_the_wagon_drives_on_open_ground_only_and_riders_cannot_walk() -> None:
    game = machine_game(("wagon", "2R:s"))
    act_as(game, "bo_tanner")
    assert all(":x" in label or ":w" in label or ":e" in label for label in labels(game, "push_wagon"))
    assert not any("Doctor" in label for label in labels(game, "push_wagon"))
    choose(game, "board_wagon")
    assert not labels(game, "move") and labels(game, "leave_wagon")


def test_boarding_is_free_right_after_moving_into_the_wagon_zone() -> None:
    game = machine_game(("wagon", "2R:x"))
    act_as(game, "bo_tanner")
    choose(game, "move", "bo_tanner", "2R:x")
    assert "free" in labels(game, "board_wagon")[0]
    left = game.survivor("bo_tanner").actions_left
    choose(game, "board_wagon")
    assert game.survivor("bo_tanner").actions_left == left


def test_zombies_attack_survivors_inside_the_wagon() -> None:
    game = machine_game(("wagon", "2R:s"))
    act_as(game, "bo_tanner")
    choose(game, "board_wagon")
    add_zombies(game, "2R:s", "walker", 1)
    for sid in ("bo_tanner", "ruth_calloway"):
        game.survivor(sid).zone = "2R:x" if sid == "ruth_calloway" else "2R:s"
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert game.survivor("bo_tanner").wounds == 1


def test_the_gatling_fires_with_its_own_numbers_and_escalates() -> None:
    game = machine_game(("gatling", "2R:s"))
    add_zombies(game, "2R:x", "walker", 10)
    act_as(game, "bo_tanner")
    bo = game.survivor("bo_tanner")
    game.state.dice = Dice(*([1] * 4), *([1] * 5))
    first = [a for a in game.legal_actions() if a.kind == "fire_gatling" and a.args[1] == "2R:x"]
    assert first and "4d 5+ dmg 2" in first[0].label and "BOOM" in first[0].label
    events = choose(game, "fire_gatling", "bo_tanner", "2R:x")
    rolled = [e for e in events if e.kind is Ev.rolled]
    assert len(rolled[0].data["dice"]) == 4
    while game.decision.kind != "act":
        game.apply(0)
    second = [a for a in game.legal_actions() if a.kind == "fire_gatling" and a.args[1] == "2R:x"]
    assert "5d 5+" in second[0].label, "each consecutive shot adds a die"
    assert game.state.noise["level"] == "boom"
    assert bo.actions_left == 2


def test_the_operator_skills_never_apply_to_the_gatling() -> None:
    game = machine_game(("gatling", "2R:s"))
    bo = game.survivor("bo_tanner")
    bo.skills.append("plus_die:ranged")
    add_zombies(game, "2R:x", "walker", 3)
    act_as(game, "bo_tanner")
    assert "4d 5+ dmg 2" in [a.label for a in game.legal_actions() if a.kind == "fire_gatling"][0]


def test_a_fixed_gatling_cannot_be_moved_and_a_free_one_costs_three_actions() -> None:
    fixed = machine_game(("gatling", "2R:s"), rules=[{"kind": "gatling", "moves": "fixed"}])
    act_as(fixed, "bo_tanner")
    assert not labels(fixed, "move_gatling")
    free = machine_game(("gatling", "2R:s"))
    act_as(free, "bo_tanner")
    choose(free, "move_gatling", "bo_tanner", "2R:x")
    assert free.state.tokens["gatling"] == ["2R:x"] and free.survivor("bo_tanner").zone == "2R:x"
    assert free.survivor("bo_tanner").actions_left == 0


def test_a_wagon_mounted_gatling_fires_only_from_inside_and_rides_along() -> None:
    game = machine_game(("wagon", "2R:s"), ("gatling", "2R:s"), rules=[{"kind": "gatling", "moves": "wagon"}])
    add_zombies(game, "2R:x", "walker", 1)
    act_as(game, "bo_tanner")
    assert not labels(game, "fire_gatling")
    choose(game, "board_wagon")
    assert labels(game, "fire_gatling")
    act_as(game, "ruth_calloway")
    game.state.zombies.clear()
    choose(game, "push_wagon", "ruth_calloway", "2R:x")
    assert game.state.tokens["gatling"] == ["2R:x"]


def test_a_stuck_wagon_blocks_its_zone_until_dynamite_destroys_it() -> None:
    game = machine_game(("wagon", "2R:x"), rules=[{"kind": "stuck_wagon"}])
    act_as(game, "bo_tanner")
    assert not any("2R:x" in label for label in labels(game, "move"))
    assert "2R:x" not in game.board.exits("2R:s")
    card = next(c for c, cid in game.state.cards.items() if cid == "blasting_stick")
    game.state.equipment.take(card)
    game.survivor("bo_tanner").inventory.backpack[0] = card
    game.invalidate()
    choose(game, "dynamite", "bo_tanner", card, "2R:x")
    assert game.state.tokens["wagon"] == [] and game.state.own.wagon_destroyed
    assert "2R:x" in game.board.exits("2R:s")
