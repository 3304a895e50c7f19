"""A Colony entry's scenario set-up (`setup:`, issue 32.4): the colony starts exactly in the position
the entry writes — morale, food, waste, round, zombies, barricades and noise per place, each
player's survivors and where they stand, hands, secret objectives, the crisis and crossroads deck
tops and the first dice — with every card still in one place; an impossible set-up is refused by
`validate` at its line and by `play`."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.loader import load_text
from zombie_table.games.colony import saves
from zombie_table.games.colony.content import STARTING, load_content
from zombie_table.games.colony.schema import ColonyEntry
from zombie_table.games.colony.start import SetupError, new_game

ENTRY = """\
kind: colony_entry
id: colony-puzzle
title: A set colony
main: larder
players: [2, 2]
seats: "Ann, Ben:greedy"
briefing: A colony set where we say.
setup:
  morale: 4
  food: 2
  round: 3
  waste: [bandages.1, antibiotics.2]
  places:
    colony: {zombies: 5, barricades: 2, helpless: 1}
    clinic: {zombies: 2, noise: 3}
  players:
    - survivors: [{id: mara_voss}, {id: eli_brandt, place: clinic, wounds: 1}]
      hand: [tinned_beans.1, baseball_bat.1]
      secret: hoarder
    - survivors: [{id: dr_ines_calloway}]
      secret: medic
  crises: [rationing_row, empty_shelves]
  crossroads: [morgue_door]
  fixed_dice: [6, 5, 4, 3, 2, 1]
"""


def entry(text: str = ENTRY) -> ColonyEntry:
    model = load_text(text, "puzzle.yaml")
    assert isinstance(model, ColonyEntry)
    return model


def test_the_colony_starts_exactly_as_the_set_up_writes() -> None:
    content = load_content()
    game = new_game(4, ["Ann", "Ben"], "larder", "standard", None, content, entry().setup)
    state, decks = game.state, game.chance.decks
    assert (state.morale, state.food, state.round, state.waste) == (4, 2, 3, ["bandages.1", "antibiotics.2"])
    colony, clinic = state.places["colony"], state.places["clinic"]
    assert sum(e.zombies for e in colony.entrances) == 5 and sum(e.barricades for e in colony.entrances) == 2
    assert colony.helpless == 1 and sum(e.zombies for e in clinic.entrances) == 2 and clinic.noise == 3
    ann, ben = state.players
    assert ann.group == ["mara_voss", "eli_brandt"] and ben.group == ["dr_ines_calloway"]
    assert (state.survivors["eli_brandt"].place, state.survivors["eli_brandt"].wounds) == ("clinic", 1)
    assert state.survivors["mara_voss"].place == "colony"
    assert ann.hand == ["tinned_beans.1", "baseball_bat.1"] and len(ben.hand) == game.rules.starting_items
    assert (ann.secret, ben.secret) == ("hoarder", "medic")
    assert state.crisis == "rationing_row" and decks["crises"].draw_pile[-1] == "empty_shelves"
    held = state.held.card if state.held else None
    assert "morgue_door" in (held, decks["crossroads"].draw_pile[-1])  # drawn first (the first turn draws one)
    assert [d.value for d in ann.dice] + [d.value for d in ben.dice] in ([6, 5, 4, 3, 2], [3, 2, 6, 5, 4])  # roll order
    assert not state.decision or state.decision.kind != "keep"  # no survivors dealt: the groups are set
    named = {"bandages.1", "antibiotics.2", "tinned_beans.1", "baseball_bat.1"}
    assert not named & {c for name, d in decks.items() if name not in ("crises", "crossroads", "survivors", "exile")
                        for c in d.draw_pile}
    held = ann.hand + ben.hand + state.waste + [c for d in [STARTING, *content.outside] for c in decks[d].draw_pile]
    assert sorted(held) == sorted(c for d in [STARTING, *content.outside] for c in content.cards_of(d))


def test_a_set_up_colony_is_saved_and_resumed_with_its_set_up(tmp_path: Path) -> None:
    content = load_content()
    game = new_game(4, ["Ann", "Ben"], "larder", "standard", None, content, entry().setup)
    for _ in range(3):
        game.apply(0)
    seats = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": None}]
    path = saves.SAVES.write(game, seats, tmp_path / "colony.json")
    loaded, _ = saves.SAVES.load(path, content)
    assert saves.snapshot(loaded) == saves.snapshot(game) and loaded.setup == game.setup


@pytest.mark.parametrize("old, new, field", [
    ("hand: [tinned_beans.1, baseball_bat.1]", "hand: [tinned_beans.1, bandages.1]", "hand.1"),  # also in the waste
    ("- survivors: [{id: dr_ines_calloway}]", "- survivors: [{id: mara_voss}]", "survivors.0.id"),  # in two groups
    ("clinic: {zombies: 2, noise: 3}", "clinic: {zombies: 9, noise: 3}", "places.clinic"),  # more than its entrances
    ("crossroads: [morgue_door]", "crossroads: [no_such_card]", "crossroads.0"),
])
def test_an_impossible_set_up_is_refused_at_its_line(old: str, new: str, field: str, tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str], monkeypatch) -> None:
    assert old in ENTRY
    text = ENTRY.replace(old, new)
    path = tmp_path / "puzzle.yaml"
    path.write_text(text)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if new in l)
    assert main(["validate", "--content", str(tmp_path), str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:{line}:" in out and field in out
    with pytest.raises(SetupError):
        new_game(4, ["Ann", "Ben"], "larder", "standard", None, load_content(), entry(text).setup)
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["play", "colony-puzzle", "--content", str(tmp_path), "--jsonl", "--seed", "1",
                 "--players", "Ann,Ben", "--save-dir", str(tmp_path / "saves")]) == 1
    assert "setup." in capsys.readouterr().err


def test_the_entry_plays_from_the_command_line(tmp_path: Path, capsys, monkeypatch) -> None:
    (tmp_path / "puzzle.yaml").write_text(ENTRY)
    assert main(["validate", "--content", str(tmp_path), str(tmp_path / "puzzle.yaml")]) == 0
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n0\nquit\n"))
    assert main(["play", "colony-puzzle", "--content", str(tmp_path), "--jsonl", "--seed", "1",
                 "--players", "Ann,Ben", "--save-dir", str(tmp_path / "saves")]) == 0
    assert '"round": 3' in capsys.readouterr().out
