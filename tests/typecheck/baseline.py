"""The package's mypy baseline: the errors it has today, counted per file and error code.

`python tests/typecheck/baseline.py` rewrites `baseline.json` after errors are fixed; tests/typecheck/test_types.py
fails on any error beyond it, and on a baseline that still counts errors since fixed, so it only shrinks.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parents[2]
BASELINE = Path(__file__).with_name("baseline.json")
ERROR = re.compile(r"^(?P<file>[^:]+):\d+: error: .*\[(?P<code>[a-z0-9-]+)\]$")


@cache
def mypy_errors() -> tuple[Counter[str], str]:
    """Each `file [code]` with its error count, and mypy's report."""
    out, err, _status = api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-error-summary",
                                 "--show-error-codes", "--no-pretty", str(ROOT / "zombie_table")])
    if err.strip():
        raise RuntimeError(f"mypy could not run: {err.strip()}")
    counts: Counter[str] = Counter()
    for line in out.splitlines():
        found = ERROR.match(line)
        if found:
            file = Path(found["file"]).resolve().relative_to(ROOT).as_posix()
            counts[f"{file} [{found['code']}]"] += 1
    return counts, out


def main() -> None:
    counts, _ = mypy_errors()
    BASELINE.write_text(json.dumps(dict(sorted(counts.items())), indent=1) + "\n")
    print(f"{sum(counts.values())} errors in {len(counts)} file/code pairs written to {BASELINE.name}")


if __name__ == "__main__":
    main()
