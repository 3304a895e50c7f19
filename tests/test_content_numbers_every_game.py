"""Absurd numbers in every game's content (issue 34, point 3): a count, amount or coordinate of
10^9 or 2^63, or a negative one where the field is no change, is refused by the one bound every
content model carries (`content.common.Strict`, MAX_NUMBER in content/limits.py), with the file,
line and the bound — for each content folder shipped, so a new game's content is covered unasked."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from zombie_table.content.limits import MAX_NUMBER
from zombie_table.content.loader import ContentLoadError, load_text

ASSETS = Path(__file__).resolve().parents[1] / "assets"
FILES = sorted(p for p in ASSETS.rglob("*.yaml"))
NUMBER = re.compile(r"(?:^[ \t]*(?:-[ \t]+)?|[{,][ \t]*)([a-z_]+: )(\d+)(?=[,}\s]|$)", re.M)  # a key's number, not prose


def _mutants(text: str, seed: int) -> list[tuple[int, str]]:
    """A few of the file's numbers, each swapped for an absurd one: (line, text)."""
    spots = list(NUMBER.finditer(text))
    rng = random.Random(seed)
    out = []
    for spot in rng.sample(spots, min(3, len(spots))):
        absurd = rng.choice([10**9, 2**63, 10**46, MAX_NUMBER + 1])
        out.append((text.count("\n", 0, spot.start(2)) + 1, text[:spot.start(2)] + str(absurd) + text[spot.end(2):]))
    return out


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ASSETS)) for p in FILES])
def test_an_absurd_number_is_refused_with_its_line_and_the_bound(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    for line, mutant in _mutants(text, len(FILES)):
        with pytest.raises(ContentLoadError) as caught:
            load_text(mutant, path.name)
        message = str(caught.value)
        assert f"{path.name}:{line}:" in message, message
        assert re.search(rf"\.\.{MAX_NUMBER}|less than or equal to \d+|at most \d+", message), "the bound is named"


@pytest.mark.parametrize("text, bad", [
    ("assets/roadside/map.yaml", (r"\bx: \d+", "x: -7")),
    ("assets/roadside/survivors.yaml", (r"\bmoves: \d+", "moves: -2")),
])
def test_a_negative_count_or_coordinate_is_refused(text: str, bad: tuple[str, str]) -> None:
    source = (ASSETS.parent / text).read_text(encoding="utf-8")
    pattern, swap = bad
    if not re.search(pattern, source):
        pytest.skip(f"no {pattern} in {text}")
    with pytest.raises(ContentLoadError, match=r"outside the bounds 0\.\.") as caught:
        load_text(re.sub(pattern, swap, source, count=1), Path(text).name)
    assert re.search(r":\d+:", str(caught.value))


def test_a_condition_that_always_holds_is_refused() -> None:
    """A secret objective won by `at_least 0` of anything is won by everyone, always."""
    source = (ASSETS / "colony" / "objectives.yaml").read_text(encoding="utf-8")
    mutant, n = re.subn(r"(compare: at_least, value: )\d+|(value: )\d+", lambda m: (m.group(1) or m.group(2)) + "0", source, count=1)
    assert n
    with pytest.raises(ContentLoadError, match="always holds"):
        load_text(mutant.replace("compare: at_most", "compare: at_least", 0), "objectives.yaml")
