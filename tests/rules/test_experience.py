"""Experience (digest §4.6, §4.7, §11): XP per kill and per objective, the danger thresholds, the
skills each level brings (Yellow fixed, Orange 1 of 2, Red 1 of 3) working at once, and Ultrared.

The subject is Jack "Deuce" Harlan: Blue lucky, Yellow plus_action, Orange free_fanning or
fanning_bonus:plus_to_roll, Red fanning_bonus:reroll, fanning_bonus:reaper or ambidextrous.
"""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.spawning import danger_level

JACK = "jack_harlan"
ORANGE = ["free_fanning", "fanning_bonus:plus_to_roll"]
RED = ["fanning_bonus:reroll", "fanning_bonus:reaper", "ambidextrous"]


@pytest.fixture
def t(make):
    table = make(M0, team=[JACK])
    table.clear_zombies()
    table.state.spawns = []
    table.reset(JACK, "2R:x", skills=["lucky"])
    return table


def at(t, xp: int, level: int, skills: list[str]) -> None:
    s = t.s(JACK)
    s.xp, s.level, s.skills = xp, level, ["lucky", *skills]
    t.game.invalidate()


def gain(t, amount: int) -> list:
    """Gain XP outside any action, then resolve what it queued (skill choices stay pending)."""
    t.state.queue = []
    t.game.events = []
    gain_xp(t.game, t.s(JACK), amount, "test")
    gained = list(t.game.events)
    return gained + t.resume()


# ---------------------------------------------------------------- XP sources
@pytest.mark.parametrize("ztype", ["walker", "runner", "brute"])
def test_killing_a_walker_runner_or_brute_gives_one_xp(t, ztype: str) -> None:
    t.give(JACK, "trail_hatchet")  # damage 2
    t.zombies("2R:x", **{ztype: 1})
    t.dice(6)
    t.turn(JACK)
    events = t.pick("melee")
    assert t.s(JACK).xp == 1
    assert [e.data["amount"] for e in of(events, Ev.xp)] == [1]


def test_killing_the_abomination_gives_five_xp(t) -> None:
    stick = t.give(JACK, "blasting_stick")
    t.zombies("2R:e", abomination=1)
    t.turn(JACK)
    t.do("dynamite", JACK, stick, "2R:e")
    assert t.s(JACK).xp == 5


def test_an_objective_gives_five_xp(t) -> None:
    t.s(JACK).zone = "2R:sb"
    t.turn(JACK)
    events = t.pick("take_objective")
    assert t.s(JACK).xp == 5
    assert [e.data["amount"] for e in of(events, Ev.xp)] == [5]


# ---------------------------------------------------------------- thresholds
def test_levels_are_reached_at_exactly_7_19_and_43(t) -> None:
    reached = {}
    for _ in range(50):
        events = gain(t, 1)
        for e in of(events, Ev.level_up):
            reached[e.data["level"]] = t.s(JACK).xp
        while t.state.decision.kind == "skill_choice":
            t.game.apply(0)
    assert reached == {"yellow": 7, "orange": 19, "red": 43}
    assert t.s(JACK).level == 3
    assert t.s(JACK).xp == 50, "without Ultrared the bar keeps counting"
    assert len(t.s(JACK).skills) == 4, "one skill per level, and nothing more past Red"


@pytest.mark.parametrize("xp, level", [(0, 0), (6, 0), (7, 1), (18, 1), (19, 2), (42, 2), (43, 3)])
def test_the_danger_level_for_an_xp_total(t, xp: int, level: int) -> None:
    t.s(JACK).xp = 0
    gain(t, xp)
    while t.state.decision.kind == "skill_choice":
        t.game.apply(0)
    assert t.s(JACK).level == level


def test_yellow_plus_one_action_is_usable_at_once(t) -> None:
    at(t, 6, 0, [])
    t.give(JACK, "trail_hatchet")
    t.zombies("2R:x", walker=1)
    t.dice(6)
    t.turn(JACK)
    events = t.pick("melee")
    assert of(events, Ev.level_up, level="yellow")
    assert of(events, Ev.skill, skill="plus_action")
    assert t.s(JACK).actions_left == 3, "3 - 1 spent + 1 gained in the middle of the turn"
    assert t.s(JACK).level == 1


def test_orange_offers_a_choice_of_two_that_works_at_once(t) -> None:
    at(t, 18, 1, ["plus_action"])
    t.s(JACK).classes = ["gunslinger"]
    pistol = t.give(JACK, "six_shooter")
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=3)
    t.dice(6)
    t.turn(JACK)
    t.pick("shoot", lambda a: a.args[2] == "2R:x")
    assert t.state.decision.kind == "skill_choice"
    assert [a.args[1] for a in t.actions("learn")] == ORANGE
    t.do("learn", JACK, "free_fanning")
    assert t.s(JACK).free.get("fanning") == 1
    left = t.s(JACK).actions_left
    t.dice(*[1] * 6)
    t.do("fan", JACK, pistol, "2R:e")
    assert t.s(JACK).actions_left == left, "the new free fanning action paid for it"


