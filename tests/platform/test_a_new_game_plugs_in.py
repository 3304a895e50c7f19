"""A game that is not shipped plugs in as docs/architecture.md's "Add a game" says: the throw-away
`coinrun` package (`tests/fixtures/throwaway_games/`) added to the packages the registry searches,
its entry in a content folder of its own (`--content`), and every command finds it — `missions`,
`show`, `validate`, `simulate`, `play --jsonl`, `replay --verify` — with nothing outside its
package naming it."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.commands import simulate
from zombie_table.content import cache
from zombie_table.content.library import Library
from zombie_table.games import glance, registry

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
CONTENT = FIXTURES / "throwaway_games" / "content"
ENTRY = CONTENT / "coinrun" / "five.yaml"
SHIPPED = list(registry.PACKAGES)


@pytest.fixture(autouse=True)
def coinrun(monkeypatch: pytest.MonkeyPatch):
    """The throw-away game registered for one test, and forgotten after it."""
    monkeypatch.syspath_prepend(str(FIXTURES))
    register(monkeypatch, [*SHIPPED, "throwaway_games"])
    yield
    monkeypatch.undo()
    registry.forget()


def register(monkeypatch: pytest.MonkeyPatch, packages: list[str]) -> None:
    monkeypatch.setattr(registry, "PACKAGES", packages)
    registry.forget()


def run(capsys: pytest.CaptureFixture[str], *argv: str, content: Path = CONTENT) -> tuple[int, str, str]:
    status = main([argv[0], "--content", str(content), *argv[1:]])
    out, err = capsys.readouterr()
    return status, out, err


def test_it_is_registered_beside_the_shipped_games() -> None:
    ids = [g.id for g in registry.games()]
    assert ids[-1] == "coinrun" and {"tilezone", "roadside", "colony"} <= set(ids)


def test_the_content_cache_knows_its_models(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Its models live outside `zombie_table`: they are part of the content cache's key, so a folder
    loaded before the game was there (its entry then of no known kind) is not served after."""
    assert FIXTURES / "throwaway_games" / "coinrun" / "schema.py" in cache.model_sources()
    monkeypatch.setenv(cache.CACHE_ENV, str(tmp_path))
    register(monkeypatch, SHIPPED)
    assert not Library.load([CONTENT], user=False).files[-1].ok
    register(monkeypatch, [*SHIPPED, "throwaway_games"])
    assert Library.load([CONTENT], user=False).files[-1].model.id == "coinrun-five"


def test_missions_lists_its_entry_and_filters_by_its_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "missions", "--game", "coinrun", "--json")
    assert status == 0
    assert json.loads(out) == [{"id": "coinrun-five", "title": "Five flips", "setting": "coinrun", "game": "coinrun",
                                "mode": "standard", "players": [1, 1]}]
    status, out, _ = run(capsys, "missions")
    assert status == 0 and "coinrun-five" in out and "Coin run" in out and "frontier-m0" in out


def test_show_prints_it_as_its_game_does(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(capsys, "show", "coinrun-five")
    assert status == 0 and out.splitlines() == ["Five flips  coinrun-five", "Call five coin flips.",
                                                "Call at least three of the five right."]


def test_validate_accepts_its_content_and_refuses_a_broken_copy_at_its_line(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = run(capsys, "validate", str(CONTENT))
    assert (status, out.strip()) == (0, "1 file OK")
    broken = tmp_path / "coinrun" / "five.yaml"
    broken.parent.mkdir()
    broken.write_text(ENTRY.read_text(encoding="utf-8").replace("flips: 5", "flips: 0"), encoding="utf-8")
    line = ENTRY.read_text(encoding="utf-8").splitlines().index("flips: 5") + 1
    status, out, _ = run(capsys, "validate", str(tmp_path), content=tmp_path)
    assert status == 1 and f"{broken}:{line}:8: flips: " in out and "greater than or equal to 1" in out


def test_simulate_plays_it_alone_and_in_all(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    status, out, _ = run(capsys, "simulate", "coinrun-five", "--games", "20", "--jobs", "1", "--json")
    report = json.loads(out)
    assert status == 0 and report["entry"] == "coinrun-five" and report["games"] == 20 and 0 < report["wins"] < 20
    # `all` plays every tile mission first (not this test's business, and slow), then every game's entries
    monkeypatch.setattr(simulate, "_tile_missions", lambda args, library, missions, report, options=None: report.update(missions=[]) or 0)
    status, out, _ = run(capsys, "simulate", "all", "--games", "1", "--jobs", "1", "--json")
    assert status == 0 and [e["entry"] for e in json.loads(out)["entries"]][-1] == "coinrun-five"


def test_play_jsonl_plays_it_to_the_end_and_replay_verifies_its_save(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO('0\n{"choice": 1}\n0\n1\n0\n'))
    status, out, _ = run(capsys, "play", "coinrun-five", "--jsonl", "--seed", "3", "--save-dir", str(tmp_path))
    lines = [json.loads(line) for line in out.splitlines()]
    assert status == 0
    assert [m["type"] for m in lines] == ["hello"] + ["decision", "events"] * 5 + ["over", "saved"]
    hello, over, saved = lines[0], lines[-2], lines[-1]
    assert (hello["game"], hello["protocol"], hello["setup"]) == ("coinrun", 4, {"entry": "coinrun-five"})
    assert [o["key"] for o in lines[1]["options"]] == ["call:heads", "call:tails"]
    assert over["table"]["flipped"] == 5 and over["result"] in ("won", "lost")
    save = tmp_path / saved["file"]
    status, out, _ = run(capsys, "replay", str(save), "--verify")
    assert status == 0 and "Verified" in out
    assert glance.summary(save).startswith(f"coinrun-five · finished: {over['result']} · seed 3 · ")  # the menu's Continue
    data = json.loads(save.read_text(encoding="utf-8"))
    data["snapshot"]["right"] += 1
    save.write_text(json.dumps(data), encoding="utf-8")
    status, _, err = run(capsys, "replay", str(save), "--verify")
    assert status == 1 and "snapshot at right" in err
