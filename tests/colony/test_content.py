"""The shipped Colony content loads and cross-checks; a broken file is refused with its file, line
and field; and every card is playable by the vocabularies (content models; §15, §18)."""

import shutil

import pytest

from zombie_table.content.loader import ContentLoadError
from zombie_table.games.colony.content import LEAST, STARTING, load_content


def test_the_shipped_content_has_what_a_game_needs():
    content = load_content()
    assert len(content.survivors) >= LEAST["survivors"] and len(content.crossroads) >= LEAST["crossroads"]
    assert len(content.mains) >= LEAST["main"] and len(content.outside) == 6
    assert len(content.cards_of(STARTING)) >= 25  # 5 starting items for each of 5 players (§4 step 6)
    assert {s.kind for s in content.secrets.values()} == {"normal", "betrayal", "exile"}
    assert sum(m.non_coop for m in content.mains.values()) < len(content.mains)


def broken(tmp_path, file, old, new):
    shutil.copytree(load_content().folder, tmp_path / "colony")
    path = tmp_path / "colony" / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentLoadError) as caught:
        load_content(tmp_path / "colony")
    return str(caught.value)


def test_a_crisis_asking_for_an_unknown_category_is_refused_with_its_line(tmp_path):
    message = broken(tmp_path, "crises.yaml", "symbol: food, text: The pantry", "symbol: snacks, text: The pantry")
    assert "crises.yaml:5:" in message and "crises.0.symbol" in message and "'snacks'" in message


def test_a_crisis_penalty_that_hits_one_player_is_refused(tmp_path):
    message = broken(tmp_path, "crises.yaml", "penalty: [{kind: morale, amount: -1}, {kind: starvation}]}",
                     "penalty: [{kind: wound}]}")
    assert "crises.yaml" in message and "whole colony" in message


def test_a_crossroads_trigger_naming_an_unknown_place_is_refused(tmp_path):
    message = broken(tmp_path, "crossroads.yaml", "{kind: at, place: clinic}, {kind: did, action: search}",
                     "{kind: at, place: morgue}, {kind: did, action: search}")
    assert "crossroads.yaml" in message and "no place 'morgue'" in message


def test_two_survivors_with_the_same_influence_are_refused(tmp_path):
    message = broken(tmp_path, "survivors.yaml", "influence: 61", "influence: 68")
    assert "survivors.yaml" in message and "distinct influence" in message


def test_every_effect_kind_of_the_vocabulary_is_carried_out():
    from typing import get_args

    from zombie_table.games.colony.schema import Effect
    from zombie_table.games.colony.effects import APPLY

    union = get_args(get_args(Effect)[0])
    assert {kind.model_fields["kind"].annotation.__args__[0] for kind in union} == set(APPLY)


def test_validate_cross_checks_a_colony_folder(tmp_path):
    import subprocess
    import sys

    shutil.copytree(load_content().folder, tmp_path / "colony")
    path = tmp_path / "colony" / "crises.yaml"
    path.write_text(path.read_text().replace("symbol: food, text: The pantry", "symbol: snacks, text: The pantry", 1))
    done = subprocess.run([sys.executable, "-m", "zombie_table", "validate", str(tmp_path / "colony")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "crises.yaml:5:" in done.stdout and "'snacks'" in done.stdout
    (tmp_path / "colony" / "crossroads.yaml").unlink()  # some of the files: the shipped crossroads are played with them
    done = subprocess.run([sys.executable, "-m", "zombie_table", "validate", str(tmp_path / "colony")],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 1 and "crises.yaml:5:" in done.stdout and "crossroads.yaml" not in done.stdout
