"""The whole starting set is dealt (white-death §2, step 7): with fewer than six survivors the
starting cards left after everyone's pick go to the team one by one, as the players decide."""

from __future__ import annotations

from gridkit import WINTER_GRID

from zombie_table.games.tilezone.setup import new_game


def picked(winter_library, team: list[str]):
    game = new_game(winter_library, WINTER_GRID, [(m, "P1") for m in team], 7)
    while game.decision is not None and game.decision.kind == "choose_starting":
        game.apply(0)
    return game


def test_the_leftover_starting_cards_go_to_the_team_as_the_players_choose(winter_library) -> None:
    game = picked(winter_library, ["radko", "vesna"])
    assert len(game.state.starting_pool) == 4 and game.decision.kind == "deal_leftover"
    assert [a.args[0] for a in game.legal_actions()] == ["radko", "vesna"]  # equals: team order first
    game.apply(1)  # Vesna takes the first
    assert len(game.survivor("vesna").inventory.cards()) == 2
    assert [a.args[0] for a in game.legal_actions()] == ["radko", "vesna"]  # the default: who carries fewest
    while game.decision is not None and game.decision.kind == "deal_leftover":
        game.apply(0)
    assert not game.state.starting_pool
    assert sorted(len(game.survivor(s).inventory.cards()) for s in ("radko", "vesna")) == [3, 3]


def test_a_full_team_has_nothing_left_over(winter_library) -> None:
    game = picked(winter_library, ["radko", "vesna", "borte", "kaito", "maren", "saran"])
    assert not game.state.starting_pool and game.decision.kind != "deal_leftover"
