"""Colony's entries in the mission browser and on the command line: the `colony_entry` files of the
library (`missions/colony/`, the user's and `--content` folders), one per main objective
(`colony-larder`, `colony-doors`…). The objective gives the goals of both sides and the variants
set-up offers (a main objective flagged non-cooperative is not offered in the co-op variants)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.content import Content, load_content
from zombie_table.games.colony.schema import ColonyEntry
from zombie_table.games.colony.start import MODES

if TYPE_CHECKING:
    from zombie_table.content.library import Library


def entries(library: "Library", content: Content | None = None) -> dict[str, ColonyEntry]:
    """Every entry whose main objective the content has, with its goals and variants filled in, in
    the objectives' order."""
    content = content or load_content()
    order = {main: k for k, main in enumerate(content.mains)}
    out = {}
    for e in sorted(library.models(ColonyEntry), key=lambda e: order.get(e.main, len(order))):
        main = content.mains.get(e.main)
        if main is None:
            continue  # `validate` says which objective is missing
        modes = tuple(m for m in MODES if not (main.non_coop and MODES[m].get("cooperative")))
        goal = (f"Normal side: {main.normal.text} before the rounds run out ({main.normal.rounds} rounds, morale "
                f"{main.normal.morale}). Hard side (the co-op and hardcore variants): {main.hard.text} "
                f"({main.hard.rounds} rounds, morale {main.hard.morale}).")
        out[e.id] = e.model_copy(update={"briefing": f"{main.brief}\n\n{e.briefing}", "goal": goal, "modes": modes})
    return out | {alias: e for e in out.values() for alias in e.aliases if alias not in out}


def main_of(entry: ColonyEntry) -> str:
    """The main objective an entry plays."""
    return entry.main
