"""The reference's probable readings, each a named option (`LIKELY` in `games/roadside/options.py`),
and each option's two readings played: §8.2/§12.3 a trapped follower ending the move, §6.4 the
shell die for fights only, §10.4 Blam's sets (every roll, standees, gates), §5.4 the action target,
§11.5 an empty location slot and a location's encounters giving no resource, §12.3 the follower left
behind (who picks, where, ties) and a rescue giving no resource, §12.1 the team outliving its
character, §12.4 no character left, §14 when groups form, whose private card a group explores and
its trail, §15.3 the solo counts and open locations, §1 the player count."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tests.roadside.kit import NO_KILLS, go, kinds, pick, script, start, team, token

from zombie_table.games.roadside import exploring, survivors
from zombie_table.games.roadside.options import LIKELY, RoadsideOptions
from zombie_table.games.roadside.start import SetupError, new_game

PROBABLE_READINGS = 44  # the reference's probable readings, counted in it (one line may hold several)
SUCCEED_ACTIONS = [4, 3, 3, 5]  # wild, 2a, 2a, 1a: 6 actions


def test_every_likely_reading_of_the_reference_is_an_option_or_said_to_be_content() -> None:
    for where, decided in LIKELY.items():
        assert re.match(r"§\d+(\.\d+)*", where), where
        names = decided.split(", ")
        assert decided.startswith(("content: ", "no rule: ", "not built: ")) or all(
            n in RoadsideOptions.model_fields for n in names), (where, decided)
    assert len(LIKELY) >= PROBABLE_READINGS


def test_a_trapped_follower_ends_the_move_or_waits_for_a_move_ending_there() -> None:
    for ends in (True, False):
        game = start(trapped_ends_move=ends)
        me = team(game, "s40")
        game.state.trapped["s50"] = ["cora_dobbs"]
        game.chance.stack("encounters", ["e33"])
        script(game, SUCCEED_ACTIONS)
        events = go(game, "s50")
        assert ("encounter" in kinds(events)) == ends
        if not ends:
            assert game.decision.kind == "move"
            assert "encounter" in kinds(pick(game, "Stop here"))
        assert me.rescued == 1


def test_ammo_helps_an_action_roll_only_when_not_for_fights_only() -> None:
    for fights_only in (True, False):
        game = start(ammo_fights_only=fights_only)
        me = team(game, "s20", ammo=1)
        game.chance.stack("encounters", ["e34"])  # roll 3 actions, else a fatigue
        script(game, NO_KILLS + [5])  # no actions; the shell die's 3 kills
        events = go(game, "s21")
        if fights_only:
            assert [e.data["success"] for e in events if e.kind == "outcome"] == [False] and me.resources["ammo"] == 1
            continue
        assert game.decision.kind == "ammo" and "actions" in game.decision.prompt
        events = pick(game, "Spend 1 ammo")
        assert [e.data["success"] for e in events if e.kind == "outcome"] == [True]


def blams(**options) -> tuple:
    """A token of 6 at s50, no kills, two shell dice both Blam (2 kills each)."""
    game = start(**options)
    me = team(game, "s40", ammo=2)
    token(game, "s50", 6)
    script(game, NO_KILLS + [4, 4])
    go(game, "s50")
    events = pick(game, "Spend 1 ammo") + pick(game, "Spend 1 ammo")
    return game, me, [e.data["space"] for e in events if e.kind == "token_placed"]


def test_every_blam_places_a_fresh_set_or_only_a_fights_first() -> None:
    game, me, placed = blams()
    around = list(game.content.neighbours["s50"])  # no location among them
    assert sorted(placed) == sorted(around * 2)
    assert sorted(blams(blam_every_roll=False)[2]) == sorted(around)


def test_blam_may_spare_spaces_with_standees() -> None:
    for spared in (False, True):
        game = start(blam_on_standees=not spared)
        other = next(p for p in game.state.players if p is not game.me)
        other.space = "s61"
        game.invalidate()
        me = team(game, "s40", ammo=1)
        token(game, "s50", 6)
        script(game, NO_KILLS + [4])
        go(game, "s50")
        placed = [e.data["space"] for e in pick(game, "Spend 1 ammo") if e.kind == "token_placed"]
        assert ("s61" in placed) != spared and "s41" in placed and me.space == "s50"


def test_blam_may_stop_at_the_city_wall() -> None:
    for through in (True, False):
        game = start(blam_through_gates=through)
        team(game, "s54", ammo=1)
        token(game, "s55", 6)  # s55-s45 is a gate
        script(game, NO_KILLS + [4])
        go(game, "s55")
        placed = [e.data["space"] for e in pick(game, "Spend 1 ammo") if e.kind == "token_placed"]
        assert ("s45" in placed) == through and "s56" in placed


def test_an_action_roll_meets_its_target_or_must_beat_it() -> None:
    for inclusive in (True, False):
        game = start(action_target_inclusive=inclusive)
        team(game, "s20")
        game.chance.stack("encounters", ["e33"])  # roll 2 actions
        script(game, [6, 1, 6, 6])  # 1a, and June Okafor's +1: exactly 2
        events = go(game, "s21")
        assert [e.data["success"] for e in events if e.kind == "outcome"][:1] == [inclusive]


def explore_bulldog(**options):
    """The current player explores bulldog_field_1 from s42 (one encounter, which succeeds)."""
    game = start(**options)
    me = team(game, "s42", food=0, fuel=0, ammo=0)
    game.state.public[0] = "bulldog_field_1"
    game.invalidate()
    game.chance.stack("encounters", ["e33"])
    script(game, SUCCEED_ACTIONS)
    return game, me, game.apply("move:bulldog_field:explore:bulldog_field_1")


def test_a_locations_encounter_gives_no_resource_unless_the_option_says() -> None:
    game, me, events = explore_bulldog()
    assert "explored" in kinds(events) and not any(e.rule == "collect" for e in events)
    game, me, events = explore_bulldog(location_encounters_collect=True)
    assert game.decision.kind == "pick_resource"
    pick(game, "Collect 1 fuel")
    assert me.resources["fuel"] == 1 and len(me.explored) == 1


def test_an_empty_location_slot_stays_empty_or_takes_the_private_cards_of_players_out() -> None:
    for stays in (True, False):
        game = start(empty_slot_stays=stays)
        game.chance.decks["locations"].draw_pile.clear()
        other = next(p for p in game.state.players if p is not game.me)
        other.out, held = True, other.private
        me = team(game, "s42", food=0, fuel=0, ammo=0)
        game.state.public[0] = "bulldog_field_1"
        game.chance.stack("encounters", ["e33"])
        script(game, SUCCEED_ACTIONS)
        game.apply("move:bulldog_field:explore:bulldog_field_1")
        assert me.explored == ["bulldog_field_1"]
        assert game.state.public[0] == (None if stays else held) and (other.private is None) != stays


def test_a_rescue_gives_no_resource_unless_the_option_says() -> None:
    for collects in (False, True):
        game = start(rescue_collects=collects)
        me = team(game, "s40")
        game.state.trapped["s50"] = ["cora_dobbs"]
        game.chance.stack("encounters", ["e33"])
        script(game, SUCCEED_ACTIONS)
        go(game, "s50")
        assert me.rescued == 1 and (game.decision.kind == "pick_resource") == collects


def leaving(where: str = "here", followers=("bess_crane", "cora_dobbs"), space: str = "s50", **options):
    game = start(**options)
    me = team(game, space, followers=followers)
    game.state.decision = None
    game.push({"kind": "leave_follower", "player": me.id, "where": where})
    game.run()
    return game, me


def test_the_owner_picks_the_follower_left_behind_or_chance_does() -> None:
    game, me = leaving()
    assert game.decision.kind == "leave_follower" and len(game.legal_actions()) == 2
    pick(game, "Leave Cora")
    assert game.state.trapped["s50"] == ["cora_dobbs"]
    game, me = leaving(owner_picks_left_behind=False)
    assert game.decision.kind == "move" and len(me.followers) == 1
    assert game.state.trapped["s50"] in (["cora_dobbs"], ["bess_crane"])


def test_a_follower_left_behind_stays_here_or_goes_to_the_nearest_location() -> None:
    game, me = leaving(followers=("bess_crane",))
    assert game.state.trapped == {"s50": ["bess_crane"]}
    game, me = leaving(followers=("bess_crane",), left_behind_here=False)
    assert game.state.trapped == {place: ["bess_crane"] for place in survivors.nearest_locations(game, "s50")}


def test_the_owner_breaks_a_tie_between_locations_or_chance_does() -> None:
    tied = survivors.nearest_locations(start(), "s40")
    assert len(tied) == 2
    game, me = leaving("nearest_location", ("bess_crane",), "s40")
    assert game.decision.kind == "trap_at" and [a.args[0] for a in game.legal_actions()] == tied
    game, me = leaving("nearest_location", ("bess_crane",), "s40", owner_breaks_ties=False)
    assert game.decision.kind == "move" and list(game.state.trapped) in ([tied[0]], [tied[1]])


def test_the_team_outlives_its_character_or_falls_with_it() -> None:
    for outlives in (True, False):
        game = start(team_outlives_character=outlives)
        me = team(game, "s40", ammo=0)
        me.character.fatigue = 2
        token(game, "s50", 1)
        script(game, NO_KILLS)
        go(game, "s50")
        events = pick(game, "June Okafor")
        assert ("respawned" in kinds(events)) != outlives
        if outlives:
            assert me.character is None and [m.id for m in me.followers] == ["bess_crane"]


def test_with_no_character_left_the_player_is_out_or_a_fallen_leader_returns() -> None:
    for eliminates in (True, False):
        game = start(no_character_eliminates=eliminates)
        me = team(game, "s40", followers=(), ammo=0)
        me.character.fatigue = 2
        game.state.reserve.clear()
        token(game, "s50", 1)
        script(game, NO_KILLS)
        events = go(game, "s50")
        assert ("eliminated" in kinds(events)) == eliminates and me.out == eliminates
        if not eliminates:
            assert me.character.id == "june_okafor" and "respawned" in kinds(events)


def test_a_group_may_form_at_a_turns_start_when_the_option_says() -> None:
    for at_start in (False, True):
        game = start(group_forms_at_turn_start=at_start)
        for player in game.state.players:
            player.space = "s50"
        game.state.decision = None
        game.state.queue.clear()
        game.push({"kind": "turn"})
        game.run()
        assert (game.decision.kind == "group_offer") == at_start


def test_a_group_explores_the_active_players_private_card_or_any_members() -> None:
    from tests.roadside.test_groups import on_bens_turn

    for members in (False, True):
        game, ann, ben = on_bens_turn(group_private="members" if members else "active")
        card = ann.private
        assert (card in exploring.open_cards(game, ben)) == members
        if members:
            exploring.claim(game, ben, card)
            assert ann.private is None and ben.explored == [card]


def test_a_group_leaves_one_token_or_one_per_member() -> None:
    from tests.roadside.test_groups import on_bens_turn

    for one in (True, False):
        game, ann, ben = on_bens_turn(group_leaves_one_token=one)
        go(game, "s40")
        assert len(game.state.tokens["s50"]) == (1 if one else 2)


def test_the_solo_counts_and_open_locations_are_options() -> None:
    game = new_game(4, ["Solo"], "solo")
    assert len(game.state.public) == 4 and len(game.state.trapped) == 5
    game = new_game(4, ["Solo"], "solo", {"solo_locations": 3, "solo_trapped": 2})
    assert len(game.state.public) == 3 and len(game.state.trapped) == 2
    game = new_game(4, ["Solo"], "solo", {"solo_all_open": False})
    assert len(game.state.public) == 3 and len(game.chance.decks["locations"].draw_pile) == 1
    with pytest.raises(SetupError, match="solo_trapped 7: the map has only 5 other locations"):
        new_game(4, ["Solo"], "solo", {"solo_trapped": 7})
    with pytest.raises(SetupError, match="solo_locations 5: the map marks only 4 solo locations"):
        new_game(4, ["Solo"], "solo", {"solo_locations": 5})


def test_the_player_count_limits_are_options_checked_at_the_start() -> None:
    assert len(new_game(1, ["A", "B", "C"]).state.players) == 3
    with pytest.raises(SetupError, match=r"3 players: Roadside takes 1 to 2 \(options min_players, max_players\)"):
        new_game(1, ["A", "B", "C"], options={"max_players": 2})
    with pytest.raises(SetupError, match="2 players: Roadside takes 3 to 6"):
        new_game(1, ["A", "B"], options={"min_players": 3})
    with pytest.raises(SetupError, match="max_players 7: the content has only 6 characters"):
        new_game(1, ["A", "B"], options={"max_players": 7})


def test_fuel_may_carry_a_team_past_a_resource_space() -> None:
    for past in (False, True):
        game = start(fuel_passes_stops=past)
        me = team(game, "s20", fuel=1)
        assert ("move:s21:fuel" in [a.key for a in game.legal_actions()]) == past
        if past:
            assert "encounter" not in kinds(go(game, "s21", "fuel"))
            assert game.decision.kind == "move" and me.space == "s21" and me.resources["fuel"] == 0
            game.chance.stack("encounters", ["e33"])
            script(game, SUCCEED_ACTIONS)
            assert "encounter" in kinds(pick(game, "Stop here"))  # met where the move ends


def test_a_member_leaving_a_group_may_step_away() -> None:
    from tests.roadside.test_groups import grouped_pair

    for stays in (True, False):
        game, ann, ben = grouped_pair(leaver_stays=stays)
        pick(game, "Propose")
        pick(game, "Agree")
        steps = [a for a in game.legal_actions() if a.label.startswith("Leave the group to")]
        assert bool(steps) != stays
        if steps:
            game.apply(steps[0])
            assert ann.space == steps[0].args[1] != ben.space


def test_a_resource_space_may_be_used_up_once_its_encounters_are_drawn() -> None:
    from zombie_table.games.roadside import saves, view
    from zombie_table.kernel.observer import observe

    for used_up in (False, True):
        game = start(resource_spaces_used_up=used_up)
        team(game, "s40")
        game.chance.stack("encounters", ["e33", "e34"])
        script(game, SUCCEED_ACTIONS * 2)
        assert kinds(go(game, "s41")).count("encounter") == 2
        assert (game.state.used_up == {"s41"}) == used_up
        assert observe(game, None)["used_up"] == sorted(game.state.used_up)  # public: every player sees it
        assert ("used up" in view.look(game, view.scene(game, None), "s41", []).plain) == used_up  # the look mode
        team(game, "s40")  # the next player walks in
        events = go(game, "s41")
        assert ("encounter" in kinds(events)) != used_up
        assert (game.decision.kind == "move" and game.me.space == "s41") == used_up  # a plain space now
        # kept in saves; a save from before the option (nothing used up) has no such field and still agrees
        assert saves.snapshot(game).get("used_up", []) == sorted(game.state.used_up)
        assert ("used_up" in saves.snapshot(game)) == used_up


def test_the_space_after_a_free_fuel_step_must_hold_no_zombies() -> None:
    for second_empty in (True, False):
        game = start(doubled_step_second_empty=second_empty)
        team(game, "s40", fuel=3)
        token(game, "s61", 2)
        go(game, "s50", "fuel")  # a free step: the doubled step's first space
        keys = [a.key for a in game.legal_actions()]
        assert ("move:s61:walk" in keys) != second_empty
        assert "move:s61:fuel" in keys and "move:s51:walk" in keys  # fuel past them, or an empty space
        go(game, "s51")
        assert "move:s61:walk" in [a.key for a in game.legal_actions()]  # an ordinary step may walk in


def test_an_item_may_be_given_to_a_player_on_the_same_space_only_as_an_option() -> None:
    for trading in (False, True):
        game = start(inventory_trading=trading)
        me = team(game, "s40")
        me.inventory = ["e87"]
        other = next(p for p in game.state.players if p is not me)
        other.space = "s50"
        game.invalidate()
        assert not [a for a in game.legal_actions() if a.kind == "give"]  # not on the same space
        go(game, "s50")
        gives = [a for a in game.legal_actions() if a.kind == "give"]
        assert bool(gives) == trading
        if gives:
            assert [e.kind for e in game.apply(gives[0])] == ["given"]
            assert me.inventory == [] and other.inventory == ["e87"]
            assert game.decision.kind == "move" and game.me is me  # a free action: the move goes on


def test_every_option_is_listed_in_the_docs() -> None:
    docs = Path(__file__).parents[2] / "docs"
    for page in ("rules.md", "roadside.md"):
        text = (docs / page).read_text()
        assert [n for n in RoadsideOptions.model_fields if f"`{n}`" not in text] == [], page
