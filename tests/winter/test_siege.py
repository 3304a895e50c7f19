"""Siege cards and the miniature shortage (rules reference §7.8, §7.9), on the wall face 28R."""

from __future__ import annotations

from missionkit import choose, run_steps
from winterkit import place, winter_game

from zombie_table.content.cards import SiegeCard
from zombie_table.games.tilezone.settings.winter import siege
from zombie_table.games.tilezone.zombies import on_board

CARD = SiegeCard(number=99, type="walker", counts=(2, 3, 4, 5))
TEAM = [("vesna", "A"), ("borte", "A")]


def drawn(game, level: int = 0) -> None:
    token, before = game.state.spawns[0], len(game.state.queue)
    assert siege.siege_card(game, CARD, token, level)
    run_steps(game, *game.state.queue[:len(game.state.queue) - before])  # the steps the card queued


def test_nothing_spawns_at_the_drawing_zone_and_the_row_spawns_in_every_corrupted_zone() -> None:
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "blight", "zone": "28R:b1"}, {"kind": "blight", "zone": "28R:b3"}],
                       start=["28R:h2"])
    drawn(game)
    assert game.state.zombies == {"28R:b1": {"walker": 2}, "28R:b3": {"walker": 2}}


def test_a_shortage_gives_the_last_miniatures_out_then_one_abomination_for_the_card() -> None:
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "blight", "zone": z} for z in ("28R:b1", "28R:b3", "28R:g1")],
                       zombies=[{"zone": "28R:h2", "type": "walker", "count": 32}], start=["28R:r2"])
    drawn(game)  # 3 walkers left for three zones of 2
    assert game.decision.kind == "spawn_share"  # the players choose who gets the last ones
    while game.decision.kind in ("spawn_share", "shortage_abomination"):
        game.apply(0)  # the defaults: the zones in order
    assert game.state.zombies["28R:b1"] == {"walker": 2} and game.state.zombies["28R:b3"] == {"walker": 1}
    assert on_board(game, "walker") == 35
    assert on_board(game, "abomination") == 1


def test_zombies_barred_by_the_rampart_climb_it() -> None:
    game = winter_game(team=TEAM, spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "blight", "zone": "28R:r2"}],
                       zombies=[{"zone": "28R:g1", "type": "walker", "count": 2}, {"zone": "28R:h2", "type": "walker"}])
    place(game, "vesna", "28R:r1")  # cut off from the stairs by the corrupted r2
    place(game, "borte", "28R:r1")
    drawn(game)
    assert game.state.zombies["28R:r1"] == {"walker": 4}  # up the wall: the 2 from g1, the 2 spawned on r2 (corrupted)
    assert "28R:g1" not in game.state.zombies and "28R:r2" not in game.state.zombies
    assert game.state.zombies["28R:h2"] == {"walker": 1}  # it has a way (h2 -> r2, a street now): it stays


def test_more_than_six_survivors_draw_one_more_card_per_two_beyond_six() -> None:  # §10.6
    from zombie_table.games.tilezone.settings.winter.bigteam import extra_draws
    six = [(s, "A") for s in ("vesna", "borte", "kaito", "maren", "radko", "saran")]
    game = winter_game(team=six, spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1},
                                           {"zone": "28R:h2", "kind": "numbered", "number": 2}])
    assert extra_draws(game) == 0
    for n, want in ((7, 1), (8, 1), (9, 2)):
        game.state.survivors.update({f"x{i}": game.state.survivors["vesna"] for i in range(n - 6)})
        assert extra_draws(game) == want
    run_steps(game, {"kind": "spawn_all"})
    assert len(game.state.zombie_deck.discard_pile) == 2 + 2  # two tokens, then #1 and #2 again


def test_the_players_choose_who_gets_the_last_miniatures_and_where_the_abomination_comes() -> None:  # §7.8, §7.9
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "blight", "zone": z} for z in ("28R:b1", "28R:b3", "28R:g1")],
                       zombies=[{"zone": "28R:h2", "type": "walker", "count": 33}], start=["28R:r2"])
    drawn(game)  # 2 walkers left for three zones of 2
    assert [a.args[0] for a in game.legal_actions()] == ["28R:b1", "28R:b3", "28R:g1"]
    choose(game, "spawn_share_zone", "28R:g1")
    assert game.state.zombies["28R:g1"] == {"walker": 2}
    assert game.decision.kind == "shortage_abomination"  # two zones left empty
    choose(game, "shortage_abomination_zone", "28R:b3")
    assert on_board(game, "abomination") == 1 and sum(game.state.zombies.get("28R:b3", {}).values()) == 1
    assert not game.state.zombies.get("28R:b1")


def test_a_partial_share_is_a_shortage_the_rest_placed_then_the_abomination() -> None:  # §7.8, §7.9
    """§7.9: when a spawn calls for more miniatures than remain, place what is left, then the
    abomination spawns — for a siege card in a corruption zone — even when the last corrupted zone
    got part of its row."""
    game = winter_game(spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "blight", "zone": "28R:b1"}],
                       zombies=[{"zone": "28R:h2", "type": "walker", "count": 34}], start=["28R:r2"])
    drawn(game)  # 1 walker left for a row of 2
    assert game.state.zombies["28R:b1"] == {"walker": 1, "abomination": 1}


def test_an_ambush_card_short_of_miniatures_brings_the_abomination_into_a_corruption_zone() -> None:  # §7.9
    """§7.9: the shortage's abomination "goes in a Corruption Zone, for a Zombie Siege card or an
    'Aaahh!!' card" — not in the searcher's room."""
    from missionkit import act_as, choose

    game = winter_game(tokens=[{"kind": "blight", "zone": "28R:g3"}],
                       zombies=[{"zone": "28R:g2", "type": "runner", "count": 14}], start=["28R:b1"])
    deck = game.state.equipment
    card = next(c for c in deck.draw_pile if game.card(c).ambush is not None and game.card(c).ambush.type == "runner")
    deck.take(card)
    deck.draw_pile.append(card)  # on top
    act_as(game, "vesna")
    choose(game, "search", "vesna")
    assert game.state.zombies.get("28R:g3") == {"abomination": 1}
    assert "abomination" not in game.state.zombies.get("28R:b1", {})
