"""The content fuzzer's short run, for every registered game (`games/registry.py`: a new game is
fuzzed without being listed here): seeded mutants of the game's shipped YAML (deleted keys, wrong
types, duplicate lines, truncation, bad ids, huge numbers, anchors and alias bombs, tags, binary
junk) go through the game's judge — loading, `missions`, `validate`, `show` and, when the
cross-checks accept them, a random-bot game. None may end in a traceback, a hang or running out of
memory: each mutant is judged in a forked worker under RLIMIT_AS with a per-mutant time limit.

The long run is `python -m benchmarks.fuzz` (docs/soak.md has its figures).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks import fuzz  # noqa: E402
from zombie_table.games import registry  # noqa: E402

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the fuzz worker forks and limits its address space")

MUTANTS = 40
SEED = 2026
GAMES = [g.id for g in registry.games()]


def test_every_shipped_content_file_is_some_game_s_source() -> None:
    """A shipped file no game claims (its kind registered by none) would never be fuzzed."""
    from zombie_table.content.library import content_files, shipped_root

    shipped = {p for folder in ("missions", "assets") for p in content_files(shipped_root() / folder)}
    claimed = [p for game in GAMES for p in fuzz.sources(game)]
    assert len(claimed) == len(set(claimed)), "a file is two games' source"
    assert set(claimed) == shipped
    assert all(fuzz.sources(game) for game in GAMES)


def test_mutants_are_the_same_for_a_seed() -> None:
    for game in GAMES:
        assert [fuzz.mutant(game, SEED, n).data for n in range(5)] == [fuzz.mutant(game, SEED, n).data for n in range(5)]


@pytest.mark.parametrize("game", GAMES)
def test_no_mutant_ends_in_a_traceback_a_hang_or_out_of_memory(game: str) -> None:
    report = fuzz.fuzz(game, MUTANTS, SEED, seconds=15)
    assert report.mutants == MUTANTS
    assert report.failures == [], report.failures
    assert set(report.outcomes) <= set(fuzz.OK_OUTCOMES), report.outcomes
    assert report.outcomes["refused by the loader"] < MUTANTS  # some mutants get as far as a game
    assert report.peak_rss < 1024 * 1024 * 1024


@pytest.mark.parametrize("game", GAMES)
def test_a_game_s_unmutated_file_is_played(game: str, tmp_path: Path) -> None:
    """The judge does reach a game: a shipped file as it is ends `valid, played`."""
    from zombie_table.content.library import Library

    source = fuzz.sources(game)[0]
    path = tmp_path / source.name
    path.write_bytes(source.read_bytes())
    outcome, detail = registry.game(game).judged(path, Library.load(user=False), SEED)
    assert outcome == "valid, played", (source, outcome, detail)


def test_the_worker_reports_a_traceback_and_a_bomb_is_cheap(tmp_path: Path) -> None:
    """The harness itself: a worker's failures are seen (so a clean run means something)."""
    source = fuzz.REPO / "missions" / "frontier" / "frontier-m0.yaml"
    bomb = fuzz.Mutant("tilezone", 0, source, source.read_bytes() + fuzz._laughs(10).encode(), "billion laughs, 10 levels")
    runner = fuzz.Runner(str(tmp_path), seconds=15)
    try:
        outcome, detail, _, peak = runner.judge(0, bomb)
        assert outcome == "refused by the loader" and "refused" in detail
        assert peak < 1024 * 1024 * 1024  # cheap in memory: the aliases were never expanded (time is noisy here)
        original = fuzz.judge
        fuzz.judge = lambda *_: 1 / 0  # the forked worker inherits the broken judge
        try:
            runner.close()
            outcome, detail, _, _ = runner.judge(0, bomb)
        finally:
            fuzz.judge = original
        assert outcome == "traceback" and "ZeroDivisionError" in detail
    finally:
        runner.close()
