"""winter-m3 (rules reference §12, mission 3): the legend's pieces (12 guards, 2 cauldrons, 2
rope ladders, 5 corruption, the ward away from the start); red objectives give a crypt weapon and
nothing once the crypt is empty (no fallback here), blue and green 5 AP; the goal counts crypt
weapons taken by objectives and picked up where the giant or the necromancer fell, discarded ones
too, never those still lying on the board."""

from __future__ import annotations

from ruleskit import Table

from zombie_table.content.library import Library
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.settings.winter.cryptweapons import taken
from zombie_table.games.tilezone.settings.winter.necromancer import DROPPED
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m3", [(sid, "P1") for sid in ("vesna", "borte")], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    return table


def test_the_legend_is_on_the_board() -> None:
    tokens = mission().state.tokens
    assert len(tokens["guard"]) == 12 and len(tokens["cauldron"]) == 2 and len(tokens["ladder"]) == 2
    assert len(tokens["blight"]) == 5 and tokens["ward"] == ["32R:x"]
    assert len(mission().state.objectives) == 7


def test_red_gives_a_crypt_weapon_and_nothing_when_the_crypt_is_empty() -> None:
    table = mission()
    red = [t for t in table.state.objectives if t.color == "red"]
    table.reset("vesna", red[0].zone)
    table.turn("vesna", actions=3)
    table.pick("take_objective")
    assert table.game.decision.kind == "keep_card" and taken(table.game) == 1
    table.state.decision = None
    crypt = own(table.game).crypt
    own(table.game).dropped["26R:e"], own(table.game).crypt = list(crypt), []  # the rest lie on the board
    table.reset("borte", red[1].zone)
    table.turn("borte", actions=3)
    table.pick("take_objective")
    assert table.s("borte").xp == 0 and table.game.decision.kind == "act" and table.state.result is None


def test_blue_gives_5_ap() -> None:
    table = mission()
    blue = next(t for t in table.state.objectives if t.color == "blue")
    table.reset("vesna", blue.zone)
    table.turn("vesna", actions=3)
    table.pick("take_objective")
    assert table.s("vesna").xp == 5 and taken(table.game) == 0


def test_crypt_weapons_lying_do_not_count_until_picked_up_and_discarded_ones_still_do() -> None:
    table = mission()
    crypt = own(table.game).crypt
    for _ in range(7):  # seven already won and thrown away: they still count
        table.state.equipment.discard(crypt.pop())
    own(table.game).dropped["26R:e"] = [crypt.pop()]
    table.state.tokens.setdefault(DROPPED, []).append("26R:e")
    assert taken(table.game) == 7 and verdict(table.game)[1] is None
    table.reset("vesna", "26R:e")
    table.turn("vesna", actions=3)
    table.pick("take_crypt")
    assert taken(table.game) == 8 and table.state.result == "victory"
