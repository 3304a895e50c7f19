"""Combat Reflexes in Winter (white-death §11): zombies spawning within range 0-1 in sight give a free
combat action, once per zombie card drawn — declining keeps it for the card's next zone.

The test grid (conftest): one-cell street zones a b c / d e f / g h i; e sees b, d, f and h at range 1,
d sees f at range 2."""

from __future__ import annotations

from ruleskit import Table

RADKO = "radko"
A, B, D, E, F = "95T:a", "95T:b", "95T:d", "95T:e", "95T:f"


def _archer(make, zone: str) -> Table:
    t = make([RADKO])
    t.reset(RADKO, zone, health=3, skills=["combat_reflexes"])
    t.give(RADKO, "windlass_crossbow")  # range 1-2: it could reach range 2, the skill may not
    t.state.phase = "zombies"
    return t


def _spawn(t: Table, zone: str, card: int = 1) -> None:
    """A zombie card drawn for a spawn token in `zone` (card 1: one thrall at Blue; 43: a thrall in
    every corrupted zone)."""
    token = t.spawn_token(zone)
    t.zombie_cards(card)
    t.run({"kind": "spawn_draw", "token": token.id})


def test_a_spawn_at_range_1_in_sight_offers_the_free_attack(make) -> None:
    t = _archer(make, E)
    _spawn(t, B)
    assert t.game.decision.kind == "reflexes"
    t.dice(6, 6)
    t.pick("reflex")
    assert not t.state.zombies.get(B) and t.halted


def test_a_spawn_at_range_2_in_sight_offers_nothing(make) -> None:
    """Frontier's and Outpost's skill reaches anywhere in sight; Winter's only range 0-1."""
    t = _archer(make, D)
    _spawn(t, F)
    assert t.state.zombies[F] == {"walker": 1} and t.halted


def _siege_beside(t: Table) -> None:
    t.state.tokens["blight"] = [B, F]  # two corrupted zones at range 1 of e
    t.game.rebuild_board()
    _spawn(t, A, card=43)


def test_once_per_zombie_card_though_it_fills_two_zones_in_reach(make) -> None:
    t = _archer(make, E)
    _siege_beside(t)
    assert t.game.decision.kind == "reflexes"
    t.dice(1, 1)
    t.pick("reflex")
    assert t.halted, "the card's second zone asks nothing: the reflex is spent for this card"
    t.state.tokens["blight"] = []
    t.game.rebuild_board()
    _spawn(t, B)
    assert t.game.decision.kind == "reflexes", "the next card gives it again"


def test_holding_fire_keeps_the_reflex_for_the_cards_next_zone(make) -> None:
    t = _archer(make, E)
    _siege_beside(t)
    first = t.game.decision.data["zone"]
    t.pick("no_reflex")
    assert t.game.decision.kind == "reflexes" and t.game.decision.data["zone"] != first
