"""Victory goals and defeat conditions as pluggable kinds: one protocol that the conditions, the
TUI and the bots all read.

A mission's `victory` stages hold goals and its `defeat` list holds losses, each tagged by a `kind`.
Every kind is a class marked `@kind(GOALS, name)` or `@kind(LOSSES, name)` in a rule module that a
setting's ruleset includes; the ruleset keeps one instance per kind, and `goal_kind(game, goal)` /
`loss_kind(game, loss)` find it by the goal's own `kind` field. The family's kinds live here; a
setting adds its own in its package (e.g. `settings/<setting>/goals.py`) and lists that module in its
ruleset. A kind registered twice fails when the ruleset is built.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from zombie_table.kernel.ruleset import kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

GOALS = "goals"
LOSSES = "losses"
SPECIAL_RULES = "special_rules"  # rule kinds a mission may switch on: name -> what it does, declared by the module applying it
CATALOGUES = (GOALS, LOSSES, SPECIAL_RULES)
"""The catalogues every ruleset of the family has."""


class GoalKind(ABC):
    """What one kind of victory goal brings. `goal` is the mission's goal model (its data). A kind
    lacking `met` or `text` cannot be made, so its ruleset is not built."""

    needs: frozenset[str] = frozenset()
    """Actions or means the goal calls for ("dynamite", "bless", "push_wagon", "ride_train"…): the
    bots read these instead of asking which goal it is."""

    @abstractmethod
    def met(self, game: "Game", goal: Any) -> bool:
        """Does the goal hold now?"""

    def progress(self, game: "Game", goal: Any) -> str:
        """How far along it is, shortly ("2/3", "round 4/7"); empty when there is nothing to count."""
        return ""

    @abstractmethod
    def text(self, game: "Game", goal: Any) -> str:
        """The goal in the player's words, from its data, lower case ("take every objective")."""

    def zones(self, game: "Game", goal: Any) -> list[str]:
        """Where the survivors must go for it (empty: no particular place)."""
        return []

    def impossible(self, game: "Game", goal: Any) -> str | None:
        """Why the goal can never be met any more (§3.4: the game is lost then), or None while it
        still can. Asked only while the goal is not met. A kind says what its goal needs that the
        game can run out of (tokens, cards, a train still on the board); by default a goal needs
        someone on the board to meet it."""
        return None if anyone_on_board(game) else NOBODY


class LossKind(ABC):
    """What one kind of defeat condition brings. `loss` is the mission's loss model (its data)."""

    def check(self, game: "Game", loss: Any) -> str | None:
        """The cause when the game is lost now, checked before victory; else None."""
        return None

    def stalled(self, game: "Game", loss: Any) -> str | None:
        """The cause when the game is lost now but only if it was not won at the same moment."""
        return None

    @abstractmethod
    def text(self, game: "Game", loss: Any) -> str:
        """The condition in the player's words ("a survivor is killed")."""


def goal_kind(game: "Game", goal: Any) -> GoalKind:
    return game.ruleset.kinds[GOALS][goal.kind]


def loss_kind(game: "Game", loss: Any) -> LossKind:
    return game.ruleset.kinds[LOSSES][loss.kind]


def team(game: "Game") -> list:
    """Everyone the mission needs to bring home: survivors and recruited companions."""
    return [s for s in game.state.survivors.values() if s.status != "dead" and s.companion_of != ""]


NOBODY = "no survivor is left on the board to finish the mission"
DESTROYED = "an objective the mission needs was destroyed"


def anyone_on_board(game: "Game") -> bool:
    """Is a survivor or recruited companion still on the board (companions waiting to be
    recruited cannot act, so they do not count)?"""
    return any(s.on_board for s in game.state.survivors.values() if s.companion_of != "")


def hopeless(game: "Game", stage: int) -> str | None:
    """Why the mission can no longer be won from victory stage `stage` on: the first goal not
    yet met that says it never can be (§3.4), or None."""
    for goals in game.mission.victory[stage:]:
        for goal in goals:
            kind = goal_kind(game, goal)
            if not kind.met(game, goal):
                cause = kind.impossible(game, goal)
                if cause:
                    return cause
    return None


# --------------------------------------------------------------------------- the family's goals
def _of_colour(goal: Any, tokens: list) -> list:
    return [t for t in tokens if goal.color is None or t.color == goal.color.value]


