"""Scenario set-ups: a mission says how its survivors start (zone, cards by slot, XP, skills,
wounds), which cards top its decks and which faces its dice show first (`fixed_dice`).
`validate` names what it does not know at its line; the game starts exactly so, replays from
seed + decisions, and a puzzle can be written as an exact rule test without hunting for seeds."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
from missionkit import choose, game_on, library_with

from zombie_table.cli import main
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import SetupError, new_game
from zombie_table.kernel.chance import Chance
from zombie_table.kernel.rng import Scripted, rng_from_state, rng_state

ABEL = [("abel_whitlock", "Ann")]
ONE_TILE = {"layout": [["2R"]], "start": ["2R:po"], "exit": "2R:s"}


def test_a_survivor_starts_where_the_mission_says_with_its_cards_xp_skills_and_wounds() -> None:
    game = game_on(ABEL, **ONE_TILE, survivor_setup=[{
        "survivor": "abel_whitlock", "zone": "2R:x", "xp": 20, "skills": ["sprint"], "wounds": 1,
        "cards": {"hand2": "cavalry_sword", "favourite": "trapdoor_carbine", "backpack3": "canteen"}}])
    abel = game.survivor("abel_whitlock")
    cards = {slot: [game.state.cards[c] if c else None for c in getattr(abel.inventory, slot)] for slot in ("hand", "favourite", "backpack")}
    assert cards == {"hand": [None, "cavalry_sword"], "favourite": ["trapdoor_carbine"], "backpack": [None, None, "canteen"]}
    assert (abel.zone, abel.xp, abel.level, abel.wounds) == ("2R:x", 20, 2, 1)  # 20 XP is past Orange (19)
    assert abel.skills == ["medic", "sprint", "plus_action"]  # Yellow's skill is had; Orange's is a choice, asked now
    assert game.decision.kind == "skill_choice" and game.decision.data["level"] == "orange"
    assert game.state.xp_total["abel_whitlock"] == 20
    # the cards came out of the deck and the starting pool: none is dealt twice
    assert not {c for c in abel.inventory.cards()} & {*game.state.equipment.draw_pile, *game.state.starting_pool}


def test_without_cards_a_set_up_survivor_keeps_its_usual_starting_equipment() -> None:
    game = game_on(ABEL, **ONE_TILE, survivor_setup=[{"survivor": "abel_whitlock", "xp": 3}])
    abel = game.survivor("abel_whitlock")
    assert [game.state.cards[c] for c in abel.inventory.cards()] == ["trapdoor_carbine"]
    assert (abel.xp, abel.level) == (3, 0)


def test_the_stacked_cards_are_drawn_first_in_order() -> None:
    game = game_on(ABEL, **ONE_TILE, decks={"equipment": ["canteen", "miners_pick"], "zombie": [25, 1]})
    equipment = [game.state.cards[c] for c in game.state.equipment.draw_pile[-2:]][::-1]
    assert equipment == ["canteen", "miners_pick"]
    assert game.state.zombie_deck.draw_pile[-2:][::-1] == ["z25", "z1"]
    assert game.chance.draw("zombie") == "z25"


def test_the_rest_of_a_stacked_deck_stays_as_the_seed_shuffled_it() -> None:
    plain, stacked = game_on(ABEL, **ONE_TILE), game_on(ABEL, **ONE_TILE, decks={"zombie": [7]})
    rest = [c for c in plain.state.zombie_deck.draw_pile if c != "z7"]
    assert stacked.state.zombie_deck.draw_pile == rest + ["z7"]


def test_fixed_dice_come_up_as_written_then_as_the_seed_rolls() -> None:
    plain = game_on(ABEL, **ONE_TILE)
    fixed = game_on(ABEL, **ONE_TILE, rules=[{"kind": "fixed_dice", "faces": [6, 1, 6]}])
    seeded = plain.chance.roll(4)
    assert fixed.chance.roll(2) + fixed.chance.roll(1) + fixed.chance.roll(4) == [6, 1, 6, *seeded]


def test_a_scripted_stream_survives_copies_and_saves() -> None:
    chance = Chance(5)
    chance.script([2, 3, 4])
    assert chance.roll(1) == [2]
    twin = copy.deepcopy(chance)  # undo snapshots and look-ahead copies
    assert isinstance(twin.streams["dice"], Scripted)
    assert twin.roll(3) == chance.roll(3)
    again = Chance.from_json(Chance(5).to_json() | {"streams": {"dice": rng_state(Scripted([5], chance.stream("dice").getstate()))}})
    assert again.roll(1) == [5]
    assert rng_from_state(rng_state(Scripted([1, 2]))).faces == [1, 2]


def test_a_game_with_fixed_dice_replays_from_its_save() -> None:
    library = library_with(**ONE_TILE, zombies=[{"zone": "2R:w", "type": "walker", "count": 2}],
                           rules=[{"kind": "fixed_dice", "faces": [6, 6, 1]}])
    game = new_game(library, "frontier-m90", ABEL, 3)
    choose(game, "shoot")  # the carbine from the post office: the 6 fells one shambler
    record = saves.record(game)
    again = saves.replay(library, record)
    assert saves.difference(again, record) is None
    assert again.state.zombies.get("2R:w") == game.state.zombies.get("2R:w")


def test_a_mission_with_set_up_survivors_is_played_by_them_by_default() -> None:
    from zombie_table.bots import default_team

    library = library_with(**ONE_TILE, survivor_setup=[{"survivor": "nell_cobb"}, {"survivor": "bo_tanner"}])
    assert default_team(library, "frontier-m90") == [("nell_cobb", "Player"), ("bo_tanner", "Player")]


# ---------------------------------------------------------------- a puzzle as an exact rule test
PUZZLE = {
    **ONE_TILE,
    "victory": [[{"kind": "kill_all"}]],
    "zombies": [{"zone": "2R:w", "type": "brute"}, {"zone": "2R:w", "type": "walker"}],
    "survivor_setup": [{"survivor": "abel_whitlock", "zone": "2R:w",
                        "cards": {"hand1": "trail_hatchet", "hand2": "cavalry_sword"}}],
    "rules": [{"kind": "fixed_dice", "faces": [4, 5, 6]}],
}
"""Win in one turn: a brute and a shambler in Abel's zone, a hatchet (1 die, 3+, damage 2) and a
cavalry sword (2 dice, 3+, damage 1), and the dice 4, 5, 6."""


def melee(game, card_id: str, *kills: str) -> None:
    """Attack in melee with the survivor's copy of `card_id`; its hits kill `kills` (the player's
    choice while more than one type could fall)."""
    action = next(a for a in game.legal_actions() if a.kind == "melee" and game.state.cards[a.args[1]] == card_id)
    game.apply(action)
    for name in kills:
        game.apply(next(a for a in game.legal_actions() if a.label == f"Kill a {name}"))


def test_puzzle_the_hatchet_for_the_brute_then_the_sword_wins_in_one_turn() -> None:
    game = game_on(ABEL, **PUZZLE)
    melee(game, "trail_hatchet", "Bruiser")  # the 4 hits: damage 2 fells the brute
    assert game.state.zombies["2R:w"] == {"walker": 1}
    melee(game, "cavalry_sword")  # 5 and 6: the shambler falls
    assert (game.state.result, game.state.round) == ("victory", 1)


def test_puzzle_the_sword_cannot_fell_the_brute() -> None:
    """Damage never adds up: two sword hits of damage 1 kill only the shambler."""
    game = game_on(ABEL, **PUZZLE)
    melee(game, "cavalry_sword")  # the dice 4 and 5: two hits, and only the shambler can fall
    assert game.decision.kind == "act"
    assert game.state.zombies["2R:w"] == {"brute": 1}
    melee(game, "trail_hatchet")  # the 6 fells the brute: won all the same
    assert game.state.result == "victory"


# ---------------------------------------------------------------- validation
BAD = """\
kind: mission
id: frontier-m95
setting: frontier
title: Bad set-up
difficulty: easy
duration: 5
briefing: Bad.
objectives_text: [Bad.]
layout: [["2R"]]
start: ["2R:po"]
exit: "2R:s"
zombies:
  - {zone: "2R:w", type: brute}
