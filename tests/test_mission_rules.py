"""Every special rule of the Frontier missions, set up on the real mission and shown firing."""

from __future__ import annotations

from missionkit import act_as, answer_setup, choose, run_steps

from zombie_table.content.library import Library
from zombie_table.games.tilezone.settings.frontier import train
from zombie_table.games.tilezone.inventory import free_slots_for_id
from zombie_table.games.tilezone.conditions import goal_met
from zombie_table.games.tilezone.setup import new_game
from zombie_table.games.tilezone.zombies import add_zombies

LIBRARY = Library.load(user=False)


def mission(number: int, team: list[str], seed: int = 1):
    game = new_game(LIBRARY, f"frontier-m{number}", [(s, "Ann") for s in team], seed)
    answer_setup(game)
    game.undo_enabled = False
    return game


def give(game, sid: str, card_id: str, slot: str = "backpack") -> str:
    card = next(c for c in reversed(game.state.equipment.draw_pile) if game.state.cards[c] == card_id)
    game.state.equipment.take(card)
    cells = getattr(game.survivor(sid).inventory, slot)
    cells[cells.index(None)] = card
    game.invalidate()
    return card


def take(game, sid: str, token) -> None:
    game.survivor(sid).zone = token.zone
    act_as(game, sid)
    choose(game, "take_objective", sid, token.id)
    while game.decision and game.decision.kind != "act":
        game.apply(0)


# ---------------------------------------------------------------- M1
def test_m1_the_countdown_marker_rolls_each_end_phase_and_then_the_train_comes() -> None:
    game = mission(1, ["bo_tanner", "jack_harlan"])
    marker = next(o for o in game.state.objectives if o.color == "blue")
    start = marker.zone
    act_as(game, "bo_tanner")
    assert not any(a.kind == "take_objective" for a in game.legal_actions() if marker.id in a.args)
    run_steps(game, {"kind": "round_rules"})
    assert marker.zone != start and marker.zone.split(":")[0] in ("10V", "12V")
    for _ in range(8):
        if train.status(game) != "idle":
            break
        run_steps(game, {"kind": "round_rules"})
    assert marker.lost and train.status(game) == "arriving"
    run_steps(game, {"kind": "train_phase"})
    assert game.state.layout[1][0].startswith("10R")


def test_m1_red_objectives_give_a_bounty_weapon_and_all_must_hold_one() -> None:
    game = mission(1, ["bo_tanner"])
    red = next(o for o in game.state.objectives if o.color == "red")
    bounty_before = len(game.state.bounty)
    take(game, "bo_tanner", red)
    assert len(game.state.bounty) == bounty_before - 1
    assert goal_met(game, game.mission.victory[0][0])


# ---------------------------------------------------------------- M2
def test_m2_holy_water_cannot_move_the_train_spawns_but_dynamite_blows_them_off() -> None:
    game = mission(2, ["jack_harlan", "hattie_brewster"])
    mobile = next(t for t in game.state.spawns if t.kind == "mobile")
    tile = game.board.zones[mobile.zone].tile
    jack = game.survivor("jack_harlan")
    flask = give(game, "jack_harlan", "blessed_flask")
    stick = give(game, "jack_harlan", "blasting_stick")
    near = next(z for z, r in game.board.sight.items() if mobile.zone in r and r[mobile.zone] == 1 and game.board.zones[z].open_ground)
    jack.zone = near
    add_zombies(game, mobile.zone, "walker", 2)
    act_as(game, "jack_harlan")
    assert not any(a.kind == "bless" and a.args[2] == mobile.zone for a in game.legal_actions())
    xp = jack.xp
    blast_cells = game.board.cells(mobile.zone)
    choose(game, "dynamite", "jack_harlan", stick, mobile.zone)
    assert game.state.noise["level"] == "boom" and game.state.noise["zone"] in {game.board.cell_zone[r][c] for r, c in blast_cells}, \
        "the blast's BOOM! stays on the tracks that replace the section"
    start = next(t.zone for t in game.state.spawns if t.kind == "starting")
    assert mobile.zone == start and game.state.own.blown_mobiles == 1
    assert any(slot and slot.startswith(tile[:-1] + "V") for row in game.state.layout for slot in row)
    assert jack.xp >= xp + 2, "the thrower gains the XP of the zombies on that section"
    assert flask in jack.inventory.cards()


def test_m2_the_gatling_is_usable_but_fixed() -> None:
    game = mission(2, ["jack_harlan"])
    gun = game.state.tokens["gatling"][0]
    game.survivor("jack_harlan").zone = gun
    act_as(game, "jack_harlan")
    assert not any(a.kind == "move_gatling" for a in game.legal_actions())


