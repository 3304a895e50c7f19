"""Timing and reporting shared by every benchmark: medians, targets, ratios, JSON results."""

from __future__ import annotations

import json
import platform
import statistics
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

RESULTS = Path(__file__).resolve().parent / "results"


@dataclass
class Figure:
    """One measured figure: the median of `runs` timings against its target."""

    name: str
    seconds: float
    target: float
    runs: int
    detail: str = ""
    samples: list[float] = field(default_factory=list)

    @property
    def ratio(self) -> float:
        return self.seconds / self.target

    def line(self) -> str:
        return (
            f"{self.name:<22} {_fmt(self.seconds):>9}  target {_fmt(self.target):>9}  ratio {self.ratio:5.2f}"
            + ("  OVER TARGET" if self.ratio > 1 else "")
        )


def _fmt(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms" if seconds < 0.1 else f"{seconds:.2f} s"


def measure(name: str, fn: Callable[[], object], *, target: float, runs: int, warmup: int = 1, detail: str = "") -> Figure:
    """Median wall time of `fn` over `runs` calls, after `warmup` untimed calls."""
    for _ in range(warmup):
        fn()
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - start)
    return Figure(name, statistics.median(samples), target, runs, detail, samples)


def report(bench: str, figures: list[Figure], notes: list[str] | None = None) -> dict:
    """Print the figures and write benchmarks/results/<bench>.json; returns what was written."""
    print(f"== {bench}")
    for note in notes or []:
        print(f"   {note}")
    for fig in figures:
        print(f"   {fig.line()}")
    data = {
        "benchmark": bench,
        "when": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "notes": notes or [],
        "figures": [asdict(f) | {"ratio": f.ratio, "over_target": f.ratio > 1} for f in figures],
    }
    RESULTS.mkdir(exist_ok=True)
    out = RESULTS / f"{bench}.json"
    tmp = out.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    tmp.replace(out)
    print(f"   -> {out.relative_to(RESULTS.parent.parent)}")
    return data
