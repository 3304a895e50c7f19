"""Skill families and card traits: declared once beside the rule that reads them, collected by the
setting's ruleset, and held against content by `zombie-table validate` (file:line:col)."""

from __future__ import annotations

import ast
import os
import re
import sys
import types
from pathlib import Path

import pytest

from zombie_table.cli import main
from zombie_table.content.common import Setting
from zombie_table.content.library import Library
from zombie_table.games.tilezone import skills, turn
from zombie_table.games.tilezone.family import FAMILY_MODULES, family_ruleset
from zombie_table.games.tilezone.settings import ruleset_for
from zombie_table.kernel.ruleset import Ruleset, RulesetError, declare

REPO = Path(__file__).resolve().parents[1]
SHIPPED = REPO / "assets" / "frontier"
PACKAGE = REPO / "zombie_table"
AUTHORING = REPO / "docs" / "authoring.md"
UPDATE_DOCS = "ZT_UPDATE_DOCS"

DOCUMENTARY_TRAITS = {"discard_on_use"}
"""Traits printed on cards as a reminder: the rule that uses the card discards it; none reads the trait."""


def run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str]:
    status = main([str(a) for a in argv])
    return status, capsys.readouterr().out


def copy_with(folder: Path, name: str, old: str, new: str) -> tuple[Path, int]:
    """A shipped Frontier file copied into `folder` with `old` (once) replaced; and the 1-based line of the change."""
    text = (SHIPPED / name).read_text(encoding="utf-8")
    assert text.count(old) == 1, old
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path, text[: text.index(old)].count("\n") + 1


FRONTIER_SETTING = Setting.frontier
FRONTIER = ruleset_for(FRONTIER_SETTING.value)
FAMILIES = skills.families(FRONTIER)
TRAITS = skills.traits(FRONTIER)


# ---------------------------------------------------------------- validate
def test_validate_rejects_a_misspelt_family_in_a_skills_file_with_its_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, line = copy_with(tmp_path / "mine", "skills.yaml", "  - id: vade_retro\n", "  - id: vade_retor\n")
    status, out = run(capsys, "validate", tmp_path / "mine")
    assert status == 1
    first, summary = out.splitlines()
    assert first.startswith(f"{path}:{line}:9: skills[10].id: unknown skill family 'vade_retor'; known: vade_retro, ")
    assert "zombie_link" in first  # every known family is listed, the closest first
    assert summary == "1 problem in 1 file (1 checked)"


def test_validate_checks_a_skills_file_param_against_the_family(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, line = copy_with(tmp_path, "skills.yaml", "  - id: fearless\n    name: \"Unflinching: {param}\"\n    param: zombie\n",
                           "  - id: fearless\n    name: \"Unflinching: {param}\"\n    param: action\n")
    status, out = run(capsys, "validate", path)
    assert status == 1
    assert out.splitlines()[0] == (f"{path}:{line + 2}:12: skills[30].param: skill family 'fearless' takes "
                                   "a parameter (zombie), not a parameter (action)")


def test_validate_rejects_unknown_families_in_survivors_and_class_abilities(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    survivors = (SHIPPED / "survivors.yaml").read_text(encoding="utf-8")
    ref = re.search(r"blue: \[(\"?)([a-z0-9_:]+)\1\]", survivors)
    assert ref is not None
    bad_survivors, s_line = copy_with(tmp_path, "survivors.yaml", ref.group(0), "blue: [sharpshootr]")
    bad_setting, c_line = copy_with(tmp_path, "setting.yaml", "abilities: [fanning]", "abilities: [fanning:pistol]")
    status, out = run(capsys, "validate", tmp_path)
    assert status == 1
    lines = out.splitlines()
    assert lines[0] == (f"{bad_setting}:{c_line}:17: classes[2].abilities[0]: skill 'fanning:pistol': "
                        "family 'fanning' takes no parameter")
    assert lines[1].startswith(f"{bad_survivors}:{s_line}:")
    assert ".skills.blue[0]: unknown skill family 'sharpshootr'; known: " in lines[1]
    assert lines[2] == "2 problems in 2 files (2 checked)"


def test_validate_rejects_an_unknown_trait_in_equipment(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, line = copy_with(tmp_path, "equipment.yaml", "traits: [dual, knife]", "traits: [dual, knive]")
    status, out = run(capsys, "validate", path)
    assert status == 1
    col = (SHIPPED / "equipment.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("knife") + 1
    assert out.splitlines()[0].startswith(
        f"{path}:{line}:{col}: cards[10].traits[1]: unknown card trait 'knive'; known: knife, ")


def test_shipped_content_validates(capsys: pytest.CaptureFixture[str]) -> None:
    status, out = run(capsys, "validate")
    assert status == 0, out


# ---------------------------------------------------------------- the registry against content and rules
def test_every_family_and_trait_of_shipped_content_is_registered() -> None:
    data = Library.load(user=False).setting(FRONTIER_SETTING)
    catalogue = {f.id: f.param for f in data.skills.skills}
    assert catalogue == {name: f.param for name, f in FAMILIES.items()}  # the skills file and the rules agree
    used = [ref for s in data.survivors.survivors for level in ("blue", "yellow", "orange", "red") for ref in s.skills.level(level)]
    used += [ref for c in data.rules.classes for ref in c.abilities]
    used += [ref for m in data.rules.machines.values() for ref in m.skills]
    assert {skills.split(ref)[0] for ref in used} <= set(FAMILIES)
    assert {t for card in data.equipment.cards for t in card.traits} <= set(TRAITS)


def _names_read_by_rules() -> set[str]:
    """Every string constant and `Trait.<name>` of the engine and bots, outside the tables declaring families and traits."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "declare" and node.args:
            first = node.args[0]
            if getattr(first, "attr", getattr(first, "id", "")) in ("SKILL_FAMILIES", "CARD_TRAITS"):
                return  # a declaration is no reading (a table of free pools is: it is how the rule reads them)
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            found.add(node.value)
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Trait":
            found.add(node.attr)
        for child in ast.iter_child_nodes(node):
            visit(child)

    for folder in ("games", "bots"):
        for path in (PACKAGE / folder).rglob("*.py"):
            visit(ast.parse(path.read_text(encoding="utf-8")))
    return found


def test_every_registered_family_and_trait_is_read_by_some_rule() -> None:
    read = _names_read_by_rules()
    assert sorted(set(FAMILIES) - read) == []
    assert sorted(set(TRAITS) - DOCUMENTARY_TRAITS - read) == []


def test_the_families_the_turn_and_providers_name_are_declared() -> None:
    assert set(ruleset_for("frontier").kinds[turn.FREE_POOLS]) <= set(FAMILIES)
    assert {f for needs in FRONTIER.needs.values() for f in needs} <= set(FAMILIES)


def test_a_ruleset_whose_provider_needs_an_undeclared_family_is_not_built() -> None:
    rules = _module("needs_typo", "from zombie_table.kernel.ruleset import provides\n"
                                  "@provides(needs=('leep',))\ndef leap_options(game, s):\n    return []\n")
    with pytest.raises(RulesetError, match="need skill families nobody declares: leep"):
        family_ruleset("typo", (*FAMILY_MODULES, rules))


def test_a_setting_declares_its_own_families_in_its_package() -> None:
    frontier = "zombie_table.games.tilezone.settings.frontier."
    own = {name for (catalogue, name), owner in FRONTIER.declared_by.items() if owner.startswith(frontier)}
    assert {"charge", "vade_retro", "fanning", "water_as_holy_water", "fanning_6"} <= own
    assert not any(owner.startswith("zombie_table.games.tilezone.settings") and not owner.startswith(frontier)
                   for owner in FRONTIER.declared_by.values())


# ---------------------------------------------------------------- the kernel's declarations
def _module(name: str, source: str) -> types.ModuleType:
    module = types.ModuleType(name)
    sys.modules[name] = module
    try:
        exec(compile(source, name, "exec"), module.__dict__)
    finally:
        del sys.modules[name]
    return module


def test_declarations_are_taken_only_from_the_declaring_module() -> None:
    first = _module("decl_first", "from zombie_table.kernel.ruleset import declare\nTABLE = declare('things', {'a': 1, 'b': 2})\n")
    second = _module("decl_second", "")
    second.TABLE = first.TABLE  # as `from decl_first import TABLE` would
    ruleset = Ruleset("t", catalogues=("things",)).include(first, second).freeze()
    assert ruleset.kinds["things"] == {"a": 1, "b": 2}
    assert ruleset.declared_by[("things", "a")] == "decl_first"
    assert ruleset.extended("t2").kinds["things"] == {"a": 1, "b": 2}


def test_a_name_declared_twice_or_in_no_catalogue_is_an_error() -> None:
    one = _module("decl_one", "from zombie_table.kernel.ruleset import declare\nT = declare('things', {'a': 1})\n")
    two = _module("decl_two", "from zombie_table.kernel.ruleset import declare\nT = declare('things', {'a': 2})\n")
    with pytest.raises(RulesetError, match="'a' is registered twice .decl_one and decl_two."):
        Ruleset("t", catalogues=("things",)).include(one, two)
    with pytest.raises(RulesetError, match="no catalogue 'things'"):
        Ruleset("t").include(one)
    assert declare("things", {}).owner == __name__


# ---------------------------------------------------------------- the authoring guide's list
BEGIN, END = "<!-- skill-families: generated from the rulesets -->", "<!-- end of skill-families -->"


def reference_markdown() -> str:
    """The authoring guide's list of skill families and card traits, from each setting's ruleset."""
    out = []
    for setting in (s.value for s in Setting):
        try:
            ruleset = ruleset_for(setting)
        except RulesetError:
            continue  # a setting without rules yet
        out += [f"Skill families of the {setting} rules (`param`: what follows the colon, `none`: written bare):", "",
                "| family | param | what it does | implemented in |", "|---|---|---|---|"]
        for name, family in sorted(skills.families(ruleset).items()):
            where = ruleset.declared_by[(skills.SKILL_FAMILIES, name)].removeprefix("zombie_table.games.")
            out.append(f"| `{name}` | {family.param.value} | {family.text} | `{where}` |")
        out += ["", f"Card traits of the {setting} rules:", "", "| trait | what it does | implemented in |", "|---|---|---|"]
        for name, text in sorted(skills.traits(ruleset).items()):
            where = ruleset.declared_by[(skills.CARD_TRAITS, name)].removeprefix("zombie_table.games.")
            out.append(f"| `{name}` | {text} | `{where}` |")
    return "\n".join(out)


def test_the_authoring_guide_lists_the_registered_families_and_traits() -> None:
    text = AUTHORING.read_text(encoding="utf-8")
    assert BEGIN in text and END in text
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    wanted = f"{head}{BEGIN}\n{reference_markdown()}\n{END}{tail}"
    if os.environ.get(UPDATE_DOCS) and text != wanted:
        AUTHORING.write_text(wanted, encoding="utf-8")
        return
    assert text == wanted, f"the list is out of date: run `{UPDATE_DOCS}=1 pytest {Path(__file__).name}`"
