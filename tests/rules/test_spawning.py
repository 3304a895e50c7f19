"""The spawn step (digest §7.5, §7.6, §3.4): the order of spawn tokens, the danger level row,
extra activations, abomination cards, the miniature shortage, the 7-token defeat and the deck.

Zombie cards used (assets/frontier/zombie-deck.yaml, rows Blue/Yellow/Orange/Red):
#1-#3 walkers 1/2/4/6, #4-#6 walkers 2/3/5/7, #18 runners 1/2/3/4, #32 walker extra
activation, #34 runner extra activation, #36 abomination (nothing at Blue).
"""

from __future__ import annotations

import pytest

from ruleskit import GRID, M0, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.spawning import spawn_order

A, B = "jack_harlan", "bo_tanner"


def g(label: str) -> str:
    return f"90T:{label}"


@pytest.fixture
def grid(make):
    t = make(GRID, team=[A, B])
    t.clear_zombies()
    t.state.spawns = []
    for sid in (A, B):
        t.reset(sid, g("e"), health=3)
    return t


@pytest.fixture
def street(make):
    """The tutorial as set up: starting spawn s1 in 3R:e, mobile s2 in 3R:s, inactive
    abomination token s3 in 3R:e (no mine or cemetery on this map)."""
    t = make(M0, team=[A, B])
    t.clear_zombies()
    for sid in (A, B):
        t.reset(sid, "2R:w", health=3)
    return t


def spawn_step(t) -> list:
    return t.run({"kind": "spawn_all"})


def drawn(events) -> list[str]:
    return [e.data["zone"] for e in of(events, Ev.card)]


def yellow(t, sid: str = B) -> None:
    t.s(sid).xp, t.s(sid).level = 12, 1


# ---------------------------------------------------------------- order (§7.5 point 1, §7.6.1)
def test_starting_token_first_then_the_tokens_sharing_its_zone_then_clockwise(grid) -> None:
    mobile_a = grid.spawn_token(g("a"))
    abom_c = grid.spawn_token(g("c"), "abomination", active=True)
    start = grid.spawn_token(g("c"), "starting")
    mobile_c = grid.spawn_token(g("c"))
    mobile_i = grid.spawn_token(g("i"))
    mobile_g = grid.spawn_token(g("g"))
    expected = [start, mobile_c, abom_c, mobile_i, mobile_g, mobile_a]
    assert [t.id for t in spawn_order(grid.game)] == [t.id for t in expected]
    grid.zombie_cards(1, 2, 3, 4, 5, 6)
    events = spawn_step(grid)
    assert drawn(events) == [t.zone for t in expected]
    assert [e.data["count"] for e in of(events, Ev.spawned)] == [1, 1, 1, 2, 2, 2]


def test_the_tutorial_spawn_order(street) -> None:
    assert [(t.kind, t.zone) for t in spawn_order(street.game)] == [
        ("starting", "3R:e"), ("abomination", "3R:e"), ("mobile", "3R:s")]


def test_inactive_tokens_draw_no_card(street) -> None:
    street.zombie_cards(1, 2)
    events = spawn_step(street)
    assert drawn(events) == ["3R:e", "3R:s"]
    assert street.state.zombies == {"3R:e": {"walker": 1}, "3R:s": {"walker": 1}}


# ---------------------------------------------------------------- danger level (§7.5 point 2)
def test_the_highest_danger_level_among_survivors_is_read(street) -> None:
    """§7.5 example: one survivor at 5 XP (Blue), another at 12 XP (Yellow): the Yellow row."""
    street.s(A).xp, street.s(A).level = 5, 0
    yellow(street, B)
    street.zombie_cards(18, 1)
    events = spawn_step(street)
    assert of(events, Ev.card)[0].data["level"] == "yellow"
    assert street.state.zombies["3R:e"] == {"runner": 2}
    assert street.state.zombies["3R:s"] == {"walker": 2}


