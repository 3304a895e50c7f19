"""The ward carried (rules reference §12, mission 5): a survivor in the ward's zone takes it for 1
action; it rides on the dashboard, takes no slot and trades like a card, and its carrier is the
ward from then on (corruption reaching the carrier's zone loses the game: `corruption.ward`).
Until it is taken, the guards standing with it cannot move, though they fight. The goal
`ward_at_exit` is met when the ward stands in the exit zone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.missions import CarriedWard
from zombie_table.games.tilezone import trade
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.greedy import MISSION, GreedyBot, Situation
from zombie_table.games.tilezone.settings.winter.corruption import WARD, ward
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {"carried_ward": "The ward is taken and carried; its carrier is the ward; its guards stay until then."})


def lying(game: "Game") -> bool:
    return bool(game.state.tokens.get(WARD))


def guards_held(game: "Game", zone: str) -> bool:
    """Guards in this zone may not move: they stand with the ward until it is taken."""
    r = game.mission.rule(CarriedWard)
    return r is not None and r.guards_stay and lying(game) and zone == ward(game)


class Handing(NamedTuple):
    giver: str
    taker: str


ARGS = declare(ACTION_ARGS, {"take_ward": Actor, "pass_ward": Handing})


@provides
def take_ward_action(game: "Game", s: SurvivorState) -> list[Action]:
    if game.mission.rule(CarriedWard) is None or not lying(game) or s.zone != ward(game) or not can_pay(s, ()):
        return []
    return [Action("take_ward", "Take the ward into your keeping (1 action)", Actor(s.id))]


@handler("take_ward")
def take_ward(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "ward")
    game.state.tokens[WARD] = []
    s.carried.append(WARD)
    game.emit(Ev.objective, "ward", f"{s.name} takes the ward: wherever {s.name} goes, the ward goes", survivor=s.id, zone=s.zone)


@hook("enter")
def ward_moves(game: "Game", s: SurvivorState, zone: str) -> None:
    """The ward moving with its bearer is news for the end conditions (a move alone is not)."""
    if WARD in s.carried:
        game.emit(Ev.token, "ward", f"The ward comes to {game.zone_name(zone)} with {s.name}", zone=zone, token=WARD)


@hook("trade_options")
def ward_trades(game: "Game", s: SurvivorState, partner: SurvivorState) -> list[Action]:
    for giver, taker in ((s, partner), (partner, s)):
        if WARD in giver.carried:
            label = f"Give {partner.name} the ward" if giver is s else f"Take the ward from {partner.name}"
            return [Action("pass_ward", label, Handing(giver.id, taker.id))]
    return []


@handler("pass_ward")
def pass_ward(game: "Game", action: Action) -> None:
    giver, taker = game.survivor(action.args.giver), game.survivor(action.args.taker)
    giver.carried.remove(WARD)
    taker.carried.append(WARD)
    game.emit(Ev.inventory, "trade", f"{giver.name} gives {taker.name} the ward", survivor=giver.id, partner=taker.id)
    trade.again(game, giver.id, taker.id)


@kind(GOALS, "ward_at_exit")
class WardAtExit(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return game.mission.exit is not None and ward(game) == game.board.resolve(game.mission.exit)

    def text(self, game: "Game", goal: Any) -> str:
        return "bring the ward to the exit"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        if lying(game):
            return [z for z in [ward(game)] if z is not None]
        return [game.board.resolve(game.mission.exit)] if game.mission.exit else []

    def impossible(self, game: "Game", goal: Any) -> str | None:
        if ward(game) is None:
            return "the ward is lost"
        return super().impossible(game, goal)


@kind(BOT_SCORES, "take_ward")
def take_ward_score(bot: GreedyBot, game: "Game", sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION
