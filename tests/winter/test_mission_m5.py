"""winter-m5 (rules reference §12, mission 5): the ward's guards stay in her zone until she is
taken, though they fight; a survivor takes her for 1 action and is the ward from then on
(corruption reaching the bearer's zone loses); she trades like equipment; every objective gives
the crypt reward; the mission is won as soon as she is in the exit zone."""

from __future__ import annotations

from ruleskit import Table

from zombie_table.content.library import Library
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.settings.winter.corruption import WARD, corrupt, ward
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
PALACE = "27R:nw"


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m5", [(sid, "P1") for sid in ("vesna", "borte")], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    table.state.spawns = []
    return table


def test_her_guards_fight_but_do_not_move_until_she_is_taken() -> None:
    table = mission()
    table.zombies(PALACE, walker=1)
    table.reset("vesna", PALACE)
    table.turn("vesna", actions=3)
    assert not [a for a in table.actions("guard_move") if a.args[1] == PALACE]
    assert [a for a in table.actions("guard_melee") if a.args[1] == PALACE]
    table.zombies(PALACE)
    table.pick("take_ward")
    assert [a for a in table.actions("guard_move") if a.args[1] == PALACE]


def test_the_bearer_is_the_ward() -> None:
    table = mission()
    table.reset("vesna", PALACE)
    table.turn("vesna", actions=3)
    table.pick("take_ward")
    assert WARD in table.s("vesna").carried and not table.state.tokens[WARD]
    table.s("vesna").zone = "26R:x"
    table.game.invalidate()
    assert ward(table.game) == "26R:x"
    corrupt(table.game, "26R:x", "test")
    assert verdict(table.game)[1] == "defeat" and "ward" in verdict(table.game)[2]


def test_she_trades_like_equipment() -> None:
    table = mission()
    table.s("vesna").carried.append(WARD)
    table.state.tokens[WARD] = []
    table.reset("vesna", "26R:x", keep_cards=True)
    table.reset("borte", "26R:x")
    table.turn("vesna", actions=3)
    table.pick("reorganise")
    table.pick("pass_ward")
    assert WARD in table.s("borte").carried and WARD not in table.s("vesna").carried


def test_every_objective_gives_a_crypt_weapon() -> None:
    table = mission()
    table.reset("vesna", "26R:n")
    table.turn("vesna", actions=3)
    table.pick("take_objective")
    assert table.game.decision.kind == "keep_card" and table.s("vesna").xp == 0


def test_won_when_she_reaches_the_exit() -> None:
    table = mission()
    table.s("vesna").carried.append(WARD)
    table.state.tokens[WARD] = []
    table.reset("vesna", "33V:g2", keep_cards=True)
    assert verdict(table.game)[1] is None
    table.s("vesna").zone = "33V:g1"
    table.game.invalidate()
    assert verdict(table.game)[1] == "victory"
