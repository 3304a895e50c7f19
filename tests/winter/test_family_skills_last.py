"""The last four white-death §11 skills the family holds for Winter: Hoard, Sidestep, Range 2+: [Skill]
and Ghost Sight, each from the reference's words; and "any skill" (Ultrared) offering parameterised
families with the parameters the catalogue names (`any_skill_params`).

The test grid (conftest): one-cell street zones a b c / d e f / g h i; e sees b, d, f and h at range 1,
d sees f at range 2. The wall grid (gridkit.WALL_TILE): rampart R over the house B (open only to w)
over the street T, streets z and w down either side."""

from __future__ import annotations

from pathlib import Path

import pytest
from gridkit import HOUSE_GRID, WALL_GRID
from ruleskit import Table, grid_table

from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.games.tilezone import vision
from zombie_table.games.tilezone.experience import any_skill, gain_xp, thresholds

RADKO = "radko"
A, B, D, E, F, H = "95T:a", "95T:b", "95T:d", "95T:e", "95T:f", "95T:h"
REPO = Path(__file__).resolve().parents[2]


# ---------------------------------------------------------------- Hoard
def _search(t: Table, sid: str, *cards: str) -> None:
    """`sid` searches the test street (streets are no search zones of the setting) and draws `cards`."""
    t.game.data.rules.search_kinds.append(t.board.zones[E].kind)
    try:
        t.equipment_cards(*cards)
        t.turn(sid, actions=3)
        t.pick("search")
    finally:
        t.game.data.rules.search_kinds.pop()


def _pack_slots_offered(t: Table) -> set[int]:
    return {a.args[3] for a in t.actions("keep") if a.args[2] == "backpack"}


def test_hoard_learned_gives_two_more_backpack_slots_at_once(make) -> None:
    """§11 Hoard, §4.8: up to 2 extra equipment cards beside the dashboard, counted as backpack; a new
    skill works at once (§4.7)."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3)
    assert len(t.s(RADKO).inventory.backpack) == 5
    t.run({"kind": "skill_choice", "survivor": RADKO, "offered": ["hoard", "lucky"], "level": "orange"})
    t.pick("learn", lambda a: a.args[1] == "hoard")
    assert len(t.s(RADKO).inventory.backpack) == 7
    _search(t, RADKO, "arming_sword")
    assert _pack_slots_offered(t) == {0, 1, 2, 3, 4, 5, 6}
    t.pick("keep", lambda a: a.args[2:] == ("backpack", 6))
    assert t.state.cards[t.s(RADKO).inventory.backpack[6]] == "arming_sword"


def test_without_hoard_the_backpack_keeps_five_slots(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, E, health=3)
    _search(t, RADKO, "arming_sword")
    assert _pack_slots_offered(t) == {0, 1, 2, 3, 4}


def test_a_survivor_printed_with_hoard_starts_with_seven_backpack_slots(winter_library: Library, make) -> None:
    blue = winter_library.setting("winter").survivor_by_id[RADKO].skills.blue
    blue.append("hoard")  # the session's library: put back below
    try:
        t = make([RADKO])
    finally:
        blue.remove("hoard")
    assert len(t.s(RADKO).inventory.backpack) == 7


# ---------------------------------------------------------------- Sidestep
def _spawn(t: Table, zone: str, card: int = 1) -> None:
    """A zombie card drawn for a spawn token in `zone` (card 1: one thrall at Blue)."""
    token = t.spawn_token(zone)
    t.zombie_cards(card)
    t.run({"kind": "spawn_draw", "token": token.id})


def test_sidestep_gives_a_free_move_when_zombies_spawn_at_range_1(make) -> None:
    """§11 Sidestep: whenever zombies spawn within range 0-1, 1 free Move Action."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["sidestep"])
    t.state.phase = "zombies"
    _spawn(t, B)
    assert t.state.zombies[B] == {"walker": 1}
    assert t.game.decision.kind == "sidestep" and {a.args[1] for a in t.actions("sidestep_to")} == {B, D, F, H}
    t.pick("sidestep_to", lambda a: a.args[1] == H)
    assert t.s(RADKO).zone == H and t.halted


