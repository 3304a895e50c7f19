"""Playing whole games with bots: `play_game` (headless, one outcome) and `MixedController`
(hotseat seats shared between bots and people, used by the TUI)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

from zombie_table.bots.base import Bot, derive_seed
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.bots.random_bot import RandomBot
from zombie_table.bots.search import for_game
from zombie_table.content.library import Library
from zombie_table.games.tilezone.conditions import goal_met
from zombie_table.games.tilezone.events import Event
from zombie_table.games.tilezone import outlook
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.kernel.engine import Decision, Engine
from zombie_table.games.tilezone.setup import SetupError, default_team, new_game

BOTS: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot, "search": for_game(outlook)}
"""Every bot by name; each class is built from a seed: `BOTS[name](seed)`."""

DEFAULT_MAX_DECISIONS = 50_000
"""A game still undecided after this many decisions is reported as unfinished (never seen:
the engine's round limit ends every game long before)."""


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; known bots: {', '.join(sorted(BOTS))}") from None


@dataclass
class GameOutcome:
    """How one game ended. `result` is None when the decision limit stopped it first."""

    mission: str
    seed: int
    bot: str
    result: str | None
    cause: str
    rounds: int
    decisions: int
    deaths: list[dict[str, Any]] = field(default_factory=list)  # {"survivor", "cause", "round"}
    killers: list[str] = field(default_factory=list)  # zombie types that dealt the fatal wounds
    kills: dict[str, int] = field(default_factory=dict)  # zombie type -> killed
    escaped: int = 0
    accomplished: bool = False  # every victory goal met and nobody killed, whatever the result says

    @property
    def won(self) -> bool:
        return self.result == "victory"

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


def killers_of(game: Game) -> list[str]:
    """Zombie type ids behind each death (a death's cause names the zombie type)."""
    by_name = {zt.name: zt.id for zt in game.data.zombies.types}
    by_id = {zt.id for zt in game.data.zombies.types}
    out = []
    for death in game.state.deaths:
        cause = death.cause
        if cause in by_id:
            out.append(cause)
        elif cause in by_name:
            out.append(by_name[cause])
    return out


def goals_met(game: Game) -> bool:
    """Are all the mission's victory stages complete in the final state? (Read from the goals
    themselves, independently of the order in which the engine checks victory and defeat.)"""
    stages = game.mission.victory
    stage = game.state.stage
    while stage < len(stages) and all(goal_met(game, g) for g in stages[stage]):
        stage += 1
    return stage >= len(stages)


def outcome_of(game: Game, bot_name: str, decisions: int, limit: int | None = None) -> GameOutcome:
    state = game.state
    kills: Counter[str] = Counter()
    for s in state.survivors.values():
        kills.update(s.kills)
    cause = state.cause or (f"still running after {limit} decisions" if limit else "unfinished")
    return GameOutcome(
        mission=state.mission, seed=state.seed, bot=bot_name, result=state.result, cause=cause, rounds=state.round,
        decisions=decisions, deaths=[asdict(d) for d in state.deaths], killers=killers_of(game),
        kills=dict(sorted(kills.items())), escaped=sum(1 for s in state.survivors.values() if s.status == "escaped"),
        accomplished=state.result == "victory" or (goals_met(game) and not state.deaths),
    )


class GameFailure(Exception):
    """A bot game broke (an engine exception, or a broken invariant when checking); the message
    names the mission, the seed and the decision keys that reproduce it."""


def drive(game: Engine, bot: Bot, max_decisions: int = DEFAULT_MAX_DECISIONS, check: bool | Callable[[Any], list[str]] = False,
          label: str | None = None) -> int:
    """Let `bot` answer every decision until the game ends (or `max_decisions`); returns how many
    decisions it took. With `check` (True: the tile family's invariants; or a game's own check,
    returning its problems), every invariant is checked after each decision. A crash or a broken
    invariant raises GameFailure naming `label` (default: the tile mission, seed and round) and the
    decision keys that reproduce it."""
    checks = _tile_invariants() if check is True else check or None

    def failure(problem: str) -> GameFailure:
        where = label or f"{game.state.mission} seed {game.state.seed}, round {game.state.round}"
        return GameFailure(f"{where}: {problem}; decision keys {game.history!r}")

    decisions = 0
    try:
        if checks and (problems := checks(game)):
            raise failure("; ".join(problems))
        while not game.over and decisions < max_decisions:
            game.apply(bot.choose(game))
            decisions += 1
            if checks and (problems := checks(game)):
                raise failure("; ".join(problems))
    except GameFailure:
        raise
    except Exception as exc:  # an engine or bot crash: say how to get it back
        raise failure(f"{type(exc).__name__}: {exc}") from exc
    return decisions


def _tile_invariants() -> Callable[[Any], list[str]]:
    from zombie_table.bots.invariants import InvariantChecker

    return InvariantChecker().check


def play_game(
    library: Library,
    mission_id: str,
    bot: Bot | str,
    seed: int,
    team: list[tuple[str, str]] | None = None,
    max_decisions: int = DEFAULT_MAX_DECISIONS,
    options: dict[str, Any] | None = None,
    check: bool = False,
) -> GameOutcome:
    """Play one game to its end with `bot` answering every decision (undo off, for speed).

    A bot given by name gets its own seed derived from the game's, so the game is the same
    however many other games run beside it. With `check`, the invariants are checked after
    every decision; a crash or a broken invariant raises GameFailure."""
    if isinstance(bot, str):
        bot = make_bot(bot, derive_seed(seed, "bot"))
    game = new_game(library, mission_id, team or default_team(library, mission_id), seed, options)
    game.undo_enabled = False
    decisions = drive(game, bot, max_decisions, check) if check else _play(game, bot, max_decisions)
    return outcome_of(game, getattr(bot, "name", type(bot).__name__), decisions, max_decisions)


def _play(game: Game, bot: Bot, max_decisions: int) -> int:
    decisions = 0
    while not game.over and decisions < max_decisions:
        game.apply(bot.choose(game))
        decisions += 1
    return decisions


class HumanDecision(Exception):
    """The pending decision belongs to a person: the caller must ask them."""


class MixedController:
    """Seats of a hotseat game: each player name maps to a bot, or to None for a person.

    `decision.player` says whose decision it is (for a survivor's decision, its owner). The
    controller answers bots' decisions and stops where a person has to choose; with every
    seat a bot it is itself a Bot and can play a whole game."""

    name = "mixed"

    def __init__(self, seats: Mapping[str, Bot | None], default: Bot | None = None):
        self.seats = dict(seats)
        self.default = default

    def player_of(self, game: Engine, decision: Decision | None = None) -> str | None:
        """Who answers `decision` (the pending one by default; any of `game`'s, from its undo stack too)."""
        decision = decision or game.decision
        if decision is None:
            return None
        if decision.player is None and decision.survivor is not None:
            return game.owner(decision.survivor)  # the engine's, whatever the game's state holds
        return decision.player

    def controller(self, game: Engine, decision: Decision | None = None) -> Bot | None:
        """The bot that owns the pending decision (or `decision`); None when a person does (or nothing is pending)."""
        player = self.player_of(game, decision)
        if player is None:
            return self.default if (decision or game.decision) is not None else None
        return self.seats.get(player, self.default)

    def undo_steps(self, game: Engine) -> int:
        """The undos that take `game` back to the latest choice a person made, the bots' choices since
        with it (so that nothing is chosen again, nor any die rolled anew): 0 when none is left to take back."""
        return game.undo_depth(lambda decision: self.controller(game, decision) is None)

    def bot_to_move(self, game: Engine) -> bool:
        return not game.over and self.controller(game) is not None

    def choose(self, game: Engine) -> Action:
        bot = self.controller(game)
        if bot is None:
            raise HumanDecision(f"{self.player_of(game)} must choose: {game.decision.prompt if game.decision else 'nothing pending'}")
        return bot.choose(game)

    def advance(self, game: Engine, limit: int = DEFAULT_MAX_DECISIONS) -> list[Event]:
        """Apply the bots' choices until a person must choose, the game ends, or `limit` choices."""
        events: list[Event] = []
        for _ in range(limit):
            if not self.bot_to_move(game):
                break
            events += game.apply(self.choose(game))
        return events
