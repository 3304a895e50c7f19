"""The coach (issue 35.2): the search bot's weighing of the pending decision, told to the seat that
decides — the three best options, each with its estimated chance of winning, an interval from the
sampled worlds, and the playouts' facts in a few words.

It reads what the search reads: the seat's view, every hidden part dealt anew in each world, so it
never tells anything the seat may not see. It knows no screen: the TUI calls it in a worker, the
line loops (`hint` in `--text`, `{"type": "hint"}` in `--jsonl`) call it directly."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from zombie_table.bots.search import Budget, Outlook, SearchBot, searcher
from zombie_table.kernel.engine import Engine

TOP = 3
WIDTH = 5  # options weighed, of which the best TOP are told
BUDGET = Budget(iterations=24, seconds=0.8)
"""The coach answers within a second (docs/bots.md)."""


@dataclass(frozen=True)
class Tip:
    index: int  # the option's number among the legal actions
    key: str
    label: str
    chance: float
    low: float
    high: float
    reason: str
    samples: int

    def line(self) -> str:
        return (f"{self.index}) {self.label} — {self.chance:.0%} to win ({self.low:.0%}–{self.high:.0%}, "
                f"{self.samples} worlds): {self.reason}")

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "key": self.key, "label": self.label, "chance": round(self.chance, 4),
                "interval": [round(self.low, 4), round(self.high, 4)], "reason": self.reason, "samples": self.samples}


def hint(game: Engine, seed: int = 0, budget: Budget = BUDGET) -> list[Tip]:
    """The best options of the pending decision, best first (empty when nothing is pending or the
    game has no search bot)."""
    kind = searcher(game)
    if kind is None or game.decision is None or game.over:
        return []
    legal = game.legal_actions()
    index = {a.key: i for i, a in enumerate(legal)}
    bot: SearchBot = kind(seed, budget=budget)
    weighed = sorted(bot.weigh(game, legal, width=WIDTH), key=lambda w: -w.mean)  # stable: ties keep the policy's order
    return [Tip(index[w.action.key], w.action.key, w.action.label, w.mean, *w.interval(), reason(kind.outlook, w.mean_facts()),
                len(w.values)) for w in weighed[:TOP]]


def reason(outlook: Outlook, facts: dict[str, float], most: int = 4) -> str:
    """The first `most` of the game's phrases whose fact reaches its threshold, and the span."""
    said = []
    for fact, threshold, words in outlook.PHRASES:
        v = facts.get(fact, 0.0)
        if (v >= threshold if threshold > 0 else v <= threshold) and len(said) < most:
            said.append(words.format(v=v, a=abs(v)))
    return f"{', '.join(said) or outlook.QUIET} {outlook.SPAN}"


def lines(tips: list[Tip]) -> list[str]:
    """The hint as a person reads it."""
    if not tips:
        return ["The coach has nothing to say: no decision is pending."]
    return ["Coach (estimated chance of winning, 95% interval over sampled worlds):", *(t.line() for t in tips)]
