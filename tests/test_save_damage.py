"""Damaged saves: every kind of damage a save file can take (deleted keys, wrong types, truncation,
bad ids, huge numbers, deep nesting, binary junk, symlinks, huge files, a snapshot that disagrees
with its decisions) ends as one line naming the file, a non-zero exit for `play --load` and
`replay --verify`, never a traceback, and the file byte-identical afterwards (reliability issue,
items 5-9)."""

from __future__ import annotations

import copy
import errno
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from zombie_table.cli import main
from zombie_table.content.library import Library
from zombie_table.games.tilezone import saves
from zombie_table.games.tilezone.setup import new_game

LIBRARY = Library.load(user=False)
TEAM = [("bo_tanner", "Player"), ("ruth_calloway", "Player"), ("silas_crowe", "Player"), ("dee_vance", "Player")]


def _game():
    """`zombie-table play frontier-m0 --text --seed 5`, a few choices in."""
    game = new_game(LIBRARY, "frontier-m0", TEAM, 5)
    rng = random.Random(5)
    for _ in range(12):
        game.apply(rng.randrange(len(game.legal_actions())))
    return game


GAME = _game()
RECORD = json.loads(json.dumps(saves.record(GAME)))
EARLY = json.loads(json.dumps(saves.record(saves.replay(LIBRARY, RECORD, upto=3))))
"""The set-up choices only: replayed with another seed they still apply, and the snapshot differs."""


def edit(change: Callable[[dict[str, Any]], Any]) -> Callable[[], bytes]:
    def make() -> bytes:
        data = copy.deepcopy(RECORD)
        change(data)
        return json.dumps(data).encode()
    return make


def text(raw: str | bytes) -> Callable[[], bytes]:
    return lambda: raw.encode() if isinstance(raw, str) else raw


def good() -> bytes:
    return json.dumps(RECORD).encode()


