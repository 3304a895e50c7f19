"""Winter's content as the reference counts it (white-death §1.2-§1.4, §2, §10.5, §10.7): 72
equipment cards (6 starting, 4 ambush, 54 deck, 8 crypt), 56 zombie cards, six survivors with two
Blue skills (the second a guard skill), 12 guards and 14 guard skill cards, the miniature pools;
and the codex commands show it all."""

from __future__ import annotations

import argparse
import json
from collections import Counter

from zombie_table.commands import cards, survivors
from zombie_table.content.common import Setting
from zombie_table.content.library import Library


def data():
    return Library.load(user=False).setting(Setting.winter)


def run(module, argv: list[str], capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    module.add_arguments(parser)
    code = module.run(parser.parse_args(argv))
    return code, capsys.readouterr().out


def test_the_72_equipment_cards() -> None:
    groups = Counter()
    for c in data().equipment.cards:
        groups["ambush" if c.ambush else c.group.value] += c.count
    assert groups == {"starting": 6, "ambush": 4, "classic": 54, "crypt": 8}
    crypt = [c for c in data().equipment.cards if c.group.value == "crypt"]
    assert len(crypt) == 8 and all(c.count == 1 and c.attack for c in crypt)


def test_the_reference_stats_it_states() -> None:
    """§9.10: Heavy Armor 3+ on the body; the War Bow range 1-3 damage 1; Energy Bolt 0-1, 1 die,
    dual; the Partisan a 0-1 polearm; Crossbow damage 2 at 4+; no natural damage 3 anywhere."""
    cards = {c.id: c for c in data().equipment.cards}
    assert (cards["scale_hauberk"].armour, cards["scale_hauberk"].body) == (3, True)
    assert (cards["greatbow"].attack.range, cards["greatbow"].attack.damage) == ((1, 3), 1)
    assert (cards["frost_spark"].attack.range, cards["frost_spark"].attack.dice) == ((0, 1), 1)
    assert "dual" in cards["frost_spark"].traits and "knife" in cards["frost_spark"].traits
    assert cards["winged_spear"].attack.range == (0, 1) and "polearm" in cards["winged_spear"].traits
    assert (cards["windlass_crossbow"].attack.damage, cards["windlass_crossbow"].attack.accuracy) == (2, 4)
    assert cards["arming_sword"].attack.noise is None and cards["hailstorm"].attack.noise is not None
    assert "reload" in cards["repeating_arbalest"].traits
    assert max(c.attack.damage for c in cards.values() if c.attack) == 2
    assert sum(c.count for c in cards.values() if "dragon_bile" in c.traits) == 4
    assert sum(c.count for c in cards.values() if "torch" in c.traits) == 4


def test_six_survivors_two_blue_skills_the_second_a_guard_skill() -> None:
    found = data().survivors.survivors
    assert len(found) == 6
    for s in found:
        assert len(s.skills.blue) == 2 and s.skills.blue[1].startswith("guards:")
        assert (len(s.skills.yellow), len(s.skills.orange), len(s.skills.red)) == (1, 2, 3)
        assert s.skills.yellow == ["plus_action"]


def test_guards_and_guard_skill_cards() -> None:
    guards = data().guards
    assert guards.pool == 12 and len(guards.skill_cards) == 14
    assert all(c.skill.startswith("guards:") for c in guards.skill_cards)
    assert len({c.skill for c in guards.skill_cards}) == 14


def test_miniature_pools() -> None:
    pools = {z.id: z.pool for z in data().zombies.types}
    assert pools == {"walker": 35, "brute": 14, "runner": 14, "abomination": 1, "necromancer": 1,
                     "outland_giant": 8, "hedge_priest": 8}  # the optional decks' miniatures, one per card (§10.2-§10.4)
    assert len(data().zombie_deck.cards) == 56


def test_nine_abomination_and_nine_necromancer_cards() -> None:  # §1.4
    deck = data().zombie_deck
    assert len(deck.abominations) == 9 and [a.id for a in deck.abominations if not a.optional] == ["warlord"]
    assert len(deck.necromancers) == 9 and [n.type for n in deck.necromancers if not n.optional] == ["necromancer"]


def test_the_codex_commands_show_the_setting(capsys) -> None:
    code, out = run(cards, ["--setting", "winter", "--json"], capsys)
    decks = json.loads(out)["winter"]
    assert code == 0 and sorted(decks) == ["classic", "crypt", "starting", "zombie"]
    assert sum(r["count"] for r in decks["crypt"]) == 8
    assert "armour 3+" in next(r for r in decks["classic"] if r["id"] == "scale_hauberk")["extras"]
    code, out = run(survivors, ["--setting", "winter", "--json"], capsys)
    records = json.loads(out)
    assert code == 0 and len(records) == 6
    assert not any("_" in label for r in records for lvl in r["skills"].values() for label in lvl)


def test_validate_says_when_a_deck_brings_necromancers_no_zombie_type_can_be() -> None:
    """A necromancer card needs a zombie type marked `necromancer` (the content fuzz found a zombies
    file without one passing `validate`, then a game failing on the first necromancer card)."""
    from zombie_table.content.library import Library
    from zombie_table.games.tilezone.checks import check_setting_file

    library = Library.load(user=False)  # its own: the zombies file is changed below
    files = {f.path.name: f for f in library.files if f.path.parent.name == "winter"}
    deck, zombies = files["zombie-deck.yaml"], files["zombies.yaml"]
    assert not [e for e in check_setting_file(deck, library) if "necromancer" in e.message]
    zombies.model = zombies.model.model_copy(update={"types": [t for t in zombies.model.types if not t.necromancer]})
    [error] = [e for e in check_setting_file(deck, library) if "necromancer" in e.message]
    assert error.file.endswith("zombie-deck.yaml") and error.line > 1
    assert "no zombie type marked necromancer" in error.message
