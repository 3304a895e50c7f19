"""winter-m9 (The Abbess on the Road): the ward who counts as a survivor — 1 noise, killed (and the
game lost) by one wound, moving one zone at the start of the players' phase only with a survivor or
guard and no zombie in her zone — and the win in the exit with no zombie there (rules reference §12,
mission 9)."""

from __future__ import annotations

from missionkit import act_as, run_steps
from missionskit import clear, shipped
from winterkit import place

from zombie_table.games.tilezone.noise import zone_noise
from zombie_table.games.tilezone.settings.winter.corruption import ward
from zombie_table.games.tilezone.settings.winter.escort import ESCORT, where
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.zombies import add_zombies

SACRISTY, EXIT = "32R:ne", "28V:e"


def alone_with_her(game, zone: str) -> None:
    """The abbess in `zone` with nobody else about."""
    game.state.tokens[ESCORT] = [zone]
    game.state.tokens[GUARD] = []
    for sid in ("vesna", "borte"):
        place(game, sid, game.board.resolve("27V:x"))
    game.state.zombies.clear()


def test_she_is_the_ward_makes_one_noise_and_starts_with_her_guards() -> None:
    game = shipped("winter-m9")
    sacristy = game.board.resolve(SACRISTY)
    assert where(game) == ward(game) == sacristy
    assert game.state.tokens[GUARD] == [sacristy] * 3
    alone_with_her(game, sacristy)
    assert zone_noise(game, sacristy) == 1


def test_one_wound_kills_her_and_loses_the_game() -> None:
    game = shipped("winter-m9")
    sacristy = game.board.resolve(SACRISTY)
    alone_with_her(game, sacristy)
    add_zombies(game, sacristy, "walker", 1)
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert where(game) is None
    assert game.state.result == "defeat" and "ward" in game.state.cause


def test_she_moves_one_zone_at_the_phase_start_only_escorted_and_with_no_zombie() -> None:
    game = shipped("winter-m9")
    sacristy = game.board.resolve(SACRISTY)
    alone_with_her(game, sacristy)
    run_steps(game, {"kind": "escort"})
    assert game.decision.kind != "escort"  # nobody with her
    place(game, "vesna", sacristy)
    run_steps(game, {"kind": "escort"})
    assert game.decision.kind == "escort"
    moves = [a for a in game.legal_actions() if a.kind == "escort_move"]
    assert {a.args[0] for a in moves} == set(game.board.exits(sacristy))
    assert [a.kind for a in game.legal_actions()].count("escort_stay") == 1
    game.apply(moves[0])
    assert where(game) == moves[0].args[0] == ward(game)
    add_zombies(game, where(game), "walker", 1)
    place(game, "vesna", where(game))
    run_steps(game, {"kind": "escort"})
    assert game.decision.kind != "escort"  # a zombie stands with her


def test_a_guard_escorts_her_too() -> None:
    game = shipped("winter-m9")
    sacristy = game.board.resolve(SACRISTY)
    alone_with_her(game, sacristy)
    game.state.tokens[GUARD] = [sacristy]
    run_steps(game, {"kind": "escort"})
    assert game.decision.kind == "escort"


def test_she_wins_in_the_exit_with_no_zombie_there() -> None:
    game = shipped("winter-m9")
    exit_zone = game.board.resolve(EXIT)
    alone_with_her(game, exit_zone)
    add_zombies(game, exit_zone, "walker", 1)
    place(game, "vesna", exit_zone)
    act_as(game, "vesna")  # the conditions are checked as the turn starts
    assert game.state.result is None
    clear(game, exit_zone)
    act_as(game, "vesna")
    assert game.state.result == "victory"
