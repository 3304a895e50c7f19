"""The Frontier setting's data: the six YAML files load, add up and refer to each other correctly."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from forbidden import DATA_PATTERNS, REFERENCE_SURVIVORS

from zombie_table.content.cards import (
    AbominationCard,
    CardEffect,
    CardGroup,
    EquipmentFile,
    ExtraActivationCard,
    SpawnCard,
    Trait,
    ZombieDeckFile,
)
from zombie_table.content.characters import SettingRules, SkillParam, SkillsFile, SurvivorsFile, ZombiesFile
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.content.loader import load_file

ROOT = Path(__file__).resolve().parents[1] / "assets" / "frontier"

FILES = {
    "setting.yaml": (SettingRules, "setting"),
    "equipment.yaml": (EquipmentFile, "equipment"),
    "zombie-deck.yaml": (ZombieDeckFile, "zombie_deck"),
    "zombies.yaml": (ZombiesFile, "zombies"),
    "survivors.yaml": (SurvivorsFile, "survivors"),
    "skills.yaml": (SkillsFile, "skills"),
}

ACTIONS = {"combat", "melee", "ranged", "move", "search"}
ATTACK_ACTIONS = {"combat", "melee", "ranged"}
WEAPON_KINDS = {"pistol", "rifle", "shotgun", "melee", "thrown"}  # the setting file declares these (tested below)
SKILL_PARAMS = {
    "charge_bonus": {"plus_die", "plus_damage", "plus_to_roll", "plus_zone", "reroll"},
    "fanning_bonus": {"plus_die", "plus_damage", "plus_to_roll", "plus_range", "free_reload", "reaper", "reroll"},
    "vade_retro_bonus": {"plus_die", "plus_damage", "plus_to_roll", "free_combat", "reroll"},
    "class": {"brawler", "faithful", "gunslinger", "townsfolk"},
}
# Families whose parameter may be an attack kind as well as a weapon kind or card id.
ACTION_OR_EQUIPMENT = {"plus_die", "plus_damage"}

FAMILIES = {
    "plus_action", "free_action", "free_weapon_action", "plus_die", "plus_damage", "plus_to_roll",
    "plus_max_range", "free_reload", "plus_zone_per_move",
    "charge", "vade_retro", "water_as_holy_water", "fanning", "multiple_searches", "home_defender",
    "free_charge", "extra_charge", "charge_bonus", "free_fanning", "fanning_bonus", "free_vade_retro",
    "extra_vade_retro", "vade_retro_bonus", "class",
    "ambidextrous", "born_leader", "combat_reflexes", "dual_expert", "escalation", "explosive_expert",
    "fearless", "hawk_eye", "hit_and_run", "improvised_melee", "improvised_ranged", "inventor", "leap",
    "lifesaver", "low_profile", "lucky", "medic", "point_blank", "quick_draw", "reaper", "roll6_damage",
    "roll6_die", "scavenger", "shove", "slippery", "sprint", "starts_with", "taunt", "zombie_link",
}  # fmt: skip


@pytest.fixture(scope="module")
def data():
    return {name: load_file(ROOT / name) for name in FILES}


@pytest.fixture(scope="module")
def cards(data):
    return {c.id: c for c in data["equipment.yaml"].cards}


@pytest.fixture(scope="module")
def families(data):
    return {f.id: f for f in data["skills.yaml"].skills}


# ------------------------------------------------------------------ loading


@pytest.mark.parametrize("name", sorted(FILES))
def test_file_loads_as_its_kind(name):
    model_type, kind = FILES[name]
    path = ROOT / name
    assert path.read_text(encoding="utf-8").startswith(f"# yaml-language-server: $schema=../schema/{kind}.json\n")
    model = load_file(path, expect=kind)
    assert isinstance(model, model_type)
    if kind != "setting":
        assert model.setting is Setting.frontier


def test_library_assembles_the_setting():
    setting = Library.load(user=False).setting(Setting.frontier)
    assert setting.rules.name == "Frontier"
    assert len(setting.cards) == 27
    assert set(setting.zombie_types) == {"walker", "runner", "brute", "abomination"}


# ------------------------------------------------------------------ setting


def test_setting_rules(data):
    rules = data["setting.yaml"]
    assert (rules.actions, rules.health) == (3, 2)
    assert [(d.id, d.min_xp) for d in rules.danger_levels] == [("blue", 0), ("yellow", 7), ("orange", 19), ("red", 43)]
    inv = rules.inventory
    assert (inv.hand, inv.favourite, inv.body, inv.backpack) == (2, 1, 0, 3)
    assert [k.value for k in rules.search_kinds] == ["room"]
    assert rules.friendly_fire and rules.split_groups
    assert (rules.targeting, rules.noise, rules.lose_at_active_spawns) == ("noise_token", "single_token", 7)
    classes = {c.id: c for c in rules.classes}
    assert set(classes) == {"brawler", "faithful", "gunslinger", "townsfolk"}
    assert classes["brawler"].health_bonus == 1
    assert classes["brawler"].abilities == ["charge"]
    assert classes["faithful"].abilities == ["vade_retro", "water_as_holy_water"]
    assert classes["gunslinger"].abilities == ["fanning"]
    assert classes["townsfolk"].abilities == ["multiple_searches", "home_defender"]
    assert all(c.health_bonus == 0 for c in rules.classes if c.id != "brawler")


def test_class_abilities_are_catalogued(data, families):
    for cls in data["setting.yaml"].classes:
        for ability in cls.abilities:
            assert ability in families, ability
            assert families[ability].param is SkillParam.none


def test_starting_equipment_by_favourite_slot(data, cards):
    start = dict(data["setting.yaml"].starting_equipment)
    assert set(start) == {"pistol", "melee", "rifle"}
    for slot, card_id in start.items():
        card = cards[card_id]
        assert card.group is CardGroup.starting
        assert card.kind == slot
        assert card.count == 6
    assert Trait.fanning_6 in cards[start["pistol"]].traits


# ------------------------------------------------------------------ equipment


def test_equipment_totals(data):
    per_group = Counter()
    titles = Counter()
    for card in data["equipment.yaml"].cards:
        per_group[card.group] += card.count
        titles[card.group] += 1
    assert per_group == {CardGroup.starting: 18, CardGroup.classic: 55, CardGroup.bounty: 7}
    assert titles == {CardGroup.starting: 3, CardGroup.classic: 17, CardGroup.bounty: 7}
    assert sum(per_group.values()) == 80


# Each card of the rules reference's component list, by role: (our card id, group, copies).
ROLES = {
    "worn starting pistol": ("rusty_six_shooter", CardGroup.starting, 6),
    "starting pan": ("skillet", CardGroup.starting, 6),
    "starting rifle": ("trapdoor_carbine", CardGroup.starting, 6),
    "army revolver (dual)": ("six_shooter", CardGroup.classic, 3),
    "dynamite": ("blasting_stick", CardGroup.classic, 6),
    "holy water": ("blessed_flask", CardGroup.classic, 6),
    "knife": ("skinning_knife", CardGroup.classic, 4),
    "machete": ("brush_blade", CardGroup.classic, 2),
    "pickaxe": ("miners_pick", CardGroup.classic, 2),
    "plenty of bullets": ("cartridge_belt", CardGroup.classic, 4),
    "plenty of shells": ("shell_bandolier", CardGroup.classic, 4),
    "second revolver": ("cap_and_ball_revolver", CardGroup.classic, 3),
    "sabre": ("cavalry_sword", CardGroup.classic, 2),
    "sawed-off": ("stub_scattergun", CardGroup.classic, 2),
    "third revolver": ("top_break_revolver", CardGroup.classic, 3),
    "shotgun": ("long_scattergun", CardGroup.classic, 2),
    "tomahawk": ("trail_hatchet", CardGroup.classic, 2),
    "double-barrel": ("twin_bore_shotgun", CardGroup.classic, 2),
    "water": ("canteen", CardGroup.classic, 6),
    "lever-action rifle": ("lever_rifle", CardGroup.classic, 2),
    "bounty sawn-off": ("wolf_gun", CardGroup.bounty, 1),
    "bounty long-barrel pistol": ("marshals_long_barrel", CardGroup.bounty, 1),
    "bounty heavy sabre": ("colonels_saber", CardGroup.bounty, 1),
    "bounty repeating rifle": ("sixteen_shot_repeater", CardGroup.bounty, 1),
    "bounty war club": ("thunderhead_club", CardGroup.bounty, 1),
    "bounty automatic pistol": ("clockwork_automatic", CardGroup.bounty, 1),
    "bounty lever pistol": ("lever_action_pistol", CardGroup.bounty, 1),
}


def test_every_role_has_its_card_count(cards):
    assert {card_id for card_id, _, _ in ROLES.values()} == set(cards)
    for role, (card_id, group, count) in ROLES.items():
        assert (cards[card_id].group, cards[card_id].count) == (group, count), role


def test_counts_by_effect_and_trait(data):
    deck = data["equipment.yaml"].cards

    def copies(pred):
        return sum(c.count for c in deck if pred(c))

    assert copies(lambda c: c.effect is CardEffect.holy_water) == 6
    assert copies(lambda c: c.effect is CardEffect.water) == 6
    assert copies(lambda c: Trait.kills_all in c.traits) == 6
    assert copies(lambda c: Trait.knife in c.traits) == 4
    assert copies(lambda c: c.effect is CardEffect.plenty_of_ammo and c.ammo == "bullets") == 4
    assert copies(lambda c: c.effect is CardEffect.plenty_of_ammo and c.ammo == "shells") == 4
    assert copies(lambda c: Trait.fanning_6 in c.traits) == 6
    classic_pistols = [c for c in deck if c.group is CardGroup.classic and c.kind == "pistol"]
    assert sorted(c.count for c in classic_pistols) == [3, 3, 3]
    classic_melee = [c for c in deck if c.group is CardGroup.classic and c.kind == "melee"]
    assert sorted(c.count for c in classic_melee) == [2, 2, 2, 2, 4]
    classic_shotguns = [c for c in deck if c.group is CardGroup.classic and c.kind == "shotgun"]
    assert sorted(c.count for c in classic_shotguns) == [2, 2, 2]


def test_every_weapon_is_complete_and_below_three_damage(data):
    for card in data["equipment.yaml"].cards:
        if card.attack is None:
            assert card.effect is not None, card.id
            continue
        attack = card.attack
        assert attack.damage < 3, card.id
        if card.kind == "melee":
            assert attack.mode.value == "melee" and attack.noise is None, card.id
        else:
            assert attack.mode.value == "ranged", card.id
        if card.kind in ("pistol", "rifle"):
            assert card.ammo is not None and card.ammo == "bullets", card.id
        if card.kind == "shotgun":
            assert card.ammo is not None and card.ammo == "shells", card.id
        if Trait.kills_all not in card.traits:
            assert attack.dice >= 1 and attack.damage >= 1, card.id
        assert card.text, card.id


def test_stats_the_rules_reference_fixes(cards):
    def line(card_id):
        a = cards[card_id].attack
        return (cards[card_id].kind, a.mode.value, tuple(a.range), a.dice, a.accuracy, a.damage,
                a.noise.value if a.noise else None)  # fmt: skip

    lever = cards["lever_rifle"]
    assert (lever.kind, lever.ammo, lever.attack.dice, lever.attack.accuracy, lever.attack.damage) == (
        "rifle", "bullets", 2, 4, 2)  # fmt: skip
    knife = cards["skinning_knife"]
    assert knife.attack.dice == 1 and knife.attack.noise is None
    assert {Trait.dual, Trait.knife} <= set(knife.traits)
    assert cards["miners_pick"].attack.dice == 2
    assert tuple(cards["stub_scattergun"].attack.range) == (0, 1)
    shotgun = cards["long_scattergun"]
    assert (shotgun.ammo, tuple(shotgun.attack.range), shotgun.attack.noise.value) == ("shells", (1, 3), "bang")
    six = cards["six_shooter"]
    assert (six.kind, six.ammo, six.attack.dice, six.attack.noise.value) == ("pistol", "bullets", 1, "bang")
    assert Trait.dual in six.traits
    assert cards["twin_bore_shotgun"].attack.noise.value == "bang"
    stick = cards["blasting_stick"]
    assert line("blasting_stick")[:3] == ("thrown", "ranged", (1, 2))
    assert stick.attack.noise.value == "boom"
    assert {Trait.kills_all, Trait.discard_on_use, Trait.thrown_from_backpack} <= set(stick.traits)
    flask = cards["blessed_flask"]
    assert flask.effect is CardEffect.holy_water and Trait.usable_in_backpack in flask.traits
    assert cards["canteen"].effect is CardEffect.water and cards["canteen"].xp == 3
    for ammo_card in ("cartridge_belt", "shell_bandolier"):
        assert Trait.usable_in_backpack in cards[ammo_card].traits
    wolf = cards["wolf_gun"]
    assert (wolf.ammo, wolf.attack.dice, wolf.attack.damage) == ("shells", 3, 1)
    club = cards["thunderhead_club"]
    assert (club.kind, club.attack.damage) == ("melee", 1)


# Each bounty weapon against the ordinary card it outclasses.
COUNTERPARTS = {
    "wolf_gun": "stub_scattergun",
    "marshals_long_barrel": "top_break_revolver",
    "colonels_saber": "cavalry_sword",
    "sixteen_shot_repeater": "lever_rifle",
    "thunderhead_club": "cavalry_sword",
    "clockwork_automatic": "top_break_revolver",
    "lever_action_pistol": "six_shooter",
}


def test_bounty_weapons_beat_their_counterparts(cards):
    bounty = {c.id for c in cards.values() if c.group is CardGroup.bounty}
    assert set(COUNTERPARTS) == bounty
    for better_id, plain_id in COUNTERPARTS.items():
        better, plain = cards[better_id], cards[plain_id]
        assert better.kind == plain.kind and plain.group is CardGroup.classic
        b, p = better.attack, plain.attack
        better_line = (b.dice, -b.accuracy, b.damage, b.range[1], -b.range[0], Trait.reload not in better.traits)
        plain_line = (p.dice, -p.accuracy, p.damage, p.range[1], -p.range[0], Trait.reload not in plain.traits)
        no_worse = all(x >= y for x, y in zip(better_line, plain_line))
        strictly = better_line != plain_line
        assert no_worse and strictly, better_id


def test_feats(data, cards):
    zombie_ids = {z.id for z in data["zombies.yaml"].types}
    feats = {c.id: c.feat for c in cards.values() if c.group is CardGroup.bounty}
    assert all(f is not None and f.text for f in feats.values())
    assert any(f.kills == 3 and f.weapon_kind == "rifle" and not f.in_one_action for f in feats.values())
    assert any(
        f.kills == 5 and f.weapon_kind is None and f.zombie_type is None and not f.from_balcony for f in feats.values()
    )
    for card_id, feat in feats.items():
        assert feat.zombie_type is None or feat.zombie_type in zombie_ids, card_id
    assert all(c.feat is None for c in cards.values() if c.group is not CardGroup.bounty)


# ------------------------------------------------------------------ zombies and the zombie deck


def test_zombie_types(data):
    types = {z.id: z for z in data["zombies.yaml"].types}
    line = {
        zid: (z.letter, z.actions, z.damage_to_kill, z.xp, z.priority, z.pool, z.abomination)
        for zid, z in types.items()
    }
    assert line == {
        "walker": ("W", 1, 1, 1, 2, 40, False),
        "runner": ("R", 2, 1, 1, 3, 16, False),
        "brute": ("B", 1, 2, 1, 1, 16, False),
        "abomination": ("A", 1, 3, 5, 1, 1, True),
    }
    assert all(z.wounds == 1 and z.dynamite_kills for z in types.values())
    assert sum(z.pool for z in types.values()) == 73


def test_zombie_deck(data):
    deck = data["zombie-deck.yaml"]
    zombie_ids = {z.id for z in data["zombies.yaml"].types}
    assert sorted(c.number for c in deck.cards) == list(range(1, 38))
    assert len(deck.cards) + len(deck.abominations) == 38
    spawns = [c for c in deck.cards if isinstance(c, SpawnCard)]
    extras = [c for c in deck.cards if isinstance(c, ExtraActivationCard)]
    aboms = [c for c in deck.cards if isinstance(c, AbominationCard)]
    assert len(extras) == 4 and {c.type for c in extras} == {"walker", "runner", "brute"}
    assert 2 <= len(aboms) <= 3
    assert all(not c.levels[0] and c.levels[3] for c in aboms)
    per_type = Counter(c.type for c in spawns)
    assert per_type["walker"] > per_type["runner"] and per_type["walker"] > per_type["brute"]
    assert set(per_type) == {"walker", "runner", "brute"}
    for card in spawns + extras:
        assert card.type in zombie_ids and card.type != "abomination"
    for card in spawns:
        assert list(card.counts) == sorted(card.counts) and card.counts[3] >= 1, card.number
        pool = {z.id: z.pool for z in data["zombies.yaml"].types}[card.type]
        assert card.counts[3] <= pool
    (profile,) = deck.abominations
    assert profile.type == "abomination" and profile.text


# ------------------------------------------------------------------ skills and survivors


def test_skill_catalogue(families):
    assert set(families) == FAMILIES
    expected_param = {
        "free_action": SkillParam.action, "plus_to_roll": SkillParam.action, "escalation": SkillParam.action,
        "reaper": SkillParam.action, "roll6_damage": SkillParam.action, "roll6_die": SkillParam.action,
        "free_weapon_action": SkillParam.equipment, "plus_die": SkillParam.equipment,
        "plus_damage": SkillParam.equipment, "starts_with": SkillParam.equipment,
        "fearless": SkillParam.zombie,
        "charge_bonus": SkillParam.skill, "fanning_bonus": SkillParam.skill,
        "vade_retro_bonus": SkillParam.skill, "class": SkillParam.skill,
    }  # fmt: skip
    for fid, family in families.items():
        assert family.param is expected_param.get(fid, SkillParam.none), fid
        assert ("{param}" in family.name) == (family.param is not SkillParam.none), fid
        assert family.text, fid


def _param_ok(family, param, cards, zombie_ids) -> bool:
    kind = family.param
    if kind is SkillParam.none:
        return param is None
    if param is None:
        return False
    if kind is SkillParam.action:
        allowed = ACTIONS if family.id == "free_action" else ATTACK_ACTIONS
        return param in allowed
    if kind is SkillParam.equipment:
        if family.id == "starts_with":
            return param in cards
        if family.id in ACTION_OR_EQUIPMENT and param in ATTACK_ACTIONS:
            return True
        return param in WEAPON_KINDS or param in cards
    if kind is SkillParam.zombie:
        return param in zombie_ids
    return param in SKILL_PARAMS[family.id]


def test_survivor_skill_references_are_valid(data, cards, families):
    zombie_ids = {z.id for z in data["zombies.yaml"].types}
    for survivor in data["survivors.yaml"].survivors:
        tree = survivor.skills
        refs = tree.blue + tree.yellow + tree.orange + tree.red
        assert len(refs) == len(set(refs)) == 7, survivor.id
        for ref in refs:
            family, _, param = ref.partition(":")
            assert family in families, (survivor.id, ref)
            assert _param_ok(families[family], param or None, cards, zombie_ids), (survivor.id, ref)


def test_survivors(data, cards):
    survivors = data["survivors.yaml"].survivors
    assert len(survivors) == 14
    assert len({s.id for s in survivors}) == 14 and len({s.name for s in survivors}) == 14
    assert Counter(s.survivor_class for s in survivors) == {"brawler": 4, "faithful": 2, "gunslinger": 4, "townsfolk": 4}
    assert any(s.favourite == "any" for s in survivors)
    for s in survivors:
        assert s.skills.yellow == ["plus_action"], s.id
        assert s.blurb, s.id
        t = s.skills
        assert not [r for r in t.orange + t.red if r.startswith("starts_with")], f"{s.id}: starts_with only at Blue"
        labelled = [r.partition(":")[2] for r in t.blue if r.startswith("starts_with:")]
        assert not set(labelled) & set(s.starts_with), f"{s.id}: a card named twice would be dealt twice"
        for card_id in labelled + s.starts_with:
            assert card_id in cards and cards[card_id].group is CardGroup.classic, (s.id, card_id)


def test_survivor_trees_cover_a_broad_variety(data, families):
    used = set()
    for s in data["survivors.yaml"].survivors:
        t = s.skills
        used |= {r.partition(":")[0] for r in t.blue + t.orange + t.red}
    class_abilities = {"charge", "vade_retro", "water_as_holy_water", "fanning", "multiple_searches", "home_defender"}
    assert set(families) - class_abilities - used <= {"plus_action"}


def test_class_skill_trees_fit_the_class(data):
    for s in data["survivors.yaml"].survivors:
        t = s.skills
        families_used = {r.partition(":")[0] for r in t.blue + t.orange + t.red}
        signature = {
            "brawler": {"free_charge", "extra_charge", "charge_bonus"},
            "faithful": {"free_vade_retro", "extra_vade_retro", "vade_retro_bonus"},
            "gunslinger": {"free_fanning", "fanning_bonus"},
        }.get(s.survivor_class)
        if signature is not None:
            assert families_used & signature, s.id


# ------------------------------------------------------------------ wording


FORBIDDEN = DATA_PATTERNS


@pytest.mark.parametrize("name", sorted(FILES))
def test_files_use_the_projects_own_names(name):
    text = (ROOT / name).read_text(encoding="utf-8")
    for pattern in FORBIDDEN:
        assert not re.search(pattern, text, re.IGNORECASE), (name, pattern)


def test_survivor_names_are_our_own(data):
    for s in data["survivors.yaml"].survivors:
        words = set(re.findall(r"[\w']+", s.name))
        assert not words & REFERENCE_SURVIVORS, s.name


def test_the_setting_declares_its_weapon_kinds_and_ammunition(data):
    """Weapon kinds and ammunition are the setting's data, not the code's: cards, favourite slots and
    feats may name only what setting.yaml lists (validate checks it)."""
    rules = data["setting.yaml"]
    assert set(rules.weapon_kinds) == WEAPON_KINDS and set(rules.ammo) == {"bullets", "shells"}


# ------------------------------------------------------------------ what players read
SNAKE_CASE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")


def test_skill_texts_name_no_keys(data) -> None:
    """Skill and class texts are read by players: they name bonuses and classes by their display
    names ('+1 die', 'Gunhand'), never by the keys the content files use ('plus_die', 'gunslinger')."""
    class_ids = {c.id for c in data["setting.yaml"].classes}
    for family in data["skills.yaml"].skills:
        assert not SNAKE_CASE.findall(family.text), (family.id, SNAKE_CASE.findall(family.text))
        assert not {w.strip(".,()") for w in family.text.split()} & class_ids, family.id
    for cls in data["setting.yaml"].classes:
        assert not SNAKE_CASE.findall(cls.text or ""), cls.id


def test_parameterised_skills_read_as_display_names() -> None:
    from zombie_table.games.tilezone import skills

    frontier = Library.load(user=False).setting("frontier")
    assert skills.label(frontier, "class:gunslinger") == "Also a Gunhand"
    name, text = skills.label_and_text(frontier, "charge_bonus:plus_die")
    assert name == "Rush: +1 die" and "plus_die" not in text and "+1 die: one extra die" in text


def test_companions_on_the_set_up_map_carry_their_class_display_name() -> None:
    from zombie_table.games.tilezone.board import Board
    from zombie_table.games.tilezone.checks import class_names
    from zombie_table.games.tilezone.view.markers import mission_overlay

    library = Library.load(user=False)
    mission = library.missions["frontier-m4"]
    board = Board.from_mission(mission, lambda t: library.tile(mission.setting, t))
    overlay, _ = mission_overlay(mission, board, classes=class_names(library, mission.setting))
    meanings = {m.legend[1] for markers in overlay.values() for m in markers if m.text.startswith("☺")}
    assert meanings and all("Settler companion" in m for m in meanings), meanings


def test_the_set_up_map_draws_face_down_objectives_alike() -> None:
    """frontier-m5's set-up: its blue and green objectives lie face down among the red ones, so the
    mission's map must not tell them apart (the game draws them alike too)."""
    from zombie_table.games.tilezone.board import Board
    from zombie_table.games.tilezone.view.markers import mission_overlay

    library = Library.load(user=False)
    mission = library.missions["frontier-m5"]
    assert {o.color.value for o in mission.objectives if o.hidden} >= {"blue", "green", "red"}
    board = Board.from_mission(mission, lambda t: library.tile(mission.setting, t))
    overlay, _ = mission_overlay(mission, board)
    face_down = {(m.text, m.style, m.legend) for markers in overlay.values() for m in markers if m.text.startswith("◇")}
    assert len(face_down) == 1, face_down
