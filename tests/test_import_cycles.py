"""No import cycles inside the kernel or the tile-and-zone family's core, and the kernel knows no game.

Modules are read with `ast`, never imported. A module's top-level imports are the edges of the
import graph (imports inside functions and under `if TYPE_CHECKING:` run later or never, so they
cannot make an import cycle). That graph must have no cycle. An import inside a function is
allowed only with a comment on its line or the line above saying why; and even counting those
call-time imports, no cycle beyond the known ones listed below may appear. Settings
(`games/tilezone/settings/`) sit above the core and are left out.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "zombie_table"
CHECKED = (PACKAGE / "kernel", PACKAGE / "games" / "tilezone")
LEFT_OUT = (PACKAGE / "games" / "tilezone" / "settings",)

KNOWN_CALL_TIME_CYCLES: set[frozenset[str]] = set()
"""Cycles that exist only through call-time imports (each commented where it is made). Empty:
remove a cycle's import and its entry here; never add one without a comment at the import."""


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    found = {}
    for folder in CHECKED:
        for path in sorted(folder.rglob("*.py")):
            if not any(path.is_relative_to(out) for out in LEFT_OUT):
                found[module_name(path)] = path
    return found


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imports(path: Path) -> list[tuple[str, int, str]]:
    """(imported module or `module.name`, line, where) for every import: where is "top",
    "call" (inside a function or class body) or "typing" (under `if TYPE_CHECKING:`)."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: list[tuple[str, int, str]] = []

    def visit(body: list[ast.stmt], where: str) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Lambda)):
                visit(node.body, "call" if where == "top" else where)
            elif isinstance(node, ast.If):
                visit(node.body, "typing" if _type_checking(node) else where)
                visit(node.orelse, where)
            elif isinstance(node, ast.Import):
                out.extend((alias.name, node.lineno, where) for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join([*anchor, *([base] if base else [])])
                out.extend((f"{base}.{alias.name}", node.lineno, where) for alias in node.names)
            else:
                for field in ("body", "orelse", "finalbody", "handlers"):
                    inner = getattr(node, field, None)
                    if isinstance(inner, list):
                        visit([n for n in inner if isinstance(n, ast.stmt)] +
                              [s for h in inner if isinstance(h, ast.ExceptHandler) for s in h.body], where)

    visit(ast.parse(path.read_text(encoding="utf-8")).body, "top")
    return out


def resolve(target: str, known: dict[str, Path]) -> str | None:
    """The checked module an import reads (`pkg.module.name` -> `pkg.module`), if any."""
    while target and target not in known:
        target = target.rpartition(".")[0]
    return target or None


def graph(kinds: tuple[str, ...]) -> dict[str, set[str]]:
    known = modules()
    edges: dict[str, set[str]] = {name: set() for name in known}
    for name, path in known.items():
        for target, _, where in imports(path):
            module = resolve(target, known)
            if where in kinds and module and module != name:
                edges[name].add(module)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each as one cycle path."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            connect(v)
    return found


def describe(component: list[str], edges: dict[str, set[str]]) -> str:
    """One cycle through the component, spelled out: a -> b -> … -> a."""
    members = set(component)
    start = component[0]
    path, seen = [start], {start}
    while True:
        nxt = sorted(w for w in edges[path[-1]] if w in members)
        back = [w for w in nxt if w == start]
        if back and len(path) > 1:
            return " -> ".join([*path, start])
        fresh = [w for w in nxt if w not in seen]
        if not fresh:
            return " -> ".join([*path, *(nxt[:1])])
        path.append(fresh[0])
        seen.add(fresh[0])


def test_the_checked_packages_are_found() -> None:
    names = modules()
    assert "zombie_table.kernel.engine" in names and "zombie_table.games.tilezone.game" in names
    assert not any(".settings" in n for n in names)


def test_no_import_cycle_in_the_kernel_or_the_family_core() -> None:
    edges = graph(("top",))
    found = cycles(edges)
    assert not found, "import cycles (top-level imports):\n" + "\n".join(describe(c, edges) for c in found)


def test_no_new_cycle_through_call_time_imports() -> None:
    edges = graph(("top", "call"))
    found = {frozenset(c) for c in cycles(edges)}
    new = [sorted(c) for c in found - KNOWN_CALL_TIME_CYCLES]
    assert not new, "new import cycles through call-time imports:\n" + "\n".join(describe(c, edges) for c in new)
    gone = [sorted(c) for c in KNOWN_CALL_TIME_CYCLES - found]
    assert not gone, f"these known cycles are gone: remove them from KNOWN_CALL_TIME_CYCLES: {gone}"


def test_every_call_time_import_says_why() -> None:
    silent = []
    for name, path in modules().items():
        lines = path.read_text(encoding="utf-8").splitlines()
        for target, line, where in imports(path):
            if where == "call" and "#" not in lines[line - 1] and not lines[line - 2].lstrip().startswith("#"):
                silent.append(f"{path.relative_to(ROOT)}:{line} imports {target} at call time without saying why")
    assert not silent, "\n".join(silent)


def test_the_kernel_imports_no_game_and_no_content() -> None:
    outside = []
    for name, path in modules().items():
        if name.startswith("zombie_table.kernel"):
            for target, line, _ in imports(path):
                if target.startswith("zombie_table.") and not target.startswith("zombie_table.kernel."):
                    outside.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not outside, "the kernel knows no game:\n" + "\n".join(outside)


def test_no_game_or_kernel_module_imports_textual() -> None:
    """Rules never draw: the TUI, the bots, the CLI and the tests drive the same engine."""
    drawing = [f"{path.relative_to(ROOT)}:{line} imports {target}"
               for folder in ("kernel", "games") for path in sorted((PACKAGE / folder).rglob("*.py"))
               for target, line, _ in imports(path) if target.split(".")[0] == "textual"]
    assert not drawing, "\n".join(drawing)


def test_the_family_core_imports_no_setting() -> None:
    """Settings join the family through its ruleset's hooks; the core only asks the registry
    (`settings.ruleset_for`) which ruleset a mission's setting has, or which settings there are."""
    registry = {"zombie_table.games.tilezone.settings.ruleset_for", "zombie_table.games.tilezone.settings.NoRuleset",
                "zombie_table.games.tilezone.settings.settings"}
    upward = []
    for name, path in modules().items():
        if name.startswith("zombie_table.games.tilezone"):
            for target, line, _ in imports(path):
                if target.startswith("zombie_table.games.tilezone.settings") and target not in registry:
                    upward.append(f"{path.relative_to(ROOT)}:{line} imports {target}")
    assert not upward, "the family core imports a setting:\n" + "\n".join(upward)


def test_the_checker_sees_a_cycle() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]] and describe(["a", "b", "c"], edges) == "a -> b -> c -> a"
