"""The tutorial mission frontier-m0 (digest §13 M0, §3.4): its set-up gifts as decisions, a victory
played event by event (both objectives, then everyone escapes), and a scripted defeat."""

from __future__ import annotations

import pytest

from ruleskit import M0, of
from zombie_table.games.tilezone.events import Ev

JACK = "jack_harlan"  # favourite: pistol -> starts with the Rusty Six-Shooter
OTIS = "otis_pruitt"  # favourite: any -> chooses a starting card


def test_set_up_choices_are_decisions(make) -> None:
    t = make(M0, team=[JACK, OTIS], settle=False)
    deck_before = len(t.state.equipment.draw_pile)
    starting_names = {"rusty_six_shooter", "skillet", "trapdoor_carbine"}

    assert t.state.decision.kind == "choose_starting" and t.state.decision.survivor == OTIS
    assert {a.args[1] for a in t.actions("starting_pick")} == starting_names
    t.do("starting_pick", OTIS, "trapdoor_carbine")
    assert [t.state.cards[c] for c in t.s(OTIS).inventory.cards()] == ["trapdoor_carbine"]

    assert t.state.decision.kind == "gift"
    assert {(a.args[0], a.args[2]) for a in t.actions("gift_to")} == {(JACK, "blessed_flask"), (OTIS, "blessed_flask")}
    t.do("gift_to", OTIS, "equipment", "blessed_flask")
    assert "blessed_flask" in [t.state.cards[c] for c in t.s(OTIS).inventory.cards()]
    assert len(t.state.equipment.draw_pile) == deck_before - 1, "the flask comes from the equipment deck"

    assert t.state.decision.kind == "gift"
    options = {(a.args[0], a.args[2]) for a in t.actions("gift_to")}
    assert options == {(who, card) for who in (JACK, OTIS) for card in starting_names}, "the extra starting card: player's choice"
    pool = len(t.state.starting_pool)
    t.do("gift_to", JACK, "starting", "skillet")
    assert "skillet" in [t.state.cards[c] for c in t.s(JACK).inventory.cards()]
    assert len(t.state.starting_pool) == pool - 1

    assert t.state.decision.kind == "activate", "then round 1 begins"
    assert t.state.round == 1


def test_set_up_places_the_tutorial_pieces(make) -> None:
    t = make(M0, team=[JACK, OTIS])
    assert t.state.zombies == {"3R:w": {"brute": 1}, "3R:x": {"runner": 1}, "2R:e": {"walker": 1}, "2R:w": {"walker": 1}}
    assert {o.zone for o in t.state.objectives} == {"2R:sb", "3R:sk"}
    assert {s.zone for s in t.state.survivors.values()} == {"2R:s"}
    assert t.state.noise == {"zone": "2R:s", "level": "bang"}
    assert [t.state.cards[c] for c in t.s(JACK).inventory.cards()].count("rusty_six_shooter") >= 1


# ---------------------------------------------------------------- a scripted victory
def walk(t, who: str, *zones: str) -> list:
    events = []
    for zone in zones:
        while t.state.decision.kind != "act" or t.state.decision.survivor != who:
            if t.state.decision.kind == "activate":
                t.do("activate", who)
            else:
                t.game.apply(0)
        events += t.do("move", who, zone)
    return events


def take(t, who: str) -> list:
    while t.state.decision.kind != "act" or t.state.decision.survivor != who:
        t.do("activate", who) if t.state.decision.kind == "activate" else t.game.apply(0)
    events = t.pick("take_objective")
    assert t.state.decision.kind == "keep_card", "the bounty weapon comes with a free reorganise"
    t.pick("leave")
    return events


@pytest.fixture
def quiet(make):
    """The tutorial with no zombies and no spawns: only the objectives and the exit matter."""
    t = make(M0, team=[JACK])
    t.clear_zombies()
    t.state.spawns = []
    return t


def test_objectives_then_escape_is_a_victory(quiet) -> None:
    t = quiet
    events = walk(t, JACK, "2R:x", "2R:w", "2R:sa", "2R:sb")
    events = take(t, JACK)
    assert of(events, Ev.objective, survivor=JACK)
    assert of(events, Ev.bounty)
    assert t.s(JACK).xp == 5
    assert t.state.stage == 0
    walk(t, JACK, "2R:sa", "2R:w", "2R:x", "2R:e", "3R:w", "3R:mc", "3R:sk")
    events = take(t, JACK)
    assert of(events, Ev.objective, stage=1), "both objectives: the first stage is complete"
    assert t.state.stage == 1
    assert t.s(JACK).xp == 10
    walk(t, JACK, "3R:mc", "3R:w", "2R:e", "2R:x", "2R:w")
    while t.state.decision.kind != "act":
        t.game.apply(0)
    events = t.do("escape", JACK)
    assert of(events, Ev.escaped, survivor=JACK)
    assert of(events, Ev.game_over, result="victory")
    assert t.state.result == "victory"


def test_every_survivor_must_escape(make) -> None:
    t = make(M0, team=[JACK, OTIS])
    t.clear_zombies()
    t.state.spawns = []
    for o in t.state.objectives:
        o.taken_by = JACK
    t.state.stage = 1
    for sid in (JACK, OTIS):
        t.s(sid).zone = "2R:w"
    t.turn(JACK)
    t.do("escape", JACK)
    assert t.state.result is None, "one survivor is still on the board"
    t.turn(OTIS)
    events = t.do("escape", OTIS)
    assert t.state.result == "victory"
    assert of(events, Ev.game_over, result="victory")


def test_escape_is_closed_until_both_objectives_are_taken(quiet) -> None:
    t = quiet
    t.s(JACK).zone = "2R:w"
    next(o for o in t.state.objectives if o.zone == "2R:sb").taken_by = JACK
    t.turn(JACK)
    assert t.actions("escape") == []


# ---------------------------------------------------------------- a scripted defeat
def test_a_survivor_killed_by_zombies_loses_the_mission(make) -> None:
    t = make(M0, team=[JACK])
    t.clear_zombies()
    t.state.spawns = []
    t.s(JACK).zone = "2R:x"
    t.zombies("2R:x", walker=1)
    t.zombies("2R:w", runner=1)
    t.turn(JACK)
    events = t.do("end_turn", JACK)
    order = [e.kind for e in events if e.kind in (Ev.zombie_attack, Ev.zombie_move, Ev.wounded, Ev.died, Ev.game_over)]
    assert order == [Ev.zombie_attack, Ev.wounded, Ev.zombie_move, Ev.zombie_attack, Ev.wounded, Ev.died, Ev.game_over]
    assert t.state.result == "defeat"
    assert t.game.over
    assert t.game.legal_actions() == [] or t.state.decision is None
