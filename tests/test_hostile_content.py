"""Hostile content: every file below once crashed, hung or exhausted a command (the issue's
reproductions). Each must now end as a one-line message naming the file (and line, where there is
one), a non-zero exit for the command that meets it, and every other file still loading.
"""

from __future__ import annotations

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


@pytest.fixture(autouse=True)
def no_user_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONTENT_ENV, str(tmp_path / "no-user-content"))


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
def test_billion_laughs_is_refused_quickly_in_little_memory(levels: int) -> None:
    tracemalloc.start()
    began = time.perf_counter()
    try:
        message = only_error(laughs(levels))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert message.startswith("h.yaml:") and "refused" in message
    assert f"more than {limits.MAX_ALIASES} alias uses" in message or f"more than {limits.MAX_VALUES} values" in message
    assert time.perf_counter() - began < 5
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
