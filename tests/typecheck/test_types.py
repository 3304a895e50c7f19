"""mypy over the whole package: strict for kernel/, and no error beyond the shrinking baseline elsewhere."""

from __future__ import annotations

import json
from collections import Counter

from tests.typecheck.baseline import BASELINE, mypy_errors


def test_the_kernel_is_strictly_typed() -> None:
    """kernel/ is checked with mypy's strict flags (pyproject.toml) and has no error at all, baseline or not."""
    counts, report = mypy_errors()
    kernel = sorted(key for key in counts if key.startswith("zombie_table/kernel/"))
    assert not kernel, "kernel/ must be strictly typed: " + ", ".join(kernel) + "\n" + report


def test_no_type_error_beyond_the_baseline() -> None:
    counts, report = mypy_errors()
    allowed = Counter(json.loads(BASELINE.read_text()))
    new = counts - allowed
    assert not new, "new mypy errors (fix them):\n" + "\n".join(
        line for line in report.splitlines() if any(key.split(" [")[0] in line for key in new))
    fixed = allowed - counts
    assert not fixed, (f"{sum(fixed.values())} baseline errors are fixed: shrink the baseline with "
                       f"`python tests/typecheck/baseline.py` ({', '.join(sorted(fixed))})")

