"""A Roadside entry's scenario set-up (`setup:`, issue 32.4): the race starts exactly in the position
the entry writes — teams' spaces, survivors and fatigue, resources, private cards and inventory,
face-down tokens, the public row, the tops of the location and encounter decks, who goes first and
the first dice — with every card still in exactly one place; an impossible set-up is refused by
`validate` at its line and by `play`."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.loader import load_text
from zombie_table.games.roadside import saves
from zombie_table.games.roadside.content import load_content
from zombie_table.games.roadside.schema import RoadsideEntry
from zombie_table.games.roadside.start import SetupError, new_game

ENTRY = """\
kind: roadside_entry
id: roadside-puzzle
title: A set race
players: [2, 2]
seats: "Ann, Ben:greedy"
briefing: Two teams, set where we say.
goal: Secure three locations first.
setup:
  teams:
    - space: s03
      character: {id: mara_quill, fatigue: 1}
      followers: [{id: abe_barlow}, {id: bess_crane, fatigue: 1}]
      resources: {food: 3, fuel: 0, ammo: 2}
      private: radio_hill_1
      inventory: [e83]
    - character: {id: dez_holloway}
      followers: []
  tokens: {s07: [6, 5], s08: [1]}
  public: [lockbox_arms_1, starlite_inn_1, bulldog_field_1]
  locations: [cedar_airstrip_1, brannock_courthouse_1]
  encounters: [e01, e02]
  first: 2
  fixed_dice: [6, 6, 1]
"""


def entry(text: str = ENTRY) -> RoadsideEntry:
    model = load_text(text, "puzzle.yaml")
    assert isinstance(model, RoadsideEntry)
    return model


def test_the_race_starts_exactly_as_the_set_up_writes() -> None:
    content = load_content()
    game = new_game(4, ["Ann", "Ben"], "standard", None, content, entry().setup)
    state, chance = game.state, game.chance
    ann, ben = state.players
    assert (ann.space, ann.character.id, ann.character.fatigue) == ("s03", "mara_quill", 1)
    assert [(f.id, f.fatigue) for f in ann.followers] == [("abe_barlow", 0), ("bess_crane", 1)]
    assert ann.resources == {"food": 3, "fuel": 0, "ammo": 2} and ann.private == "radio_hill_1" and ann.inventory == ["e83"]
    assert ben.character.id == "dez_holloway" and ben.followers == []
    assert ben.space == content.characters["dez_holloway"].start and ben.private not in (None, "radio_hill_1")
    assert [t.count for t in state.tokens["s07"]] == [6, 5] and [t.count for t in state.tokens["s08"]] == [1]
    assert not any(t.revealed for ts in state.tokens.values() for t in ts)
    assert state.public == ["lockbox_arms_1", "starlite_inn_1", "bulldog_field_1"]
    assert chance.decks["locations"].draw_pile[-2:] == ["brannock_courthouse_1", "cedar_airstrip_1"]  # top last
    assert chance.decks["encounters"].draw_pile[-2:] == ["e02", "e01"]
    assert state.current == 1 and chance.roll(3) == [6, 6, 1]
    # every card in one place: the named ones out of their decks, nothing lost
    assert not {"mara_quill", "dez_holloway"} & set(chance.decks["characters"].draw_pile) | set(state.reserve) - set(content.characters)
    assert not {"abe_barlow", "bess_crane"} & set(chance.decks["followers"].draw_pile)
    assert "e83" not in chance.decks["encounters"].draw_pile
    placed = state.public + [p.private for p in state.players]
    assert sorted(placed + chance.decks["locations"].draw_pile) == sorted(content.location_cards)
    tokens = [t.id for ts in state.tokens.values() for t in ts]
    assert sorted(tokens + chance.decks["bag"].draw_pile) == sorted(game.numbers)


def test_a_set_up_race_is_saved_and_resumed_with_its_set_up(tmp_path: Path) -> None:
    content = load_content()
    game = new_game(4, ["Ann", "Ben"], "standard", None, content, entry().setup)
    seats = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": None}]
    for _ in range(3):
        game.apply(0)
    path = saves.write(game, seats, tmp_path / "race.json")
    loaded, _ = saves.load(path, content)
    assert saves.snapshot(loaded) == saves.snapshot(game) and loaded.setup == game.setup


@pytest.mark.parametrize("old, new, field", [
    ("character: {id: dez_holloway}", "character: {id: abe_barlow}", "character.id"),  # a follower, and in two teams
    ("inventory: [e83]", "inventory: [e01]", "inventory.0"),  # not an inventory card, and stacked too
    ("locations: [cedar_airstrip_1", "locations: [radio_hill_1", "locations.0"),  # already a private card
    ("s08: [1]", "s08: [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]", "tokens"),  # more 6s than the bag holds
    ("space: s03", "space: s999", "space"),
])
def test_an_impossible_set_up_is_refused_at_its_line(old: str, new: str, field: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    assert old in ENTRY
    text = ENTRY.replace(old, new)
    path = tmp_path / "puzzle.yaml"
    path.write_text(text)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if new.split(":")[0].strip() in l and new in l)
    assert main(["validate", "--content", str(tmp_path), str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}:" in out and field in out
    with pytest.raises(SetupError):
        new_game(4, ["Ann", "Ben"], "standard", None, load_content(), entry(text).setup)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "roadside-puzzle", "--content", str(tmp_path), "--jsonl", "--seed", "1",
                 "--save-dir", str(tmp_path / "saves")]) == 1
    assert "setup." in capsys.readouterr().err


def test_the_shipped_entry_plays_the_set_up_from_the_command_line(tmp_path: Path, capsys, monkeypatch) -> None:
    (tmp_path / "puzzle.yaml").write_text(ENTRY)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "roadside-puzzle", "--content", str(tmp_path), "--jsonl", "--seed", "1",
                 "--players", "Ann,Ben", "--save-dir", str(tmp_path / "saves")]) == 0
    messages = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    decision = next(m for m in messages if m["type"] == "decision")
    assert decision["player"] == "p2"  # Ben goes first, as the set-up says
    assert main(["validate", "--content", str(tmp_path), str(tmp_path / "puzzle.yaml")]) == 0
