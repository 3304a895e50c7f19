"""The optional modes (white-death §10.2 abomination deck, §10.3 abomination festival, §10.4
multiple necromancers), off by default; on the wall face 28R."""

from __future__ import annotations

from missionkit import choose, run_steps
from winterkit import winter_game

from zombie_table.content.cards import NecromancerCard
from zombie_table.games.tilezone.settings.winter import necromancer
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.spawning import abomination
from zombie_table.games.tilezone.zombies import on_board

SPAWN = [{"zone": "28R:g3", "kind": "numbered", "number": 1}]


def test_by_default_the_warlord_is_the_only_abomination() -> None:  # §1.4: the others are for §10
    game = winter_game(spawns=SPAWN)
    assert game.state.abominations == ["warlord"]
    assert not own(game).necromancers


def test_the_abomination_deck_brings_a_giant_or_activates_the_one_out() -> None:  # §10.2
    game = winter_game(spawns=SPAWN, options={"abomination_deck": True})
    assert len(game.state.abominations) == 9
    first = game.state.abominations[0]
    abomination(game, "28R:g3")
    assert game.state.abominations_out == [first] and len(game.state.abominations) == 8
    before = list(game.state.abominations)
    abomination(game, "28R:g3")  # one is out: it activates again, nothing new comes
    assert game.state.abominations == before
    assert game.state.queue[0]["kind"] == "activation"


def test_the_festival_activates_the_giants_then_brings_the_next() -> None:  # §10.3
    game = winter_game(spawns=SPAWN, options={"abomination_festival": True}, start=["28R:r2"])
    abomination(game, "28R:g3")
    second = game.state.abominations[0]
    abomination(game, "28R:g3")
    kinds = [s["kind"] for s in game.state.queue]
    assert kinds.index("activation") < kinds.index("next_abomination")  # the extra activation first
    run_steps(game, *game.state.queue[:kinds.index("next_abomination") + 1])
    assert game.state.abominations_out[-1] == second
    giants = sum(n for types in game.state.zombies.values() for t, n in types.items() if game.data.zombie_types[t].abomination)
    assert giants == 2


CARD = NecromancerCard(number=99)


def test_a_second_necromancer_card_activates_the_priest_then_brings_an_extra_necromancer() -> None:  # §10.4
    game = winter_game(spawns=SPAWN, start=["28R:h2"], tokens=[{"kind": "ward", "zone": "28R:b1"}],
                       options={"multiple_necromancers": True})
    token = game.state.spawns[0]
    assert necromancer.necromancer_card(game, CARD, token, 0)  # the blight priest comes
    spawns = len(game.state.spawns)
    deck = list(own(game).necromancers)
    assert len(deck) == 8
    assert necromancer.necromancer_card(game, CARD, token, 0)  # it is out: no abomination answers
    assert on_board(game, "abomination") == 0
    kinds = [s["kind"] for s in game.state.queue]
    assert kinds[:3] == ["activation", "activation", "extra_necromancer"]
    run_steps(game, game.state.queue[2])
    assert on_board(game, "hedge_priest") == 1 and own(game).necromancers == deck[1:]
    assert len(game.state.spawns) == spawns  # extra necromancers open no spawn zone


def test_an_extra_necromancer_walks_to_the_ward_over_the_wall_corrupting_and_loses_the_game() -> None:  # §10.4
    game = winter_game(spawns=SPAWN, start=["28R:b3"], tokens=[{"kind": "ward", "zone": "28R:b1"}],
                       zombies=[{"zone": "28R:g2", "type": "hedge_priest"}], options={"multiple_necromancers": True})
    walked = ["28R:g2"]
    while game.state.result is None and len(walked) < 6:
        run_steps(game, {"kind": "moves", "types": ["hedge_priest"]})
        walked.append(next(z for z, types in game.state.zombies.items() if types.get("hedge_priest")))
        assert walked[-1] in game.state.tokens["blight"]  # every zone it enters is corrupted
    assert walked == ["28R:g2", "28R:r2", "28R:h2", "28R:b1"]  # the shortest way, over the rampart
    assert game.state.result == "defeat" and "ward" in game.state.cause


def test_without_the_mode_a_second_card_is_still_a_shortage() -> None:  # §7.9
    game = winter_game(spawns=SPAWN, start=["28R:h2"])
    token = game.state.spawns[0]
    necromancer.necromancer_card(game, CARD, token, 0)
    necromancer.necromancer_card(game, CARD, token, 0)
    assert on_board(game, "abomination") == 1 and on_board(game, "hedge_priest") == 0


def test_players_choose_between_an_extra_necromancers_equally_short_ways() -> None:  # §10.4, §7.6
    game = winter_game(spawns=SPAWN, start=["28R:b3"], tokens=[{"kind": "ward", "zone": "28R:b1"}],
                       zombies=[{"zone": "28R:g1", "type": "hedge_priest"}], options={"multiple_necromancers": True})
    run_steps(game, {"kind": "moves", "types": ["hedge_priest"]})
    assert game.decision.kind == "priest_route"
    assert [a.args[0] for a in game.legal_actions()] == ["28R:g2", "28R:r1"]  # the default first: zone order
    choose(game, "priest_way", "28R:r1")  # straight up the wall, no stairs
    assert game.state.zombies["28R:r1"] == {"hedge_priest": 1} and "28R:r1" in game.state.tokens["blight"]
