"""Roadside's seats and bot games: who sits where (a person, the random bot or the greedy bot),
whole games played by bots with the invariants checked, and batches of them summarised by seat
and by starting character (`zombie-table simulate roadside-standard|roadside-solo`).

Seats are written as in `play --players`: `Ann,Ben:greedy,Cy:random` (`:bot` is the random bot).
Game i of a batch uses the seed `game_seed(seed, entry, i)` and each bot a seed derived from it, so
the figures do not depend on the number of processes."""

from __future__ import annotations

from collections import Counter
from typing import Any, Callable, Sequence

from zombie_table.bots import batches, seats
from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.seats import Seat
from zombie_table.bots.runner import MixedController, drive
from zombie_table.bots.search import for_game
from zombie_table.bots.simulation import wilson
from zombie_table.games.roadside import outlook, winning
from zombie_table.games.roadside.content import Content
from zombie_table.games.roadside.game import Roadside
from zombie_table.games.roadside.schema import RoadsideSetup
from zombie_table.games.roadside.greedy import GreedyBot
from zombie_table.games.roadside.invariants import Checker
from zombie_table.games.roadside.start import MAX_PLAYERS, new_game

POLICIES: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot, "search": for_game(outlook)}
DEFAULT_SEATS = {"standard": 4, "solo": 1}


def parse_seats(text: str) -> list[Seat]:
    """`Ann,Ben:greedy,Cy:bot` as Roadside's seats (1 to 6)."""
    return seats.parse_seats(text, POLICIES, "Roadside", (1, MAX_PLAYERS))


def controller(table: Sequence[Seat], seed: int) -> MixedController:
    return seats.controller(table, seed, POLICIES)


def play(seed: int, seats: Sequence[Seat], mode: str, options: dict[str, Any] | None = None,
         check: bool = False, content: Content | None = None, setup: RoadsideSetup | None = None) -> tuple[Roadside, list[str]]:
    """One game played to its end by the seats' bots (every seat must be a bot) on `content` (the
    shipped content when None); with the characters dealt at set-up, seat by seat."""
    game = new_game(seed, [s.name for s in seats], mode, options, content, setup)
    dealt = [p.character.id for p in game.state.players]
    game.undo_enabled = False
    drive(game, controller(seats, seed), check=Checker().check if check else False,
          label=f"roadside {mode} seed {seed}, seats {','.join(map(str, seats))}")
    return game, dealt


def outcome(game: Roadside, characters: list[str]) -> dict[str, Any]:
    """The first winner's seat (`winners`, empty when no one won) and the seats that won with a
    group mate's third location (`group_winners`)."""
    state = game.state
    seat = {p.id: i for i, p in enumerate(state.players)}
    return {"result": state.result, "ending": winning.ending(game), "winners": [seat[w] for w in state.winners[:1]],
            "group_winners": [seat[w] for w in state.winners if len(state.by_id(w).explored) < 3],
            "characters": characters, "turns": state.turns, "decisions": len(game.history),
            "rescued": sum(p.rescued for p in state.players)}


def one_game(seed: int, seats: Sequence[Seat], mode: str, check: bool, options: dict[str, Any] | None,
             content: Content | None, setup: RoadsideSetup | None) -> dict[str, Any]:
    return outcome(*play(seed, seats, mode, options, check, content, setup))


def simulate(entry: str, mode: str, seats: Sequence[Seat], games: int, seed: int, jobs: int, check: bool = False,
             progress: Callable[[int], None] | None = None, options: dict[str, Any] | None = None,
             content: Content | None = None, setup: RoadsideSetup | None = None) -> dict[str, Any]:
    """Play `games` games on `content` (the shipped content when None) and summarise them (by seat,
    by starting character); broken games are listed under "broken" and left out of the figures."""
    batch = batches.run(one_game, entry, (seed, list(seats), mode, check, options, content, setup), games, jobs, progress)
    report = summarise(entry, mode, seats, batch.rows)
    report.update(seed=seed, **batch.timing(games))
    return report


def summarise(entry: str, mode: str, seats: Sequence[Seat], rows: list[dict[str, Any]]) -> dict[str, Any]:
    n = len(rows)
    won = [o for o in rows if o["winners"]]
    by_seat = []
    for i, seat in enumerate(seats):
        wins = sum(1 for o in won if o["winners"][0] == i)
        low, high = wilson(wins, n)
        by_seat.append({"seat": i + 1, "name": seat.name, "policy": seat.policy, "wins": wins,
                        "win_rate": round(wins / n, 4) if n else 0.0, "ci95": [round(low, 4), round(high, 4)],
                        "shared_wins": sum(1 for o in rows if i in o["group_winners"])})
    dealt: Counter[str] = Counter(c for o in rows for c in o["characters"])
    firsts: Counter[str] = Counter(o["characters"][o["winners"][0]] for o in won)
    by_character = [{"character": c, "dealt": dealt[c], "wins": firsts[c], "win_rate": round(firsts[c] / dealt[c], 4)}
                    for c in sorted(dealt, key=lambda c: (-firsts[c] / dealt[c], c))]
    return {"entry": entry, "mode": mode, "games": n, "seats": [str(s) for s in seats],
            "endings": {kind: sum(1 for o in rows if o["ending"] == kind) for kind in winning.ENDINGS},
            "mean_turns": round(sum(o["turns"] for o in rows) / n, 2) if n else 0.0,
            "mean_decisions": round(sum(o["decisions"] for o in rows) / n, 2) if n else 0.0,
            "mean_rescued": round(sum(o["rescued"] for o in rows) / n, 2) if n else 0.0,
            "by_seat": by_seat, "by_character": by_character}
