"""Cards, survivor classes, survivors, card traits and zombie types named by any rule kind are
checked by `validate` against the setting's files (issue 34, point 2), as zones are: each such field
is typed with a `Ref` mark (`content/missions.py`) and one check walks the whole mission for them,
so a rule kind added later is checked without being listed anywhere."""

from __future__ import annotations

import typing
from pathlib import Path

import pytest
from pydantic import BaseModel

from zombie_table.cli import main
from zombie_table.content import missions
from zombie_table.content.common import Ref

REPO = Path(__file__).resolve().parents[1]

# (mission, its text, the same with one name broken, the message's words)
CASES = {
    "xeno sample type": ("outpost-m10", "types: [worker, hunter, tank, abomination], kept: [worker, hunter, tank]",
                         "types: [worker, huntr, tank, abomination], kept: [worker, huntr, tank]", "unknown zombie type 'huntr'"),
    "prototype": ("outpost-m0", "prototype: proto_rail_repeater", "prototype: proto_rail_repeatr", "unknown card 'proto_rail_repeatr'"),
    "prototype's cards": ("outpost-m0", "cards: [energy_cell]", "cards: [energy_cel]", "unknown card 'energy_cel'"),
    "reward's companion": ("frontier-m5", "companion_class: townsfolk", "companion_class: townfolk", "unknown survivor class 'townfolk'"),
    "carried trait": ("winter-m1", "trait: dragon_bile, count: 4", "trait: dragon_bil, count: 4", "unknown card trait 'dragon_bil'"),
    "held spawns' class": ("frontier-m6", "hold_abomination_spawns, class: gunslinger", "hold_abomination_spawns, class: gunslingr",
                           "unknown survivor class 'gunslingr'"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_rule_naming_what_the_setting_lacks_is_refused_at_its_line(case: str, tmp_path: Path,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    mission, good, bad, words = CASES[case]
    setting = mission.split("-")[0]
    text = (REPO / "missions" / setting / f"{mission}.yaml").read_text(encoding="utf-8")
    assert text.count(good) == 1
    own = f"{setting}-m9{len(case)}"
    text = text.replace(good, bad).replace(f"id: {mission}\n", f"id: {own}\n", 1)
    folder = tmp_path / "content" / "missions"
    folder.mkdir(parents=True)
    (folder / f"{own}.yaml").write_text(text, encoding="utf-8")
    line = next(i for i, row in enumerate(text.splitlines(), 1) if bad in row)
    status = main(["validate", "--content", str(tmp_path / "content")])
    out = capsys.readouterr()
    said = out.out + out.err
    assert status != 0 and f"{own}.yaml:{line}:" in said and words in said, said


NAMES = {"card", "cards", "prototype", "survivor", "survivor_class", "companion_class", "type", "types", "kept",
         "trait", "forbidden_classes", "equipment"}
NOT_IDS = {("RecruitCost", "cards")}  # names of card effects (plenty_of_ammo), not card ids


def _models() -> list[type[BaseModel]]:
    return [m for m in vars(missions).values() if isinstance(m, type) and issubclass(m, BaseModel) and m.__module__ == missions.__name__]


def _marked(annotation: object) -> bool:
    return any(isinstance(m, Ref) for m in getattr(annotation, "__metadata__", ())) or \
        any(_marked(a) for a in typing.get_args(annotation))


def test_every_field_naming_a_setting_id_carries_a_reference_mark() -> None:
    """A new rule kind's `card:` or `type:` field typed as a plain string would go unchecked: type it
    `CardRef`, `ZombieTypeRef`… (or list it in NOT_IDS with the reason)."""
    unmarked = [f"{m.__name__}.{name}" for m in _models() for name, field in m.model_fields.items()
                if name in NAMES and (m.__name__, name) not in NOT_IDS and field.annotation is not None
                and str in _leaves(field.annotation) and not any(isinstance(x, Ref) for x in field.metadata)
                and not _marked(field.annotation)]
    assert not unmarked


def _leaves(annotation: object) -> set[object]:
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) is typing.Annotated:
        return _leaves(args[0])
    return set().union(*(_leaves(a) for a in args)) if args else {annotation}
