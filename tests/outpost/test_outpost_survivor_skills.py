"""The rest of Outpost's skills (invader §11), each on a scripted situation: Close In (Charge: free,
once per turn, up to two zones into xenos), Blend In (Camouflage), Keen Senses (Enhanced Senses),
Squad Drill (Brothers in Arms), Wildcard (Tactician), Bring It On (Is That All You've Got?),
Hardened Suit (Starts with X Armour) and Blade Dancer (Blade Master, the family's dual_kind:melee).

The test grid (conftest): one-cell corridor zones a b c / d e f / g h i, i outdoor; corridors see
along rows and columns, never diagonally."""

from __future__ import annotations

from outpostkit import M0, outpost_game
from ruleskit import Table, of, two_players

from zombie_table.content.library import Library
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import zombies_in_sight
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.noise import zone_noise

OBI, ROOK, OKAFOR, TAMSIN, HALLOWAY = "obi", "rook", "okafor", "tamsin", "halloway"
E, A, B, C = "94T:e", "94T:a", "94T:b", "94T:c"


# ---------------------------------------------------------------- Close In (Charge)
def test_close_in_is_free_reaches_two_zones_into_xenos_once_a_turn(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, E, health=3, skills=["close_in"])
    t.zombies(A, worker=1)  # two zones away (e-b-a or e-d-a), none on the way
    t.zombies("94T:i", worker=1)  # the surface: no way there from the station's corridors
    t.turn(ROOK, actions=3)
    assert [a.args[1] for a in t.actions("close_in")] == [A]
    t.pick("close_in")
    assert t.s(ROOK).zone == A and t.s(ROOK).actions_left == 3  # no action spent
    t.zombies(B, worker=1)
    assert not t.actions("close_in")  # once per turn


def test_close_in_stops_at_the_first_xenos_and_leaving_xenos_still_costs(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, E, health=3, skills=["close_in"])
    t.zombies(E, worker=1)
    t.zombies(B, worker=1)
    t.zombies(A, worker=1)
    t.turn(ROOK, actions=3)
    assert sorted(a.args[1] for a in t.actions("close_in")) == [A, B]  # a by way of d; never through b
    t.pick("close_in", lambda a: a.args[1] == B)
    assert t.s(ROOK).zone == B and t.s(ROOK).actions_left == 2  # one extra action to leave the worker in e


def test_close_in_needs_the_skill(make) -> None:
    t = make([ROOK])
    t.reset(ROOK, E, health=3)
    t.zombies(B, worker=1)
    t.turn(ROOK, actions=3)
    assert not t.actions("close_in")


# ---------------------------------------------------------------- Blend In (Camouflage)
def _camouflaged(t: Table, sid: str) -> bool:
    return t.state.own.camouflage == sid


def test_blend_in_is_taken_at_the_start_of_the_turn_only_when_no_xeno_sees(make) -> None:
    t = make([TAMSIN])
    t.reset(TAMSIN, E, health=2, skills=["camouflage"])
    t.zombies(B, worker=1)  # straight up the column: it sees e
    t.turn(TAMSIN, actions=3)
    assert not t.actions("camouflage")
    t.zombies(B)
    t.zombies(A, worker=1)  # a diagonal: no sight
    t.turn(TAMSIN, actions=3)
    t.pick("camouflage")
    assert _camouflaged(t, TAMSIN) and t.s(TAMSIN).actions_left == 3  # free
    t.state.own.camouflage = None
    t.pick("move", lambda a: a.args[1] == "94T:f")
    assert not t.actions("camouflage")  # an action taken: no longer the start of the turn


def test_the_one_token_cannot_be_taken_while_another_holds_it(make) -> None:
    t = make([TAMSIN, ROOK])
    t.reset(TAMSIN, E, health=2, skills=["camouflage"])
    t.reset(ROOK, "94T:g", health=3, skills=["camouflage"])
    t.state.own.camouflage = TAMSIN
    t.turn(ROOK, actions=3)
    assert not t.actions("camouflage")


def test_xenos_walk_past_a_camouflaged_survivor_to_the_next_one(make) -> None:
    t = make([TAMSIN, ROOK])
    t.reset(TAMSIN, A, health=2, skills=["camouflage"])
    t.reset(ROOK, C, health=3)
    t.zombies(A, worker=1)
    t.state.own.camouflage = TAMSIN
    assert zone_noise(t.game, A) == 0 and zone_noise(t.game, C) == 1  # she makes no noise
    t.activate_zombies()
    assert t.s(TAMSIN).wounds == 0  # not attacked
    assert t.state.zombies.get(B) == {"worker": 1}  # gone on toward Rook, in sight along the row
    t.state.own.camouflage = None
    t.zombies(B)
    t.zombies(A, worker=1)
    t.activate_zombies()
    assert t.s(TAMSIN).wounds == 1  # seen again: attacked


