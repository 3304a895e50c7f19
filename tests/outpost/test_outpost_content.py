"""Outpost's cards and survivors as the codex shows them (invader §1.1-§1.4, §7.1): 71 equipment
cards less the 2 machine reference cards (in setting.yaml) = 6 starting, 6 air bottles, 4
prototypes and a 53-card deck with 7 mold-spawn cards; 54 xeno cards numbered 1-54 with the extra
activations at #51-54 and none in #1-25; the xeno profiles; six survivors, three civilians at
armour 2 and three soldiers at 3, each with a full tree."""

from __future__ import annotations

import argparse
import json

from zombie_table.commands import cards, survivors
from zombie_table.content.library import Library


def run(module, argv: list[str], capsys) -> tuple[int, str]:
    parser = argparse.ArgumentParser()
    parser.add_argument("--content", action="append", default=[])
    module.add_arguments(parser)
    code = module.run(parser.parse_args(argv))
    return code, capsys.readouterr().out


def test_the_equipment_counts_are_the_boxs(capsys) -> None:
    code, out = run(cards, ["--setting", "outpost", "--json"], capsys)
    decks = json.loads(out)["outpost"]
    counts = {deck: sum(r["count"] for r in decks[deck]) for deck in ("starting", "classic", "oxygen", "prototype")}
    assert code == 0 and counts == {"starting": 6, "classic": 53, "oxygen": 6, "prototype": 4}
    data = Library.load(user=False).setting("outpost")
    mold = [c for c in data.equipment.cards if c.ambush is not None]
    assert sum(c.count for c in mold) == 7 and all(c.ambush.in_mold for c in mold)


def test_the_xeno_deck_and_profiles(capsys) -> None:
    code, out = run(cards, ["--setting", "outpost", "--deck", "zombie", "--json"], capsys)
    deck = json.loads(out)["outpost"]["zombie"]
    assert code == 0 and sorted(r["number"] for r in deck) == list(range(1, 55))
    extra = {r["number"] for r in deck if r["kind"] == "extra_activation"}
    assert extra == {51, 52, 53, 54}
    types = Library.load(user=False).setting("outpost").zombie_types
    assert {t: (z.actions, z.damage_to_kill, z.wounds, z.xp, z.pool) for t, z in types.items()} == {
        "worker": (1, 1, 1, 1, 35), "hunter": (2, 1, 1, 1, 14), "tank": (1, 2, 2, 1, 14), "abomination": (1, 3, 3, 5, 1)}
    assert [types[t].priority for t in ("tank", "abomination", "worker", "hunter")] == [1, 1, 2, 3]


def test_six_survivors_civilians_at_2_soldiers_at_3(capsys) -> None:
    code, out = run(survivors, ["--setting", "outpost", "--json"], capsys)
    records = json.loads(out)
    assert code == 0 and len(records) == 6
    for r in records:
        assert r["health"] == (3 if r["class"] == "soldier" or r["id"] == "rook" else 2)  # Rook's Hardened Suit: 3
        assert [len(r["skills"][lvl]) for lvl in ("blue", "yellow", "orange", "red")] == [1, 1, 2, 3]
        assert not any("_" in label for lvl in r["skills"].values() for label in lvl)
    assert sorted(r["class"] for r in records) == ["civilian"] * 3 + ["soldier"] * 3


def test_cards_show_the_two_machine_cards(capsys) -> None:
    """§1.3: the bot's and the turret's reference cards are two of the 71 equipment cards."""
    code, out = run(cards, ["--setting", "outpost", "--deck", "machines", "--json"], capsys)
    machines = json.loads(out)["outpost"]["machines"]
    assert code == 0 and [(m["id"], m["kind"], m["dice"]) for m in machines] == [
        ("bot", "melee", "3"), ("bot", "ranged", "2"), ("sentry", "ranged", "4")]  # §5.6: the bot's melee and ranged weapons
    code, out = run(cards, ["--setting", "outpost"], capsys)
    assert code == 0 and "outpost: machines" in out and "Warden Bot" in out


def test_survivors_show_their_skills_by_name_and_rooks_suit(capsys) -> None:
    code, out = run(survivors, ["--setting", "outpost", "--json"], capsys)
    rook = next(r for r in json.loads(out) if r["id"] == "rook")
    assert rook["health"] == 3 and rook["skills"]["blue"] == ["Hardened Suit: 3"]
    assert "Close In" in rook["skills"]["red"] and "Bring It On" in rook["skills"]["red"]
