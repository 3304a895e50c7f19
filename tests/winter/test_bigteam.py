"""Seven or more survivors (white-death §10.6): one more starting card in the set-up pool for each
survivor beyond six, so every survivor still starts with a card; one more zombie card in the spawn
step for every two beyond six (rounded up), from the first spawn zone again; nothing of it with six
or fewer, or with the options off."""

from __future__ import annotations

from pathlib import Path

import pytest

from gridkit import MISSION, TILE, WINTER_GRID
from ruleskit import Table, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import SpawnToken
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

REPO = Path(__file__).resolve().parents[2]
GUESTS = """
  - {id: guest_one, name: Guest One, class: defender, favourite: any, skills: {blue: [lucky], yellow: [plus_action], orange: [sprint, slippery], red: [medic, lucky, hit_and_run]}}
  - {id: guest_two, name: Guest Two, class: defender, favourite: any, skills: {blue: [sprint], yellow: [plus_action], orange: [lucky, slippery], red: [medic, lucky, hit_and_run]}}
"""


@pytest.fixture(scope="module")
def library(tmp_path_factory: pytest.TempPathFactory) -> Library:
    root = tmp_path_factory.mktemp("winter-big-team")
    (root / "95T.yaml").write_text(TILE)
    (root / "m97.yaml").write_text(MISSION)
    shipped = (REPO / "assets" / "winter" / "survivors.yaml").read_text(encoding="utf-8")
    (root / "survivors.yaml").write_text(shipped.rstrip() + GUESTS)
    return Library.load(extra=[root], user=False)


def team(library: Library, n: int) -> list[tuple[str, str]]:
    ids = [s.id for s in library.setting(library.missions[WINTER_GRID].setting).survivors.survivors]
    return [(sid, "P1") for sid in ids[:n]]


def start(library: Library, n: int, **options) -> list[list[str]]:
    game = new_game(library, WINTER_GRID, team(library, n), 3, options)
    while game.decision is not None and game.decision.kind == "choose_starting":
        game.apply(0)
    return [s.inventory.cards() for s in game.state.survivors.values()]


def test_eight_survivors_get_two_more_starting_cards_and_each_starts_with_one(library) -> None:
    hands = start(library, 8)
    assert len(hands) == 8 and all(len(h) == 1 for h in hands)


def test_six_survivors_share_the_six_starting_cards(library) -> None:
    hands = start(library, 6)
    assert all(len(h) == 1 for h in hands)


def test_without_the_option_the_seventh_survivor_finds_the_pool_empty(library) -> None:
    hands = start(library, 7, extra_starting_cards=False)
    assert sorted(len(h) for h in hands) == [0, 1, 1, 1, 1, 1, 1]


def spawn_zones_drawn(library: Library, n: int, **options) -> list[str]:
    game = new_game(library, WINTER_GRID, team(library, n), 3, options)
    while game.decision is not None and game.decision.kind == "choose_starting":
        game.apply(0)
    t = Table(game)
    t.clear_zombies()
    t.state.spawns = [SpawnToken("s1", "numbered", "95T:a", number=1), SpawnToken("s2", "numbered", "95T:c", number=2)]
    t.zombie_cards(1, 2, 3, 4)  # plain thrall cards
    events = t.run({"kind": "spawn_all"})
    return [e.data["zone"] for e in of(events, Ev.card)]


def test_every_two_survivors_beyond_six_draw_one_more_zombie_card_from_the_first_zone_again(library) -> None:
    assert spawn_zones_drawn(library, 6) == ["95T:a", "95T:c"]
    assert spawn_zones_drawn(library, 7) == ["95T:a", "95T:c", "95T:a"]
    assert spawn_zones_drawn(library, 8) == ["95T:a", "95T:c", "95T:a"]
    assert spawn_zones_drawn(library, 8, extra_spawn_draws=False) == ["95T:a", "95T:c"]
