"""The search bot (`search`, issue 35): it weighs a few options by playing each of them forward
in worlds sampled from what its seat has seen, and takes the one that wins most often.

At a decision with more than one option:

1. *Shortlist.* The game's rollout policy (its greedy bot) ranks the legal options; the best
   `width` of them are weighed (the policy's own choice first).
2. *Worlds.* `outlook.lookalike(game, seat, seed)` deals everything the seat cannot see anew
   (deck orders, dice, face-down objectives and tokens, other players' hands and secrets): world
   `i` of the decision is dealt from `derive_seed(seed, decisions so far, i)`. A look-alike of a
   look-alike deals the same world (`kernel.rng.deal`), so the bot's choice depends only on what
   its seat sees (tests/test_search.py shuffles the hidden parts to check it).
3. *Playouts.* In every world each shortlisted option is applied to a copy, then the rollout
   policy plays every seat on until the game ends or `horizon` rounds (or turns) have passed
   (`outlook.clock`); `outlook.value` scores the end for the seat: 1 won, 0 lost, and at the
   cut-off the game's own estimate in between. All options meet the same worlds, so they are
   compared on the same futures.
4. *Choice.* Worlds are sampled until `iterations` is reached or `think` seconds have passed
   (at least one world). The best mean wins; an option must beat the policy's choice by
   `margin` to replace it (noise among a few samples is not a reason to leave a sound move).

The same weighing is the coach's (`bots.coach`): each option's mean, its interval and the
playouts' facts in words. One game's decisions run in one process; `simulate --jobs` spreads
games over processes, which is where the cores help.
"""

from __future__ import annotations

import math
import os
import time
from types import ModuleType
from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol, Sequence

from zombie_table.bots.base import Bot, derive_seed
from zombie_table.kernel.engine import Action, Engine

THINK_ENV = "ZOMBIE_TABLE_THINK"
"""`--think` of `play` and `simulate`, passed on to every search bot the command (or its worker
processes) builds: `0.5s` (a time budget), `12` (worlds a decision), or both, `12/0.5s`."""

DEFAULT_THINK = "12/1s"
"""Twelve worlds a decision, never more than a second (docs/bots.md has the measured speeds)."""


class Outlook(Protocol):
    """What a game gives the search: a module of its package (`games/<game>/outlook.py`)."""

    HORIZON: int
    """Rounds (or turns) a playout runs before it is scored."""

    def lookalike(self, game: Any, player: str | None, seed: int) -> Any: ...

    def rollout(self, seed: int) -> Bot: ...

    def seat(self, game: Any) -> str | None: ...

    def clock(self, game: Any) -> int: ...

    def ranked(self, game: Any, legal: list[Action], policy: Bot) -> list[Action]: ...

    def value(self, game: Any, seat: str | None) -> float: ...

    def facts(self, before: Any, after: Any, seat: str | None) -> dict[str, float]: ...

    PHRASES: list[tuple[str, float, str]]
    """(fact, threshold, words) for the coach: shown when the fact's mean reaches the threshold
    (from below for a negative one); the words format `v` (the mean) and `a` (its size)."""
    QUIET: str  # the reason when no fact reaches its threshold
    SPAN: str  # how far the playouts look ("by the next round")


@dataclass(frozen=True)
class Budget:
    """How long a search bot thinks at a decision: at most `iterations` worlds and `seconds`."""

    iterations: int | None = 12
    seconds: float | None = 1.0

    @classmethod
    def parse(cls, text: str) -> "Budget":
        """`0.5s`, `12` or `12/0.5s`; ValueError with the reason otherwise."""
        iterations: int | None = None
        seconds: float | None = None
        for part in filter(None, (p.strip() for p in text.split("/"))):
            try:
                if part.endswith("s"):
                    seconds = float(part[:-1])
                else:
                    iterations = int(part)
            except ValueError:
                raise ValueError(f"--think {text!r}: write seconds as 0.5s, worlds as 12, or both as 12/0.5s") from None
        if (iterations is None and seconds is None) or (iterations is not None and iterations < 1) or (
                seconds is not None and seconds <= 0):
            raise ValueError(f"--think {text!r}: give a positive number of worlds (12) or seconds (0.5s)")
        return cls(iterations, seconds)

    @classmethod
    def configured(cls) -> "Budget":
        return cls.parse(os.environ.get(THINK_ENV) or DEFAULT_THINK)


