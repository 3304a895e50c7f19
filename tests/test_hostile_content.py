"""Hostile content: every file below once crashed, hung or exhausted a command (the issue's
reproductions). Each must now end as a one-line message naming the file (and line, where there is
one), a non-zero exit for the command that meets it, and every other file still loading.
"""

from __future__ import annotations

import io
import os
import time
import tracemalloc
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content import limits
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.content.loader import ContentLoadError, load_file, load_text

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
GOOD = FIXTURES / "good"  # tiles 90A, 91A and mission frontier-m90


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    status = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def only_error(source: str, file: str = "h.yaml") -> str:
    with pytest.raises(ContentLoadError) as info:
        load_text(source, file)
    assert len(info.value.errors) == 1, info.value.errors
    return str(info.value.errors[0])


# ---------------------------------------------------------------- 1. one bad file never kills the rest
LOADER_CRASHES = {
    "list_kind": ("kind: [tile]\n", "h.yaml:1:7: kind: unknown kind ['tile']"),
    "complex_key": ("? {a: 1}\n: 2\n", "h.yaml:1:3: a mapping key must be a plain value, not a list or mapping"),
    "list_key": ("? [a, b]\n: 2\n", "h.yaml:1:3: a mapping key must be a plain value"),
    "recursive_alias": ("x: &a [*a]\n", "h.yaml:1:4: x[0]: a recursive alias"),
    "recursive_mapping": ("x: &a {y: *a}\n", "h.yaml:1:4: x.y: a recursive alias"),
    "control_byte": ("kind: tile\nid: \x01\n", "h.yaml:2:5: unreadable YAML: control characters are not allowed"),
}


@pytest.mark.parametrize("name", sorted(LOADER_CRASHES))
def test_loader_refuses_with_file_and_line(name: str) -> None:
    source, expected = LOADER_CRASHES[name]
    assert only_error(source).startswith(expected)


