"""white-death §11 skills whose rule the family holds, declared for Winter so that Ultrared's "any
skill" draws from the whole list: Brothers in Arms, Tactician, Is That All You've Got?, Search: 2
cards (not stacking with the torch), Charge and the two Improvised Weapons.

The test grid (conftest): one-cell street zones a b c / d e f / g h i."""

from __future__ import annotations

import copy

from gridkit import WINTER_GRID
from ruleskit import Table, grid_table, two_players

from zombie_table.content.library import Library
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.experience import any_skill
from zombie_table.games.tilezone.settings.winter import guards

RADKO, VESNA = "radko", "vesna"
A, B, C, E, F = "95T:a", "95T:b", "95T:c", "95T:e", "95T:f"
SHARED = ("brothers", "tactician", "shrug_off", "search_two", "close_in", "improvised_melee", "improvised_ranged")


def test_every_shared_skill_is_in_winters_list_and_any_skill_offers_the_bare_ones(make) -> None:
    """§11: Ultrared's "any skill" draws from the whole list."""
    t = make([RADKO])
    assert set(SHARED) <= set(skills.families(t.game.ruleset))
    offered = set(any_skill(t.game))
    assert set(SHARED) - {"brothers"} <= offered


def test_brothers_in_arms_gives_everyone_in_the_zone_the_skill_only_while_two_share_it(make) -> None:
    """§11 Brothers in Arms: sharing a zone with at least one other survivor, everyone there, itself included."""
    t = make([RADKO, VESNA])
    t.reset(RADKO, E, health=3, skills=["brothers:slippery"])
    t.reset(VESNA, A, health=3)
    assert not skills.has(t.game, t.s(RADKO), "slippery")  # alone: not even himself
    t.s(VESNA).zone = E
    t.game.invalidate()
    assert skills.has(t.game, t.s(RADKO), "slippery") and skills.has(t.game, t.s(VESNA), "slippery")


def test_brothers_in_arms_is_not_shared_by_guards(make) -> None:
    """§11 Brothers in Arms: guards don't benefit; nor do they count as the other survivor in the zone."""
    t = make([RADKO, VESNA])
    t.reset(RADKO, E, health=3, skills=["brothers:plus_die:ranged"])
    t.reset(VESNA, A, health=3)
    t.state.tokens["guard"] = [E, E]
    t.game.invalidate()
    assert not skills.has(t.game, t.s(RADKO), "plus_die", "ranged")  # only guards with him: not shared
    volley = guards._stats(t.game, t.s(RADKO), "ranged", 2)["dice"]
    t.s(VESNA).zone = E
    t.game.invalidate()
    assert skills.has(t.game, t.s(VESNA), "plus_die", "ranged") and skills.has(t.game, t.s(RADKO), "plus_die", "ranged")
    assert guards._stats(t.game, t.s(RADKO), "ranged", 2)["dice"] == volley  # the guards he commands roll as before
    t.reset(RADKO, E, health=3, skills=["guards:plus_die:ranged"])  # what giving it to guards would look like
    assert guards._stats(t.game, t.s(RADKO), "ranged", 2)["dice"] == volley + 2


def _two_players(library: Library, vesna_skills: list[str]) -> Table:
    return two_players(library, "winter-m97", RADKO, VESNA, E, vesna_skills)


def test_a_tactician_may_take_its_turn_before_the_first_player(winter_library: Library) -> None:
    """§11 Tactician: its turn may be taken at any point of the players' phase, before any other survivor."""
    t = _two_players(winter_library, ["tactician"])
    t.state.active = None
    t.run({"kind": "round_start"})
    assert t.game.decision.kind == "activate" and [a.args[0] for a in t.actions("activate")] == [RADKO, VESNA]
    t.pick("activate", lambda a: a.args[0] == VESNA)
    assert t.state.active == VESNA and t.game.decision.kind == "act"


def test_without_tactician_the_players_keep_their_order(winter_library: Library) -> None:
    t = _two_players(winter_library, [])
    t.state.active = None
    t.run({"kind": "round_start"})
    assert t.game.decision.kind == "act" and t.state.active == RADKO


def test_is_that_all_youve_got_discards_a_card_for_each_wound_ignored(make) -> None:
    """§11 Is That All You've Got?: about to take wounds, ignore 1 wound per equipment card discarded."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["shrug_off"])
    sword = t.give(RADKO, "arming_sword")
    t.zombies(E, walker=1)
    t.activate_zombies()
    assert t.game.decision.kind == "brace"
    t.pick("brace_discard", lambda a: a.args[1] == sword)
    assert t.s(RADKO).wounds == 0 and sword in t.state.equipment.discard_pile


def _draws(t: Table, sid: str) -> int:
    return max([1, *t.game.ruleset.gather("search_draws", t.game, t.s(sid))])


def test_search_two_cards_draws_two_and_does_not_stack_with_the_torch(make) -> None:
    """§11 Search: 2 cards: each Search draws 2 cards; it does not stack with the Torch."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3)
    assert _draws(t, RADKO) == 1
    t.reset(RADKO, E, health=3, skills=["search_two"])
    assert _draws(t, RADKO) == 2
    t.give(RADKO, "pitch_torch")
    assert _draws(t, RADKO) == 2