@pytest.mark.parametrize("level, walkers", [(0, 2), (1, 3), (2, 5), (3, 7)])
def test_each_level_reads_its_own_row(street, level: int, walkers: int) -> None:
    street.s(B).level = level
    street.zombie_cards(4, 1)
    spawn_step(street)
    assert street.state.zombies["3R:e"] == {"walker": walkers}


# ---------------------------------------------------------------- extra activation (§7.5 point 3)
def test_an_extra_activation_does_nothing_at_blue(street) -> None:
    street.zombies("2R:e", runner=1)
    street.zombie_cards(34, 1)
    events = spawn_step(street)
    assert of(events, Ev.extra_activation)
    assert street.state.zombies["2R:e"] == {"runner": 1}
    assert not of(events, Ev.zombie_move)


def test_an_extra_activation_at_yellow_activates_every_zombie_of_its_type(street) -> None:
    yellow(street)
    street.s(A).zone = street.s(B).zone = "3R:x"
    street.noise("3R:x")
    street.zombies("2R:w", runner=1)
    street.zombies("2R:x", runner=1)
    street.zombies("2R:e", walker=1)
    street.state.spawns = street.state.spawns[:1]
    street.zombie_cards(34)
    spawn_step(street)
    assert street.state.zombies == {
        "2R:e": {"walker": 1, "runner": 1},  # the walker stayed; the runner from 2R:w ran two zones
        "3R:w": {"runner": 1},  # the runner from 2R:x ran two zones
    }


def test_an_extra_activation_can_attack(street) -> None:
    yellow(street)
    street.s(A).zone = "2R:e"
    street.zombies("2R:e", walker=1)
    street.zombie_cards(32, 1)
    spawn_step(street)
    assert street.s(A).wounds == 1


def test_zombies_spawned_earlier_in_the_step_take_the_extra_activation(street) -> None:
    """§7.7: an extra activation drawn mid-spawn includes zombies spawned this step."""
    yellow(street)
    street.s(A).zone = "3R:x"
    street.s(B).zone = "2R:dr"
    street.noise("2R:w")
    street.state.spawns[1].zone = "3R:w"
    street.zombie_cards(18, 34)  # the starting token: 2 runners; then the mobile token: runner activation
    spawn_step(street)
    assert street.state.zombies == {"3R:x": {"runner": 2}}, "the two new runners ran in"
    assert street.s(A).wounds == 2, "and attacked with their second action"


# ---------------------------------------------------------------- abomination cards (§7.5 point 4)
def test_an_abomination_card_spawns_it_and_wakes_every_abomination_token(street) -> None:
    yellow(street)
    street.zombie_cards(36, 1, 2)
    events = spawn_step(street)
    abomination = of(events, Ev.spawned, type="abomination")
    assert abomination and abomination[0].data["zone"] == "3R:e"
    assert street.state.spawns[2].kind == "abomination" and street.state.spawns[2].active
    assert drawn(events) == ["3R:e", "3R:e", "3R:s"], "the woken token has not been passed: it spawns this step"
    assert street.state.zombies["3R:e"]["abomination"] == 1
    assert street.state.zombies["3R:s"] == {"walker": 2}


def test_a_woken_abomination_token_already_passed_waits_for_next_round(grid) -> None:
    yellow(grid)
    start = grid.spawn_token(g("c"), "starting")
    abom_i = grid.spawn_token(g("i"), "abomination", active=False)
    mobile_a = grid.spawn_token(g("a"))
    assert [t.id for t in spawn_order(grid.game)] == [start.id, abom_i.id, mobile_a.id]
    grid.zombie_cards(1, 36, 2)
    events = spawn_step(grid)
    assert drawn(events) == [g("c"), g("a")]
    assert abom_i.active
    assert grid.state.zombies[g("a")].get("abomination") == 1