@kind(GOALS, "take_objectives")
class TakeObjectives(GoalKind):
    def met(self, game, goal):
        tokens = _of_colour(goal, game.state.objectives)
        return bool(tokens) and all(t.taken_by for t in tokens)

    def progress(self, game, goal):
        tokens = _of_colour(goal, game.state.objectives)
        return f"{sum(1 for t in tokens if t.taken_by)}/{len(tokens)}"

    def text(self, game, goal):
        return "take " + ("every objective" if goal.color is None else f"every {goal.color.value} objective")

    def zones(self, game, goal):
        """Where a token of the colour may lie, as the players see it: a face-down one may be any."""
        return [t.zone for t in game.state.objectives
                if t.taken_by is None and not t.lost and (goal.color is None or t.hidden or t.color == goal.color.value)]

    def impossible(self, game, goal):
        tokens = _of_colour(goal, game.state.objectives)
        if not tokens:
            return "the mission placed no objective of that colour"
        if any(t.lost and t.taken_by is None for t in tokens):
            return DESTROYED
        return super().impossible(game, goal)


@kind(GOALS, "escape")
class Escape(GoalKind):
    def met(self, game, goal):
        people = team(game)
        done = bool(people) and all(s.status == "escaped" for s in people)
        return done and (not goal.with_wagon or "wagon" in game.state.escaped_tokens)

    def progress(self, game, goal):
        people = team(game)
        return f"{sum(1 for s in people if s.status == 'escaped')}/{len(people)}"

    def text(self, game, goal):
        return "escape through the exit" + (" with the wagon" if goal.with_wagon else "")

    def zones(self, game, goal):
        """The exit; while a wagon that must leave too stands elsewhere, the wagon first."""
        if not game.mission.exit:
            return []
        exit_ = game.board.resolve(game.mission.exit)
        wagon = game.state.tokens.get("wagon", []) if goal.with_wagon else []
        return [wagon[0]] if wagon and wagon[0] != exit_ else [exit_]

    def impossible(self, game, goal):
        state = game.state
        if goal.with_wagon and "wagon" not in state.escaped_tokens and not state.tokens.get("wagon"):
            return WAGON_LOST
        return super().impossible(game, goal)


WAGON_LOST = "the wagon the mission needs is gone"


@kind(GOALS, "survive_rounds")
class SurviveRounds(GoalKind):
    def met(self, game, goal):
        return game.state.round > goal.rounds

    def progress(self, game, goal):
        return f"round {min(game.state.round, goal.rounds)}/{goal.rounds}"

    def text(self, game, goal):
        return f"survive {goal.rounds} rounds"


@kind(GOALS, "kill_all")
class KillAll(GoalKind):
    def met(self, game, goal):
        return not any(goal.type is None or t == goal.type for types in game.state.zombies.values() for t in types)

    def progress(self, game, goal):
        left = sum(n for types in game.state.zombies.values() for t, n in types.items() if goal.type in (None, t))
        return f"{left} left"

    def text(self, game, goal):
        return "kill " + ("every zombie" if goal.type is None else f"every {game.data.zombie_types[goal.type].name}")

    def zones(self, game, goal):
        return [z for z, types in game.state.zombies.items() if goal.type is None or goal.type in types]


# --------------------------------------------------------------------------- the family's losses
def active_spawns(game: "Game") -> int:
    tokens = [t for t in game.state.spawns if t.active and not t.destroyed]
    if game.rules.count_spawn_tokens:
        return len(tokens)
    return len({t.zone for t in tokens})


@kind(LOSSES, "survivor_lost")
class SurvivorLost(LossKind):
    def check(self, game, loss):
        dead = [s for s in game.state.survivors.values() if s.status == "dead"]
        return f"{dead[0].name} was killed" if dead else None

    def text(self, game, loss):
        return "a survivor is killed"


@kind(LOSSES, "active_spawns")
class ActiveSpawns(LossKind):
    def check(self, game, loss):
        return f"{loss.at_least} spawn tokens are active at once" if active_spawns(game) >= loss.at_least else None

    def text(self, game, loss):
        return f"{loss.at_least} spawn tokens are active at once"


@kind(LOSSES, "round_limit")
class RoundLimit(LossKind):
    def check(self, game, loss):
        return f"the mission was not finished in {loss.rounds} rounds" if game.state.round > loss.rounds else None

    def text(self, game, loss):
        return f"the mission is not finished in {loss.rounds} rounds"


@kind(LOSSES, "objectives_impossible")
class ObjectivesImpossible(LossKind):
    """Every mission of the family is lost this way (`conditions`); listing it changes nothing."""

    def check(self, game, loss):
        return hopeless(game, game.state.stage)

    def text(self, game, loss):
        return "the objectives can no longer be completed"
