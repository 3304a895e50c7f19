"""Roadside's content (§2, §4, §5, §17): the box's counts, a map whose walled city is crossed only at
its four gates, every card played by the data vocabulary the rules declare, and clear file:line
errors for bad files."""

from __future__ import annotations

import shutil
from collections import deque
from pathlib import Path

import pytest

from zombie_table.content.loader import ContentLoadError
from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside.content import load_content
from zombie_table.games.roadside.ruleset import RULES

CONTENT = load_content()


def test_the_boxs_counts() -> None:
    assert len(CONTENT.characters) == 6 and len(CONTENT.followers) == 23
    assert len(CONTENT.location_cards) == 26 and len(CONTENT.encounter) == 90
    assert sum(CONTENT.dice.bag.values()) == 216
    assert {d.id: d.count for d in CONTENT.dice.dice} == {"hero": 4, "warrior": 4, "scavenger": 4, "ammo": 1}


def test_the_map() -> None:
    kinds = [s.kind for s in CONTENT.map.spaces]
    assert kinds.count(SpaceKind.start) == 6 and kinds.count(SpaceKind.location) == 9
    assert kinds.count(SpaceKind.resource) >= 20 and kinds.count(SpaceKind.plain) >= 10
    gates = [(a, b) for a, b in CONTENT.map.links if CONTENT.spaces[a].city != CONTENT.spaces[b].city]
    assert len(gates) == 4
    seen, todo = {CONTENT.map.spaces[0].id}, deque([CONTENT.map.spaces[0].id])
    while todo:
        for other in CONTENT.neighbours[todo.popleft()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    assert seen == set(CONTENT.spaces)  # one connected map
    assert {c.start for c in CONTENT.characters.values()} == {s.id for s in CONTENT.map.spaces if s.kind is SpaceKind.start}
    assert {c.place for c in CONTENT.location_cards.values()} == {s.id for s in CONTENT.map.spaces if s.kind is SpaceKind.location}


def test_every_card_is_played_by_the_declared_vocabulary() -> None:
    challenges, effects = RULES.kinds["challenges"], RULES.kinds["effects"]
    for card in CONTENT.encounter.values():
        assert card.challenge.kind in challenges
        assert all(e.kind in effects for e in card.success + card.fail)
    used = {c.challenge.kind for c in CONTENT.encounter.values()}
    assert used == set(challenges)  # and the deck uses every challenge kind


def test_a_bad_file_is_reported_with_its_line(tmp_path: Path) -> None:
    folder = tmp_path / "roadside"
    shutil.copytree(CONTENT.folder, folder)
    text = (folder / "encounters.yaml").read_text().replace("challenge: {kind: kill, zombies: 3}", "challenge: {kind: kill, zombies: 0}", 1)
    (folder / "encounters.yaml").write_text(text)
    with pytest.raises(ContentLoadError) as err:
        load_content(folder)
    message = str(err.value)
    line = next(i for i, l in enumerate(text.splitlines(), 1) if "zombies: 0" in l)
    assert f"encounters.yaml:{line}:" in message and "zombies" in message


def test_a_place_the_map_lacks_is_reported_with_its_line(tmp_path: Path) -> None:
    folder = tmp_path / "roadside"
    shutil.copytree(CONTENT.folder, folder)
    locations = (folder / "locations.yaml").read_text().replace("place: radio_hill", "place: nowhere", 1)
    (folder / "locations.yaml").write_text(locations)
    with pytest.raises(ContentLoadError) as err:
        load_content(folder)
    line = next(i for i, l in enumerate(locations.splitlines(), 1) if "place: nowhere" in l)
    assert f"locations.yaml:{line}:" in str(err.value) and "'nowhere' is not a location space" in str(err.value)


def test_validate_reports_roadside_files_and_their_cross_checks_with_the_line(tmp_path: Path, capsys) -> None:
    from zombie_table.cli import main

    assert main(["validate", str(CONTENT.folder)]) == 0
    assert "5 files OK" in capsys.readouterr().out
    folder = tmp_path / "roadside"
    shutil.copytree(CONTENT.folder, folder)
    locations = (folder / "locations.yaml").read_text().replace("place: radio_hill", "place: nowhere", 1)
    (folder / "locations.yaml").write_text(locations)
    (folder / "dice.yaml").unlink()  # a folder of some of the files: the shipped dice are played with it
    assert main(["validate", str(folder)]) == 1
    out = capsys.readouterr().out
    line = next(i for i, l in enumerate(locations.splitlines(), 1) if "place: nowhere" in l)
    assert f"locations.yaml:{line}:" in out and "'nowhere' is not a location space" in out and "dice.yaml" not in out
