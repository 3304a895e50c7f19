"""Colony's entries in the mission browser and on the command line: the `colony_entry` files of the
library (`missions/colony/`, the user's and `--content` folders), one per main objective
(`colony-larder`, `colony-doors`…). The objective gives the goals of both sides and the variants
set-up offers (a main objective flagged non-cooperative is not offered in the co-op variants)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.loader import ContentLoadError
from zombie_table.games.colony.content import content_of
from zombie_table.games.colony.schema import ColonyEntry, MainObjective
from zombie_table.games.colony.options import MODES

if TYPE_CHECKING:
    from zombie_table.content.library import Library


def entries(library: "Library") -> dict[str, ColonyEntry]:
    """Every entry whose main objective the library's content has, with its goals and variants filled
    in, in the objectives' order. While the content cannot be loaded every entry is listed as its file
    says (playing one then says which file and line is wrong)."""
    try:
        mains = content_of(library).mains
    except ContentLoadError:
        mains = None
    order = {main: k for k, main in enumerate(mains or ())}
    out = {}
    for e in sorted(library.models(ColonyEntry), key=lambda e: order.get(e.main, len(order))):
        if mains is None:
            out[e.id] = e
        elif e.main in mains:  # else `validate` says which objective is missing
            out[e.id] = filled(e, mains[e.main])
    return out | {alias: e for e in out.values() for alias in e.aliases if alias not in out}


def filled(entry: ColonyEntry, main: MainObjective) -> ColonyEntry:
    """The entry with its main objective's brief, goals and the variants it allows (of the entry's own
    `modes`, when it names some: a tutorial's line holds in its variant only)."""
    modes = tuple(m for m in (entry.modes or MODES) if not (main.non_coop and MODES[m].get("cooperative")))
    goal = (f"Normal side: {main.normal.text} before the rounds run out ({main.normal.rounds} rounds, morale "
            f"{main.normal.morale}). Hard side (the co-op and hardcore variants): {main.hard.text} "
            f"({main.hard.rounds} rounds, morale {main.hard.morale}).")
    return entry.model_copy(update={"briefing": f"{main.brief}\n\n{entry.briefing}", "goal": goal, "modes": modes})


def main_of(entry: ColonyEntry) -> str:
    """The main objective an entry plays."""
    return entry.main