def test_sidestep_leaves_zombies_in_the_zone_for_nothing(make) -> None:
    """§11 Sidestep: no extra cost for zombies in its zone (range 0: they spawn beside it)."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["sidestep"])
    t.zombies(E, walker=2)
    t.turn(RADKO, actions=1)  # one action left: a plain move out past 3 zombies could not be paid
    _spawn(t, E)
    t.pick("sidestep_to", lambda a: a.args[1] == F)
    assert t.s(RADKO).zone == F and t.s(RADKO).actions_left == 1


def test_sidestep_waits_for_zombies_at_range_2(make) -> None:
    """Range 0-1 only: d sees f at range 2."""
    t = make([RADKO])
    t.reset(RADKO, D, health=3, skills=["sidestep"])
    _spawn(t, F)
    assert t.halted


def test_without_sidestep_a_spawn_beside_asks_nothing(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, E, health=3)
    _spawn(t, B)
    assert t.halted and t.s(RADKO).zone == E


def test_sidestep_is_once_per_zombie_card(make) -> None:
    """§11 Sidestep: once per Zombie card drawn — a siege card filling two zones beside the survivor
    gives one move; the next card gives another."""
    t = make([RADKO])
    t.reset(RADKO, E, health=3, skills=["sidestep"])
    t.state.tokens["blight"] = [B, F]  # two corrupted zones at range 1
    t.game.rebuild_board()
    _spawn(t, A, card=43)  # a siege card: a thrall in every corrupted zone
    assert t.state.zombies[B] == {"walker": 1} and t.state.zombies[F] == {"walker": 1}
    t.pick("sidestep_to", lambda a: a.args[1] == D)
    assert t.halted
    t.state.tokens["blight"] = []
    t.game.rebuild_board()
    _spawn(t, E)
    assert t.game.decision.kind == "sidestep"


# ---------------------------------------------------------------- Range 2+: [Skill]
def _volley(t: Table, zone: str) -> None:
    t.turn(RADKO, actions=3)
    t.dice(6, 6, 6, 6)
    t.pick("shoot", lambda a: a.args[2] == zone)


def test_range_2_plus_gives_the_named_skill_at_range_2(make) -> None:
    """§11 Range 2+: [Skill]: has the named skill when making that action at range 2 or more."""
    t = make([RADKO])
    t.reset(RADKO, D, health=3, skills=["range_two:plus_die:ranged"])
    t.give(RADKO, "repeating_arbalest")  # 3 dice, range 1-2
    t.zombies(F, walker=4)  # range 2
    _volley(t, F)
    assert not t.state.zombies.get(F)  # four dice, four kills


def test_range_2_plus_does_nothing_at_range_1(make) -> None:
    t = make([RADKO])
    t.reset(RADKO, D, health=3, skills=["range_two:plus_die:ranged"])
    t.give(RADKO, "repeating_arbalest")
    t.zombies(E, walker=4)  # range 1
    _volley(t, E)
    assert t.state.zombies[E] == {"walker": 1}  # three dice


# ---------------------------------------------------------------- Ghost Sight
def _wall_table(winter_library: Library, zone: str, *skills: str) -> Table:
    t = grid_table(winter_library, WALL_GRID, [RADKO])
    t.reset(RADKO, zone, health=3, skills=list(skills))
    return t


def test_ghost_sight_sees_and_shoots_through_a_wall(winter_library: Library) -> None:
    """§11 Ghost Sight, §4.2: LoS through obstacles (walls)."""
    plain = _wall_table(winter_library, "93T:T")
    assert "93T:B" not in vision.sight(plain.game, plain.s(RADKO))  # the house is shut toward T
    t = _wall_table(winter_library, "93T:T", "ghost_sight")
    t.give(RADKO, "repeating_arbalest")
    t.zombies("93T:B", walker=1)
    t.turn(RADKO, actions=3)
    assert [a.args[2] for a in t.actions("shoot")] == ["93T:B"]


def test_ghost_sight_runs_on_through_buildings(winter_library: Library) -> None:
    """§11 Ghost Sight: unlimited LoS through buildings, where building LoS reaches one zone (§4.2):
    from the room r1 on through r2 to r3; from the street b through the shut house to the street h."""
    plain = _house_table(winter_library, "92T:r1")
    assert "92T:r3" not in vision.sight(plain.game, plain.s(RADKO))
    t = _house_table(winter_library, "92T:r1", "ghost_sight")
    assert vision.sight(t.game, t.s(RADKO))["92T:r3"] == 2
    plain = _house_table(winter_library, "92T:b")
    assert not {"92T:r2", "92T:h"} & set(vision.sight(plain.game, plain.s(RADKO)))
    t = _house_table(winter_library, "92T:b", "ghost_sight")
    seen = vision.sight(t.game, t.s(RADKO))
    assert seen["92T:r2"] == 1 and seen["92T:h"] == 2


def test_ghost_sight_is_the_survivors_own_the_zombies_see_as_the_board_says(winter_library: Library) -> None:
    """Only the survivor's sight changes: zombies in the shut house do not see it through the wall."""
    t = _house_table(winter_library, "92T:b", "ghost_sight")
    assert "92T:b" not in t.board.sight["92T:r2"]