# ---------------------------------------------------------------- M3
def test_m3_the_train_starts_once_everyone_is_aboard() -> None:
    game = mission(3, ["bo_tanner", "hattie_brewster"])
    cab = train.cab(game)
    companions = [s for s in game.state.survivors.values() if s.companion_of is not None]
    for c in companions[1:]:
        c.companion_of = "bo_tanner"
        c.zone = cab
    game.survivor("hattie_brewster").zone = cab
    bo = game.survivor("bo_tanner")
    beside = bo.zone = next(z for z in game.board.exits(cab) if not train.is_train_zone(game, z))
    act_as(game, "bo_tanner")
    choose(game, "move", "bo_tanner", cab)
    assert train.status(game) == "idle", "a companion still waits in town to be recruited"
    companions[0].companion_of, companions[0].zone, bo.zone = "bo_tanner", beside, beside
    act_as(game, "bo_tanner")
    choose(game, "move", "bo_tanner", cab)
    assert train.status(game) == "running"


def test_m3_the_train_crushes_the_starting_spawn_on_the_tracks() -> None:
    game = mission(3, ["bo_tanner"])
    start = next(t for t in game.state.spawns if t.kind == "starting")
    train.trigger(game, "test")
    for _ in range(3):
        run_steps(game, {"kind": "train_phase"})
    assert start.destroyed


# ---------------------------------------------------------------- M4
def test_m4_blue_and_green_become_ammo_gifts_that_recruit_a_townsfolk() -> None:
    game = mission(4, ["bo_tanner"])
    blue = next(o for o in game.state.objectives if o.color == "blue")
    take(game, "bo_tanner", blue)
    bo = game.survivor("bo_tanner")
    assert any(t.startswith("ammo:") for t in bo.carried)
    townie = next(s for s in game.state.survivors.values() if s.companion_of == "")
    bo.zone = townie.zone
    act_as(game, "bo_tanner")
    choose(game, "recruit", "bo_tanner", townie.id)
    assert townie.companion_of == "bo_tanner" and not bo.carried


def test_m4_recruiting_without_ammo_is_not_possible() -> None:
    game = mission(4, ["bo_tanner"])
    townie = next(s for s in game.state.survivors.values() if s.companion_of == "")
    game.survivor("bo_tanner").zone = townie.zone
    act_as(game, "bo_tanner")
    assert not any(a.kind == "recruit" for a in game.legal_actions())


# ---------------------------------------------------------------- M5
def test_m5_two_settlers_wait_on_two_of_the_three_balconies_drawn_at_random() -> None:
    balconies = {"1R:bal", "3R:bal", "4R:bal"}
    drawn = []
    for seed in range(12):
        game = mission(5, ["bo_tanner"], seed)
        waiting = [s for s in game.state.survivors.values() if s.companion_of == ""]
        zones = {s.zone for s in waiting}
        assert len(waiting) == 2 and len(zones) == 2 and zones <= balconies
        assert all("townsfolk" in s.classes for s in waiting)
        drawn.append(frozenset(zones))
    assert len(set(drawn)) == 3, "every pair of balconies comes up"


def test_m5_blue_or_green_turns_up_a_hidden_townsfolk_companion() -> None:
    game = mission(5, ["bo_tanner"])
    green = next(o for o in game.state.objectives if o.color == "green")
    before = {s.id for s in game.state.survivors.values()}
    take(game, "bo_tanner", green)
    new = [s for s in game.state.survivors.values() if s.id not in before]
    assert len(new) == 1 and new[0].companion_of == "bo_tanner" and "townsfolk" in new[0].classes


# ---------------------------------------------------------------- M6
def test_m6_the_mine_spawn_stays_quiet_while_the_gunslingers_hold_the_line() -> None:
    from zombie_table.games.tilezone.spawning import abomination

    game = mission(6, ["bo_tanner"])
    tokens = [t for t in game.state.spawns if t.kind == "abomination"]
    assert tokens
    abomination(game, game.state.spawns[0].zone)
    assert not any(t.active for t in tokens)
    gun = next(s for s in game.state.survivors.values() if s.companion_of == "")
    gun.companion_of = "bo_tanner"
    from zombie_table.games.tilezone.settings.frontier.missionrules import after_recruit

    after_recruit(game)
    assert all(t.active for t in tokens)


def test_m6_the_wagon_blocks_the_mine_mouth_until_blown_up() -> None:
    game = mission(6, ["bo_tanner"])
    wagon = game.state.tokens["wagon"][0]
    assert wagon in game.board.blocked
    assert not goal_met(game, game.mission.victory[0][0])


# ---------------------------------------------------------------- M7
def test_m7_objectives_are_cargo_that_fill_a_slot_and_load_onto_the_wagon() -> None:
    game = mission(7, ["bo_tanner"])
    bo = game.survivor("bo_tanner")
    token = next(o for o in game.state.objectives if o.color != "red")  # red ones also pay a bounty card
    free = len(free_slots_for_id(game, bo, ""))
    take(game, "bo_tanner", token)
    assert len(free_slots_for_id(game, bo, "")) == free - 1, "a cargo token takes an inventory slot"
    assert any(t.startswith("cargo:") for t in bo.carried)
    bo.zone = game.state.tokens["wagon"][0]
    act_as(game, "bo_tanner")
    choose(game, "load_wagon", "bo_tanner")
    assert game.state.own.loaded == 1 and not bo.carried


