"""The command line: missions, show, validate, schema, run in-process through main()."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from zombie_table.cli import COMMANDS, main
from zombie_table.commands.schema import schema_documents
from zombie_table.content.common import Setting
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.content.loader import MODELS
from zombie_table.games.tilezone.checks import single_tile_board
from zombie_table.games.tilezone.view.mapart import MapArt, Marker

REPO = Path(__file__).resolve().parents[1]
FIXTURES = Path(__file__).resolve().parent / "fixtures"
GOOD = FIXTURES / "good"  # tiles 90A, 91A and mission frontier-m90
BROKEN = FIXTURES / "broken"  # frontier-m91: a bad difficulty
CROSSREF = FIXTURES / "crossref"  # frontier-m92 (missing tile), -m93 (bad zone), -m94 (unreachable, unknown type)
SETTING = FIXTURES / "setting"  # frontier zombie types walker and runner only
BADTILE = FIXTURES / "badtile"  # tile 95A: an opening between zones that do not touch

FIXTURE_MAP = """\
┏━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┓
┃ ◆                     ┃           ┃ ◇         ║           ┃▓▓▓▓▓▓▓▓▓▓▓┃
┃                       ┃           ┃           ║           ┃▓▓▓▓▓▓▓▓▓▓▓┃
┃                       ┃           ┃           ║           ┃▓▓▓▓▓▓▓▓▓▓▓┃
┗━━━━━╸     ╺━━━━━━━━━━━┛     ╺━━━━━┛           ╺━━━━━━━━━━━┻━━━━━━━━━━━┛
│ ☠m  · · · │ ▶ ♪ · · · │ · · · · · · · · · · · │ w2 r1 · · │ ⇲ · · · · │
│           │           │                       │           │           │
│ · · ·▔▔▔▔▔│ · · · · · │ · · · · · · · · · · · │ · · · · · │ · · · · · │
┏━━━━━━━━━━━╸───────────╺━━━━━━━━━━━┳━━━━━━━━━━━╸───────────┏━━━━━╸     ╻
┃             · · · · ·             ┃             ☠s  · · · ┃           ┃
┃                       ╻           ┃                       ┃           ┃
┃             · · · · · ┃           ┃             · · · · · ┃           ┃
┗━━━━━━━━━━━╸───────────┗━━━━━━━━━━━┻━━━━━━━━━━━╸───────────┗━━━━━━━━━━━┛
"""


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    status = main([str(a) for a in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


# ---------------------------------------------------------------- bare command and common options
def test_bare_command_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys)
    assert status == 0
    for command in COMMANDS:
        assert command.NAME in out


@pytest.mark.parametrize("argv", [["--help", "play"], ["-h", "simulate"], ["--help"]])
def test_help_before_a_command_lists_every_command(capsys: pytest.CaptureFixture[str], argv: list[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 0
    listed = capsys.readouterr().out.split("positional arguments:")[1]
    assert [c.NAME for c in COMMANDS if not re.search(rf"^    {c.NAME}\b", listed, re.MULTILINE)] == []


def test_content_folder_must_exist(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["missions", "--content", str(FIXTURES / "no-such-folder")])
    assert exc.value.code == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_commands_do_not_import_textual(tmp_path: Path) -> None:
    code = (
        "import sys; from zombie_table.cli import main; main(['missions']); "
        "sys.exit(1 if any(m.split('.')[0] == 'textual' for m in sys.modules) else 0)"
    )
    env = {**os.environ, CONTENT_ENV: str(tmp_path / "none")}
    result = subprocess.run([sys.executable, "-c", code], check=False, env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def menu_imports(extra: str = "") -> subprocess.CompletedProcess[str]:
    """What `zombie-table` imports before its main menu (then `extra`), less what the menu may import:
    the game registry with the games' registrations (names and dotted references) and their
    packages, the save glance (a JSON read of the save folder, issue 29.6) with each game's glance,
    and what they stand on, each by name."""
    glance = ("zombie_table.games", "zombie_table.games.registry", "zombie_table.games.glance", "zombie_table.kernel",
              "zombie_table.kernel.savefile", "zombie_table.kernel.rng", "zombie_table.content", "zombie_table.content.limits")
    code = (
        f"import sys; import zombie_table.cli, zombie_table.tui.app; {extra}"
        "heavy = sorted(m for m in sys.modules if m.split('.')[0] == 'pydantic' or m.startswith(('zombie_table.games', "
        f"'zombie_table.content', 'zombie_table.kernel', 'zombie_table.commands')) and m not in {glance!r} "
        "and not m.endswith(('.registered', '.glance')) and m + '.registered' not in sys.modules); "
        "print(heavy); sys.exit(1 if heavy else 0)"
    )
    return subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, timeout=60)


def test_the_menu_imports_neither_engine_nor_content_models() -> None:
    """Bare `zombie-table` reaches its main menu without the engine, the content or pydantic: the TUI
    loads them in a thread once the menu is up (docs/benchmarks.md, the start-up ratio)."""
    result = menu_imports()
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_module_beside_the_registry_is_not_let_through() -> None:
    result = menu_imports("import zombie_table.games.savegame; ")
    assert result.returncode == 1 and "'zombie_table.games.savegame'" in result.stdout


# ---------------------------------------------------------------- missions
def test_missions_table_lists_missions_and_broken_files(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "missions", "--content", GOOD, "--content", BROKEN)
    assert status == 0
    row = next(line for line in out.splitlines() if line.startswith("frontier-m90"))
    assert row.split() == ["frontier-m90", "Fixture", "Crossing", "Tile-and-zone", "frontier", "easy", "1–4", "15", "min", "2"]
    broken_row = next(line for line in out.splitlines() if line.startswith("frontier-m91"))
    assert "BROKEN" in broken_row
    assert f"broken: {BROKEN / 'missions' / 'frontier-m91.yaml'}:6:13: difficulty: " in out
    assert "\x1b[" not in out


def test_missions_json_has_broken_files_with_their_error(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "missions", "--json", "--content", GOOD, "--content", BROKEN)
    assert status == 0
    records = {r["id"]: r for r in json.loads(out)}
    assert records["frontier-m90"] == {
        "id": "frontier-m90",
        "title": "Fixture Crossing",
        "setting": "frontier",
        "difficulty": "easy",
        "players": [1, 4],
        "duration": 15,
        "objectives": 2,
        "game": "tilezone",
    }
    broken = records["frontier-m91"]
    assert broken["file"] == str(BROKEN / "missions" / "frontier-m91.yaml")
    assert broken["error"].startswith(f"{broken['file']}:6:13: difficulty: ")


def test_missions_setting_filter(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "missions", "--json", "--setting", "winter", "--content", GOOD, "--content", BROKEN)
    assert status == 0
    assert all(r["setting"] == "winter" for r in json.loads(out))


BROKEN_ENTRY = """\
kind: roadside_entry
id: roadside-bad
title: Bad
players: [1, 9, 3]
seats: You
briefing: Broken on purpose.
"""


def test_missions_game_filter_keeps_only_that_games_broken_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "missions" / "roadside").mkdir(parents=True)
    (tmp_path / "missions" / "roadside" / "bad.yaml").write_text(BROKEN_ENTRY, encoding="utf-8")
    _, out, _ = run(capsys, "missions", "--json", "--game", "roadside", "--content", BROKEN, "--content", tmp_path)
    broken = {r["id"]: r for r in json.loads(out) if "error" in r}
    assert list(broken) == ["roadside-bad"]
    assert (broken["roadside-bad"]["game"], broken["roadside-bad"]["setting"]) == ("roadside", "roadside")
    _, out, _ = run(capsys, "missions", "--game", "tilezone", "--content", BROKEN, "--content", tmp_path)
    assert "roadside-bad" not in out
    assert next(line for line in out.splitlines() if line.startswith("frontier-m91")).split()[4:6] == ["Tile-and-zone", "frontier"]
    _, out, _ = run(capsys, "missions", "--game", "roadside", "--content", tmp_path)
    assert next(line for line in out.splitlines() if line.startswith("roadside-bad")).split()[4:6] == ["Roadside", "roadside"]


# ---------------------------------------------------------------- show
def test_show_mission_has_map_objectives_and_rules_without_a_tty(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "frontier-m90", "--content", GOOD, "--content", SETTING)
    assert status == 0, err
    assert "\x1b[" not in out
    assert out.startswith("Fixture Crossing  frontier-m90\nfrontier · easy · 1–4 players · 2–6 survivors · about 15 min\n")
    assert FIXTURE_MAP in out
    assert "▶ start" in out and "wn n Walkers" in out and "rn n Runners" in out and "☠s starting spawn" in out
    assert "1. Take the red objective in the store.\n2. Then reach the exit with every survivor." in out
    assert "• The fixture rule says nothing at all." in out
    assert "90A at row 1, column 1\n91A at row 1, column 2" in out


def test_show_mission_with_labels(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "frontier-m90", "--labels", "--content", GOOD)
    assert status == 0
    assert out.count("┏90A━") == 1 and "┳91A━" in out
    assert "│ w ☠m  · · │ x ▶ ♪ · · │" in out


def test_show_tile_turned(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "--tile", "91A", "--rotation", "90", "--content", GOOD)
    assert status == 0
    assert out.startswith("Tile 91A · frontier · Fixture yard · turned 90° clockwise\n")
    assert "┏91A━━━━━━━━┓───────────╺━━━━━━━━━━━┓\n┃ k         ┃ w · · · ·   g         ┃\n" in out
    assert "╹           ╹───────────╻═══════════┃" in out  # the door between g and h
    assert "g: room · Office · building gh · crate" in out


def test_show_unknown_mission_lists_closest_ids(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "frontier-m90x", "--content", GOOD)
    assert status == 1
    assert out == ""
    assert "unknown mission 'frontier-m90x'; known missions, closest first: frontier-m90, " in err


def test_show_unknown_tile_lists_closest_ids(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "show", "--tile", "91B", "--content", GOOD)
    assert status == 1
    assert "unknown frontier tile '91B'" in err and "closest first: 91A" in err


def test_show_broken_mission_says_why(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run(capsys, "show", "frontier-m91", "--content", BROKEN)
    assert status == 1
    assert "mission frontier-m91 is broken" in err and ":6:13: difficulty: " in err


def test_show_mission_with_a_bad_zone_warns_and_still_draws(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = run(capsys, "show", "frontier-m93", "--content", GOOD, "--content", CROSSREF)
    assert status == 0
    assert "91A:nowhere" in err
    assert "┏━━━" in out


@pytest.mark.parametrize("argv", [["show"], ["show", "frontier-m90", "--tile", "90A"], ["show", "frontier-m90", "--rotation", "90"]])
def test_show_usage_errors(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main([*argv, "--content", str(GOOD)])
    assert exc.value.code == 2


def test_map_markers_fill_zones_top_left_first_and_mark_overflow() -> None:
    tile = Library.load(extra=[GOOD], user=False).tile(Setting.frontier, "90A")
    assert tile is not None
    art = MapArt(single_tile_board(tile))
    overlay = {"90A:x": [Marker(letter) for letter in "ABCDEFGHIJKLMNOPQRSTU"], "90A:bal": [Marker("A"), Marker("W3")]}
    lines = [line.plain for line in art.lines(overlay)]
    assert lines[5:8] == [
        "│ · · · · · │ A B C D E │ · · · · · │",
        "│           │ F G H I J │           │",
        "│ · · ·▔A W3│ K L M N O…│ · · · · · │",  # the balcony over the street, beside its stairs room
    ]
    assert art.lines()[5].plain == "│ · · · · · │ · · · · · │ · · · · · │"  # markers never stick to the MapArt
    compact = MapArt(single_tile_board(tile), cell_w=4, cell_h=3)
    assert (compact.width, compact.height) == (25, 19)
    assert all(len(line.plain) == 25 for line in compact.lines())


# ---------------------------------------------------------------- validate
def test_validate_good_files(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", GOOD)
    assert status == 0
    assert out == "3 files OK\n"


def test_validate_schema_error_format(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", BROKEN)
    assert status == 1
    first, summary = out.splitlines()
    assert first.startswith(f"{BROKEN / 'missions' / 'frontier-m91.yaml'}:6:13: difficulty: Input should be 'easy'")
    assert summary == "1 problem in 1 file (1 checked)"


def test_validate_cross_references(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", "--content", GOOD, "--content", SETTING, CROSSREF)
    assert status == 1
    m92, m93, m94 = (CROSSREF / "missions" / f"frontier-m9{n}.yaml" for n in (2, 3, 4))
    assert out.splitlines() == [
        f"{m92}:11:11: layout[0][1]: tile 99Z does not exist in the frontier setting",
        f"{m93}:13:7: exit: zone 91A:nowhere: tile 91A has no zone 'nowhere' (its zones: e, g, h, k, m, t, w, x)",
        f"{m94}:11:6: layout[0][0]: zone 92A:q cannot be reached from the starting zone(s)",
        f"{m94}:13:7: exit: the exit in 92A:v cannot be reached from the starting zone(s)",
        f"{m94}:15:11: objectives[0].zone: the objective in 92A:v cannot be reached from the starting zone(s)",
        f"{m94}:18:11: zombies[0].type: unknown zombie type 'ghoul' in the frontier setting",
        "6 problems in 3 files (4 checked)",
    ]


def test_validate_tile_opening_between_zones_that_do_not_touch(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", BADTILE / "95A.yaml")
    assert status == 1
    assert out.splitlines()[0] == f"{BADTILE / '95A.yaml'}:18:5: openings[3]: tile 95A: opening a|s is not between neighbouring cells"


def test_validate_two_files_defining_one_tile(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shutil.copy(GOOD / "tiles" / "90A.yaml", tmp_path / "a.yaml")
    shutil.copy(GOOD / "tiles" / "90A.yaml", tmp_path / "b.yaml")
    status, out, _ = run(capsys, "validate", tmp_path)
    assert status == 1
    assert out.splitlines()[0] == (
        f"{tmp_path / 'b.yaml'}:3:5: id: tile 90A of frontier is also defined in {tmp_path / 'a.yaml'}; only one can be used"
    )


def test_validate_missing_path(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "validate", FIXTURES / "no-such-file.yaml")
    assert status == 1
    assert f"{FIXTURES / 'no-such-file.yaml'}:1:1: no such file or folder" in out


# ---------------------------------------------------------------- schema
def test_schema_writes_one_file_per_kind(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "schema", "--out", tmp_path)
    assert status == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(f"{kind}.json" for kind in MODELS)
    for path in tmp_path.iterdir():
        text = path.read_text(encoding="utf-8")
        assert text.endswith("}\n")
        assert json.loads(text)["$schema"].startswith("https://json-schema.org/")
    assert f"wrote {len(MODELS)} schemas to {tmp_path}" in out


def test_committed_schemas_match_the_models() -> None:
    committed = {p.name: p.read_text(encoding="utf-8") for p in (REPO / "assets" / "schema").glob("*.json")}
    assert committed == schema_documents(), "run `zombie-table schema` and commit assets/schema/"


def test_classes_go_by_their_display_names(capsys: pytest.CaptureFixture[str]) -> None:
    """`faithful`, `townsfolk` are ids: players read Devout, Settler, as on the table."""
    status, out, _ = run(capsys, "show", "frontier-m3")
    assert status == 0 and "Not allowed\nDevout, Gunhand\n" in out.replace("─", "").replace("\n\n", "\n")
    rules = Library.load(user=False).setting(Setting.frontier).rules
    assert rules.class_name("townsfolk") == "Settler" and rules.class_name("nobody") == "nobody"


@pytest.mark.parametrize("entry", ["frontier-m0", "roadside-standard", "colony-larder"])
def test_text_play_left_unfinished_ends_with_the_saves_full_path(entry: str, saves_dir: Path, capsys,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """#29.11: every game's `play --text` stopped at the end of input says where it is saved, in full."""
    import io

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", entry, "--text", "--seed", "3"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    path = Path(last.rpartition(" ")[2])
    assert last.startswith("End of input") and path.is_absolute() and path.is_file() and path.parent == saves_dir
