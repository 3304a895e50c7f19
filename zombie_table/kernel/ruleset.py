"""A game's rules as one object: every registry a game reads, filled in the order the ruleset declares.

Rule modules never register anything on import. Their decorators (`step`, `options`, `handler`,
`provides`, `hook`, `kind`, `observes`) only mark a function with what it is for; a ruleset then `include`s
modules in an order it declares and takes their marked functions in the order they are defined.
What is data, not a function (the skill families a module implements, the card traits it reads), a
module `declare`s in a module-level table that `include` takes into a catalogue the same way.
So the order of a turn's options is written down in one place, a module imported early or late
changes nothing, and two settings' rules never meet: each game reads only its own ruleset.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
import sys
from types import ModuleType, UnionType
from typing import Any, Literal, TypeVar, Union, get_args, get_origin, get_type_hints

F = TypeVar("F", bound=Callable[..., Any])
MARKS = "__rule_marks__"
ACTION_ARGS = "action_args"
"""The catalogue every ruleset has: each action kind's arguments type (a NamedTuple whose fields name and
type the kind's arguments), declared with `declare(ACTION_ARGS, {kind: Args})` beside the rule that offers
the kind; the action is built with it (`Action(kind, label, Args(...))`) and read by name where consumed. A
kind whose arguments come in several shapes (a price paid or not) declares the tuple of them. The engine
refuses to apply an action of a declared kind whose args are another type, or whose field holds a value its
annotation does not allow (`Ruleset.check_args`)."""


class Several(tuple[str, ...]):
    """One argument naming several ids (the players of a side): the key joins them as if each were an
    argument of its own (`propose:p2:p3`), and so does the protocol (`Action.flat_args`)."""

    __slots__ = ()

    def __str__(self) -> str:
        return ":".join(self)


class RulesetError(ValueError):
    """A ruleset was built wrongly: a kind registered twice, or a hook nobody declared."""


class ArgsError(TypeError):
    """An action's arguments are not the type its kind declares (a rule built them wrongly): refused."""


Check = Callable[[Any], bool]


def _check(hint: Any) -> Check:
    """Whether a value fits a field's annotation: str, int (not a bool), bool, a Literal's values, a union of
    them, a `Several` of strings; any other class by isinstance; `Any` takes everything."""
    origin = get_origin(hint)
    if origin is Literal:
        allowed = {(type(v), v) for v in get_args(hint)}
        return lambda value: (type(value), value) in allowed
    if origin in (Union, UnionType):
        parts = [_check(h) for h in get_args(hint)]
        return lambda value: any(part(value) for part in parts)
    if hint is int:
        return lambda value: isinstance(value, int) and not isinstance(value, bool)
    if isinstance(hint, type) and issubclass(hint, Several):
        return lambda value: isinstance(value, Several) and all(isinstance(v, str) for v in value)
    if isinstance(hint, type):
        return lambda value: isinstance(value, hint)
    return lambda value: True


_FIELDS: dict[type, tuple[tuple[str, Check, Any], ...]] = {}


def _fields(shape: type) -> tuple[tuple[str, Check, Any], ...]:
    """A declared args type's fields, each with its check and annotation (worked out once a type)."""
    found = _FIELDS.get(shape)
    if found is None:
        found = _FIELDS[shape] = tuple((name, _check(hint), hint) for name, hint in get_type_hints(shape).items())
    return found


def _named(hint: Any) -> str:
    return getattr(hint, "__name__", None) or str(hint).replace("typing.", "")


def _mark(registry: str, key: str | None = None, /, **extra: Any) -> Callable[[F], F]:
    def decorate(fn: F) -> F:
        marks = vars(fn).get(MARKS)  # its own marks: a subclass of a marked class starts with none
        if marks is None:
            marks = []
            setattr(fn, MARKS, marks)
        marks.append((registry, key, extra))
        return fn

    return decorate


def step(kind: str) -> Callable[[F], F]:
    """A step handler: resolves one queued step of this kind."""
    return _mark("steps", kind)


def options(kind: str) -> Callable[[F], F]:
    """Lists the options of a decision of this kind."""
    return _mark("options", kind)