# ---------------------------------------------------------------- M8
def test_m8_red_objectives_pay_from_the_set_aside_bounties() -> None:
    game = mission(8, ["bo_tanner"])
    aside = list(game.state.own.set_aside)
    assert len(aside) == 3 and not set(aside) & set(game.state.bounty)
    red = next(o for o in game.state.objectives if o.color == "red")
    game.survivor("bo_tanner").zone = red.zone
    act_as(game, "bo_tanner")
    choose(game, "take_objective", "bo_tanner", red.id)
    assert len(game.state.own.set_aside) == 2


def test_m8_taking_blue_and_green_calls_the_train_and_the_wagon_on_the_tracks_loses() -> None:
    game = mission(8, ["bo_tanner"])
    for color in ("blue", "green"):
        take(game, "bo_tanner", next(o for o in game.state.objectives if o.color == color))
    assert train.status(game) == "arriving"
    run_steps(game, {"kind": "train_phase"})
    assert game.state.result == "defeat" and "wagon" in game.state.cause


def test_m8_a_wagon_on_the_entry_tracks_loses_too_before_the_train_sweeps_it_away() -> None:
    game = mission(8, ["bo_tanner"])
    entry = next(z for z in game.board.zones if z.startswith("10V:"))
    game.state.tokens["wagon"] = [entry]
    train.trigger(game, "test")
    run_steps(game, {"kind": "train_phase"})
    assert game.state.result == "defeat" and "wagon" in game.state.cause


# ---------------------------------------------------------------- M9
def test_m9_coal_sacks_need_a_brawler_companion_and_stoke_the_tender() -> None:
    game = mission(9, ["jack_harlan"])
    jack = game.survivor("jack_harlan")
    sack = next(o for o in game.state.objectives if o.color == "coal")
    jack.zone = sack.zone
    act_as(game, "jack_harlan")
    assert not any(a.kind == "take_objective" for a in game.legal_actions()), "no brawler companion yet"
    brawler = next(s for s in game.state.survivors.values() if s.companion_of == "" and "brawler" in s.classes)
    brawler.companion_of, brawler.zone = "jack_harlan", jack.zone
    game.invalidate()
    xp = jack.xp
    choose(game, "take_objective", "jack_harlan", sack.id)
    assert jack.xp == xp, "a sack gives no XP when taken"
    jack.zone = train.cab(game)
    brawler.zone = jack.zone
    act_as(game, "jack_harlan")
    choose(game, "stoke", "jack_harlan")
    assert game.state.own.coal == 1 and jack.xp == xp + 5


def test_m9_a_sack_goes_with_its_carrier_when_the_carrier_is_handed_over() -> None:
    game = mission(9, ["jack_harlan", "rosa_delgado"])
    jack, rosa = game.survivor("jack_harlan"), game.survivor("rosa_delgado")
    sacks = [o for o in game.state.objectives if o.color == "coal"]
    jack.zone = rosa.zone = sacks[0].zone
    brawler = next(s for s in game.state.survivors.values() if s.companion_of == "" and "brawler" in s.classes)
    brawler.companion_of, brawler.zone = "jack_harlan", jack.zone
    act_as(game, "jack_harlan")
    choose(game, "take_objective", "jack_harlan", sacks[0].id)
    choose(game, "reorganise", "jack_harlan")
    choose(game, "hand_over", brawler.id, "rosa_delgado", "rosa_delgado")
    choose(game, "done")
    assert (jack.carried, rosa.carried) == ([], [f"coal:{sacks[0].id}"])
    act_as(game, "rosa_delgado")
    assert not any(a.kind == "take_objective" and sacks[1].id in a.args for a in game.legal_actions()), \
        "her one carrier already has a sack"


def test_m9_the_train_starts_from_the_cab_once_the_tender_is_full() -> None:
    game = mission(9, ["jack_harlan"])
    jack = game.survivor("jack_harlan")
    jack.zone = train.cab(game)
    act_as(game, "jack_harlan")
    assert not any(a.kind == "start_train" for a in game.legal_actions())
    game.state.own.coal = 6
    game.invalidate()
    choose(game, "start_train", "jack_harlan")
    assert train.status(game) == "running"


# ---------------------------------------------------------------- M10
def test_m10_the_faithful_follow_only_after_blue_and_green_are_found() -> None:
    game = mission(10, ["bo_tanner"])
    faithful = next(s for s in game.state.survivors.values() if s.companion_of == "")
    bo = game.survivor("bo_tanner")
    bo.zone = faithful.zone
    act_as(game, "bo_tanner")
    assert not any(a.kind == "recruit" for a in game.legal_actions())
    for o in game.state.objectives:
        if o.color in ("blue", "green"):
            o.taken_by = "bo_tanner"
    game.invalidate()
    choose(game, "recruit", "bo_tanner", faithful.id)
    assert faithful.companion_of == "bo_tanner"
