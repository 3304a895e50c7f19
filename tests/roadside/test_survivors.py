"""§12 Fatigue, death and followers: the third fatigue kills, a team of none respawns with a new
character and follower at its start (or, as an option, is out), a trapped follower is rescued by an
encounter and joins the rescuer."""

from __future__ import annotations

from tests.roadside.kit import NO_KILLS, go, kinds, pick, start, team, token


def test_the_third_fatigue_kills_and_the_dice_leave_the_pool() -> None:
    from zombie_table.games.roadside.dice import pool

    game = start()
    me = team(game, "s40", ammo=0)
    me.followers[0].fatigue = 2
    token(game, "s50", 1)
    script = NO_KILLS
    game.chance.script(script)
    go(game, "s50")
    events = pick(game, "Bess Crane")
    assert "died" in kinds(events) and [m.id for m in me.team] == ["june_okafor"]
    assert pool(game, me)["warrior"] == 0  # Bess's die is gone


def test_a_wiped_out_team_respawns_at_the_new_characters_start_keeping_its_board() -> None:
    game = start()
    me = team(game, "s40", character="june_okafor", followers=(), ammo=0, food=4)
    me.character.fatigue = 2
    me.inventory = ["e83"]  # +1 kill: a token of 2 leaves one zombie standing
    token(game, "s50", 2)
    game.chance.script(NO_KILLS)
    reserve = list(game.state.reserve)
    events = go(game, "s50")
    assert "respawned" in kinds(events)
    assert me.character.id == reserve[0] and me.space == game.content.characters[reserve[0]].start
    assert len(me.followers) == 1 and me.inventory == ["e83"] and me.resources["food"] >= 4
    assert game.me is not me  # the wiped-out player's turn is over


def test_elimination_option_puts_the_player_out() -> None:
    game = start(respawn=False)
    me = team(game, "s40", character="june_okafor", followers=(), ammo=0)
    me.character.fatigue = 2
    token(game, "s50", 1)
    game.chance.script(NO_KILLS)
    events = go(game, "s50")
    assert "eliminated" in kinds(events) and me.out and me.space is None
    assert not game.over and game.me is not me  # the other player races on alone


def test_a_trapped_follower_is_rescued_by_an_encounter_and_joins_the_rescuer() -> None:
    game = start()
    me = team(game, "s40")
    game.state.trapped["s50"] = ["cora_dobbs"]
    game.invalidate()
    game.chance.stack("encounters", ["e33"])
    game.chance.script([4, 3, 3, 5])
    events = go(game, "s50")
    assert "joined" in kinds(events) and me.followers[-1].id == "cora_dobbs"
    assert "s50" not in game.state.trapped and me.rescued == 1
    assert not any(e.kind == "resource" and e.rule == "collect" for e in events)  # a rescue gives no resource


def test_section_12_4_a_follower_left_behind_after_the_character_died_wipes_the_team_out() -> None:
    """§12.1, §12.4: a team that loses its last survivor is wiped out, however it loses it: here a card's
    fail effect leaves behind the only follower of a team whose character has died; the turn ends
    and a new character takes over, rather than a team of nobody moving on."""
    game = start()
    me = team(game, "s20", ammo=1)
    me.character = None  # died earlier: the team outlived it (§12.1)
    game.invalidate()
    game.chance.stack("encounters", ["e33"])
    game.chance.script([6, 6, 6, 6])
    go(game, "s21")
    events = pick(game, "Mill Chapel")
    assert game.state.trapped == {"mill_chapel": ["bess_crane"]}
    assert "respawned" in kinds(events) and me.character is not None and me.team
    assert game.me is not me and me.resources["ammo"] == 1  # the turn ended: no icon's resource


def test_section_12_4_fatigue_left_over_from_a_wipe_out_does_not_follow_the_new_team() -> None:
    """Three zombies left standing against a lone survivor on two fatigue: the first fatigue kills it
    and the team respawns; the other two were for the team that is gone, not for the new one."""
    game = start()
    me = team(game, "s40", character="june_okafor", followers=(), ammo=0)
    me.character.fatigue = 2
    token(game, "s50", 3)
    game.chance.script(NO_KILLS)
    events = go(game, "s50")
    assert "respawned" in kinds(events) and kinds(events).count("fatigue") == 1
    assert all(m.fatigue == 0 for m in me.team) and game.me is not me
