"""winter-m6 (Stranded on the Curtain): the stranded guards, the ladders on blue and green, leaving
with the guards, and the loss of a guard (rules reference §12, mission 6)."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from missionskit import clear, shipped, stage_done, token_of
from winterkit import place

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.settings.winter import guards
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.settings.winter.walls import LADDER
from zombie_table.games.tilezone.zombies import add_zombies

NEAR, FAR, EXIT = "28R:r1", "33V:r3", "28R:g1"


def test_twelve_guards_and_two_cauldrons_are_stranded_on_the_wall_walk() -> None:
    game = shipped("winter-m6")
    near, far, exit_zone = (game.board.resolve(z) for z in (NEAR, FAR, EXIT))
    assert sorted(game.state.tokens[GUARD]) == sorted([near] * 6 + [far] * 6)
    assert sorted(game.state.tokens["cauldron"]) == sorted([near, far])
    assert len(game.state.tokens["blight"]) == 9
    for zone in (near, far):  # the blighted stair ramparts cut them off: only the other rampart is a way
        assert all(game.board.zones[z].kind is ZoneKind.rampart for z in game.board.exits(zone))
    assert exit_zone in game.board.touching[near]


def test_blue_gives_adrenaline_and_a_rope_ladder_and_a_red_a_crypt_weapon() -> None:
    game = shipped("winter-m6")
    blue = token_of(game, "blue")
    place(game, "vesna", blue.zone)
    act_as(game, "vesna")
    choose(game, "take_objective", "vesna")
    s = game.survivor("vesna")
    assert s.carried == [LADDER] and game.state.xp_total["vesna"] == 5
    red = token_of(game, "red")
    place(game, "borte", red.zone)
    act_as(game, "borte")
    crypt = len(own(game).crypt)
    choose(game, "take_objective", "borte")
    assert LADDER not in game.survivor("borte").carried
    assert len(own(game).crypt) == crypt - 1 and "borte" not in game.state.xp_total


def test_a_ladder_from_the_exit_brings_the_guards_down_and_leaving_takes_them_along() -> None:
    game = shipped("winter-m6")
    near, far, exit_zone = (game.board.resolve(z) for z in (NEAR, FAR, EXIT))
    stage_done(game, 1)
    clear(game, exit_zone)
    place(game, "vesna", exit_zone)
    game.survivor("vesna").carried.append(LADDER)
    act_as(game, "vesna")
    choose(game, "lay_ladder", "vesna", near)
    choose(game, "guard_move", "vesna", near, exit_zone)
    choose(game, "escape", "vesna")
    assert game.state.escaped_tokens.count(GUARD) == 6 and guards.count(game, exit_zone) == 0
    assert game.state.result is None  # six guards still wait on the far rampart
    game.state.tokens[GUARD] = [exit_zone] * 6
    place(game, "borte", exit_zone)
    act_as(game, "borte")
    choose(game, "escape", "borte")
    assert game.state.result == "victory"


def test_nobody_leaves_while_the_ladders_are_still_to_find() -> None:
    game = shipped("winter-m6")
    exit_zone = game.board.resolve(EXIT)
    clear(game, exit_zone)
    place(game, "vesna", exit_zone)
    act_as(game, "vesna")
    assert not [a for a in game.legal_actions() if a.kind == "escape"]


def test_one_guard_falling_loses_the_game() -> None:
    game = shipped("winter-m6")
    near = game.board.resolve(NEAR)
    game.state.tokens[GUARD] = [z for z in game.state.tokens[GUARD] if z != near] + [near]
    game.state.zombies.clear()
    add_zombies(game, near, "walker", 1)
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert own(game).guards_lost == 1
    assert game.state.result == "defeat" and "guard" in game.state.cause
