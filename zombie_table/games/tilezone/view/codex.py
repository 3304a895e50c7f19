"""Plain records of cards, zombie cards and skills, shared by the CLI codex and the TUI set-up."""

from __future__ import annotations

from typing import Any

from zombie_table.content.cards import AbominationCard, EquipmentCard, ExtraActivationCard, MoldCard, NecromancerCard, SiegeCard, SpawnCard
from zombie_table.content.library import SettingData
from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.noise import WORD
from zombie_table.kernel.words import plural, plural_of


def card_record(data: SettingData, card: EquipmentCard) -> dict[str, Any]:
    a = card.attack
    return {
        "id": card.id, "name": card.name, "count": card.count, "group": card.group.value,
        "kind": card.kind,
        "range": f"{a.range[0]}-{a.range[1]}" if a else "",
        "dice": str(a.dice) if a and a.dice else "", "accuracy": f"{a.accuracy}+" if a and a.dice else "",
        "damage": str(a.damage) if a and a.dice else "",
        "noise": WORD.get(a.noise.value, "") if a and a.noise else "",
        "ammo": card.ammo or "", "traits": [getattr(t, "value", t).replace("_", " ") for t in card.traits],
        "effect": card.effect.value.replace("_", " ") if card.effect else "", "feat": card.feat.text if card.feat else "",
        "extras": extras(data, card), "text": card.text,
    }


def machine_records(data: SettingData, machine_id: str) -> list[dict[str, Any]]:
    """A machine's reference card (Frontier's wagon and Gatling, Outpost's bot and turret): one
    record per attack it has (the bot's cutter arm and its gun), or one with none; its skills."""
    m = data.rules.machines[machine_id]
    return [_machine_record(machine_id, m.name, a, [skills.label(data, ref) for ref in m.skills], m.text)
            for a in m.attacks() or [None]]


def _machine_record(machine_id: str, name: str, a: Any, skill_labels: list[str], text: str) -> dict[str, Any]:
    return {
        "id": machine_id, "name": name, "kind": a.mode.value if a else "",
        "range": f"{a.range[0]}-{a.range[1]}" if a else "",
        "dice": str(a.dice) if a and a.dice else "", "accuracy": f"{a.accuracy}+" if a and a.dice else "",
        "damage": str(a.damage) if a and a.dice else "",
        "noise": WORD.get(a.noise.value, "") if a and a.noise else "",
        "skills": skill_labels, "text": text,
    }


def extras(data: SettingData, card: EquipmentCard) -> list[str]:
    """What else a card shows: armour, the body slot, the skills it grants, the zombies it brings
    (skills and zombies by their display names)."""
    out = [f"armour {card.armour}+"] if card.armour else []
    out += ["body"] if card.body else []
    out += [f"grants {skills.label(data, ref)}" for ref in card.skills]
    if card.ambush is not None:
        where = " in every active mold zone" if card.ambush.in_mold else ""
        out.append(f"ambush: {plural(card.ambush.count, data.zombie_types[card.ambush.type].name)}{where}")
    return out


def zombie_card_record(data: SettingData, card) -> dict[str, Any]:
    if isinstance(card, SpawnCard):
        name = data.zombie_types[card.type].name
        return {"number": card.number, "kind": "spawn", "label": plural_of(name), "levels": list(card.counts)}
    if isinstance(card, ExtraActivationCard):
        name = data.zombie_types[card.type].name
        return {"number": card.number, "kind": "extra_activation", "label": f"Extra activation: {plural_of(name)}", "levels": ["—", "x", "x", "x"]}
    if isinstance(card, (SiegeCard, MoldCard)):
        name = data.zombie_types[card.type].name
        return {"number": card.number, "kind": card.kind, "label": f"{card.kind.capitalize()}: {plural_of(name)}", "levels": list(card.counts)}
    assert isinstance(card, (AbominationCard, NecromancerCard))
    mark = "A" if card.kind == "abomination" else "N"
    return {"number": card.number, "kind": card.kind, "label": card.kind.capitalize(),
            "levels": [mark if on else "—" for on in card.levels]}