def test_blend_in_is_lost_by_fighting_not_by_moving(make) -> None:
    t = make([TAMSIN])
    t.reset(TAMSIN, E, health=2, skills=["camouflage"])
    t.give(TAMSIN, "squad_gun")
    t.state.own.camouflage = TAMSIN
    t.zombies(C, worker=1)
    t.turn(TAMSIN, actions=3)
    t.pick("move", lambda a: a.args[1] == "94T:f")
    assert _camouflaged(t, TAMSIN)
    t.dice(6, 6, 6, 6, 6)
    events = t.first("shoot", lambda a: C in a.label)
    assert not _camouflaged(t, TAMSIN)
    assert of(events, Ev.token, survivor=TAMSIN, token="camouflage")


def test_making_noise_gives_a_camouflaged_survivor_away(make) -> None:
    t = make([TAMSIN])
    t.reset(TAMSIN, E, health=2, skills=["camouflage"])
    t.state.own.camouflage = TAMSIN
    t.turn(TAMSIN, actions=3)
    t.pick("make_noise")
    assert not _camouflaged(t, TAMSIN)


# ---------------------------------------------------------------- Keen Senses (Enhanced Senses)
def test_keen_senses_see_one_zone_further_into_rooms() -> None:
    """01R: the security room a opens onto the briefing room b, whose door gives onto the junction x."""
    board = outpost_game(layout=M0, start=["01R:x"]).board
    assert not board.sees("01R:a", "01R:x") and board.keener_sight("01R:a")["01R:x"] == 2
    assert not board.sees("01R:x", "01R:a") and board.keener_sight("01R:x")["01R:a"] == 2
    assert all(board.zones[z].kind.value != "outdoor" for z in board.keener_sight("01R:x"))


def test_keen_senses_let_a_survivor_shoot_into_the_room_beyond() -> None:
    game = outpost_game(layout=M0, start=["01R:x"], team=[(HALLOWAY, "Ann")])
    s = game.survivor(HALLOWAY)
    game.state.zombies["01R:a"] = {"worker": 1}
    game.invalidate()
    assert not zombies_in_sight(game, s)
    s.skills.append("keen_senses")
    game.invalidate()
    assert zombies_in_sight(game, s) == [("01R:a", 2)]


# ---------------------------------------------------------------- Squad Drill (Brothers in Arms)
def test_squad_drill_gives_everyone_in_the_zone_the_skill_while_two_stand_there(make) -> None:
    t = make([OKAFOR, OBI])
    t.reset(OKAFOR, E, health=3, skills=["brothers:tough"])
    t.reset(OBI, A, health=3)
    assert not skills.has(t.game, t.s(OKAFOR), "tough")  # alone: not even himself
    t.s(OBI).zone = E
    t.game.invalidate()
    assert skills.has(t.game, t.s(OKAFOR), "tough") and skills.has(t.game, t.s(OBI), "tough")
    t.turn(OBI, actions=3)
    t.pick("move", lambda a: a.args[1] == "94T:f")  # the abilities follow the survivors' steps
    assert not skills.has(t.game, t.s(OBI), "tough") and not skills.has(t.game, t.s(OKAFOR), "tough")


def test_squad_drill_hard_case_takes_the_first_damage_off_a_brute(make) -> None:
    t = make([OKAFOR, OBI])
    t.reset(OKAFOR, E, health=3, skills=["brothers:tough"])
    t.reset(OBI, E, health=3)
    t.zombies(E, tank=1)
    t.activate_zombies()
    t.pick("take_wound", lambda a: a.args[0] == OBI)
    assert t.s(OBI).wounds == 1  # 2 damage, the first ignored by the shared Hard Case


def test_squad_drill_is_named_for_the_skill_it_shares(make) -> None:
    t = make([OKAFOR])
    assert skills.label(t.game.data, "brothers:tough") == "Squad Drill: Hard Case"


# ---------------------------------------------------------------- Wildcard (Tactician)
def _two_players(library: Library, obi_skills: list[str]) -> Table:
    return two_players(library, "outpost-m97", ROOK, OBI, E, obi_skills)


def test_a_wildcard_may_take_its_turn_before_the_first_player(outpost_library: Library) -> None:
    t = _two_players(outpost_library, ["tactician"])
    t.state.active = None
    t.run({"kind": "round_start"})
    assert t.game.decision.kind == "activate" and t.game.decision.player == "P1"
    assert [a.args[0] for a in t.actions("activate")] == [ROOK, OBI]
    t.pick("activate", lambda a: a.args[0] == OBI)
    assert t.state.active == OBI and t.game.decision.kind == "act"


