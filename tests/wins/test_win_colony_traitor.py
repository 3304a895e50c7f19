"""colony-clean_house with the traitor variant: a winning line for the traitor, played in `play --text`.

The line is seed 5 with three seats and one plan for all of them, the greedy player: the two
colonists meet the crises and feed the colony; the third seat holds a betrayal card, sinks the
crises with wrong cards laid face down and keeps its food. The colony falls and the traitor alone
wins. A line that stops winning means a rule or the content changed; the test says how it ended.
"""

from __future__ import annotations

import io

from zombie_table.commands.colony_play import table
from zombie_table.commands.lineplay import TextLoop
from zombie_table.games.colony import greedy
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.start import new_game

SEED, MAIN, MODE, SEATS = 5, "clean_house", "traitor", ["Ann", "Ben", "Cat"]


def winning_line() -> Colony:
    game = new_game(SEED, SEATS, MAIN, MODE)
    for _ in range(5000):
        if game.over:
            break
        game.apply(greedy.choose(game))
    return game


def test_the_traitor_wins_when_the_colony_falls() -> None:
    won = winning_line()
    traitor = next(p for p in won.state.players if won.content.secrets[p.secret].kind == "betrayal")
    assert (won.state.result, won.state.winners) == ("fallen", [traitor.id]), f"{won.state.cause}: {won.state.winners}"


def test_the_line_ends_in_play_text() -> None:
    won = winning_line()
    game = new_game(SEED, SEATS, MAIN, MODE)
    typed = []
    for key in won.history:  # each choice as the number a player types
        index = next(i for i, a in enumerate(game.legal_actions()) if a.key == key)
        typed.append(str(index))
        game.apply(index)
    out = io.StringIO()
    fresh = new_game(SEED, SEATS, MAIN, MODE)
    assert TextLoop(fresh, "Colony", SEED, set(), table, io.StringIO("\n".join(typed) + "\n"), out).run() == 0
    assert f"*** FALLEN: {won.state.cause}" in out.getvalue()
    assert f"Winners: {next(p.name for p in won.state.players if p.id in won.state.winners)}." in out.getvalue()
