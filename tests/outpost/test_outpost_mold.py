"""Mold (rules reference §8.1-§8.6, §7.6): the abomination grows it; it strips doors and objectives,
opens its zone's walls (never toward the surface), forbids searching; active mold counts as a room
for sight, inactive as a corridor; hellfire calms it; a mold card spawns in every active mold zone;
two spawn zones linked by active mold lose the game."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from outpostkit import KIT, M0, outpost_game, place

from zombie_table.content.cards import MoldCard
from zombie_table.games.tilezone.board import EdgeKind
from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.spawning import spawn


def test_an_abomination_arriving_grows_active_mold_and_strips_doors_and_objectives() -> None:  # §8.1, §8.2
    game = outpost_game(layout=M0, start=["01R:x"], doors=[{"between": ["03V:b", "03V:x"]}],
                        objectives=[{"zone": "03V:b"}])
    spawn(game, "03V:b", "abomination", 1)
    assert mold.active(game) == ["03V:b"]
    assert not own(game).doors  # the door token is gone
    assert game.state.objectives[0].lost
    assert game.board.neighbours["03V:b"]["03V:a"] is EdgeKind.opening  # its walls are openings now


def test_mold_never_grows_on_the_surface_and_never_opens_the_hull() -> None:  # §8.1, §8.2
    game = outpost_game(layout=KIT)
    spawn(game, "06R:o1", "abomination", 1)
    assert not mold.active(game)
    game.state.tokens["mold"] = ["06R:w"]
    game.rebuild_board()
    assert "06R:o1" not in game.board.exits("06R:w")  # the hull stays shut
    assert "06R:d" in game.board.exits("06R:w")


def test_active_mold_is_a_room_for_sight_and_inactive_a_corridor() -> None:  # §8.3
    game = outpost_game(layout=M0, start=["01R:x"])
    assert game.board.sees("05R:w", "03V:e")  # the long corridor
    game.state.tokens["mold"] = ["05R:e"]
    game.rebuild_board()
    assert game.board.sees("05R:w", "05R:e") and not game.board.sees("05R:w", "03V:w")  # the line enters and stops
    mold.calm(game, None, "05R:e")
    assert mold.dormant(game) == ["05R:e"]
    assert game.board.sees("05R:w", "03V:e")  # inactive mold: a corridor again
    game.state.tokens["dormant_mold"] = ["05R:b"]  # a room gone dormant: a corridor with openings all round
    game.rebuild_board()
    assert game.board.sees("05R:a", "05R:c")  # across the inactive mold room


def test_no_search_in_mold_and_no_bottles_from_a_moldy_supply_room() -> None:  # §8.2, §9.2
    game = outpost_game(layout=KIT, team=[("halloway", "A")])
    place(game, "halloway", "06R:d")
    act_as(game, "halloway")
    kinds = {a.kind for a in game.legal_actions()}
    assert {"search", "take_oxygen"} <= kinds
    game.state.tokens["mold"] = ["06R:d"]
    game.rebuild_board()
    act_as(game, "halloway")
    kinds = {a.kind for a in game.legal_actions()}
    assert "search" not in kinds and "take_oxygen" not in kinds


def test_a_mold_card_spawns_in_every_active_mold_zone_and_nothing_at_the_spawn() -> None:  # §7.6, §8.5
    game = outpost_game(layout=M0, start=["01R:x"], spawns=[{"zone": "05R:w", "kind": "numbered", "number": 1}])
    game.state.tokens["mold"] = ["05R:e", "02R:s"]
    game.rebuild_board()
    card = MoldCard(number=99, type="worker", counts=(1, 2, 3, 4))
    mold.mold_card(game, card, game.state.spawns[0], 1)
    run_steps(game, *game.state.queue)
    assert game.state.zombies == {"05R:e": {"worker": 2}, "02R:s": {"worker": 2}}


def test_active_mold_linking_two_spawn_zones_loses() -> None:  # §8.4
    game = outpost_game(layout=M0, start=["01R:x"], spawns=[{"zone": "05R:w", "kind": "numbered", "number": 1},
                                                            {"zone": "05R:e", "kind": "numbered", "number": 2}])
    game.state.tokens["mold"] = ["05R:w"]
    assert mold.linked_spawns(game) is None
    game.state.tokens["mold"] = ["05R:w", "05R:x"]  # x borders e: the chain reaches both ends
    assert mold.linked_spawns(game) == ["05R:e", "05R:w"]
    game.state.tokens["dormant_mold"], game.state.tokens["mold"] = ["05R:x"], ["05R:w"]  # inactive breaks it
    assert mold.linked_spawns(game) is None
    game.state.tokens["mold"] = ["05R:w", "05R:x"]
    game.state.tokens["dormant_mold"] = []
    game.invalidate()
    game.check_end()
    assert game.state.result == "defeat" and "mold" in game.state.cause


def test_short_of_xenos_the_players_pick_the_mold_zone_of_the_abomination() -> None:  # §7.6
    """The remaining xenos go to the zones of the players' choice, then the abomination to one of
    the zones short of their share, the players' choice again."""
    game = outpost_game(layout=M0, start=["01R:x"], spawns=[{"zone": "05R:w", "kind": "numbered", "number": 1}])
    game.state.tokens["mold"] = ["05R:e", "02R:s", "03V:x"]
    game.state.zombies = {"05R:n": {"worker": game.data.zombie_types["worker"].pool - 1}}  # one worker left in the box
    game.rebuild_board()
    mold.mold_card(game, MoldCard(number=99, type="worker", counts=(1, 2, 3, 4)), game.state.spawns[0], 1)
    run_steps(game, *game.state.queue)
    assert game.decision.kind == "spawn_share"
    assert [a.args[0] for a in game.legal_actions()] == ["02R:s", "03V:x", "05R:e"]
    choose(game, "spawn_share_zone", "05R:e")
    assert game.state.zombies["05R:e"] == {"worker": 1}
    assert game.decision.kind == "shortage_abomination" and len(game.legal_actions()) == 3  # 05R:e got 1 of 2: short too
    game.apply(next(a for a in game.legal_actions() if a.args == ("03V:x",)))
    assert game.state.zombies["03V:x"] == {"abomination": 1}
