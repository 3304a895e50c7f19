"""The armoured airlock (rules reference §12, mission 8): the exit token seals a zone shut: nobody,
xenos included, enters it. A survivor who controls the warden bot, with the bot standing in front
of the seal, spends 1 action to have the bot open it for good (option `seal_opened_by`: its
controller's machine action, the likely reading, or an action of anyone standing with the bot). Goal `everyone_at_level`: every
survivor has reached the danger level (orange in mission 8)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import ArmouredSeal
from zombie_table.games.tilezone.board import Changes
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import LEVELS
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind, team
from zombie_table.games.tilezone.settings.outpost.machines import BOT, activate, controls, where
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.content.missions import Mission
    from zombie_table.games.tilezone.board import Board
    from zombie_table.games.tilezone.game import Game

SEALED = "sealed"
"""The map's mark of the door opening from the front into the sealed zone."""

RULES = declare(SPECIAL_RULES, {
    "armoured_seal": "A zone sealed shut until the warden bot, steered in front of it, opens it (1 action).",
})


def sealed(game: "Game") -> str | None:
    seal = game.mission.rule(ArmouredSeal)
    zone = game.board.resolve(seal.zone) if seal is not None else None
    return zone if zone in game.state.blocked else None


ARGS = declare(ACTION_ARGS, {"open_seal": Actor})


@hook("setup")
def close_seal(game: "Game") -> None:
    seal = game.mission.rule(ArmouredSeal)
    if seal is not None:
        game.state.blocked.append(game.board.resolve(seal.zone))
        game.rebuild_board()


@hook("board_changes")
def seal_drawn(game: "Game") -> Changes:
    """The map draws the seal on the door opening from its front while it holds."""
    zone, seal = sealed(game), game.mission.rule(ArmouredSeal)
    return _mark(game.board, zone, game.board.resolve(seal.front)) if zone is not None and seal is not None else Changes()


@hook("mission_changes")
def seal_at_start(mission: "Mission", board: "Board") -> Changes:
    """The seal as the mission's set-up leaves it, for drawing the mission before play."""
    seal = mission.rule(ArmouredSeal)
    if seal is None:
        return Changes()
    zone, front = (board.alias.get(r, r) for r in (seal.zone, seal.front))
    return _mark(board, zone, front)


def _mark(board: "Board", zone: str, front: str) -> Changes:
    pair = frozenset((zone, front))
    return Changes(marks=frozenset({(pair, SEALED)})) if pair in board.door_pairs else Changes()


@hook("look_notes")
def seal_notes(game: "Game", zone: str) -> list[str]:
    """Look mode: the sealed zone, and the bot's place in front of it."""
    shut, seal = sealed(game), game.mission.rule(ArmouredSeal)
    if shut is None or seal is None:
        return []
    bot, front = game.data.rules.machines[BOT].name, game.board.resolve(seal.front)
    if zone == shut:
        return [f"Sealed: nobody enters, xenos included, until the {bot}, steered to {game.zone_name(front)}, cuts it open (1 action)"]
    if zone == front:
        return [f"In front of the seal of {game.zone_name(shut)}: the {bot} here cuts it open (1 action of its controller)"]
    return []


def _cost(game: "Game") -> tuple[str, ...]:
    return ("machine",) if game.rules.seal_opened_by == "controller" else ()


def _may_open(game: "Game", s: SurvivorState) -> bool:
    return controls(game, s, BOT) if game.rules.seal_opened_by == "controller" else s.zone == where(game, BOT)


@provides
def seal_actions(game: "Game", s: SurvivorState) -> list[Action]:
    zone, seal = sealed(game), game.mission.rule(ArmouredSeal)
    if zone is None or seal is None or not _may_open(game, s) or not can_pay(s, _cost(game)):
        return []
    if where(game, BOT) != game.board.resolve(seal.front):
        return []
    name = game.data.rules.machines[BOT].name
    return [Action("open_seal", f"Have the {name} open the sealed {game.zone_name(zone)} — 1 action", Actor(s.id))]


@handler("open_seal")
def open_seal(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, _cost(game))
    note_action(s, "machine" if _cost(game) else "seal")
    activate(game, BOT)
    zone = sealed(game)
    game.state.blocked.remove(zone)
    game.rebuild_board()
    game.emit(Ev.token, "armoured-seal", f"The {game.data.rules.machines[BOT].name} cuts the seal of {game.zone_name(zone)}",
              survivor=s.id, zone=zone)


@kind(GOALS, "everyone_at_level")
class EveryoneAtLevel(GoalKind):
    def _short(self, game: "Game", goal: Any) -> list[SurvivorState]:
        return [s for s in team(game) if s.level < LEVELS.index(goal.level)]

    def met(self, game: "Game", goal: Any) -> bool:
        return not self._short(game, goal)

    def progress(self, game: "Game", goal: Any) -> str:
        short = self._short(game, goal)
        return f"{len(team(game)) - len(short)}/{len(team(game))} there"

    def text(self, game: "Game", goal: Any) -> str:
        return f"every survivor reaches {goal.level} danger"