survivor_setup:
  - survivor: abel_whitlok
    zone: "2R:nowhere"
  - survivor: bo_tanner
    cards: {hand3: skillet, hand1: cavalry_swrd, favourite: trapdoor_carbine}
    skills: [sprnt]
    wounds: 3
decks:
  equipment: [wolf_gun, canteen, canteen, canteen, canteen, canteen, canteen, canteen, canteen, canteen]
  zombie: [99]
victory: [[{kind: escape}]]
"""


def test_validate_names_every_unknown_set_up_name_at_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "frontier-m95.yaml"
    path.write_text(BAD)
    assert main(["validate", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[:-1] == [
        f"{path}:15:15: survivor_setup[0].survivor: unknown survivor 'abel_whitlok' in the frontier setting (did you mean abel_whitlock?)",
        f"{path}:16:11: survivor_setup[0].zone: zone 2R:nowhere: tile 2R has no zone 'nowhere' (its zones: dr, e, jl, po, s, sa, sb, w, x)",
        f"{path}:18:20: survivor_setup[1].cards.hand3: no slot 'hand3' in the frontier setting; its slots: hand2, hand1, backpack1, backpack2, backpack3, favourite",
        f"{path}:18:36: survivor_setup[1].cards.hand1: unknown card 'cavalry_swrd' in the frontier setting (did you mean cavalry_sword?)",
        f"{path}:18:61: survivor_setup[1].cards.favourite: Bo Tanner's favourite slot takes a melee weapon, not 'trapdoor_carbine'",
        f"{path}:19:14: survivor_setup[1].skills[0]: unknown skill family 'sprnt'; known: sprint, " + lines[5].split("sprint, ", 1)[1],
        f"{path}:20:13: survivor_setup[1].wounds: 3 wounds kill Bo Tanner (health 3)",
        f"{path}:22:15: decks.equipment[0]: 'wolf_gun' is a bounty card, not one of the equipment deck",
        f"{path}:22:79: decks.equipment[7]: 9 copies of 'canteen' are set up, but the setting has 6",
        f"{path}:23:12: decks.zombie[0]: no zombie card number 99 in the frontier setting; its numbers: 1, 2, 3, " + lines[9].split("1, 2, 3, ", 1)[1],
    ]


def test_setup_refuses_what_validate_would_report() -> None:
    with pytest.raises(SetupError, match="unknown slot 'hand3'; known: hand2, hand1, "):
        game_on(ABEL, **ONE_TILE, survivor_setup=[{"survivor": "abel_whitlock", "cards": {"hand3": "canteen"}}])
    with pytest.raises(SetupError, match="not in the zombie draw pile: z99"):
        game_on(ABEL, **ONE_TILE, decks={"zombie": [99]})