@pytest.mark.parametrize("name", sorted(LOADER_CRASHES))
def test_one_bad_user_file_leaves_every_command_working(
    name: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    user = tmp_path / "user"
    (user / "missions").mkdir(parents=True)
    (user / "missions" / "bad.yaml").write_text(LOADER_CRASHES[name][0], encoding="utf-8")
    monkeypatch.setenv(CONTENT_ENV, str(user))
    status, out, err = run(capsys, "missions")
    assert status == 0 and "frontier-m0" in out
    assert f"broken: {user / 'missions' / 'bad.yaml'}:" in out
    status, out, _ = run(capsys, "show", "frontier-m0")
    assert status == 0 and "Objectives" in out
    status, out, _ = run(capsys, "validate", user)
    assert status == 1 and str(user / "missions" / "bad.yaml") in out
    status, out, _ = run(capsys, "simulate", "frontier-m0", "--games", "1", "--jobs", "1", "--json")
    assert status == 0
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    status, out, _ = run(capsys, "play", "frontier-m0", "--text", "--seed", "1", "--save-dir", tmp_path / "saves")
    assert status == 0 and "game saved" in out
    status, out, _ = run(capsys, "survivors")
    assert status == 0


def test_deep_nesting_is_refused() -> None:
    assert "nested" in only_error("x: " + "[" * 200 + "]" * 200 + "\n")
    assert "nested" in only_error("x:\n" + "".join("  " * i + "- \n" for i in range(1, 120)))


# ---------------------------------------------------------------- 2. bombs, huge files, FIFOs, devices
def laughs(levels: int, width: int = 9) -> str:
    lines = ["kind: mission", 'l0: &l0 ["lol"]']
    for i in range(1, levels + 1):
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("levels", [6, 9])
def test_billion_laughs_is_refused_in_little_memory(levels: int) -> None:
    """Refused before the aliases expand: the memory peak says so (wall time is noisy on a shared machine)."""
    tracemalloc.start()
    try:
        message = only_error(laughs(levels))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert message.startswith("h.yaml:") and "refused" in message
    assert f"more than {limits.MAX_ALIASES} alias uses" in message or f"more than {limits.MAX_VALUES} values" in message
    assert peak < 100 * 1024 * 1024


def test_many_values_without_aliases_are_refused() -> None:
    source = "x: [" + ", ".join(["1"] * (limits.MAX_VALUES + 10)) + "]\n"
    assert f"more than {limits.MAX_VALUES} values" in only_error(source)


def test_aliases_within_the_limits_still_load() -> None:
    with pytest.raises(ContentLoadError) as info:  # loads as data; fails only as a mission
        load_text("kind: mission\nbase: &b {a: 1}\nmore: *b\n", "h.yaml")
    assert all("alias" not in e.message and "refused" not in e.message for e in info.value.errors)


def test_an_oversized_file_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    with path.open("wb") as out:  # sparse: the size is there, the bytes need never be read
        out.truncate(limits.MAX_CONTENT_BYTES + 1)
    with pytest.raises(ContentLoadError) as info:
        load_file(path)
    assert str(info.value).startswith(f"{path}:1:1: cannot read the file: the file is ") and "limit" in str(info.value)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fifo = tmp_path / "content" / "pipe.yaml"
    fifo.parent.mkdir()
    os.mkfifo(fifo)
    began = time.perf_counter()
    status, out, _ = run(capsys, "validate", fifo.parent)
    assert status == 1
    assert f"{fifo}:1:1: cannot read the file: not a regular file (a FIFO)" in out
    status, out, _ = run(capsys, "validate", fifo)
    assert status == 1 and "a FIFO" in out
    assert time.perf_counter() - began < 10


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_symlink_to_dev_zero_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    link = tmp_path / "content" / "zero.yaml"
    link.parent.mkdir()
    link.symlink_to("/dev/zero")
    status, out, _ = run(capsys, "validate", link)
    assert status == 1 and f"{link}:1:1: cannot read the file: not a regular file (a character device)" in out
    library = Library.load([link.parent], user=False)
    assert [f.path for f in library.broken] == [link]
    assert "frontier-m0" in library.missions


def test_a_symlink_to_a_good_file_still_loads(tmp_path: Path) -> None:
    link = tmp_path / "90A.yaml"
    link.symlink_to(GOOD / "tiles" / "90A.yaml")
    assert load_file(link).id == "90A"  # type: ignore[attr-defined]


def test_an_oversized_save_or_a_fifo_save_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as out:
        out.truncate(limits.MAX_SAVE_BYTES + 1)
    status, _, err = run(capsys, "play", "--load", big, "--text")
    assert status == 1 and f"cannot read {big}: the file is " in err and "limit" in err
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.json"
        os.mkfifo(fifo)
        status, _, err = run(capsys, "play", "--load", fifo, "--text")
        assert status == 1 and f"cannot read {fifo}: not a regular file (a FIFO)" in err


# ---------------------------------------------------------------- 3. every number has a sane bound
def shipped_with(relative: str, old: str, new: str) -> str:
    source = (REPO / relative).read_text(encoding="utf-8")
    assert source.count(old) == 1, old
    return source.replace(old, new)


def errors(source: str, file: str = "h.yaml") -> list[str]:
    with pytest.raises(ContentLoadError) as info:
        load_text(source, file)
    return [str(e) for e in info.value.errors]


M9 = "missions/frontier/frontier-m9.yaml"
M0 = "missions/frontier/frontier-m0.yaml"
BOUNDS = [
    (M9, "class: brawler, count: 4}", "class: brawler, count: 1000000}", "h.yaml:51:", "companions[1].count: Input should be less than or equal to 12"),
    (M0, "duration: 10", "duration: 10\nsurvivors: [1, -7]", "h.yaml:11:", "survivors[1]: Input should be greater than or equal to 1"),
    (M0, "duration: 10", "duration: 10\nplayers: [-1, 6]", "h.yaml:11:", "players[0]: Input should be greater than or equal to 1"),
    (M0, "duration: 10", "duration: 10\nplayers: [1, 60]", "h.yaml:11:", "players[1]: Input should be less than or equal to 6"),
    (M0, "duration: 10", "duration: 10\nsurvivors: [5, 2]", "h.yaml:11:", "survivors: the fewest (5) is more than the most (2)"),
    (M0, "duration: 10", "duration: 10000000", "h.yaml:10:", "duration: Input should be less than or equal to 1440"),
    ("assets/frontier/zombie-deck.yaml", "number: 1, type: walker, counts: [1, 2, 4, 6]",
     "number: 1, type: walker, counts: [1, 2, 4, 1000000000000000000000000000000000000000000000000000000000]",
     "h.yaml:8:", "cards[0].counts[3]: Input should be less than or equal to 50"),
]


@pytest.mark.parametrize("relative, old, new, where, message", BOUNDS, ids=[b[4].split(":")[0] for b in BOUNDS])
def test_numbers_out_of_bounds_are_refused_at_their_line(relative: str, old: str, new: str, where: str, message: str) -> None:
    found = errors(shipped_with(relative, old, new))
    assert any(e.startswith(where) and message in e for e in found), found


def test_a_huge_equipment_count_is_refused() -> None:
    source = (REPO / "assets/frontier/equipment.yaml").read_text(encoding="utf-8").replace("count: 6", "count: 1" + "0" * 57, 1)
    found = errors(source)
    assert any("].count: Input should be less than or equal to 50" in e for e in found), found


# ---------------------------------------------------------------- 3 and 4. validate catches it; play, simulate, the TUI refuse
def override(tmp_path: Path, relative: str, old: str, new: str) -> Path:
    """A content folder overriding one shipped file with `old` replaced by `new`."""
    folder = tmp_path / "content"
    folder.mkdir(exist_ok=True)
    (folder / Path(relative).name).write_text(shipped_with(relative, old, new), encoding="utf-8")
    return folder


DECK = "assets/frontier/zombie-deck.yaml"
CROSS = {
    "deck_type": (DECK, "number: 1, type: walker", "number: 1, type: ghoul_x", M0,
                  "zombie-deck.yaml:8:36: cards[0].type: unknown zombie type 'ghoul_x' in the frontier setting"),
    "skill": ("assets/frontier/survivors.yaml", "blue: [shove]", "blue: [shovel_x]", M0,
              "survivors.yaml:26:14: survivors[1].skills.blue[0]: unknown skill family 'shovel_x'; known: shove"),
    "train_slot": (M9, "line: [[1, 0], [1, 1], [1, 2]]", "line: [[1, 0], [1, 1], [1, 2], [1, 3]]", M9,
                   "frontier-m9.yaml:54:34: train.line[3]: train slot (1, 3) is not a tile of the layout"),
    "objective_zone": (M0, 'objectives:\n  - {zone: "', 'objectives:\n  - {zone: "2R:zz9"}\n  - {zone: "', M0,
                       "frontier-m0.yaml:28:12: objectives[0].zone: zone 2R:zz9: tile 2R has no zone 'zz9'"),
    "unknown_tile": (M0, "layout:\n  - [", "layout:\n  - [77R, ", M0,
                     "frontier-m0.yaml:24:6: layout[0][0]: tile 77R does not exist in the frontier setting (did you mean 7R?)"),
}


@pytest.mark.parametrize("name", sorted(CROSS))
def test_validate_flags_it_and_play_and_simulate_refuse_with_the_same_line(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    relative, old, new, mission_file, problem = CROSS[name]
    folder = override(tmp_path, relative, old, new)
    mission = Path(mission_file).stem
    status, out, _ = run(capsys, "validate", "--content", folder, folder)
    assert status == 1 and f"{folder}/{problem}" in out
    expected = f"mission {mission} is broken: {folder}/{problem}"
    status, _, err = run(capsys, "play", mission, "--content", folder, "--text", "--save-dir", tmp_path / "saves")
    assert status == 1 and expected in err and "Traceback" not in err
    status, _, err = run(capsys, "simulate", mission, "--content", folder, "--games", "1", "--jobs", "1")
    assert status == 1 and expected in err


def test_a_flip_naming_no_other_face_is_flagged(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = override(tmp_path, "assets/frontier/tiles/10R.yaml", "flip: 10V", "flip: 99V")
    status, out, _ = run(capsys, "validate", "--content", folder, folder)
    assert status == 1 and f"{folder}/10R.yaml:9:7: flip: flip '99V' is not the other face of tile 10R" in out


def test_play_names_a_broken_mission_file_as_show_does(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = FIXTURES / "broken"  # frontier-m91: a bad difficulty
    _, _, shown = run(capsys, "show", "frontier-m91", "--content", broken)
    status, _, err = run(capsys, "play", "frontier-m91", "--content", broken, "--text", "--save-dir", tmp_path)
    assert status == 1
    message = shown.strip().removeprefix("zombie-table show: ")
    assert message.startswith("mission frontier-m91 is broken: ") and err.strip() == f"zombie-table play: {message}"


def test_a_save_of_a_mission_now_broken_is_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(""))  # end of input: the game is saved at once
    saves_dir = tmp_path / "saves"
    status, out, _ = run(capsys, "play", "frontier-m0", "--text", "--seed", "1", "--save-dir", saves_dir)
    assert status == 0
    (save,) = saves_dir.glob("*.json")
    folder = override(tmp_path, M0, 'objectives:\n  - {zone: "', 'objectives:\n  - {zone: "2R:zz9"}\n  - {zone: "')
    status, _, err = run(capsys, "play", "--load", save, "--content", folder, "--text", "--save-dir", saves_dir)
    assert status == 1 and "mission frontier-m0 is broken: " in err and "2R:zz9" in err


async def test_the_tui_shows_a_broken_mission_and_does_not_start_it(tmp_path: Path) -> None:
    from textual.widgets import Static

    from zombie_table.tui.app import ZombieTableApp
    from zombie_table.tui.screens.browser import MissionBrowser

    folder = override(tmp_path, M0, 'objectives:\n  - {zone: "', 'objectives:\n  - {zone: "2R:zz9"}\n  - {zone: "')
    app = ZombieTableApp(Library.load([folder], user=False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("n")
        browser = app.screen
        assert isinstance(browser, MissionBrowser)
        await pilot.press(*"dust", "enter")
        await pilot.pause()
        assert app.screen is browser  # not the party set-up
        head = str(browser.query_one("#mission-head", Static).render())
        assert "mission frontier-m0 is broken: " in head and "2R:zz9" in head


def test_a_standard_tag_on_a_value_it_cannot_read_is_a_content_error() -> None:
    # found by the fuzzer: `!!timestamp` on a non-date raised AttributeError inside PyYAML
    assert only_error("kind: tile\nid: !!timestamp not-a-date\n").startswith("h.yaml:2:5: id: bad value")


def test_loading_keeps_no_node_alive() -> None:
    # found by the fuzzer: the shared scalar constructor remembered every node of every file read,
    # so a long session (or 5,000 mutants) grew without end
    from zombie_table.content import loader

    load_file(REPO / "assets" / "frontier" / "survivors.yaml")
    with pytest.raises(ContentLoadError):
        load_text("kind: tile\nid: !!timestamp not-a-date\n", "h.yaml")
    scalars = loader._scalar_loader()  # this thread's
    assert not scalars.constructed_objects and not scalars.recursive_objects


M1 = "missions/frontier/frontier-m1.yaml"


@pytest.mark.parametrize("line, message", [
    ("[[1, 0], [1, 0]]", "train.line: a slot appears twice in the train line"),
    ("[[1, 0], [0, 1]]", "train.line: slot (0, 1) does not neighbour (1, 0)"),
])
def test_a_train_line_runs_from_slot_to_neighbouring_slot(line: str, message: str) -> None:
    # found by the fuzzer: a line repeating a slot (a 1 turned into 0) passed validate, and the
    # locomotive's entry raised KeyError in train._forward
    found = errors(shipped_with(M1, "line: [[1, 0], [1, 1]]", f"line: {line}"))
    assert any(e.startswith("h.yaml:45:") and message in e for e in found), found


def test_replay_refuses_a_save_of_a_broken_mission_or_a_corrupt_mission_id(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    saves_dir = tmp_path / "saves"
    assert run(capsys, "play", "frontier-m0", "--text", "--seed", "1", "--save-dir", saves_dir)[0] == 0
    (save,) = saves_dir.glob("*.json")
    folder = override(tmp_path, M0, 'objectives:\n  - {zone: "', 'objectives:\n  - {zone: "2R:zz9"}\n  - {zone: "')
    status, _, err = run(capsys, "replay", save, "--content", folder)
    assert status == 1 and "mission frontier-m0 is broken: " in err and "2R:zz9" in err
    record = json.loads(save.read_text(encoding="utf-8"))
    record["mission"] = ["frontier-m0"]
    save.write_text(json.dumps(record), encoding="utf-8")
    status, _, err = run(capsys, "replay", save)
    assert status == 1 and ": mission: Input should be a valid string" in err  # the save's own shape check


# ---------------------------------------------------------------- a broken copy is never played as the shipped file
BROKEN_COPIES = {  # what is broken: (the shipped file copied, its text changed, a mission that uses it)
    "tile, not YAML": ("assets/frontier/tiles/10R.yaml", "grid: |", "grid: 7", "frontier-m2"),
    "tile, a bad field": ("assets/frontier/tiles/10R.yaml", "name: Locomotive", "name: [Locomotive]", "frontier-m2"),
    "setting data": ("assets/frontier/equipment.yaml", "kind: equipment", "kind: equipment\nbogus: 1", "frontier-m0"),
    "the mission": (M0, "kind: mission", "kind: mission\nbogus: 1", "frontier-m0"),
}


@pytest.mark.parametrize("name", sorted(BROKEN_COPIES))
def test_a_broken_copy_of_a_shipped_file_refuses_the_missions_that_use_it(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    relative, old, new, mission = BROKEN_COPIES[name]
    folder = override(tmp_path, relative, old, new)
    copy = f"{folder}/{Path(relative).name}:"
    status, _, err = run(capsys, "play", mission, "--content", folder, "--text", "--save-dir", tmp_path / "saves")
    assert status == 1 and copy in err and "Traceback" not in err
    _, _, warned = run(capsys, "show", mission, "--content", folder)
    assert copy in warned
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    status, _, err = run(capsys, "play", "winter-m0", "--content", folder, "--text", "--save-dir", tmp_path / "saves")
    assert status == 0 and copy not in err, "another setting's mission does not use it"
