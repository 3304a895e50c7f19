"""Rule options: every §18 contradiction is decided by a named option (or said to be no rule),
every option is read by a rule, and the options the reference leaves open change play as named:
§18.1 food per recover, §18.3 when an icon's resource comes, §18.4/§18.5 tokens on locations,
§18.6 one shell die a fight, §18.9 the first-player symbol, §8.2 a standee ending a move, §9.2c a
fuel step's token, §5.3 spent requirements, §12.2 the team limit and §13 the inventory limit."""

from __future__ import annotations

import re
from pathlib import Path

from tests.roadside.kit import NO_KILLS, go, pick, script, start, team, token

from zombie_table.games.roadside.options import CONTRADICTIONS, RoadsideOptions
from zombie_table.games.roadside.start import new_game

PACKAGE = Path(__file__).parents[2] / "zombie_table" / "games" / "roadside"
REFERENCE_ITEMS = range(1, 11)  # §18 lists ten


def test_every_contradiction_is_decided_by_an_option_or_said_to_be_no_rule() -> None:
    assert sorted(CONTRADICTIONS) == list(REFERENCE_ITEMS)
    for item, decided in CONTRADICTIONS.items():
        assert decided in RoadsideOptions.model_fields or decided.startswith("no rule: "), item
        if decided in RoadsideOptions.model_fields:
            assert f"§18.{item}" in RoadsideOptions.model_fields[decided].description


def test_every_option_is_read_by_a_rule_and_cites_its_section() -> None:
    source = "\n".join(p.read_text() for p in PACKAGE.glob("*.py") if p.name != "options.py")
    for name, field in RoadsideOptions.model_fields.items():
        assert re.search(rf"rules\.{name}\b", source), f"{name} is read by no rule"
        assert name in ("casual_undo", "turn_limit") or "§" in field.description, name


def test_the_recover_step_may_be_limited_to_one_food() -> None:
    for limit, left in ((0, 0), (1, 1)):
        game = start(recover_food_limit=limit)
        me = team(game, "s40", food=2)
        me.character.fatigue = me.followers[0].fatigue = 1
        game.state.decision = None
        game.push({"kind": "recover"})
        game.run()
        while game.decision.kind == "recover" and any("Spend 1 food" in a.label for a in game.legal_actions()):
            game.apply(0)
        assert me.resources["food"] == left


def test_the_icons_resource_after_each_card_or_after_the_last() -> None:
    for each, expected in ((True, ["encounter", "collect", "encounter", "collect"]),
                           (False, ["encounter", "encounter", "collect", "collect"])):
        game = start(collect_after_each_card=each)
        team(game, "s20")
        game.chance.stack("encounters", ["e33", "e34"])  # s10: an ammo and a fuel icon
        script(game, [4, 3, 3, 5] * 2)
        events = go(game, "s10")
        assert [e.kind if e.kind == "encounter" else e.rule for e in events
                if e.kind == "encounter" or e.rule == "collect"] == expected


def test_tokens_on_locations_are_left_and_fought_before_exploring() -> None:
    game = start(tokens_on_locations=True)
    team(game, "s42", food=0, fuel=0, ammo=0)
    game.state.public[0] = "bulldog_field_1"
    token(game, "bulldog_field", 1)
    game.chance.stack("encounters", ["e33"])
    script(game, [2, 6, 6, 6] + [4, 3, 3, 5])
    events = game.apply("move:bulldog_field:explore:bulldog_field_1")
    kinds = [e.kind for e in events]
    assert kinds.index("token_flipped") < kinds.index("explored")
    assert "bulldog_field" not in game.state.tokens


def test_one_shell_die_a_fight_when_ammo_does_not_repeat() -> None:
    game = start(ammo_repeats=False)
    me = team(game, "s40", ammo=2)
    token(game, "s50", 6)
    script(game, NO_KILLS + [1])
    go(game, "s50")
    pick(game, "Spend 1 ammo")
    assert me.resources["ammo"] == 1 and game.decision.kind == "fatigue"


def test_the_first_player_roll_counts_the_chosen_symbol() -> None:
    for symbol in ("actions", "kills"):
        game = new_game(3, ["Ann", "Ben", "Cy"], options={"first_player_roll": symbol})
        assert [e.text.split(" rolls the most ")[1] for e in game.events if e.kind == "first_player"] == [f"{symbol} and goes first."]


def test_a_standee_ends_the_move_when_the_option_says_so() -> None:
    for ends in (False, True):
        game = start(standee_ends_move=ends, groups=False)
        me = team(game, "s40")
        other = next(p for p in game.state.players if p is not me)
        other.space = "s50"
        go(game, "s50")
        assert (game.me is me) != ends


def test_a_fuel_step_may_leave_no_token() -> None:
    for leaves in (True, False):
        game = start(fuel_leaves_tokens=leaves)
        team(game, "s40", fuel=1)
        go(game, "s50", "fuel")
        assert bool(game.state.tokens.get("s40")) == leaves


def test_a_locations_resources_may_be_spent() -> None:
    game = start(location_resources_spent=True)
    me = team(game, "s42", food=2, fuel=0, ammo=0)
    me.explored = ["radio_hill_1"]  # second tier of bulldog_field_1: an encounter and 2 food held
    game.state.public[0] = "bulldog_field_1"
    game.invalidate()
    game.chance.stack("encounters", ["e33"])
    script(game, [4, 3, 3, 5])
    game.apply("move:bulldog_field:explore:bulldog_field_1")
    assert len(me.explored) == 2 and me.resources["food"] == 1  # 2 + the card's 1 - the 2 required


def test_team_and_inventory_limits() -> None:
    game = start(team_limit=1, inventory_limit=1)
    me = team(game, "s20")
    from zombie_table.games.roadside import survivors

    survivors.follower_joins(game, me)
    assert len(me.followers) == 1
    me.inventory = ["e84"]
    game.chance.stack("encounters", ["e83"])
    script(game, [2, 6, 6, 1])  # 3 kills: won, but no room
    go(game, "s21")
    assert me.inventory == ["e84"] and "e83" in game.chance.decks["encounters"].discard_pile


def test_a_respawned_team_may_start_afresh() -> None:
    game = start(respawn_keeps_board=False)
    me = team(game, "s40", character="june_okafor", followers=(), ammo=0, food=4)
    me.character.fatigue = 2
    me.inventory = ["e84"]  # +1 action: no help in a fight
    token(game, "s50", 2)
    script(game, NO_KILLS)
    go(game, "s50")
    assert not me.inventory and "e84" in game.chance.decks["encounters"].discard_pile
    gifts = game.content.followers[me.followers[0].id].on_join
    assert me.resources["food"] == 1 + sum(g.amount for g in gifts if g.resource.value == "food")
