"""winter-m10 (rules reference §12, mission 10): the fallen wall's map (no ramparts, no cauldrons,
the ward on the start zone), red objectives giving a crypt weapon with the 5-AP fallback, blue and
green 5 AP, the guards leaving with a survivor from a zombie-free exit, the victory needing both
eight crypt weapons and every guard out, and the loss of a guard; the greedy bot leading the
guards out."""

from __future__ import annotations

from missionskit import shipped
from ruleskit import Table

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.winter.cryptweapons import taken
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.necromancer import DROPPED
from zombie_table.games.tilezone.settings.winter.state import own

START, EXIT = "28V:x", "31V:w"


def mission() -> Table:
    table = Table(shipped("winter-m10", seed=3))
    table.clear_zombies()
    return table


def take(table: Table, sid: str, zone: str) -> None:
    """`sid` takes the objective in `zone` (standing there, in a turn of its own)."""
    table.reset(sid, zone)
    table.turn(sid, actions=3)
    table.pick("take_objective")


def exit_zone(table: Table) -> str:
    return table.board.resolve(EXIT)


def test_the_fallen_wall_has_no_ramparts_no_cauldrons_and_the_ward_on_the_start() -> None:
    table = mission()
    assert not [z for z in table.board.zones.values() if z.kind is ZoneKind.rampart]
    tokens = table.state.tokens
    assert not tokens.get("cauldron") and tokens["ward"] == [table.board.resolve(START)]
    assert tokens[GUARD] == [table.board.resolve(START)] * 6
    colors = sorted(t.color for t in table.state.objectives)
    assert colors == ["blue", "green", "red", "red", "red"] and all(t.hidden for t in table.state.objectives)


def test_red_gives_a_crypt_weapon_and_5_ap_once_the_crypt_is_empty() -> None:
    table = mission()
    red = [t for t in table.state.objectives if t.color == "red"]
    take(table, "vesna", red[0].zone)
    assert table.game.decision.kind == "keep_card" and taken(table.game) == 1
    table.state.decision = None
    own(table.game).crypt = []
    take(table, "borte", red[1].zone)
    assert table.s("borte").xp == 5 and table.game.decision.kind == "act"


def test_blue_and_green_give_5_ap_and_no_weapon() -> None:
    table = mission()
    for sid, color in (("vesna", "blue"), ("borte", "green")):
        token = next(t for t in table.state.objectives if t.color == color)
        take(table, sid, token.zone)
        assert table.s(sid).xp == 5
    assert taken(table.game) == 0


def test_a_slain_necromancer_leaves_a_crypt_weapon_that_counts_once_picked_up() -> None:
    table = mission()
    zone = exit_zone(table)
    table.reset("vesna", zone)
    table.zombies(zone, necromancer=1)
    table.give("vesna", "twin_bit_axe")
    table.dice(6)
    table.turn("vesna", actions=3)
    table.first("melee")
    assert own(table.game).dropped.get(zone) and taken(table.game) == 0
    table.pick("take_crypt")
    assert taken(table.game) == 1


def test_the_guards_leave_with_a_survivor_only_from_an_exit_free_of_zombies() -> None:
    table = mission()
    zone = exit_zone(table)
    table.state.tokens[GUARD] = [zone] * 6
    table.reset("vesna", zone)
    table.zombies(zone, walker=1)
    table.turn("vesna", actions=3)
    assert not table.actions("escape")
    table.zombies(zone)
    table.pick("escape")
    assert table.state.escaped_tokens.count(GUARD) == 6 and not table.state.tokens[GUARD]
    assert table.state.result is None  # the crypt weapons are still wanted: borte plays on


def test_victory_needs_eight_crypt_weapons_and_every_guard_out() -> None:
    table = mission()
    crypt = own(table.game).crypt
    for _ in range(7):
        table.state.equipment.discard(crypt.pop())
    own(table.game).dropped["28V:n"] = [crypt.pop()]
    table.state.tokens.setdefault(DROPPED, []).append("28V:n")
    table.reset("vesna", "28V:n")
    table.turn("vesna", actions=3)
    table.pick("take_crypt")
    assert taken(table.game) == 8 and table.state.result is None  # the guards are still in town
    table.state.tokens[GUARD] = []
    table.state.escaped_tokens.extend([GUARD] * 6)
    assert verdict(table.game)[0] is not None


def test_one_guard_falling_loses_the_game() -> None:
    table = mission()
    start = table.board.resolve(START)
    for sid in ("vesna", "borte"):
        table.reset(sid, "28V:n")  # the guards stand alone
    table.zombies(start, walker=1)
    table.run({"kind": "attacks", "types": ["walker"]})
    assert table.state.result == "defeat" and "guard" in table.state.cause


def test_the_greedy_bot_walks_the_guards_toward_the_exit_and_leaves_only_with_them() -> None:
    table = mission()
    start, zone = table.board.resolve(START), exit_zone(table)
    table.reset("vesna", start)
    table.turn("vesna", actions=3)
    bot = GreedyBot()
    walk = bot.choose(table.game)
    assert walk.kind == "guard_move" and walk.args[1] == start
    assert table.board.distance[walk.args[2]][zone] < table.board.distance[start][zone]
    table.reset("borte", zone)
    table.turn("borte", actions=3)
    scores = dict(zip(table.actions(), bot.score_options(table.game, table.actions())))
    assert next(v for a, v in scores.items() if a.kind == "escape") < 0  # alone, with guards still in town
    table.state.tokens[GUARD] = [zone] * 6
    assert bot.choose(table.game).kind == "escape"
