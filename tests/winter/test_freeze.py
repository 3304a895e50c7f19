"""Freeze tokens (rules reference §6.10): one per zone, the zombies there skip their whole
activation (runners both actions) and the token goes; it goes too when its zone empties, and in
the end phase."""

from __future__ import annotations

from missionkit import run_steps
from winterkit import winter_game

from zombie_table.games.tilezone.settings.winter import freeze


def test_frozen_runners_skip_both_actions_and_the_token_is_used_up() -> None:
    game = winter_game(zombies=[{"zone": "28R:g3", "type": "runner", "count": 2}])
    assert freeze.place(game, "28R:g3")
    run_steps(game, {"kind": "activation", "types": None, "second": False}, {"kind": "activation", "types": None, "second": True})
    assert game.state.zombies.get("28R:g3", {}).get("runner") == 2  # neither action taken
    assert not game.state.tokens["freeze"]


def test_one_token_per_zone_and_none_in_an_empty_zone() -> None:
    game = winter_game(zombies=[{"zone": "28R:g3", "type": "walker"}])
    assert freeze.place(game, "28R:g3") and not freeze.place(game, "28R:g3")
    assert game.state.tokens["freeze"] == ["28R:g3"]
    assert not freeze.place(game, "28R:h2")  # nothing there to freeze (option freeze_clears_when_empty)


def test_unfrozen_zombies_walking_through_do_not_use_the_token() -> None:
    game = winter_game(zombies=[{"zone": "28R:g3", "type": "walker"}, {"zone": "28R:g2", "type": "runner"}])
    game.state.tokens["freeze"] = ["28R:g3"]
    run_steps(game, {"kind": "activation", "types": None, "second": False})
    assert game.state.zombies["28R:g3"] == {"walker": 1}  # held
    assert game.state.zombies.get("28R:g1") == {"runner": 1}  # the runner went on toward the survivor


def test_the_token_leaves_an_emptied_zone_and_thaws_in_the_end_phase() -> None:
    game = winter_game(zombies=[{"zone": "28R:g3", "type": "walker"}, {"zone": "28R:h2", "type": "walker"}])
    freeze.place(game, "28R:g3")
    freeze.place(game, "28R:h2")
    from zombie_table.games.tilezone.zombies import remove_zombies
    remove_zombies(game, "28R:g3", "walker")
    assert game.state.tokens["freeze"] == ["28R:h2"]
    assert freeze.thaw(game) == [] and game.state.tokens["freeze"] == []
