"""winter-m7 (The Crown Leaves the City): the palace guards, crown and sceptre for adrenaline only,
the gate opening once both are found, leaving with the guards, and the loss of a guard (rules
reference §12, mission 7)."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from missionskit import clear, shipped, stage_done, token_of
from winterkit import place

from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.walls import LADDER
from zombie_table.games.tilezone.zombies import add_zombies

POST, EXIT = "27R:ne", "29R:g2"


def test_the_crown_gives_adrenaline_only() -> None:
    game = shipped("winter-m7")
    blue = token_of(game, "blue")
    place(game, "vesna", blue.zone)
    act_as(game, "vesna")
    choose(game, "take_objective", "vesna")
    assert game.state.xp_total["vesna"] == 5 and LADDER not in game.survivor("vesna").carried


def test_the_gate_opens_after_crown_and_sceptre_and_the_guards_leave_with_a_survivor() -> None:
    game = shipped("winter-m7")
    exit_zone = game.board.resolve(EXIT)
    clear(game, exit_zone)
    place(game, "vesna", exit_zone)
    act_as(game, "vesna")
    assert not [a for a in game.legal_actions() if a.kind == "escape"]
    stage_done(game, 1)
    game.state.tokens[GUARD] = [exit_zone] * 6
    act_as(game, "vesna")
    choose(game, "escape", "vesna")
    assert game.state.escaped_tokens.count(GUARD) == 6
    assert game.state.result == "victory"  # borte stays behind: only the guards must get out


def test_one_guard_falling_loses_the_game() -> None:
    game = shipped("winter-m7")
    post = game.board.resolve(POST)
    assert game.state.tokens[GUARD] == [post] * 6
    add_zombies(game, post, "walker", 1)
    run_steps(game, {"kind": "attacks", "types": ["walker"]})
    assert game.state.result == "defeat" and "guard" in game.state.cause
