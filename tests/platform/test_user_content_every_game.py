"""User content for Roadside and Colony (issue 32.3): a `--content` folder or the user content folder
holds maps, cards and entries of those games beside the shipped ones, as it holds tile missions.
Of each of a game's file kinds the last loaded is played (a user's map replaces the shipped one); a
file that does not load refuses the game with its file:line — never the shipped file instead."""

from __future__ import annotations

import io
import json
import shutil
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.library import CONTENT_ENV, Library, shipped_root
from zombie_table.content.loader import ContentLoadError
from zombie_table.games.colony.content import content_of as colony_content
from zombie_table.games.roadside.content import content_of as roadside_content

ROADSIDE = shipped_root() / "assets" / "roadside"


def broken_map(folder: Path) -> tuple[Path, int]:
    """A copy of Roadside's map whose gate count is not a number; the file and the line that says it."""
    folder.mkdir(parents=True, exist_ok=True)
    text = (ROADSIDE / "map.yaml").read_text(encoding="utf-8")
    assert "\ngates: 4\n" in text
    path = folder / "map.yaml"
    path.write_text(text.replace("\ngates: 4\n", "\ngates: four\n"), encoding="utf-8")
    return path, text.splitlines().index("gates: 4") + 1


def played(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: list[str],
           answers: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(answers))
    code = main(argv)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_a_broken_roadside_map_in_a_content_folder_is_refused_with_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, line = broken_map(tmp_path / "mine")
    assert main(["validate", "--content", str(path.parent), str(path.parent)]) == 1
    assert f"{path}:{line}:" in capsys.readouterr().out
    code, out, err = played(capsys, monkeypatch, ["play", "roadside-solo", "--content", str(path.parent), "--jsonl",
                                                  "--seed", "1", "--save-dir", str(tmp_path / "saves")], "0\n")
    assert code == 1 and f"{path}:{line}:" in err and "gates" in err
    assert '"type": "hello"' not in out  # no game started on the shipped map instead


def test_the_user_content_folder_is_read_the_same_way(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    path, line = broken_map(tmp_path / "user")
    monkeypatch.setenv(CONTENT_ENV, str(path.parent))
    code, _, err = played(capsys, monkeypatch, ["play", "roadside-standard", "--jsonl", "--seed", "1",
                                                "--save-dir", str(tmp_path / "saves")], "quit\n")
    assert code == 1 and f"{path}:{line}:" in err
    with pytest.raises(ContentLoadError, match=f"map.yaml:{line}:"):
        roadside_content(Library.load())


def test_a_users_map_replaces_the_shipped_one_and_its_cross_checks_point_at_its_lines(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    text = (ROADSIDE / "map.yaml").read_text(encoding="utf-8")
    (mine / "county.yaml").write_text(text.replace("name: Harlow County", "name: Fenwick County", 1), encoding="utf-8")
    library = Library.load([mine], user=False)
    content = roadside_content(library)
    assert content.map.name == "Fenwick County"  # the user's, not the shipped map
    assert content.encounters is roadside_content(library).encounters  # built once per library
    # a location the user's map drops: the shipped location card naming it is refused at its line
    dropped = text.replace("kind: location", "kind: plain", 1)
    (mine / "county.yaml").write_text(dropped, encoding="utf-8")
    with pytest.raises(ContentLoadError) as err:
        roadside_content(Library.load([mine], user=False))
    assert "locations.yaml:" in str(err.value) and "is not a location space of the map" in str(err.value)


def write_entries(folder: Path) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "race.yaml").write_text(
        "kind: roadside_entry\nid: my-race\ntitle: My Race\nmode: standard\nplayers: [2, 3]\n"
        "seats: \"Ann, Ben:greedy\"\nbriefing: Two teams, one road.\ngoal: Secure three locations first.\n",
        encoding="utf-8")
    (folder / "hold.yaml").write_text(
        "kind: colony_entry\nid: my-hold\ntitle: My Hold\nmain: larder\nplayers: [1, 5]\n"
        "seats: \"Ann, Ben:greedy\"\nbriefing: Our own winter.\n", encoding="utf-8")


@pytest.mark.parametrize("entry", ["my-race", "my-hold"])
def test_user_entries_are_listed_and_played(entry: str, tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    write_entries(tmp_path / "mine")
    content = ["--content", str(tmp_path / "mine")]
    assert main(["missions", *content]) == 0
    assert entry in capsys.readouterr().out
    code, out, _ = played(capsys, monkeypatch, ["play", entry, *content, "--jsonl", "--seed", "3", "--players",
                                                "Ann,Ben:greedy", "--save-dir", str(tmp_path / "saves")],
                          "0\n0\n0\nquit\n")
    messages = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and messages[0]["type"] == "hello"
    assert sum(m["type"] == "events" for m in messages) >= 3  # three choices taken
    assert main(["validate", *content, str(tmp_path / "mine")]) == 0


def test_a_colony_entry_naming_an_objective_the_content_lacks_is_refused_by_validate(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write_entries(tmp_path / "mine")
    hold = tmp_path / "mine" / "hold.yaml"
    hold.write_text(hold.read_text(encoding="utf-8").replace("main: larder", "main: pantry"), encoding="utf-8")
    assert main(["validate", "--content", str(hold.parent), str(hold)]) == 1
    assert f"{hold}:4:" in capsys.readouterr().out


def test_a_broken_colony_board_refuses_colony_and_leaves_roadside_alone(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    shutil.copy(shipped_root() / "assets" / "colony" / "board.yaml", mine / "board.yaml")
    (mine / "board.yaml").write_text((mine / "board.yaml").read_text(encoding="utf-8") + "surprise: 1\n", encoding="utf-8")
    library = Library.load([mine], user=False)
    with pytest.raises(ContentLoadError, match="board.yaml:"):
        colony_content(library)
    assert roadside_content(library).map.name
