"""winter-m1 (rules reference §12, mission 1): the banner's stores of drake bile (1 action each,
no search, zombies or not, as often as wanted; the deck shuffled after), the crypt reward of blue
and green with its 5-AP fallback, and the win that needs everything at once: the objectives taken,
4 bile carried, everyone and every guard still alive on a rampart, no zombie on a rampart."""

from __future__ import annotations

from missionskit import crypt_reward_then_fallback
from ruleskit import Table

from zombie_table.content.library import Library
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
TEAM = ("vesna", "borte")
BANNER = "27V:nw"


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m1", [(sid, "P1") for sid in TEAM], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    return table


def biles(table: Table) -> list[str]:
    return [c for c in table.state.equipment.draw_pile + table.state.equipment.discard_pile
            if "dragon_bile" in table.game.card(c).traits]


def test_the_banner_hands_out_bile_again_and_again_even_among_zombies() -> None:
    table = mission()
    table.reset("vesna", BANNER)
    table.zombies(BANNER, walker=1)
    assert len(biles(table)) == 4
    table.turn("vesna", actions=3)
    for taken in (1, 2):
        table.pick("banner_card")
        table.first("keep")
        table.first("done")
        held = [c for c in table.s("vesna").inventory.cards() if "dragon_bile" in table.game.card(c).traits]
        assert len(held) == taken and len(biles(table)) == 4 - taken
    assert table.s("vesna").actions_left == 1
    assert table.s("vesna").turn.uses.get("search", 0) == 0  # no search was spent


def test_no_banner_cards_away_from_the_banner() -> None:
    table = mission()
    table.reset("vesna", "27V:x")
    table.turn("vesna", actions=3)
    assert not table.actions("banner_card")


def test_blue_gives_a_crypt_weapon_and_5_ap_once_the_crypt_is_empty() -> None:
    table = mission()
    crypt_reward_then_fallback(table)


def _won_position(table: Table) -> None:
    for t in table.state.objectives:
        t.taken_by = "vesna"
    table.reset("vesna", "28R:r2")
    table.reset("borte", "29R:r1")
    for i in range(4):
        table.give("vesna" if i < 2 else "borte", "drake_bile", "backpack")


def test_the_walls_are_held_only_with_everything_at_once() -> None:
    table = mission()
    _won_position(table)
    assert verdict(table.game)[1] == "victory"
    table.zombies("29R:r3", walker=1)  # a zombie on the walk
    assert verdict(table.game)[1] is None
    table.zombies("29R:r3")
    table.state.tokens["guard"][0] = "28R:g1"  # a guard down in the lane
    assert verdict(table.game)[1] is None
    table.state.tokens["guard"].pop(0)  # ...who falls: the rest still hold the walls
    assert verdict(table.game)[1] == "victory"
    table.s("borte").zone = "29R:h2"
    table.game.invalidate()
    assert verdict(table.game)[1] is None


def test_three_bile_are_not_enough() -> None:
    table = mission()
    _won_position(table)
    bile = next(c for c in table.s("borte").inventory.cards() if "dragon_bile" in table.game.card(c).traits)
    table.s("borte").inventory.remove(bile)
    assert verdict(table.game)[1] is None
