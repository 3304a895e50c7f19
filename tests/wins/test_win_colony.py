"""Colony's winning lines, each played out in `play --text`: a cooperative win and a traitor's win.

Each line is a seed, a main objective, a variant, the seats, and one plan for every seat: the
greedy player. In the co-op line (colony-doors, four seats, seed 1) the colonists clear the doors
and barricade them before the rounds run out. In the traitor line (colony-clean_house, three seats,
seed 5) two colonists meet the crises while the third, holding a betrayal card, sinks them with
wrong cards laid face down and keeps its food: the colony falls and the traitor alone wins. A line
that stops winning means a rule or the content changed; the test says how the game ended instead.
"""

from __future__ import annotations

import io
from typing import NamedTuple

import pytest

from winkit import typed

from zombie_table.games.colony.batch import controller
from zombie_table.bots.seats import Seat
from zombie_table.games.colony.cli import shown
from zombie_table.commands.lineplay import TextLoop
from zombie_table.games.colony import greedy
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.start import new_game


class Line(NamedTuple):
    seed: int
    main: str
    mode: str
    seats: list[str]

    def start(self) -> Colony:
        return new_game(self.seed, self.seats, self.main, self.mode)


COOP = Line(1, "doors", "cooperative", ["Ann", "Ben", "Cat", "Dan"])
TRAITOR = Line(5, "clean_house", "traitor", ["Ann", "Ben", "Cat"])


def played(line: Line) -> Colony:
    game = line.start()
    for _ in range(5000):
        if game.over:
            break
        game.apply(greedy.choose(game))
    return game


def test_the_colonists_win_together() -> None:
    won = played(COOP)
    assert (won.state.result, won.state.winners) == ("stands", ["p1", "p2", "p3", "p4"]), won.state.cause


def test_the_traitor_wins_when_the_colony_falls() -> None:
    won = played(TRAITOR)
    traitor = next(p for p in won.state.players if won.content.secrets[p.secret].kind == "betrayal")
    assert (won.state.result, won.state.winners) == ("fallen", [traitor.id]), f"{won.state.cause}: {won.state.winners}"


@pytest.mark.parametrize("line", [COOP, TRAITOR], ids=["cooperative", "traitor"])
def test_the_line_ends_in_play_text(line: Line) -> None:
    won = played(line)
    answers = typed(line.start(), won.history)
    out = io.StringIO()
    fresh = line.start()
    people = controller([Seat(name, None) for name in line.seats], line.seed)
    assert TextLoop(fresh, line.seed, people, shown(fresh), io.StringIO(answers), out).run() == 0
    names = ", ".join(p.name for p in won.state.players if p.id in won.state.winners)
    assert f"*** {won.state.result.upper()}: {won.state.cause}" in out.getvalue() and f"Winners: {names}." in out.getvalue()