def test_a_woken_abomination_token_not_yet_passed_spawns_this_step(grid) -> None:
    yellow(grid)
    start = grid.spawn_token(g("c"), "starting")
    abom_i = grid.spawn_token(g("i"), "abomination", active=False)
    grid.spawn_token(g("a"))
    grid.zombie_cards(36, 1, 2)
    events = spawn_step(grid)
    assert drawn(events) == [g("c"), g("i"), g("a")]
    assert start.active and abom_i.active


def test_an_abomination_card_with_the_abomination_out_gives_it_an_extra_activation(street) -> None:
    yellow(street)
    street.s(A).zone = street.s(B).zone = "3R:e"
    street.noise("3R:e")
    street.zombies("2R:w", abomination=1)
    street.state.spawns = street.state.spawns[:1]
    street.zombie_cards(36)
    events = spawn_step(street)
    assert len(of(events, Ev.spawned, type="abomination")) == 0, "never a second abomination"
    assert of(events, Ev.extra_activation)
    assert street.state.zombies.get("2R:x", {}).get("abomination") == 1, "it moved one zone"


def test_killing_the_abomination_puts_its_tokens_to_sleep(street) -> None:
    street.zombies("2R:e", abomination=1)
    street.state.spawns[2].active = True
    stick = street.give(A, "blasting_stick")
    street.turn(A)
    street.do("dynamite", A, stick, "2R:e")
    assert not street.state.spawns[2].active


# ---------------------------------------------------------------- shortage (§7.5 point 5)
def test_a_shortage_places_what_is_left_then_spawns_the_abomination(street) -> None:
    street.zombies("2R:sa", walker=39)
    street.state.spawns = street.state.spawns[:1]
    street.zombie_cards(4)  # 2 walkers at Blue
    events = spawn_step(street)
    assert street.state.zombies["3R:e"]["walker"] == 1
    assert street.state.zombies["3R:e"]["abomination"] == 1
    assert of(events, Ev.spawned, type="abomination")


def test_a_shortage_with_the_abomination_out_gives_it_an_extra_activation(street) -> None:
    street.zombies("2R:sa", walker=40)
    street.zombies("2R:w", abomination=1)
    street.s(A).zone = street.s(B).zone = "3R:e"
    street.noise("3R:e")
    street.state.spawns = street.state.spawns[:1]
    street.zombie_cards(4)
    events = spawn_step(street)
    assert "walker" not in street.state.zombies.get("3R:e", {})
    assert street.state.zombies.get("2R:x", {}).get("abomination") == 1, "the abomination took an activation"
    assert street.state.zombies["2R:sa"] == {"walker": 40}, "the short type gets no extra activation"
    assert of(events, Ev.extra_activation)


# ---------------------------------------------------------------- 7 active tokens (§3.4, §7.5 point 7)
def test_six_active_tokens_are_allowed_the_seventh_loses(street) -> None:
    for zone in ("2R:e", "2R:x", "3R:w", "3R:x"):
        street.spawn_token(zone)
    assert sum(t.active for t in street.state.spawns) == 6
    street.game.check_end()
    assert street.state.result is None, "6 active and 1 inactive token"
    street.s(A).zone = "2R:s"
    street.turn(A)
    events = street.do("move", A, "2R:dr")  # the doctor's office: a corpse pile appears
    assert street.state.result == "defeat"
    assert of(events, Ev.game_over, result="defeat")
    assert "7" in street.state.cause


# ---------------------------------------------------------------- the deck (§7.5 point 6)
def test_an_empty_zombie_deck_reshuffles_its_discards(street) -> None:
    deck = street.state.zombie_deck
    deck.draw_pile, deck.discard_pile = [], ["z1", "z2", "z3"]
    street.state.spawns = street.state.spawns[:1]
    events = spawn_step(street)
    assert deck.reshuffles == 1
    assert len(deck.draw_pile) == 2
    assert of(events, Ev.card)[0].data["card"] in {"z1", "z2", "z3"}
    assert street.state.zombies["3R:e"] == {"walker": 1}
