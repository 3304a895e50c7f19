"""§6.7: "While it is present, every Abomination spawn zone is active" — an abomination a mission
places at set-up wakes the abomination spawn tokens at once, as a spawned one does (§7.6.3)."""

from __future__ import annotations

from missionkit import game_on

from zombie_table.games.tilezone.spawning import abomination_killed

MINE_MAP = dict(layout=[["2R", "8V"]], start=["2R:s"], spawns=[{"zone": "2R:e", "kind": "starting"}])


def test_an_abomination_placed_at_set_up_wakes_the_abomination_spawns() -> None:
    game = game_on(zombies=[{"zone": "2R:e", "type": "abomination"}], **MINE_MAP)
    tokens = [t for t in game.state.spawns if t.kind == "abomination"]
    assert tokens and all(t.active for t in tokens)
    assert game.state.abominations_out, "its card is out of the abomination deck"
    abomination_killed(game)
    assert not any(t.active for t in tokens), "and they sleep again when it dies"
    assert not game.state.abominations_out


def test_without_an_abomination_the_tokens_start_asleep() -> None:
    game = game_on(zombies=[{"zone": "2R:e", "type": "walker"}], **MINE_MAP)
    tokens = [t for t in game.state.spawns if t.kind == "abomination"]
    assert tokens and not any(t.active for t in tokens)
