"""Colony's seats — a person, the random bot or the greedy player (`games/colony/greedy.py`) —
and batches of bot games reported by the colony's, each seat's and the traitors' win rates
(`zombie-table simulate colony-OBJECTIVE`)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from zombie_table.bots import batches, seats
from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.runner import MixedController, drive
from zombie_table.bots.search import for_game
from zombie_table.bots.seats import Seat
from zombie_table.bots.simulation import wilson
from zombie_table.games.colony import outlook
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.greedy import GreedyBot
from zombie_table.games.colony.invariants import problems
from zombie_table.games.colony.content import Content
from zombie_table.games.colony.schema import ColonySetup
from zombie_table.games.colony.start import MAX_PLAYERS, new_game

POLICIES: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot, "search": for_game(outlook)}


def parse_seats(text: str) -> list[Seat]:
    """`Ann,Ben:greedy,Cy:bot` as Colony's seats (1 to 5)."""
    return seats.parse_seats(text, POLICIES, "Colony", (1, MAX_PLAYERS))


def controller(table: Sequence[Seat], seed: int) -> MixedController:
    return seats.controller(table, seed, POLICIES)


DEFAULT_SEATS = 4


def play(seed: int, table: Sequence[Seat], main: str, mode: str, check: bool = False,
         options: dict[str, Any] | None = None, content: Content | None = None, setup: ColonySetup | None = None) -> Colony:
    """One game played to its end by the seats' bots (every seat must be a bot) on `content` (the
    shipped content when None)."""
    game = new_game(seed, [s.name for s in table], main, mode, options, content, setup)
    game.undo_enabled = False
    drive(game, controller(table, seed), check=problems if check else False,
          label=f"{main} ({mode}) seed {seed}, seats {','.join(map(str, table))}")
    return game


def outcome(game: Colony) -> dict[str, Any]:
    """How the colony ended, which seats won, and which held a betrayal card at the end."""
    state = game.state
    seat = {p.id: i for i, p in enumerate(state.players)}
    traitors = [seat[p.id] for p in state.players
                if (p.secret and game.content.secrets[p.secret].kind == "betrayal") or p.was_traitor]
    return {"result": state.result, "winners": [seat[w] for w in state.winners], "traitors": traitors,
            "rounds": state.round, "decisions": len(game.history)}


def one_game(seed: int, main: str, table: Sequence[Seat], mode: str, check: bool, options: dict[str, Any] | None,
             content: Content | None, setup: ColonySetup | None) -> dict[str, Any]:
    return outcome(play(seed, table, main, mode, check, options, content, setup))


def simulate(entry: str, main: str, table: Sequence[Seat], games: int, seed: int, jobs: int, mode: str = "standard",
             check: bool = False, progress: Callable[[int], None] | None = None,
             options: dict[str, Any] | None = None, content: Content | None = None,
             setup: ColonySetup | None = None) -> dict[str, Any]:
    """Play `games` games of one main objective on `content` (the shipped content when None) and
    summarise them: the colony's win rate, each seat's, and the traitors'; broken games are listed
    under "broken" and left out."""
    batch = batches.run(one_game, entry, (seed, main, list(table), mode, check, options, content, setup), games, jobs, progress)
    report = summarise(entry, mode, table, batch.rows)
    report.update(seed=seed, **batch.timing(games))
    return report


def rate(wins: int, n: int) -> dict[str, Any]:
    low, high = wilson(wins, n)
    return {"wins": wins, "win_rate": round(wins / n, 4) if n else 0.0, "ci95": [round(low, 4), round(high, 4)]}


def summarise(entry: str, mode: str, table: Sequence[Seat], rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    with_traitor = [o for o in rows if o["traitors"]]
    traitor_wins = sum(1 for o in with_traitor if set(o["traitors"]) & set(o["winners"]))
    return {"entry": entry, "mode": mode, "games": n, "seats": [str(s) for s in table],
            "colony": rate(sum(1 for o in rows if o["result"] == "stands"), n),
            "by_seat": [{"seat": i + 1, "name": s.name, "policy": s.policy,
                         **rate(sum(1 for o in rows if i in o["winners"]), n)} for i, s in enumerate(table)],
            "traitor": {"games": len(with_traitor), **rate(traitor_wins, len(with_traitor))},
            "mean_rounds": round(sum(o["rounds"] for o in rows) / n, 2) if n else 0.0,
            "mean_decisions": round(sum(o["decisions"] for o in rows) / n, 2) if n else 0.0}
