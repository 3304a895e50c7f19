"""outpost-m8 (Code Amber): the sealed airlock nobody enters, the warden bot that opens it from the
junction in front, the seal marked on the map and told in look mode until then, and the win with
every objective taken and everyone at orange, 19 XP (rules reference §12, mission 8; §4.6)."""

from __future__ import annotations

from missionkit import act_as, answer_setup, choose
from stationkit import LIBRARY, PAIR, put, shipped, zone

from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.settings.outpost.machines import BOT, where
from zombie_table.games.tilezone.view.mapart import MapArt
from zombie_table.games.tilezone.view.markers import mission_board
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.setup import new_game

SEAL, FRONT = "09R:k", "09R:x"


def test_nobody_enters_the_sealed_airlock_xenos_included() -> None:
    game = shipped("outpost-m8")
    seal, front = zone(game, SEAL), zone(game, FRONT)
    assert seal not in game.board.exits(front)
    put(game, "rook", front)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "move" and a.args[1] == seal]
    assert seal not in game.board.door_blind_distance[front]  # the xenos' way ignores doors, not the seal


def test_the_bot_in_front_of_the_seal_opens_it_for_one_action() -> None:
    game = shipped("outpost-m8")
    seal, front = zone(game, SEAL), zone(game, FRONT)
    own(game).remotes[BOT] = "rook"
    put(game, "rook", front)
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "open_seal"]  # the bot is far away
    game.state.tokens[BOT] = [front]
    act_as(game, "halloway")
    assert not [a for a in game.legal_actions() if a.kind == "open_seal"]  # no remote
    act_as(game, "rook")
    choose(game, "open_seal", "rook")
    assert seal in game.board.exits(front) and game.survivor("rook").actions_left == 2
    assert where(game, BOT) == front


def test_by_option_anyone_standing_with_the_bot_opens_the_seal_and_a_controller_afar_cannot() -> None:
    game = new_game(LIBRARY, "outpost-m8", PAIR, 1, {"seal_opened_by": "beside_bot"})
    answer_setup(game)
    seal, front = zone(game, SEAL), zone(game, FRONT)
    own(game).remotes[BOT] = "rook"
    game.state.tokens[BOT] = [front]
    act_as(game, "rook")
    assert not [a for a in game.legal_actions() if a.kind == "open_seal"]  # the remote, but far from the bot
    put(game, "halloway", front)
    act_as(game, "halloway")
    choose(game, "open_seal", "halloway")
    assert seal in game.board.exits(front) and game.survivor("halloway").actions_left == 2


def test_every_objective_and_everyone_orange_wins_in_either_order() -> None:
    game = shipped("outpost-m8")
    for t in game.state.objectives:
        t.taken_by = "rook"
    game.check_end()
    assert game.state.result is None
    for s in game.state.survivors.values():
        s.level = 2
    game.check_end()
    assert game.state.result == "victory"


def _sealed_glyphs(board: Board) -> int:
    return sum(line.plain.count("×") for line in MapArt(board).lines())


def test_the_map_marks_the_seal_until_the_bot_opens_it() -> None:
    mission = LIBRARY.missions["outpost-m8"]
    printed = mission_board(mission, Board.from_mission(mission, lambda t: LIBRARY.tile(mission.setting, t)))
    assert _sealed_glyphs(printed) > 0  # `show` and the mission browser
    assert ("×", "sealed passage", "bold red") in MapArt(printed).legend_entries()
    game = shipped("outpost-m8")
    assert _sealed_glyphs(game.board) == _sealed_glyphs(printed)  # the game's map
    own(game).remotes[BOT] = "rook"
    put(game, "rook", FRONT)
    game.state.tokens[BOT] = [zone(game, FRONT)]
    act_as(game, "rook")
    choose(game, "open_seal", "rook")
    assert _sealed_glyphs(game.board) == 0


def test_look_mode_tells_of_the_seal_and_the_place_in_front() -> None:
    game = shipped("outpost-m8")
    notes = lambda ref: [n for ns in game.ruleset.gather("look_notes", game, zone(game, ref)) for n in ns]  # noqa: E731
    assert any(n.startswith("Sealed: nobody enters") for n in notes(SEAL))
    assert any("cuts it open" in n for n in notes(FRONT))
    assert not any("seal" in n.lower() for n in notes("07R:x"))


def test_orange_means_19_xp_for_every_survivor_of_the_team() -> None:  # §4.6: orange from 19 XP
    game = shipped("outpost-m8")
    for t in game.state.objectives:
        t.taken_by = "rook"
    rook, halloway = game.survivor("rook"), game.survivor("halloway")
    gain_xp(game, rook, 19, "test")
    gain_xp(game, halloway, 18, "test")
    game.check_end()
    assert rook.level == 2 and game.state.result is None  # one survivor short of orange holds the win back
    gain_xp(game, halloway, 1, "test")
    game.check_end()
    assert game.state.result == "victory"
