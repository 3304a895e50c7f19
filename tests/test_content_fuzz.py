"""The content fuzzer's short run: seeded mutants of the shipped YAML (deleted keys, wrong types,
duplicate lines, truncation, bad ids, huge numbers, anchors and alias bombs, tags, binary junk)
go through loading, `missions`, `validate`, `show` and, when the cross-checks accept them, a
random-bot game. None may end in a traceback, a hang or running out of memory: each mutant is
judged in a forked worker under RLIMIT_AS with a per-mutant time limit.

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

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the fuzz worker forks and limits its address space")

MUTANTS = 80
SEED = 2026


def test_mutants_are_the_same_for_a_seed() -> None:
    assert [fuzz.mutant(SEED, n).data for n in range(5)] == [fuzz.mutant(SEED, n).data for n in range(5)]


def test_no_mutant_ends_in_a_traceback_a_hang_or_out_of_memory() -> None:
    report = fuzz.fuzz(MUTANTS, SEED, seconds=15)
    assert report.mutants == MUTANTS
    assert report.failures == [], report.failures
    assert set(report.outcomes) <= set(fuzz.OK_OUTCOMES), report.outcomes
    assert report.outcomes["refused by the loader"] < MUTANTS  # some mutants get as far as a game
    assert report.peak_rss < 1024 * 1024 * 1024


def test_the_worker_reports_a_traceback_and_a_bomb_is_cheap(tmp_path: Path) -> None:
    """The harness itself: a worker's failures are seen (so a clean run means something)."""
    source = fuzz.REPO / "missions" / "frontier" / "frontier-m0.yaml"
    bomb = fuzz.Mutant(0, source, source.read_bytes() + fuzz._laughs(10).encode(), "billion laughs, 10 levels")
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
