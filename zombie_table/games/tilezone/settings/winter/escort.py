"""The escorted ward (rules reference §12, the escort mission): the ward is a person who counts as a
survivor. Its token is an ally token, so it makes 1 noise, zombies hunt and attack it, friendly fire
may fell it, the players choose who takes a zone's wounds, and one wound kills it; corruption
reaching it still loses the game (it is the ward). At the start of each players' phase the players
may move it one zone, if a survivor or a guard stands with it and no zombie does. Goal
`escort_at_exit`: it stands in the exit zone with no zombie there; loss `escort_lost`: it fell."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import GOALS, LOSSES, GoalKind, LossKind
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.state import TOKEN_KINDS, Decision, SurvivorState
from zombie_table.games.tilezone.zombies import ALLY_TOKENS, lose_ally
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import AtZone, NoArgs
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, options, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

ESCORT = "escort"
TOKENS = declare(TOKEN_KINDS, {ESCORT: "The escorted ward: a person who counts as a survivor; corruption reaching it loses the game."})
ALLIES = declare(ALLY_TOKENS, {ESCORT: "ward"})


def where(game: "Game") -> str | None:
    return next(iter(game.state.tokens.get(ESCORT, [])), None)


def may_move(game: "Game", zone: str) -> bool:
    escorted = game.state.survivors_in(zone) or GUARD in game.state.tokens and zone in game.state.tokens[GUARD]
    return bool(escorted) and not game.state.zombie_count(zone)


def _offer(game: "Game") -> list[dict[str, Any]]:
    return [{"kind": "escort"}] if where(game) is not None else []


ARGS = declare(ACTION_ARGS, {"escort_move": AtZone, "escort_stay": NoArgs})


@hook("setup")
def first_offer(game: "Game") -> None:
    game.state.queue.extend(_offer(game))  # before the first round's players' phase


@hook("round_end")
def next_offer(game: "Game") -> list[dict[str, Any]]:
    return _offer(game)


@step("escort")
def escort(game: "Game", _: dict[str, Any]) -> None:
    zone = where(game)
    if zone is None or not may_move(game, zone):
        return
    game.ask("escort", f"The ward in {game.zone_name(zone)} may move one zone", player=game.state.players[game.state.first_player])


@options("escort")
def escort_options(game: "Game", decision: Decision) -> list[Action]:
    zone = where(game)
    return [*(Action("escort_move", f"The ward moves to {game.zone_name(dest)}", AtZone(dest)) for dest in game.board.exits(zone)),
            Action("escort_stay", "The ward stays", NoArgs())]


@handler("escort_move")
def escort_move(game: "Game", action: Action) -> None:
    zone = where(game)
    game.state.tokens[ESCORT] = [action.args.zone]
    game.emit(Ev.token, "escort", f"The ward moves from {game.zone_name(zone)} to {game.zone_name(action.args.zone)}",
              zone=action.args.zone, token=ESCORT)
    game.invalidate()


@handler("escort_stay")
def escort_stay(game: "Game", action: Action) -> None:
    return None


@hook("blasted")
def blasted(game: "Game", s: SurvivorState, zone: str) -> None:
    if where(game) == zone:
        lose_ally(game, zone, ESCORT, "blast")


@kind(GOALS, "escort_at_exit")
class EscortAtExit(GoalKind):
    def met(self, game, goal):
        exit_ref = game.mission.exit
        zone = where(game)
        return exit_ref is not None and zone == game.board.resolve(exit_ref) and not game.state.zombie_count(zone)

    def text(self, game, goal):
        return "bring the ward into the exit zone, with no zombie there"

    def zones(self, game, goal):
        return [game.board.resolve(game.mission.exit)] if game.mission.exit else []

    def impossible(self, game, goal):
        return "the ward is dead" if where(game) is None else super().impossible(game, goal)


@kind(LOSSES, "escort_lost")
class EscortLost(LossKind):
    def check(self, game, loss):
        return "the ward was wounded" if ESCORT not in game.state.tokens or where(game) is None else None

    def text(self, game, loss):
        return "the ward takes a wound"
