"""winter-m8 (Banners on the Outer Lane): relics from the red objectives, a relic moving a numbered
spawn zone in range 0-1 to the banner (never the necromancer's), and the win when every spawn zone
lies there (rules reference §12, mission 8)."""

from __future__ import annotations

from missionkit import act_as, choose
from missionskit import shipped, token_of
from winterkit import place

from zombie_table.games.tilezone.settings.winter.necromancer import NECROMANCER_SPAWN
from zombie_table.games.tilezone.settings.winter.relics import RELIC, banner
from zombie_table.games.tilezone.state import SpawnToken


def relic_moves(game, sid: str) -> list:
    return [a for a in game.legal_actions() if a.kind == "relic_to_banner" and a.args[0] == sid]


def test_a_red_objective_is_a_relic_and_5_adrenaline() -> None:
    game = shipped("winter-m8")
    red = token_of(game, "red")
    place(game, "vesna", red.zone)
    act_as(game, "vesna")
    choose(game, "take_objective", "vesna")
    assert game.survivor("vesna").carried == [RELIC] and game.state.xp_total["vesna"] == 5


def test_a_relic_moves_a_spawn_zone_within_range_1_but_not_farther() -> None:
    game = shipped("winter-m8")
    first = next(t for t in game.state.spawns if t.number == 1)
    game.survivor("vesna").carried.append(RELIC)
    far = next(z for z in game.board.zones if game.board.sight[z].get(first.zone, 9) == 2)
    place(game, "vesna", far)
    act_as(game, "vesna")
    assert not relic_moves(game, "vesna")
    near = next(z for z in game.board.zones if game.board.sight[z].get(first.zone, 9) == 1)
    place(game, "vesna", near)
    act_as(game, "vesna")
    choose(game, "relic_to_banner", "vesna", first.id)
    assert first.zone == banner(game) and RELIC not in game.survivor("vesna").carried


def test_the_necromancers_spawn_zone_takes_no_relic_and_holds_the_win_back() -> None:
    game = shipped("winter-m8")
    for t in game.state.spawns:
        t.zone = banner(game)
    necro = SpawnToken("s9", NECROMANCER_SPAWN, game.board.resolve("30V:x"))
    game.state.spawns.append(necro)
    place(game, "vesna", necro.zone)
    game.survivor("vesna").carried.append(RELIC)
    act_as(game, "vesna")
    assert not relic_moves(game, "vesna")
    assert game.state.result is None
    necro.destroyed = True
    act_as(game, "vesna")  # the conditions are checked as the turn starts
    assert game.state.result == "victory"
