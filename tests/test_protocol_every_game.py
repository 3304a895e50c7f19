"""One bot protocol for every registered game (issue 32, point 5): `play ID --jsonl` writes the same
messages whatever the game — a `hello`, `decision`s with the table and typed options, `events`, an
object for every command's reply (`undo`, `help`, `hint`, `saved`) and `saved` as the answer to
`quit` — each valid against the committed schemas; and a decision's table is its seat's observer
view and nothing more: were everything that seat cannot see dealt anew, the line would be the same.
`--text` keeps the sentences a person reads. Run for each game the registries know (tests/hostilekit.py)."""

from __future__ import annotations

import importlib
import io
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from hostilekit import GAMES, games
from zombie_table.cli import main
from zombie_table.commands import lineplay
from zombie_table.content.library import CONTENT_ENV, Library
from zombie_table.games import protocol, registry
from zombie_table.games.tilezone import saves

jsonschema = pytest.importorskip("jsonschema", reason="the `test` extra installs jsonschema")

SCHEMAS = Path(__file__).resolve().parents[1] / "docs" / "api" / "schema"
LIBRARY = Library.load(user=False)
COMMANDS = 'undo\nhelp\n"help"\n{"command": "undo"}\nsave\n0\nundo\nquit\n'


@pytest.fixture(autouse=True)
def folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(CONTENT_ENV, str(tmp_path / "no-content"))
    monkeypatch.setenv(saves.SAVES_ENV, str(tmp_path / "saves"))


def play(entry: str, mode: str, lines: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
         seats: str = "Ann") -> str:
    """`play ENTRY MODE` with `lines` on stdin; a game with seats gets `seats` (people all)."""
    capsys.readouterr()
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    seated = registry.entry_of(LIBRARY, entry) is not None
    assert main(["play", entry, mode, "--seed", "3", *(["--players", seats] if seated else [])]) == 0
    return capsys.readouterr().out


def hotseat(game: str) -> str:
    """The game's first entry that two people may play with something hidden from them: a tile
    mission with face-down objectives where the setting has them (any mission where not)."""
    ids = games()[game]
    secret = [i for i in ids if i in LIBRARY.missions and any(o.hidden for o in LIBRARY.missions[i].objectives)]
    for entry in secret or ids:
        found = registry.entry_of(LIBRARY, entry)
        if found is None or found[2].players[1] >= 2:
            return entry
    raise LookupError(game)


def validators() -> dict[str, Any]:
    out = {}
    for path in SCHEMAS.glob("*.json"):
        schema = json.loads(path.read_text(encoding="utf-8"))
        out[path.stem] = jsonschema.validators.validator_for(schema)(schema)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_game_speaks_the_one_protocol(game: str, capsys: pytest.CaptureFixture[str],
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    messages = [json.loads(line) for line in play(GAMES[game], "--jsonl", COMMANDS, capsys, monkeypatch).splitlines()]
    checks = validators()
    for number, message in enumerate(messages, 1):
        problems = [e.message for e in checks[message["type"]].iter_errors(message)]
        assert not problems, f"line {number} ({message['type']}): {problems[:3]}"
    hello = messages[0]
    assert hello["type"] == "hello" and hello["protocol"] == protocol.PROTOCOL
    assert hello["game"] in {g.id for g in registry.games()} and hello["commands"] == list(protocol.COMMANDS)
    replies = [m for m in messages if m["type"] not in ("hello", "decision", "events")]
    assert [m["type"] for m in replies] == ["undo", "help", "help", "undo", "saved", "undo", "saved"]
    assert replies[0] == {"type": "undo", "ok": False, "message": "Nothing to undo: no decision has been taken yet."}
    assert replies[1]["commands"] == list(protocol.COMMANDS) and "number of a choice" in replies[1]["message"]
    assert replies[4]["why"] == "save" and replies[6] == {**replies[4], "why": "quit"}, "quit saves, as `save` does"
    table = checks[f"table-{hello['game']}"]
    for message in messages:
        if message["type"] in ("decision", "over"):
            assert not [e.message for e in table.iter_errors(message["table"])][:3], "the table fits its game's schema"
    decision = next(m for m in messages if m["type"] == "decision")
    assert {"player", "kind", "prompt", "table", "options"} <= set(decision)
    assert all({"index", "key", "kind", "args", "label", "confirm"} <= set(o) for o in decision["options"])
    if game == "roadside":
        assert hello["setup"]["solo_turns"] == 10, "Roadside's solo race tells its clock"


@pytest.mark.parametrize("game", GAMES)
def test_text_mode_keeps_its_sentences(game: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    text = play(GAMES[game], "--text", "undo\nhelp\nquit\n", capsys, monkeypatch)
    assert "Nothing to undo: no decision has been taken yet." in text and lineplay.HELP_TEXT in text
    assert "Quitting: game saved to " in text


@pytest.mark.parametrize("game", GAMES)
def test_a_decision_shows_only_what_its_seat_may_see(game: str, capsys: pytest.CaptureFixture[str],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Each decision line is compared with the one a look-alike game gives (`games/<id>/hidden.py`:
    everything the deciding seat cannot see dealt anew); a table that showed a hidden card, token or
    deck order would differ."""
    compared = []
    shown = lineplay.JsonLoop.show_decision

    def checked(loop: lineplay.JsonLoop) -> None:
        module = importlib.import_module(f"zombie_table.games.{loop.shown.game}.hidden")
        seat = loop.game.decision.player
        other = module.lookalike(loop.game, seat, len(compared) + 1)
        assert protocol.decision(loop.face, other) == protocol.decision(loop.face, loop.game), \
            f"decision {len(compared)}: the table shows what {seat} cannot see"
        compared.append(seat)
        shown(loop)

    monkeypatch.setattr(lineplay.JsonLoop, "show_decision", checked)
    play(hotseat(game), "--jsonl", "0\n" * 40, capsys, monkeypatch, seats="Ann,Ben")
    assert len(compared) > 20


@pytest.mark.parametrize("game", GAMES)
def test_a_hint_request_is_answered_in_every_game(game: str, capsys: pytest.CaptureFixture[str],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """`{"type": "hint"}` asks the coach: a `hint` line of the decision's own options, best first, and
    the decision is not written again."""
    messages = [json.loads(line) for line in play(GAMES[game], "--jsonl", '{"type": "hint"}\n"quit"\n', capsys,
                                                  monkeypatch).splitlines()]
    assert [m["type"] for m in messages] == ["hello", "decision", "hint", "saved"]
    keys = {o["key"]: o["index"] for o in messages[1]["options"]}
    tips = messages[2]["options"]
    assert tips and all(keys[t["key"]] == t["index"] for t in tips)
    assert [t["chance"] for t in tips] == sorted((t["chance"] for t in tips), reverse=True)
