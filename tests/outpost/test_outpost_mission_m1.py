"""outpost-m1 (Rally Point): two starting groups, the sleeping green and purple breaches that mold
wakes, and the win in an end phase with everyone at the turret (rules reference §12, mission 1)."""

from __future__ import annotations

from stationkit import end_round, put, shipped, spawn_in, zone

from zombie_table.games.tilezone.settings.outpost import mold
from zombie_table.games.tilezone.zombies import add_zombies

GREEN, PURPLE, TURRET = "09R:d", "02R:d", "05R:s"
FOUR = [("rook", "A"), ("halloway", "A"), ("tamsin", "B"), ("okafor", "B")]


def test_the_team_starts_in_two_even_groups() -> None:
    game = shipped("outpost-m1", FOUR)
    zones = [s.zone for s in game.state.survivors.values()]
    assert sorted(zones) == sorted([zone(game, "09R:x")] * 2 + [zone(game, "02R:x")] * 2)


def test_mold_within_range_1_wakes_a_sleeping_breach_and_its_mold() -> None:
    game = shipped("outpost-m1")
    green, purple = spawn_in(game, GREEN), spawn_in(game, PURPLE)
    assert not green.active and not purple.active
    assert green.zone in mold.dormant(game)
    far = next(z for z, d in game.board.distance[green.zone].items() if d == 2 and z not in game.state.tokens.get("mold", []))
    mold.grow(game, far)
    game.ruleset.gather("zombies_arrived", game, [far])
    assert not green.active  # range 2: still asleep
    near = next(z for z in game.board.exits(green.zone))
    add_zombies(game, near, "abomination", 1)
    game.ruleset.gather("zombies_arrived", game, [near])
    assert green.active and green.zone in mold.active(game) and green.zone not in mold.dormant(game)
    assert not purple.active


def test_everyone_at_the_turret_wins_only_in_the_end_phase_and_with_no_xeno_there() -> None:
    game = shipped("outpost-m1")
    for sid in game.state.survivors:
        put(game, sid, TURRET)
    game.check_end()
    assert game.state.result is None  # the players' phase: not yet
    add_zombies(game, zone(game, TURRET), "worker", 1)
    end_round(game)
    assert game.state.result is None  # a xeno in the zone
    game.state.zombies.pop(zone(game, TURRET))
    end_round(game)
    assert game.state.result == "victory"


def test_the_two_groups_are_placed_at_random_on_the_starting_zones() -> None:
    """§12 M1: split the survivors into 2 groups as evenly as possible and place the groups at
    random on the two starting areas: over seeds, the first group starts on either zone, and each
    game's groups stay together and even."""
    team = [("rook", "Ann"), ("halloway", "Ann"), ("tamsin", "Bo"), ("okafor", "Bo")]
    firsts = set()
    for seed in range(8):
        game = shipped("outpost-m1", team, seed)
        zones = [game.survivor(sid).zone for sid, _ in team]
        assert zones[0] == zones[2] and zones[1] == zones[3] and zones[0] != zones[1]
        firsts.add(zones[0])
    assert firsts == {zone(game, "09R:x"), zone(game, "02R:x")}
