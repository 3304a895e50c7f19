"""The necromancer, its spawn zone, the ward and corruption (rules reference §7.5), and crypt
weapons left by the necromancer (§7.4, §7.5), on the wall face 28R with the ward in a house (b1)."""

from __future__ import annotations

from missionkit import act_as, choose, run_steps
from winterkit import place, winter_game

from zombie_table.content.cards import NecromancerCard
from zombie_table.games.tilezone.combat import kill_zombie
from zombie_table.games.tilezone.settings.winter import necromancer
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.spawning import spawn_order

CARD = NecromancerCard(number=99)


def arrived(ward: str = "28R:b3", start: str = "28R:g1"):
    game = winter_game(start=[start], spawns=[{"zone": "28R:g3", "kind": "numbered", "number": 1}],
                       tokens=[{"kind": "ward", "zone": ward}])
    token = game.state.spawns[0]
    assert necromancer.necromancer_card(game, CARD, token, 0)
    return game, token


def test_the_necromancer_arrives_with_its_spawn_zone_and_corruption() -> None:
    game, token = arrived()
    assert game.state.zombies["28R:g3"] == {"necromancer": 1}
    assert "28R:g3" in game.state.tokens["blight"]
    assert [t.kind for t in spawn_order(game)] == ["numbered", "necromancer"]  # its zone draws last
    assert own(game).pushed == token.id


def test_it_pushes_the_numbered_token_toward_the_ward_through_walls_laying_corruption() -> None:
    game, token = arrived(ward="28R:b3")
    run_steps(game, {"kind": "moves", "types": ["necromancer"]})
    assert game.state.zombies["28R:g3"] == {"necromancer": 1}  # the necromancer itself stays
    assert token.zone == "28R:r3"  # g3 -> r3 -> b3: up the wall's side, no stairs needed
    assert "28R:r3" in game.state.tokens["blight"]
    assert game.board.zones["28R:r3"].kind.value == "street"


def test_corruption_reaching_the_ward_loses_the_game() -> None:
    game, token = arrived(ward="28R:b3")
    run_steps(game, {"kind": "moves", "types": ["necromancer"]}, {"kind": "moves", "types": ["necromancer"]})
    assert token.zone == "28R:b3"
    assert game.state.result == "defeat" and "ward" in game.state.cause


def test_a_frozen_necromancer_pushes_nothing_and_one_with_survivors_attacks_instead() -> None:
    game, token = arrived()
    game.state.tokens["freeze"] = ["28R:g3"]
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert token.zone == "28R:g3"
    place(game, "vesna", "28R:g3")
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert token.zone == "28R:g3" and game.survivor("vesna").wounds == 1


def test_killing_it_closes_its_spawn_zone_leaves_the_token_and_drops_a_crypt_weapon() -> None:
    game, token = arrived()
    run_steps(game, {"kind": "moves", "types": ["necromancer"]})
    place(game, "vesna", "28R:g3")
    kill_zombie(game, game.survivor("vesna"), "28R:g3", "necromancer", "test")
    assert [t.kind for t in spawn_order(game)] == ["numbered"] and token.zone == "28R:r3"
    assert len(own(game).dropped["28R:g3"]) == 1
    act_as(game, "vesna")
    choose(game, "take_crypt", "vesna")
    assert game.decision.kind == "keep_card" and not own(game).dropped


def test_a_second_necromancer_card_is_a_shortage_the_abomination_answers() -> None:
    game, token = arrived()
    assert necromancer.necromancer_card(game, CARD, token, 0)
    assert game.state.zombies["28R:g3"].get("abomination") == 1


def test_look_mode_says_where_the_token_goes_next_and_marks_the_ward() -> None:  # faces
    game, token = arrived(ward="28R:b3")
    notes = necromancer.marching(game, "28R:g3")
    assert notes and "from 28R:g3 to 28R:r3" in notes[0]
    assert necromancer.marching(game, "28R:b3") == ["The ward: corruption reaching this zone loses the game"]


def test_players_choose_the_pushed_tokens_way_when_two_are_equally_short() -> None:  # §7.5, §7.6
    game, token = arrived(ward="28R:b1", start="28R:h2")
    assert necromancer.push_steps(game, "28R:g3") == ["28R:g2", "28R:r3"]
    run_steps(game, {"kind": "moves", "types": ["necromancer"]})
    assert game.decision.kind == "necromancer_route" and token.zone == "28R:g3"
    assert [a.label for a in game.legal_actions()][0].endswith(game.zone_name("28R:g2"))  # the default: zone order
    choose(game, "necromancer_way", "28R:r3")
    assert token.zone == "28R:r3" and "28R:r3" in game.state.tokens["blight"]
