"""Run every benchmarks/bench_*.py module's main() and print a summary of the ratios.

    python -m benchmarks.run                 from the repository root
    python -m benchmarks.run content         only bench_content.py
    python -m benchmarks.run --strict        exit 1 when any figure is over its target

Results are written to benchmarks/results/<name>.json (git-ignored). Tests never assert times.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(HERE.parent))


def discover() -> list[str]:
    return sorted(p.stem.removeprefix("bench_") for p in HERE.glob("bench_*.py"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.run", description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="benchmarks to run (default: all), e.g. 'content'")
    parser.add_argument("--strict", action="store_true", help="exit 1 when any figure is over its target")
    args = parser.parse_args(argv)
    available = discover()
    unknown = [n for n in args.names if n not in available]
    if unknown:
        parser.error(f"unknown benchmark(s) {', '.join(unknown)}; available: {', '.join(available)}")
    over: list[str] = []
    for name in args.names or available:
        module = importlib.import_module(f"benchmarks.bench_{name}")
        result = module.main()
        over += [f"{name}: {f['name']} (ratio {f['ratio']:.2f})" for f in result["figures"] if f["over_target"]]
        print()
    if over:
        print("over target: " + "; ".join(over))
    else:
        print("every figure is within its target")
    return 1 if over and args.strict else 0


if __name__ == "__main__":
    sys.exit(main())
