"""winter-m4 (rules reference §12, mission 4): red objectives are never taken; drake fire in a red
objective's zone (thrown there even with nobody in it) removes the token, gives its thrower 5 AP,
kills everyone in the whole building (and a guard there loses the mission) and leaves the
building's zones ruins; the mission is won when all three buildings burn. Blue and green give the
crypt reward (5 AP once the crypt is empty); a guard felled anywhere loses."""

from __future__ import annotations

from missionskit import LIBRARY, crypt_reward_then_fallback
from ruleskit import Table

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.setup import new_game

PALACE = ("27R:n", "27R:nw")  # the audience chamber and the palace's other room


def mission() -> Table:
    game = new_game(LIBRARY, "winter-m4", [(sid, "P1") for sid in ("vesna", "borte")], 3)
    while game.decision is not None and game.decision.kind in ("gift", "choose_starting"):
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    table.state.spawns = []
    return table


def fire(table: Table, at: str, street: str) -> None:
    table.reset("vesna", street)
    table.give("vesna", "pitch_torch")
    table.give("vesna", "drake_bile")
    table.turn("vesna", actions=3)
    table.pick("drake_fire", lambda a: a.args[1] == at)


def test_red_objectives_cannot_be_taken() -> None:
    table = mission()
    table.reset("vesna", "32V:n")
    table.turn("vesna", actions=3)
    assert not table.actions("take_objective")


def test_drake_fire_into_an_empty_objective_room_burns_the_whole_building() -> None:
    table = mission()
    table.zombies("27R:nw", walker=2)
    table.reset("borte", "27R:nw")
    fire(table, "27R:n", "27R:x")
    assert table.s("borte").status == "dead"
    assert not table.state.zombie_count("27R:nw")
    assert table.s("vesna").xp == 5 + 2  # the building, and the two zombies in its other room
    assert all(table.board.zones[z].kind is ZoneKind.ruins for z in PALACE)
    assert next(t for t in table.state.objectives if t.zone == "27R:n").lost


def test_a_guard_in_a_burning_building_loses_the_mission() -> None:
    table = mission()
    table.state.tokens["guard"].append("32V:n")
    fire(table, "32V:n", "32V:x")
    assert table.state.result == "defeat" and "guard" in table.state.cause


def test_won_when_the_three_buildings_burn() -> None:
    table = mission()
    fire(table, "32V:n", "32V:x")
    fire(table, "27R:n", "27R:x")
    assert verdict(table.game)[1] is None
    fire(table, "31R:nw", "31R:w")
    assert table.state.result == "victory"


def test_the_map_holds_the_watch_the_objectives_and_three_numbered_spawns() -> None:
    table = mission()
    objectives = {t.zone: t for t in table.state.objectives}
    assert sorted(t.color for t in objectives.values()) == ["blue", "green", "red", "red", "red"]
    assert not any(z.startswith("26V") for z in objectives)  # the ruined quarter has no objective
    assert not any(t.hidden for t in objectives.values())  # blue and green where the map puts them
    reds = [z for z, t in objectives.items() if t.color == "red"]
    assert sorted(z.split(":")[0] for z in reds) == ["27R", "31R", "32V"]
    assert all(table.board.zones[z].kind is ZoneKind.room for z in reds)
    assert sorted(table.state.tokens["guard"]) == ["29R:r1"] * 3 + ["33V:r3"] * 3
    assert sorted(table.state.tokens["cauldron"]) == ["29R:r1", "33V:r3"]
    assert sorted(t.number for t in table.game.mission.spawns) == [1, 2, 3]


def test_blue_gives_a_crypt_weapon_and_5_ap_once_the_crypt_is_empty() -> None:
    table = mission()
    crypt_reward_then_fallback(table)


def test_a_guard_felled_by_zombies_loses_the_mission() -> None:
    table = mission()
    table.reset("vesna", "31R:x")
    table.reset("borte", "31R:x")
    table.zombies("33V:r3", walker=1)
    table.activate_zombies()
    assert table.state.result == "defeat" and "guard" in table.state.cause


def fire_at(a) -> bool:
    return a.kind == "drake_fire" and a.args[1] == "27R:n"


def test_the_greedy_bot_burns_an_empty_building_and_never_one_with_a_friend_inside() -> None:
    table = mission()
    table.reset("borte", "31R:x")
    table.reset("vesna", "27R:x")
    table.give("vesna", "pitch_torch")
    table.give("vesna", "drake_bile")
    table.turn("vesna", actions=3)
    assert fire_at(GreedyBot().choose(table.game))
    table.reset("borte", "27R:nw")  # the palace's other room
    table.turn("vesna", actions=3)
    assert any(fire_at(a) for a in table.actions()) and not fire_at(GreedyBot().choose(table.game))


def test_one_building_burnt_does_not_win_and_a_red_objective_lost_to_corruption_loses() -> None:
    """§12 M4: the mission is won "as soon as all 3 buildings are burning"; §7.5: corruption reaching
    an objective discards it, which may make the mission unwinnable — a loss."""
    from zombie_table.games.tilezone.settings.winter.corruption import corrupt

    table = mission()
    fire(table, "32V:n", "32V:x")
    assert verdict(table.game)[1] is None
    corrupt(table.game, "27R:n", "test")  # the palace's objective is swallowed: it can never burn
    corrupt(table.game, "31R:nw", "test")
    assert verdict(table.game)[1] == "defeat"
