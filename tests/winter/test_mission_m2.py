"""winter-m2 (rules reference §12, mission 2): blue and green objectives are whole tomes, red ones
fragments, carried on the dashboard and traded; whoever holds every fragment left binds the last
tome; reading a tome within range 1 of a numbered spawn zone sends that token to spawn zone #1 and
clears the corruption chain under it (and only that chain); the mission is won when no corruption
is left and lost once no tome is left to read."""

from __future__ import annotations

from ruleskit import Table

from zombie_table.content.library import Library
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.settings.winter.corruption import corrupted
from zombie_table.games.tilezone.settings.winter.tomes import FRAGMENT, TOME, held
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m2", [(sid, "P1") for sid in ("vesna", "borte")], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    colours = {"32R:ne": "red", "28V:n": "blue", "34R:nw": "red", "33V:g2": "green", "29R:g2": "red"}
    for t in table.state.objectives:
        t.color, t.hidden = colours[t.zone], False
    return table


def take(table: Table, sid: str, zone: str) -> None:
    table.reset(sid, zone, keep_cards=True)
    table.turn(sid, actions=3)
    table.pick("take_objective")


def test_the_two_bands_split_the_team() -> None:
    table = mission()
    assert {table.s("vesna").zone, table.s("borte").zone} == {"32R:s", "34R:x"}


def test_blue_is_a_tome_red_a_fragment_and_all_fragments_bind_the_last_tome() -> None:
    table = mission()
    take(table, "vesna", "28V:n")
    assert len(held(table.s("vesna"), TOME)) == 1 and table.s("vesna").xp == 5
    take(table, "vesna", "32R:ne")
    take(table, "vesna", "34R:nw")
    assert len(held(table.s("vesna"), FRAGMENT)) == 2
    take(table, "borte", "29R:g2")  # the third fragment, in other hands
    assert len(held(table.s("borte"), FRAGMENT)) == 1
    table.reset("vesna", "29R:g2", keep_cards=True)
    table.turn("borte", actions=3)
    table.pick("reorganise")
    table.pick("pass_tome", lambda a: a.args[1] == "borte")
    assert held(table.s("vesna"), FRAGMENT) == [] and len(held(table.s("vesna"), TOME)) == 2


def test_a_fragment_swallowed_by_corruption_is_not_needed() -> None:
    table = mission()
    next(t for t in table.state.objectives if t.zone == "29R:g2").lost = True
    take(table, "vesna", "32R:ne")
    take(table, "vesna", "34R:nw")
    assert held(table.s("vesna"), FRAGMENT) == [] and len(held(table.s("vesna"), TOME)) == 1


def test_reading_a_tome_clears_its_chain_and_sends_the_token_to_spawn_one() -> None:
    table = mission()
    table.s("vesna").carried.append("tome:o1")
    table.reset("vesna", "33V:h2", keep_cards=True)
    table.turn("vesna", actions=3)
    assert not table.actions("read_tome")  # out of reach of every numbered spawn zone
    table.reset("vesna", "33V:g2", keep_cards=True)
    table.turn("vesna", actions=3)
    table.pick("read_tome", lambda a: next(t for t in table.state.spawns if t.id == a.args[1]).number == 2)
    two = next(t for t in table.state.spawns if t.number == 2)
    assert two.zone == "26V:e"
    assert sorted(corrupted(table.game)) == ["26V:e", "26V:se", "29R:g1", "29R:r1"]
    assert held(table.s("vesna"), TOME) == []


def test_won_when_no_corruption_is_left_and_lost_when_no_tome_can_be_read() -> None:
    table = mission()
    table.state.tokens["blight"] = ["29R:g1"]
    table.game.rebuild_board()
    assert verdict(table.game)[1] is None
    for t in table.state.objectives:
        t.lost = True
    assert verdict(table.game)[1] == "defeat"
    table.state.tokens["blight"] = []
    table.game.rebuild_board()
    assert verdict(table.game)[1] == "victory"