def _house_table(winter_library: Library, zone: str, *skills: str) -> Table:
    t = grid_table(winter_library, HOUSE_GRID, [RADKO])
    t.reset(RADKO, zone, health=3, skills=list(skills))
    return t


# ---------------------------------------------------------------- "any skill"
def test_any_skill_offers_the_four_and_parameterised_families_with_their_named_parameters(make) -> None:
    """§10.5 Ultrared: "any skill" from the full list (§11), "+1 die: [Action]" and "Range 2+: [Skill]" among them."""
    offered = set(any_skill(make([RADKO]).game))
    assert {"hoard", "sidestep", "ghost_sight"} <= offered
    assert {"plus_die:melee", "plus_die:ranged", "damage_two:melee", "range_two:plus_die:ranged"} <= offered
    assert not any(ref.startswith("brothers:") for ref in offered)  # no parameter named for it in the catalogue


def test_validate_refuses_an_offered_parameter_naming_no_skill(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The catalogue's offered parameters are skill references like any other, checked with file:line."""
    text = (REPO / "assets" / "winter" / "skills.yaml").read_text(encoding="utf-8")
    old = "[plus_die:ranged, plus_damage:ranged,"
    assert text.count(old) == 1
    path = tmp_path / "skills.yaml"
    path.write_text(text.replace(old, "[plus_dice:ranged, plus_damage:ranged,"), encoding="utf-8")
    line = text[: text.index(old)].count("\n") + 1
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}:" in out and "any_skill_params[0]" in out and "unknown skill family 'plus_dice'" in out


@pytest.mark.parametrize("named", ["damage_two:ranged", "steady_hand", "combat_reflexes"])
def test_validate_refuses_range_two_naming_a_skill_the_attack_does_not_read(
    named: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Range 2+: [Skill] holds the named skill while the attack's numbers are worked out: a skill
    read elsewhere (a damage hook, friendly fire, a spawn) would silently do nothing, so it is refused."""
    text = (REPO / "assets" / "winter" / "survivors.yaml").read_text(encoding="utf-8")
    old = 'red: ["free_action:combat", combat_reflexes,'
    assert text.count(old) == 1
    path = tmp_path / "survivors.yaml"
    path.write_text(text.replace(old, f'red: ["free_action:combat", "range_two:{named}",'), encoding="utf-8")
    line = text[: text.index(old)].count("\n") + 1
    assert main(["validate", "--content", str(tmp_path), str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}:" in out and f"'range_two:{named}': family 'range_two' names only one of" in out
    path.write_text(text.replace(old, 'red: ["free_action:combat", "range_two:plus_damage:ranged",'), encoding="utf-8")
    assert main(["validate", "--content", str(tmp_path), str(path)]) == 0


def test_an_ultrared_pass_with_every_own_skill_taken_offers_them(make) -> None:
    """§10.5: once all of its own skills are taken, the survivor picks any skill from the full list at Orange."""
    t = make([RADKO], options={"ultrared": True})
    s = t.reset(RADKO, E, health=3)
    tree = t.game.data.survivor_by_id[RADKO].skills
    s.skills = [ref for level in ("blue", "yellow", "orange", "red") for ref in tree.level(level)]
    s.level, s.xp, s.ultrared_laps = 3, thresholds(t.game)[2] - 1, 1
    t.game.invalidate()
    gain_xp(t.game, s, 1, "a test")
    t.resume()
    assert t.game.decision.kind == "skill_choice"
    t.pick("learn", lambda a: a.args[1] == "range_two:plus_die:ranged")
    assert "range_two:plus_die:ranged" in s.skills