def test_red_offers_a_choice_of_three_that_works_at_once(t) -> None:
    at(t, 42, 2, ["plus_action", "free_fanning"])
    a = t.give(JACK, "rusty_six_shooter", "hand", 0)  # no dual symbol
    b = t.give(JACK, "rusty_six_shooter", "hand", 1)
    t.zombies("2R:x", walker=1)
    t.zombies("2R:e", walker=3)
    t.dice(6)
    t.turn(JACK)
    assert all("+" not in x.args[1] for x in t.actions("shoot"))
    t.pick("shoot", lambda x: x.args[2] == "2R:x" and x.args[1] == a)
    assert [x.args[1] for x in t.actions("learn")] == RED
    t.do("learn", JACK, "ambidextrous")
    assert "+".join(sorted([a, b])) in {x.args[1] for x in t.actions("shoot")}, "pairs at once"


def test_orange_and_red_choices_come_from_the_survivors_own_card(t) -> None:
    at(t, 0, 0, [])
    gain(t, 19)
    assert t.state.decision.kind == "skill_choice"
    assert [a.args[1] for a in t.actions("learn")] == ORANGE
    t.do("learn", JACK, ORANGE[1])
    gain(t, 24)
    assert [a.args[1] for a in t.actions("learn")] == RED
    assert t.s(JACK).skills == ["lucky", "plus_action", ORANGE[1]]


# ---------------------------------------------------------------- Ultrared (§11)
def test_ultrared_bar_returns_to_zero_and_later_passes_grant_the_remaining_skills(make) -> None:
    t = make(M0, team=[JACK], options={"ultrared": True})
    t.clear_zombies()
    t.state.spawns = []
    t.reset(JACK, "2R:x")
    at(t, 42, 2, ["plus_action", ORANGE[0]])
    stick = t.give(JACK, "blasting_stick")
    t.zombies("2R:e", walker=3)
    t.turn(JACK)
    t.do("dynamite", JACK, stick, "2R:e")  # 3 XP: the 43rd reaches Red
    s = t.s(JACK)
    assert s.level == 3
    assert s.xp == 2, "back to 0 at Red, then the XP beyond it"
    assert [a.args[1] for a in t.actions("learn")] == RED
    t.do("learn", JACK, RED[2])

    events = gain(t, 17)  # 2 -> 19: Orange again, its other option
    assert of(events, Ev.skill, skill=ORANGE[1])
    events = gain(t, 24)  # 19 -> 43: Red again, a choice of the two left
    assert s.xp == 0 and s.level == 3
    assert [a.args[1] for a in t.actions("learn")] == RED[:2]
    t.do("learn", JACK, RED[0])
    events = gain(t, 42)  # third Orange: both of its skills taken, a Red one still to come — nothing
    assert not of(events, Ev.skill) and t.state.decision.kind == "test_halt", "§11's example: no skill at the third Orange"
    events = gain(t, 1)  # third Red: the last one
    assert of(events, Ev.skill, skill=RED[1])
    assert set(RED + ORANGE) <= set(s.skills)
    gain(t, 19)  # every skill of the card is taken: any skill at Orange
    assert t.state.decision.kind == "skill_choice"
    offered = [a.args[1] for a in t.actions("learn")]
    assert len(offered) > 3 and not set(offered) & set(s.skills)
    assert {"plus_die:melee", "free_action:search", "fearless:brute"} <= set(offered), \
        "§11: any skill, those with a parameter included"
    assert not any(ref.startswith("starts_with") for ref in offered), "a set-up skill gives nothing later"
    assert danger_level(t.game) == 3, "the survivor stays Red for spawning"


def test_without_ultrared_the_bar_never_resets(t) -> None:
    at(t, 42, 2, ["plus_action", ORANGE[0]])
    gain(t, 1)
    t.game.apply(0)
    gain(t, 30)
    assert t.s(JACK).xp == 73
    assert t.state.decision.kind == "test_halt", "no more skills"


def test_a_skill_gained_with_the_last_action_keeps_the_turn_going(t) -> None:
    at(t, 6, 0, [])
    t.give(JACK, "trail_hatchet")
    t.zombies("2R:x", walker=2)
    t.dice(6)
    t.turn(JACK, actions=1)
    t.pick("melee")
    assert t.state.decision.kind == "act" and t.state.decision.survivor == JACK
    assert t.s(JACK).actions_left == 1, "the Yellow action arrived after the last one was spent"


def test_a_free_action_chosen_at_orange_is_usable_with_no_actions_left(make) -> None:
    otis = "otis_pruitt"  # Orange: free_action:search or scavenger
    t = make(M0, team=[otis])
    t.clear_zombies()
    t.state.spawns = []
    s = t.reset(otis, "2R:sa", skills=["inventor", "plus_action"])
    s.xp, s.level = 18, 1
    t.give(otis, "trail_hatchet")
    t.zombies("2R:sa", walker=1)
    t.dice(6)
    t.turn(otis, actions=1)
    t.pick("melee")
    assert [a.args[1] for a in t.actions("learn")] == ["free_action:search", "scavenger"]
    t.do("learn", otis, "free_action:search")
    assert t.state.decision.kind == "act" and t.s(otis).actions_left == 0
    assert t.keys("search") == [f"search:{otis}"]