def test_without_the_skill_the_players_keep_their_order(outpost_library: Library) -> None:
    t = _two_players(outpost_library, [])
    t.state.active = None
    t.run({"kind": "round_start"})
    assert t.game.decision.kind == "act" and t.state.active == ROOK


# ---------------------------------------------------------------- Bring It On (Is That All You've Got?)
def test_bring_it_on_discards_a_card_per_damage_taken_off(make) -> None:
    t = make([OBI])
    t.reset(OBI, E, health=3, skills=["shrug_off"])
    gun = t.give(OBI, "squad_gun")
    t.give(OBI, "plasma_cutter")
    t.zombies(E, tank=1)  # 2 damage, whole
    t.activate_zombies()
    assert t.game.decision.kind == "brace" and "2 damage" in t.game.decision.prompt
    t.pick("brace_discard", lambda a: a.args[1] == gun)
    assert t.game.decision.kind == "brace" and "1 damage" in t.game.decision.prompt
    t.pick("brace_take")
    assert t.s(OBI).wounds == 1 and gun in t.state.equipment.discard_pile
    assert len(t.s(OBI).inventory.cards()) == 1


def test_bring_it_on_can_throw_away_enough_to_take_nothing(make) -> None:
    t = make([OBI])
    t.reset(OBI, E, health=3, skills=["shrug_off"])
    t.give(OBI, "squad_gun")
    t.give(OBI, "plasma_cutter")
    t.zombies(E, abomination=1)  # 3 damage: two cards take two off
    t.activate_zombies()
    t.first("brace_discard")
    t.first("brace_discard")
    assert t.s(OBI).wounds == 1 and not t.s(OBI).inventory.cards()  # nothing left to throw: the last lands


def test_bring_it_on_with_empty_pockets_asks_nothing(make) -> None:
    t = make([OBI])
    t.reset(OBI, E, health=3, skills=["shrug_off"])
    t.zombies(E, worker=1)
    t.activate_zombies()
    assert t.halted and t.s(OBI).wounds == 1


# ---------------------------------------------------------------- Hardened Suit (Starts with X Armour)
def test_hardened_suit_sets_the_starting_armour_and_its_base(make) -> None:
    t = make([ROOK])  # a civilian (2) whose Blue skill is Hardened Suit: 3
    assert t.s(ROOK).health == 3
    t.s(ROOK).wounds = 2
    t.s(ROOK).skills.append("self_repair")
    t.game.invalidate()
    from zombie_table.games.tilezone.settings.outpost.armour import self_repair
    self_repair(t.game)
    assert t.s(ROOK).wounds == 0 and t.s(ROOK).health_left == 3


def test_hardened_suit_needs_a_number(make) -> None:
    from zombie_table.games.tilezone.checks import Where, _skill_ref
    families = skills.families(make([ROOK]).game.ruleset)
    assert not _skill_ref("base_health:3", families, ("skills",), Where(None))
    errors = _skill_ref("base_health:lots", families, ("skills",), Where(None))
    assert errors and "whole number" in str(errors[0])


# ---------------------------------------------------------------- Blade Dancer (Blade Master)
def test_blade_dancer_is_dual_kind_melee_under_its_own_name() -> None:
    lib = Library.load(user=False)
    outpost, winter = lib.setting("outpost"), lib.setting("winter")
    assert skills.label(outpost, "dual_kind:melee") == "Blade Dancer"
    assert skills.label(outpost, "dual_kind:ranged") == "Twin Style: ranged"
    assert skills.label(winter, "dual_kind:melee") == "Twin Style: melee"  # Winter's Swordmaster, the same rule


# ---------------------------------------------------------------- the greedy bot
def test_the_bot_weighs_close_in_and_blend_in(make) -> None:
    from zombie_table.games.tilezone.greedy import NEVER, GreedyBot
    t = make([ROOK])
    t.reset(ROOK, E, health=3, skills=["close_in", "camouflage"])
    t.zombies(A, worker=1)
    t.turn(ROOK, actions=3)
    legal = t.actions()
    scores = dict(zip((a.kind for a in legal), GreedyBot().score_options(t.game, legal)))
    assert scores["close_in"] > NEVER and scores["camouflage"] > NEVER


def test_the_bot_throws_cards_away_only_to_live(make) -> None:
    from zombie_table.games.tilezone.greedy import GreedyBot
    t = make([OBI])
    t.reset(OBI, E, health=3, skills=["shrug_off"])
    t.give(OBI, "plasma_cutter")
    t.zombies(E, tank=1)
    t.activate_zombies()
    assert GreedyBot().choose(t.game).kind == "brace_take"  # 2 of 3: it lives
    t.s(OBI).wounds = 1
    t.game.invalidate()
    assert GreedyBot().choose(t.game).kind == "brace_discard"  # 2 of 2 left would kill
