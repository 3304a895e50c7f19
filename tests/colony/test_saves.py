"""Colony's saves: a game written and read back is the game replayed from its set-up; a damaged or
tampered file is one line naming the file (never a secret's value), never a traceback; text play
autosaves after every choice a person makes and `play --load` resumes it; `replay --verify`."""

import io
import json
import subprocess
import sys

import pytest

from zombie_table.games.colony.batch import controller
from zombie_table.bots.seats import Seat
from zombie_table.games.colony import cli as colony_play
from zombie_table.commands.lineplay import Saving, TextLoop
from zombie_table.games.colony import greedy, saves
from zombie_table.games.colony.content import load_content
from zombie_table.games.colony.start import new_game

SEATS = [{"name": "Ann", "policy": None}, {"name": "Ben", "policy": "greedy"}, {"name": "Cy", "policy": "greedy"}]


def played(choices: int, seed: int = 6):
    game = new_game(seed, [s["name"] for s in SEATS], "haven", "traitor")
    for _ in range(choices):
        game.apply(greedy.choose(game))
    return game


def test_a_save_reads_back_as_its_replay(tmp_path):
    game = played(60)
    path = saves.SAVES.write(game, SEATS, tmp_path / "colony.json")
    loaded, seats = saves.SAVES.load(path, load_content())
    assert seats == SEATS and loaded.history == game.history
    assert saves.snapshot(loaded) == saves.snapshot(game)
    assert loaded.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("damage", ["truncate", "not_json", "foreign", "tampered", "bad_field"])
def test_a_damaged_save_is_one_line_and_never_shows_a_secret(tmp_path, damage):
    game = played(40)
    path = saves.SAVES.write(game, SEATS, tmp_path / "colony.json")
    text = path.read_text()
    data = json.loads(text)
    secret = game.state.players[1].secret
    if damage == "truncate":
        path.write_text(text[: len(text) // 2])
    elif damage == "not_json":
        path.write_text("{oops")
    elif damage == "foreign":
        path.write_text(json.dumps({"format": "something-else"}))
    elif damage == "tampered":
        data["snapshot"]["players"][1]["secret"] = "forged"
        path.write_text(json.dumps(data))
    else:
        data["seats"] = []
        path.write_text(json.dumps(data))
    with pytest.raises(saves.SaveError) as caught:
        saves.SAVES.load(path, load_content())
    message = str(caught.value)
    assert str(path) in message and "\n" not in message and secret not in message and "forged" not in message


def test_text_play_autosaves_and_load_resumes_from_the_deciders_seat(tmp_path):
    game = new_game(8, [s["name"] for s in SEATS], "larder", "standard")
    path = tmp_path / "auto.json"
    table = [Seat(s["name"], s["policy"]) for s in SEATS]
    saving = Saving(lambda p: saves.SAVES.write(game, SEATS, p), saves.SaveError, path)
    loop = TextLoop(game, 8, controller(table, 8), colony_play.shown(game), io.StringIO("0\n" * 6), io.StringIO(), saving)
    loop.run()
    loaded, _ = saves.SAVES.load(path, load_content())
    assert loaded.history == game.history
    resumed = subprocess.run([sys.executable, "-m", "zombie_table", "play", "--load", str(path), "--jsonl"],
                             input="", capture_output=True, text=True, timeout=120)
    assert resumed.returncode == 0
    decision = next(json.loads(line) for line in resumed.stdout.splitlines() if '"decision"' in line)
    others = [p for p in decision["table"]["players"] if p["id"] != decision["player"]]
    assert all(isinstance(p["hand"], int) and p["secret"] in ("hidden", None) for p in others)


def test_load_and_replay_refuse_garbage_and_verify_a_good_save(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "zombie-table-colony-save", "version": 1}')
    for command in (["play", "--load", str(bad), "--text"], ["replay", str(bad)]):
        done = subprocess.run([sys.executable, "-m", "zombie_table", *command], capture_output=True, text=True, timeout=60)
        assert done.returncode != 0 and "bad.json" in done.stderr and "Traceback" not in done.stderr
    good = saves.SAVES.write(played(30), SEATS, tmp_path / "good.json")
    done = subprocess.run([sys.executable, "-m", "zombie_table", "replay", str(good), "--verify"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0 and "Verified" in done.stdout