def handler(kind: str) -> Callable[[F], F]:
    """Applies a chosen action of this kind."""
    return _mark("handlers", kind)


def provides(fn: F | None = None, *, needs: tuple[str, ...] = ()) -> Any:
    """Lists some of the actions a survivor may take on its turn. `needs`: the skill families of
    which the survivor must have one for it to list anything (a skill's own actions), so that
    survivors without them are not asked."""
    decorate = _mark("providers", None, needs=tuple(needs))
    return decorate(fn) if fn is not None else decorate


def hook(name: str) -> Callable[[F], F]:
    """A function the game calls at a named moment (set-up done, a survivor entering a zone…);
    every hook of that name runs, in the ruleset's order."""
    return _mark("hooks", name)


def kind(registry: str, name: str) -> Callable[[F], F]:
    """One kind of a named catalogue (goal kinds, special-rule kinds, skill families…), keyed by name.
    A marked class is registered as one instance of it, so the catalogue's entries are called alike."""
    return _mark("kinds", name, registry=registry)


class Declared(dict[str, Any]):
    """Entries of a named catalogue one module declares, by name (made by `declare`)."""

    def __init__(self, catalogue: str, owner: str, entries: Mapping[str, Any]):
        super().__init__(entries)
        self.catalogue = catalogue
        self.owner = owner


def declare(catalogue: str, entries: Mapping[str, Any]) -> Declared:
    """Entries of a named catalogue (skill families, card traits…) that the calling module implements.
    Keep the result in a module-level name: `include` takes it into the ruleset's catalogue, and only
    in the module that declared it (a module importing another's table does not declare it again)."""
    owner = sys._getframe(1).f_globals.get("__name__", "?")
    return Declared(catalogue, owner, entries)


def observes(fn: F) -> F:
    """The game's observer: `(game, player) -> view`, the state as that player may see it
    (`kernel.observer`). At most one per ruleset; a game that hides nothing has none."""
    return _mark("observer")(fn)