def test_charge_is_free_reaches_two_zones_into_zombies_once_a_turn(make) -> None:
    """§11 Charge: free, once per turn, move up to 2 zones into a zone with at least 1 zombie."""
    t = make([RADKO])
    t.reset(RADKO, "95T:d", health=3, skills=["close_in"])
    t.zombies(F, walker=1)  # two zones along the row
    t.turn(RADKO, actions=3)
    assert [a.args[1] for a in t.actions("close_in")] == [F]
    t.pick("close_in")
    assert t.s(RADKO).zone == F and t.s(RADKO).actions_left == 3
    t.zombies(E, walker=1)
    assert not t.actions("close_in")  # once per turn


def test_charge_needs_the_skill(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, "95T:d", health=3)
    t.zombies(F, walker=1)
    t.turn(RADKO, actions=3)
    assert not t.actions("close_in")


def test_improvised_weapons_give_one_free_attack_of_each_kind_a_turn(make) -> None:
    """§11 Improvised Weapon: Melee / Ranged: free, once per turn, an attack with the skill's own stats."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["improvised_melee", "improvised_ranged"])
    t.zombies(E, walker=1)
    t.zombies(B, walker=1)
    t.turn(RADKO, actions=3)
    melee = [a for a in t.actions("improvise") if a.args[1] == "melee"]
    assert [a.args[2] for a in melee] == [E]
    t.dice(4)
    t.pick("improvise", lambda a: a.args[1] == "melee")
    assert not t.state.zombies.get(E) and t.s(RADKO).actions_left == 3
    assert not [a for a in t.actions("improvise") if a.args[1] == "melee"]  # once per turn
    assert B in [a.args[2] for a in t.actions("improvise") if a.args[1] == "ranged"]  # range 0-1
    assert A not in [a.args[2] for a in t.actions("improvise")]


def test_starts_with_2_ap_begins_the_game_with_2_ap(winter_library: Library, make) -> None:
    """§11 Starts with 2 AP: begins the game with 2 AP (a Blue skill, read at set-up)."""
    assert make([RADKO]).s(RADKO).xp == 0
    library = copy.deepcopy(winter_library)  # the session's library stays as every other test reads it
    library.setting("winter").survivor_by_id[RADKO].skills.blue.append("starting_xp:2")
    t = grid_table(library, WINTER_GRID, [RADKO])
    assert t.s(RADKO).xp == 2 and t.s(RADKO).level == 0
    assert "starting_xp:2" not in any_skill(t.game)  # a starting skill: nothing to gain later


def test_free_reload_reloads_for_no_action_every_time(placed) -> None:
    """§11 Free Reload: reloads Reload weapons for free (every reload, not one a turn)."""
    t = placed({RADKO: E})
    t.reset(RADKO, E, health=3, skills=["reloads_free"])
    bow = t.give(RADKO, "repeating_arbalest")  # 3 dice, range 1-2, reload
    t.zombies(B, walker=9)
    t.turn(RADKO, actions=3)
    for left in (2, 1):
        t.dice(1, 1, 1)
        t.pick("shoot")
        assert bow in t.state.unloaded
        t.pick("reload")
        assert bow not in t.state.unloaded and t.s(RADKO).actions_left == left


def _search(t: Table, *cards: str) -> None:
    t.game.data.rules.search_kinds.append(t.board.zones[E].kind)  # searching the test street
    try:
        t.equipment_cards(*cards)
        t.turn(RADKO, actions=3)
        t.pick("search")
    finally:
        t.game.data.rules.search_kinds.pop()


def test_safe_search_discards_an_ambush_card_unplayed_and_draws_again(make) -> None:
    """§11 Safe Search: right after drawing an "Aaahh!!" card while searching, discard it with no effect and draw again."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["safe_search"])
    _search(t, "ambush_two_thralls", "arming_sword")
    assert not t.state.zombies.get(E)
    assert t.game.decision.kind == "keep_card" and t.state.cards[t.game.decision.data["card"]] == "arming_sword"


def test_safe_search_works_once_a_turn(make) -> None:
    """§11 Safe Search: once per turn; the second ambush of the same turn plays as usual."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["safe_search", "multiple_searches"])
    _search(t, "ambush_two_thralls", "ambush_lurcher")
    assert t.state.zombies[E] == {"runner": 1}  # the first left unplayed, the second of the turn plays


def test_without_safe_search_the_ambush_plays(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, E, health=3)
    _search(t, "ambush_two_thralls", "arming_sword")
    assert t.state.zombies[E] == {"walker": 2}


def test_damage_2_melee_makes_a_damage_1_weapon_kill_a_brute(make) -> None:
    """§11 Damage 2: [Action]: weapons of that type with Damage 1 count as Damage 2."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["damage_two:melee"])
    t.give(RADKO, "arming_sword")
    t.zombies(E, brute=1)
    t.turn(RADKO, actions=3)
    t.dice(6, 6)
    t.first("melee")
    assert not t.state.zombies.get(E)


def test_without_damage_2_a_damage_1_weapon_cannot_hurt_a_brute(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["damage_two:ranged"])  # the wrong action type
    t.give(RADKO, "arming_sword")
    t.zombies(E, brute=1)
    t.turn(RADKO, actions=3)
    t.dice(6, 6)
    t.first("melee")
    assert t.state.zombies[E] == {"brute": 1}