@dataclass
class Weighed:
    """One shortlisted option: the values of its playouts and the facts they ended with."""

    action: Action
    values: list[float] = field(default_factory=list)
    facts: list[dict[str, float]] = field(default_factory=list)

    @property
    def mean(self) -> float:
        return sum(self.values) / len(self.values) if self.values else 0.0

    def interval(self, z: float = 1.96) -> tuple[float, float]:
        """A 95% interval of the mean (normal, its spread floored as for a proportion of n + 1 samples)."""
        n = len(self.values)
        if n == 0:
            return 0.0, 1.0
        mean = self.mean
        spread = math.sqrt(sum((v - mean) ** 2 for v in self.values) / max(1, n - 1))
        floor = math.sqrt(0.25 / (n + 1))
        half = z * max(spread, floor) / math.sqrt(n)
        return max(0.0, mean - half), min(1.0, mean + half)

    def mean_facts(self) -> dict[str, float]:
        keys = sorted({k for f in self.facts for k in f})
        return {k: sum(f.get(k, 0.0) for f in self.facts) / len(self.facts) for k in keys} if self.facts else {}


class SearchBot:
    """Flat Monte Carlo over sampled worlds with the greedy policy as playout (see the module)."""

    name = "search"
    outlook: ClassVar[Outlook]

    def __init__(self, seed: int = 0, budget: Budget | None = None, width: int = 4, margin: float = 0.02):
        self.seed = seed
        self.budget = budget or Budget.configured()
        self.width = width
        self.margin = margin
        self.policy = self.outlook.rollout(seed)

    def choose(self, game: Engine) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game has no pending decision to choose for")
        weighed = self.weigh(game, legal)
        best = weighed[0]
        for w in weighed[1:]:
            if w.mean > best.mean + (self.margin if best is weighed[0] else 0.0):
                best = w
        return best.action

    def weigh(self, game: Engine, legal: Sequence[Action] | None = None, width: int | None = None) -> list[Weighed]:
        """The shortlist (the policy's order), each option played in the same sampled worlds."""
        legal = list(legal if legal is not None else game.legal_actions())
        shortlist = self.outlook.ranked(game, legal, self.policy)[: width or self.width]
        weighed = [Weighed(a) for a in shortlist]
        if len(weighed) < 2 and width is None:
            return weighed
        seat, outlook = self.outlook.seat(game), self.outlook
        stop = None if self.budget.seconds is None else time.perf_counter() + self.budget.seconds
        decision = len(game.history)
        worlds = 0
        while self.budget.iterations is None or worlds < self.budget.iterations:
            world = outlook.lookalike(game, seat, derive_seed(self.seed, decision, worlds))
            for w in weighed:
                end = self.playout(world.lookahead(), w.action)
                w.values.append(outlook.value(end, seat))
                w.facts.append(outlook.facts(game, end, seat))
            worlds += 1
            if stop is not None and time.perf_counter() >= stop:
                break
        return weighed

    def playout(self, world: Engine, action: Action) -> Engine:
        """`action` then the policy on every seat until the end or the horizon."""
        until = self.outlook.clock(world) + self.outlook.HORIZON
        world.apply(action.key)
        policy = self.policy
        while not world.over and self.outlook.clock(world) < until:
            world.apply(policy.choose(world))
        return world


SEARCHERS: dict[str, type[SearchBot]] = {}
"""The search bot of each game package that registered one (`for_game`), by package name."""


def for_game(outlook: ModuleType) -> type[SearchBot]:
    """The search bot of one game, built from a seed like every bot (`BOTS[name](seed)`)."""
    bot = type("SearchBot", (SearchBot,), {"outlook": outlook, "__doc__": SearchBot.__doc__})
    SEARCHERS[_package(getattr(outlook, "__name__", ""))] = bot
    return bot


def searcher(game: Engine) -> type[SearchBot] | None:
    """The search bot registered for the package `game`'s class comes from (None: no search)."""
    return SEARCHERS.get(_package(type(game).__module__))


def _package(module: str) -> str:
    return module.rpartition(".")[0]
