"""Facts the engine remembers across decisions (architecture: `Game.remember`, the abilities
table, the `QUIET` events after which conditions are not re-checked).

A game played by bots never calls `invalidate()`: weapon sets, attack profiles and abilities
survive from one decision to the next, keyed by what they read. These tests list the options
the way a bot does (`game.legal_actions()`, no invalidation in between) and check that each
change of what a remembered fact reads shows in the very next listing.

The shooter stands in 2R:x on Main Street: 2R:e is at range 1.
"""

from __future__ import annotations

import pytest

from zombie_table.bots.invariants import static_problems
from zombie_table.games.tilezone import combat

SHOOTER = "jack_harlan"
OTHER = "otis_pruitt"


@pytest.fixture
def t(main_street):
    return main_street


def shots(t) -> list:
    return [a for a in t.game.legal_actions() if a.kind == "shoot"]


def test_a_fired_reload_weapon_leaves_the_next_listing_and_comes_back_reloaded(t) -> None:
    carbine = t.give(SHOOTER, "trapdoor_carbine")
    t.zombies("2R:e", walker=3)
    t.dice(1, 1)
    t.turn(SHOOTER, actions=5)
    first = shots(t)
    assert [a.args[1] for a in first] == [carbine]
    t.game.apply(first[0])
    assert shots(t) == []  # the same held cards, one of them now unloaded
    t.game.apply(next(a for a in t.game.legal_actions() if a.kind == "reload"))
    assert [a.args[1] for a in shots(t)] == [carbine]


def test_a_weapon_handed_over_leaves_one_survivor_s_weapons_for_the_other_s(t) -> None:
    carbine = t.give(SHOOTER, "trapdoor_carbine")
    other = t.s(OTHER)
    other.zone = "2R:x"
    t.zombies("2R:e", walker=3)
    t.turn(SHOOTER, actions=5)
    assert [a.args[1] for a in shots(t)] == [carbine]
    assert combat.weapon_sets(t.game, other, "ranged") == []
    t.do("reorganise", SHOOTER)
    t.do("rearrange", SHOOTER, "hand", 0, OTHER, "hand", 0)
    t.pick("done")
    assert shots(t) == []
    assert combat.weapon_sets(t.game, other, "ranged") == [((carbine,), 0)]


def test_a_skill_set_between_choices_counts_at_the_next_one(t) -> None:
    """Tools and tests may change the state between choices without invalidating: `apply`
    notices changed skills, classes and leadership and rebuilds the abilities."""
    t.give(SHOOTER, "trapdoor_carbine")
    t.zombies("2R:e", walker=3)
    t.dice(1, 1, 1)
    t.turn(SHOOTER, actions=5)
    assert "(1d 4+ dmg 2)" in shots(t)[0].label
    t.s(SHOOTER).skills.append("plus_die:ranged")
    t.game.apply(next(a for a in t.game.legal_actions() if a.kind == "search" or a.kind == "make_noise"))
    assert "(2d 4+ dmg 2)" in shots(t)[0].label


def test_a_change_no_event_announced_is_an_invariant_problem(t) -> None:
    """Conditions are re-checked only after steps whose events they may read; a rule that
    changed what they read silently would let the game run on past its end."""
    t.turn(SHOOTER, actions=5)
    assert not [p for p in static_problems(t.game) if "conditions say" in p]
    t.s(OTHER).status = "dead"  # a death with no 'died' event
    problems = [p for p in static_problems(t.game) if "conditions say" in p]
    assert problems and "defeat" in problems[0] and "killed" in problems[0]


def test_a_skill_gained_between_choices_brings_its_own_actions_at_the_next_one(t) -> None:
    """A skill's actions are asked for only from survivors with the skill (`turn.providers_for`,
    remembered by the abilities): a new skill shows its actions in the very next listing."""
    t.zombies("2R:x", walker=2)
    t.turn(SHOOTER, actions=5)
    assert not [a for a in t.game.legal_actions() if a.kind == "shove"]
    t.s(SHOOTER).skills.append("shove")
    t.game.apply(next(a for a in t.game.legal_actions() if a.kind == "make_noise"))
    assert [a for a in t.game.legal_actions() if a.kind == "shove"]


@pytest.mark.parametrize("mission", ["frontier-m0", "frontier-m4", "frontier-m7"])
def test_asking_only_the_providers_a_survivor_s_skills_allow_lists_every_option(mission) -> None:
    """Whole random games: at every action decision the listing equals what every provider
    lists when asked (a provider's `needs` must name every skill it lists anything for)."""
    from zombie_table.bots.runner import default_team, make_bot
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone import turn
    from zombie_table.games.tilezone.setup import new_game

    library = Library.load(user=False)
    compared = 0
    for seed in range(40):
        game = new_game(library, mission, default_team(library, mission), seed)
        game.undo_enabled = False
        bot = make_bot("random", seed)
        while not game.over:
            if game.decision.kind == "act":
                s = game.survivor(game.decision.survivor)
                every = [a.key for p in game.ruleset.providers for a in p(game, s)]
                assert [a.key for a in game.legal_actions()][:-1] == every  # the last: end the turn
                compared += 1
            game.apply(bot.choose(game))
        if compared > 300:
            return
    raise AssertionError(f"only {compared} decisions compared")