def put(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d.__setitem__(key, value)


def put_in_snapshot(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    return lambda d: d["snapshot"].__setitem__(key, value)


DAMAGE: dict[str, Callable[[], bytes]] = {
    # the reproductions
    "snapshot 'abc'": edit(put("snapshot", "abc")),
    "snapshot {}": edit(put("snapshot", {})),
    "snapshot without survivors": edit(lambda d: d["snapshot"].pop("survivors")),
    "team [1,2]": edit(put("team", [1, 2])),
    "an unknown option": edit(lambda d: d["options"].__setitem__("bogus", 1)),
    "decisions {'a':1}": edit(put("decisions", {"a": 1})),
    "a changed seed": lambda: json.dumps({**EARLY, "seed": 6}).encode(),
    "a changed seed, decisions that no longer fit": edit(put("seed", 6)),
    "an illegal decision key": edit(lambda d: d["decisions"].append("fly:away")),
    "round -5": edit(put("round", -5)),
    "snapshot round -5": edit(put_in_snapshot("round", -5)),
    # deleted keys
    **{f"no {key}": edit(lambda d, key=key: d.pop(key)) for key in RECORD},
    **{f"no snapshot.{key}": edit(lambda d, key=key: d["snapshot"].pop(key))
       for key in ("__t", "seed", "zombies", "decision", "queue", "dice", "equipment")},
    # wrong types
    **{f"{key} = {value!r}": edit(put(key, value))
       for key in ("mission", "seed", "team", "options", "decisions", "round", "result", "snapshot")
       for value in ("abc", 7, True, None, [], {})
       if RECORD[key] != value and not (key == "result" and value is None) and not (key == "options" and value == {})},
    "seed '5'": edit(put("seed", "5")),
    "a team member [x]": edit(put("team", [["bo_tanner"]])),
    "an option of the wrong type": edit(lambda d: d["options"].__setitem__("round_limit", "many")),
    "a decision 3": edit(lambda d: d["decisions"].__setitem__(0, 3)),
    "snapshot.survivors = []": edit(put_in_snapshot("survivors", [])),
    "snapshot.zombies of strings": edit(put_in_snapshot("zombies", {"2R:x": {"walker": "two"}})),
    "snapshot.dice = 1": edit(put_in_snapshot("dice", 1)),
    "a survivor's wounds 'x'": edit(lambda d: d["snapshot"]["survivors"]["bo_tanner"].__setitem__("wounds", "x")),
    "a survivor without inventory": edit(lambda d: d["snapshot"]["survivors"]["bo_tanner"].pop("inventory")),
    "a broken deck": edit(lambda d: d["snapshot"]["equipment"].__setitem__("__deck", "x")),
    "an extra top-level key": edit(put("cheat", 1)),
    # bad ids
    "an unknown mission": edit(put("mission", "frontier-m99")),
    "an unknown survivor": edit(put("team", [["nobody", "Player"]])),
    "a survivor twice": edit(put("team", [["bo_tanner", "P"], ["bo_tanner", "P"]])),
    "an unknown class tag": edit(put_in_snapshot("__t", "Nope")),
    "a renamed survivor in the snapshot": edit(lambda d: d["snapshot"]["survivors"].__setitem__(
        "nobody", d["snapshot"]["survivors"].pop("bo_tanner"))),
    "a card that does not exist": edit(lambda d: d["snapshot"]["cards"].__setitem__("no_such_card#1", "no_such_card")),
    "a tampered wound": edit(lambda d: d["snapshot"]["survivors"]["bo_tanner"].__setitem__(
        "wounds", d["snapshot"]["survivors"]["bo_tanner"]["wounds"] + 1)),
    "a tampered result": edit(put("result", "victory")),
    # huge numbers
    "a 5000-digit seed": text(good().decode().replace('"seed":5', '"seed":' + "9" * 5000, 1).replace('"seed": 5', '"seed": ' + "9" * 5000, 1)),
    "a 30-digit round": edit(put("round", 10**30)),
    "a 30-digit seed": edit(put("seed", 10**30)),
    "a negative seed": edit(put("seed", -5)),
    "version 1e400": text(good().decode().replace(f'"version": {saves.SAVE_VERSION}', '"version": 1e400', 1)),
    "seed NaN": text(good().decode().replace('"seed": 5', '"seed": NaN', 1)),
    # truncation
    **{f"truncated at {pct}%": (lambda pct=pct: good()[: len(good()) * pct // 100]) for pct in (0, 1, 10, 50, 90, 99)},
    # deep nesting
    "[ x 100000": text("[" * 100_000),
    "a snapshot nested 500 deep": edit(put_in_snapshot("stats", json.loads("[" * 500 + "]" * 500))),
    "options nested 100000 deep": text(good().decode().replace('"options": {', '"options": {"x": ' + "[" * 100_000, 1)),
    # binary junk and not-text
    "binary junk": lambda: random.Random(1).randbytes(4096),
    "binary junk in a string": lambda: good().replace(b'"frontier-m0"', b'"frontier-\xff\xfe\x00"', 1),
    "NUL bytes": text("\x00" * 100),
    "a UTF-16 save": lambda: good().decode().encode("utf-16"),
    "not an object": text("[1, 2, 3]"),
    "a bare string": text('"zombie-table-save"'),
    "an empty file": text(""),
}


def _cli(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def _refused(capsys, path: Path, before: bytes | None, tmp_path: Path, monkeypatch) -> None:
    """Loading, playing, replaying and overwriting all refuse with one line naming the file."""
    with pytest.raises(saves.SaveError) as err:
        saves.load(LIBRARY, path)
    message = str(err.value)
    assert str(path) in message and "\n" not in message and "Traceback" not in message
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("quit\n"))
    for argv in (("play", "--load", path, "--text", "--save-dir", tmp_path / "other"), ("replay", path, "--verify")):
        code, _, stderr = _cli(capsys, *argv)
        assert code != 0, argv
        lines = stderr.strip().splitlines()
        assert len(lines) == 1 and str(path) in lines[0] and "Traceback" not in stderr, (argv, stderr[:500])
    try:
        saves.read_record(path)
    except saves.SaveError:  # a file that is not a save's shape is never written over either
        with pytest.raises(saves.SaveError):
            saves.write(GAME, path)
        assert saves.latest(path.parent) is None, "Continue offers a file that does not read"
    if before is not None:
        assert path.read_bytes() == before, "the damaged file was changed"


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_a_damaged_save_is_refused_in_one_line_and_left_alone(kind: str, tmp_path: Path, capsys, monkeypatch) -> None:
    path = tmp_path / "save.json"
    raw = DAMAGE[kind]()
    path.write_bytes(raw)
    _refused(capsys, path, raw, tmp_path, monkeypatch)


def test_the_undamaged_save_loads(tmp_path: Path, capsys) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(good())
    loaded = saves.load(LIBRARY, path)
    assert loaded.history == GAME.history
    assert saves.difference(loaded, RECORD) is None
    code, out, err = _cli(capsys, "replay", path, "--verify")
    assert code == 0 and "Verified" in out, err


def test_a_changed_seed_names_the_first_difference(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(DAMAGE["a changed seed"]())
    with pytest.raises(saves.SaveError, match=r"save\.json: snapshot\.seed: the save disagrees with a replay of its decisions "
                                              r"\(replayed 6, saved 5\); not loaded"):
        saves.load(LIBRARY, path)


def test_shape_errors_name_the_field(tmp_path: Path) -> None:
    cases = {
        "snapshot 'abc'": "snapshot: ",
        "snapshot without survivors": "snapshot.survivors: Field required",
        "team [1,2]": "team[0]: ",
        "an unknown option": "options.bogus: Extra inputs are not permitted",
        "decisions {'a':1}": "decisions: Input should be a valid list",
        "round -5": "round: the save disagrees",
        "an illegal decision key": "decisions[12]: cannot be replayed: 'fly:away' is not a legal choice",
        "a changed seed, decisions that no longer fit": "cannot be replayed",
        "truncated at 50%": "save.json:1:",
    }
    path = tmp_path / "save.json"
    for kind, expected in cases.items():
        path.write_bytes(DAMAGE[kind]())
        with pytest.raises(saves.SaveError) as err:
            saves.load(LIBRARY, path)
        assert str(err.value).startswith(str(path))
        assert expected in str(err.value), (kind, str(err.value))


# ---------------------------------------------------------------- files that are not plain files
def _special_files(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    dangling = folder / "dangling.json"
    dangling.symlink_to(folder / "gone.json")
    loop = folder / "loop.json"
    loop.symlink_to(loop)
    a_dir = folder / "folder.json"
    a_dir.mkdir()
    huge = folder / "huge.json"
    with open(huge, "wb") as out:  # 1 GB, sparse: costs no disk, and must cost no time either
        out.write(b'{"format": "zombie-table-save", "version": 1, "x": "')
        out.truncate(1 << 30)
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)  # reading it would wait for ever
    deep = folder / "deep.json"
    deep.write_text("[" * 200_000)
    return [dangling, loop, a_dir, huge, fifo, deep]


def test_symlinks_folders_fifos_and_huge_files_are_refused(tmp_path: Path, capsys, monkeypatch) -> None:
    for path in _special_files(tmp_path / "saves"):
        with pytest.raises(saves.SaveError) as err:
            saves.read_record(path)
        assert str(path) in str(err.value)
        if path.is_file() and not path.is_symlink():
            size = path.stat().st_size
            with pytest.raises(saves.SaveError):
                saves.load(LIBRARY, path)
            assert path.stat().st_size == size


def test_the_save_folder_listing_survives_special_files(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    specials = _special_files(folder)
    good_path = saves.write(GAME, folder / "good.json")
    os.utime(good_path, (1, 1))  # the oldest of all: every special file is looked at first
    listing = saves.listing(folder)
    assert set(listing) == {*specials, good_path}
    assert saves.latest(folder) == good_path


def test_a_full_disk_leaves_no_temporary_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, fd: int) -> None:
            self.handle = real_fdopen(fd, "w", encoding="utf-8")

        def __enter__(self):
            return self

        def __exit__(self, *exc) -> None:
            self.handle.close()

        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.fdopen", lambda fd, *a, **k: FullDisk(fd))
    with pytest.raises(saves.SaveError, match="No space left on device"):
        saves.autosave(GAME, tmp_path)
    assert list(tmp_path.iterdir()) == [], "a temporary .save-* file was left behind"


def test_a_failed_rename_leaves_no_temporary_file_and_the_old_save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = saves.autosave(GAME, tmp_path)
    before = path.read_bytes()

    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.replace", refuse)
    with pytest.raises(saves.SaveError):
        saves.autosave(GAME, tmp_path)
    assert [p.name for p in tmp_path.iterdir()] == [path.name]
    assert path.read_bytes() == before


def test_a_full_disk_in_text_play_is_a_message(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    def refuse(*args, **kwargs):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr("os.replace", refuse)
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("0\nquit\n"))
    code, out, err = _cli(capsys, "play", "frontier-m0", "--text", "--seed", "5", "--save-dir", tmp_path)
    assert code == 1 and "(autosave failed: cannot write the save" in out and "No space left on device" in err
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------- the TUI stays up
async def test_the_menu_and_load_screen_survive_special_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets import OptionList, Static

    from zombie_table.tui.app import ZombieTableApp
    from zombie_table.tui.screens.menu import MainMenu
    from zombie_table.tui.screens.saves import LoadScreen

    folder = tmp_path / "saves"
    monkeypatch.setenv(saves.SAVES_ENV, str(folder))
    specials = _special_files(folder)
    inconsistent = folder / "inconsistent.json"
    inconsistent.write_bytes(DAMAGE["a changed seed"]())
    os.utime(inconsistent, (1, 1))
    app = ZombieTableApp(LIBRARY)
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(150):
            if app.warm:
                break
            await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        # the one save that reads is inconsistent: Continue offers it, and refuses it in the menu's note
        await pilot.press("c")
        await pilot.pause()
        assert isinstance(app.screen, MainMenu)
        note = str(app.screen.query_one("#menu-note", Static).render())
        assert "snapshot.seed" in note
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LoadScreen)
        listing = app.screen.query_one("#saves", OptionList)
        assert listing.option_count == len(specials) + 1
        assert sum(1 for o in listing.options if o.disabled) == len(specials)