class Ruleset:
    """Every registry of one game or setting. Build it with `include`, then `freeze` it."""

    def __init__(self, name: str, *, hooks: Iterable[str] = (), catalogues: Iterable[str] = ()):
        self.name = name
        self.steps: dict[str, Callable[..., Any]] = {}
        self.options: dict[str, Callable[..., Any]] = {}
        self.handlers: dict[str, Callable[..., Any]] = {}
        self.providers: list[Callable[..., Any]] = []
        self.needs: dict[Callable[..., Any], tuple[str, ...]] = {}
        self.hooks: dict[str, list[Callable[..., Any]]] = {h: [] for h in hooks}
        self.kinds: dict[str, dict[str, Any]] = {c: {} for c in (ACTION_ARGS, *catalogues)}
        self.declared_by: dict[tuple[str, str], str] = {}
        self.observer: Callable[..., Any] | None = None
        self.modules: list[str] = []
        self.frozen = False

    def include(self, *modules: ModuleType) -> "Ruleset":
        """Take every marked function each module defines (not those it imports), in order."""
        for module in modules:
            if self.frozen:
                raise RulesetError(f"ruleset {self.name!r} is frozen; cannot include {module.__name__}")
            if module.__name__ in self.modules:
                raise RulesetError(f"ruleset {self.name!r} includes {module.__name__} twice")
            self.modules.append(module.__name__)
            for value in list(vars(module).values()):
                if isinstance(value, Declared):
                    if value.owner == module.__name__:
                        for key, entry in value.items():
                            self.declare(value.catalogue, key, entry, value.owner)
                elif callable(value) and getattr(value, "__module__", None) == module.__name__:
                    for registry, key, extra in getattr(value, "__dict__", {}).get(MARKS, ()):
                        self.register(registry, key, value() if isinstance(value, type) else value, **extra)
        return self

    def register(self, registry: str, key: str | None, fn: Any, /, **extra: Any) -> None:
        if registry == "providers":
            self.providers.append(fn)
            if extra.get("needs"):
                self.needs[fn] = extra["needs"]
            return
        if registry == "observer":
            if self.observer is not None:
                raise RulesetError(f"ruleset {self.name!r} has two observers ({_name(self.observer)} and {_name(fn)})")
            self.observer = fn
            return
        if registry == "hooks":
            if key not in self.hooks:
                raise RulesetError(f"ruleset {self.name!r} has no hook {key!r} ({_name(fn)}); "
                                   f"its hooks: {', '.join(self.hooks) or 'none'}")
            self.hooks[key].append(fn)
            return
        if registry == "kinds":
            if key is None:
                raise RulesetError(f"ruleset {self.name!r}: {_name(fn)} declares a kind without a name")
            self.declare(extra["registry"], key, fn)
            return
        table = getattr(self, registry)
        if key in table:
            raise RulesetError(f"ruleset {self.name!r}: {registry} {key!r} is registered twice "
                               f"({_name(table[key])} and {_name(fn)})")
        table[key] = fn

    def declare(self, catalogue: str, key: str, entry: Any, owner: str | None = None) -> None:
        """One entry of a named catalogue (goal kinds, skill families, state classes…), declared by
        `owner` (a module's name; by default the entry's own); a name may come once."""
        table = self.kinds.get(catalogue)
        owner = owner or _name(entry)
        if table is None:
            raise RulesetError(f"ruleset {self.name!r} has no catalogue {catalogue!r} ({owner} declares {key!r})")
        if key in table:
            first = self.declared_by.get((catalogue, key)) or _name(table[key])
            raise RulesetError(f"ruleset {self.name!r}: {catalogue} {key!r} is registered twice ({first} and {owner})")
        table[key] = entry
        self.declared_by[(catalogue, key)] = owner

    def check_args(self, kind: str, args: Any) -> None:
        """Refuse (ArgsError) arguments that are not the type this ruleset declares for `kind` (`ACTION_ARGS`),
        or whose fields hold values their annotations do not allow. A kind declaring nothing is not checked."""
        declared = self.kinds[ACTION_ARGS].get(kind)
        if declared is None:
            return
        if not isinstance(args, declared):
            shapes = declared if isinstance(declared, tuple) else (declared,)
            raise ArgsError(f"ruleset {self.name!r}: a {kind!r} action's args {args!r} are not "
                            f"{' or '.join(shape.__name__ for shape in shapes)}")
        for field, fits, hint in _fields(type(args)):
            value = getattr(args, field)
            if not fits(value):
                raise ArgsError(f"ruleset {self.name!r}: a {kind!r} action's {type(args).__name__}.{field} is "
                                f"{value!r}, not {_named(hint)}")

    def extended(self, name: str, *modules: ModuleType) -> "Ruleset":
        """A new frozen ruleset: this one's registries plus `modules` (tests and benchmarks add
        their own stopping steps this way, without touching the original)."""
        other = Ruleset(name, hooks=self.hooks, catalogues=self.kinds)
        other.steps, other.options, other.handlers = dict(self.steps), dict(self.options), dict(self.handlers)
        other.providers, other.needs = list(self.providers), dict(self.needs)
        other.hooks = {h: list(fns) for h, fns in self.hooks.items()}
        other.kinds = {c: dict(table) for c, table in self.kinds.items()}
        other.declared_by = dict(self.declared_by)
        other.observer = self.observer
        other.modules = list(self.modules)
        return other.include(*modules).freeze()

    def freeze(self) -> "Ruleset":
        self.frozen = True
        return self

    def run_hooks(self, name: str, *args: Any) -> None:
        for fn in self.hooks[name]:
            fn(*args)

    def gather(self, name: str, *args: Any) -> list[Any]:
        """Every answer of the hooks of that name, in the ruleset's order (a question settings answer)."""
        return [fn(*args) for fn in self.hooks[name]]

    def __repr__(self) -> str:
        return f"Ruleset({self.name!r}, {len(self.modules)} modules)"


def _name(fn: Any) -> str:
    named = fn if hasattr(fn, "__qualname__") else type(fn)  # a kind registered as an instance: its class
    return f"{getattr(named, '__module__', '?')}.{named.__qualname__}"
