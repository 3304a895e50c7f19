"""The bot protocol of `play --jsonl` (docs/api.md) in tile-and-zone games: the committed schemas are
the models' own, and every line of whole games (a greedy bot's choices fed in, with undo, a save and
garbage between) is valid against them; the events carry their typed fields and the decisions the
table. (tests/test_protocol_every_game.py plays every registered game through the same protocol.)"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from zombie_table.bots.runner import default_team, make_bot
from zombie_table.commands.play import JsonLoop
from zombie_table.content.library import Library
from zombie_table.games import protocol
from zombie_table.games.tilezone import protocol as tile_protocol
from zombie_table.games.tilezone.setup import new_game

jsonschema = pytest.importorskip("jsonschema", reason="the `test` extra installs jsonschema")

REPO = Path(__file__).resolve().parents[1]
SCHEMAS = REPO / "docs" / "api" / "schema"
LIBRARY = Library.load(user=False)


def greedy_choices(mission: str, seed: int) -> list[int]:
    """The indices the greedy bot picks in a whole game of `mission` (the line loop replays them)."""
    game = new_game(LIBRARY, mission, default_team(LIBRARY, mission), seed)
    game.undo_enabled = False
    bot, picks = make_bot("greedy", seed), []
    while not game.over:
        action = bot.choose(game)
        picks.append(game.legal_actions().index(action))
        game.apply(action)
    return picks


def session(mission: str, seed: int, lines: list[str], tmp_path: Path) -> list[dict]:
    game = new_game(LIBRARY, mission, default_team(LIBRARY, mission), seed)
    out = io.StringIO()
    assert JsonLoop(game, io.StringIO("\n".join(lines) + "\n"), out, tmp_path).run() == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def validator(name: str) -> jsonschema.protocols.Validator:
    schema = json.loads((SCHEMAS / name).read_text(encoding="utf-8"))
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


def test_committed_schemas_match_the_models() -> None:
    committed = {p.name: p.read_text(encoding="utf-8") for p in SCHEMAS.glob("*.json")}
    assert committed == protocol.schema_documents(), "run `zombie-table schema --api` and commit docs/api/schema/"


@pytest.mark.parametrize("mission, seed", [("frontier-m1", 1), ("frontier-m8", 1)])  # a moving train; bounties, face-down objectives
def test_every_line_of_a_whole_game_is_valid_against_the_schemas(mission: str, seed: int, tmp_path: Path) -> None:
    picks = [str(i) for i in greedy_choices(mission, seed)]
    lines = session(mission, seed, [picks[0], '"undo"', "nonsense", '{"command": "save"}', *picks], tmp_path)
    any_line = validator("line.json")
    by_type = {m.model_fields["type"].default: validator(f"{m.model_fields['type'].default}.json") for m in protocol.MESSAGES}
    first_of_type = {m["type"]: m for m in reversed(lines)}
    for message in first_of_type.values():  # the union of every message (slow to check: it tries each)
        assert not [e.message for e in any_line.iter_errors(message)], message["type"]
    for number, message in enumerate(lines, 1):
        problems = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in by_type[message["type"]].iter_errors(message)]
        assert not problems, f"line {number} ({message['type']}): {problems[:3]}"
    table, data = validator("table-tilezone.json"), validator("event-data-tilezone.json")
    own = validator(f"setting-{lines[0]['setup']['setting']}.json")
    for message in lines:
        if message["type"] in ("decision", "over"):
            assert not [e.message for e in table.iter_errors(message["table"])][:3]
            assert not [e.message for e in own.iter_errors(message["table"]["setting"])]
        for e in message.get("events", []) if message["type"] == "events" else []:
            assert not [x.message for x in data.iter_errors(e["data"])]
    types = [m["type"] for m in lines]
    assert types[:2] == ["hello", "decision"] and types[-2:] == ["over", "saved"]
    assert {"undo", "error", "saved", "events"} <= set(types)
    assert lines[-1]["why"] == "final" and lines[-2]["winners"] == (lines[0]["players"] if lines[-2]["result"] == "victory" else [])
    assert lines[0]["protocol"] == protocol.PROTOCOL


@pytest.fixture(scope="module")
def m1_lines(tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    """A whole game of frontier-m1 (its train runs) as the greedy bot plays it, line by line."""
    return session("frontier-m1", 1, [str(i) for i in greedy_choices("frontier-m1", 1)], tmp_path_factory.mktemp("m1"))


def test_events_carry_their_fields_and_every_field_is_declared(m1_lines: list[dict]) -> None:
    lines = m1_lines
    events = [e for m in lines if m["type"] == "events" for e in m["events"]]
    declared = set(tile_protocol.EventData.model_fields)
    assert {key for e in events for key in e["data"]} <= declared, "a field the rules use is missing from EventData"
    moves = [e for e in events if e["kind"] == "moved" and e["rule"] == "move"]
    assert moves and all({"survivor", "src", "dst"} <= set(e["data"]) for e in moves)
    spawned = [e for e in events if e["kind"] == "spawned"]
    assert spawned and all(isinstance(e["data"]["count"], int) and e["data"]["type"] for e in spawned)


def test_a_decision_shows_the_table_as_the_events_left_it(m1_lines: list[dict]) -> None:
    lines = m1_lines
    for before, events, after in zip(lines, lines[1:], lines[2:]):
        if before["type"] != "decision" or events["type"] != "events" or after["type"] != "decision":
            continue
        for e in events["events"]:
            if e["kind"] == "moved" and e["rule"] == "move":  # the survivor stands where it went, unless moved again
                last = [x for x in events["events"] if x["data"].get("survivor") == e["data"]["survivor"] and "dst" in x["data"]][-1]
                zone = next(z for z in after["table"]["zones"] if z["id"] == last["data"]["dst"])
                assert e["data"]["survivor"] in zone["survivors"] or after["table"]["round"] != before["table"]["round"]
        table = after["table"]
        assert table["zombies_on_board"] == sum(sum(z["zombies"].values()) for z in table["zones"])
        mine = {s["id"]: s for s in table["survivors"]}
        for zone in table["zones"]:
            assert all(mine[s]["zone"] == zone["id"] for s in zone["survivors"])


def test_docs_name_every_field_and_event_kind() -> None:
    """docs/api.md is the protocol's reference: a field or kind added to the models is described there."""
    from zombie_table.games.tilezone import observed
    from zombie_table.games.tilezone.events import Ev
    from zombie_table.games.tilezone.view.summary import SurvivorSummary

    text = (REPO / "docs" / "api.md").read_text(encoding="utf-8")
    models = [*protocol.MESSAGES, protocol.Option, protocol.EventView, protocol.Tip, tile_protocol.EventData, observed.Table, observed.ZoneView, observed.SurvivorView,
              observed.CardView, observed.InventoryView, observed.SpawnView, observed.ObjectiveView, observed.GoalView,
              observed.Decks, SurvivorSummary]
    names = {name for model in models for name in model.model_fields} | {kind.value for kind in Ev}
    assert not sorted(name for name in names if f"`{name}`" not in text)
    assert f"**{protocol.PROTOCOL}**" in text


@pytest.mark.parametrize("mission", sorted(LIBRARY.missions))
def test_every_missions_events_and_tables_fit_the_models(mission: str) -> None:
    """What each mission's own rules announce (wagons, cargo, coal, bounties…) fits the typed models:
    a value of another type would stop `--jsonl` mid-game."""
    game = new_game(LIBRARY, mission, default_team(LIBRARY, mission), 2)
    game.undo_enabled = False
    bot, decisions = make_bot("greedy", 2), 0
    while not game.over:
        if decisions % 10 == 0:
            protocol.line(protocol.decision(tile_protocol, game))
        protocol.line(protocol.events(tile_protocol, game.apply(bot.choose(game))))
        decisions += 1
    assert json.loads(protocol.line(protocol.over(tile_protocol, game)))["result"] in ("victory", "defeat")
