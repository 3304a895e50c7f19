"""Relics that drive the spawn zones back to the banner (rules reference §12, the wall-of-heroes
mission). Taking an objective of the rule's colours puts a relic on the taker's dashboard (no slot;
traded like any carried token). For 1 action a survivor within range 0–1 of a numbered spawn token
(never the necromancer's) gives up a relic and that token moves into the banner's zone, where it
goes on spawning. The goal `spawns_in_banner` holds when every spawn token left lies there (the
necromancer's goes only with its necromancer)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from zombie_table.content.missions import Relics
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.greedy import MISSION, GreedyBot, Situation
from zombie_table.games.tilezone.settings.winter.banner import BANNER
from zombie_table.games.tilezone.state import ObjectiveToken, SpawnToken, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RELIC = "relic"
RULES = declare(SPECIAL_RULES, {"relics": "Objectives give relics; 1 relic moves a numbered spawn zone in range 0-1 to the banner."})


def banner(game: "Game") -> str | None:
    return next(iter(game.state.tokens.get(BANNER, [])), None)


def left(game: "Game") -> list[SpawnToken]:
    """Spawn tokens still on the board outside the banner's zone."""
    return [t for t in game.state.spawns if not t.destroyed and t.zone != banner(game)]


def within_one(game: "Game", here: str, zone: str) -> bool:
    return zone == here or game.board.sight[here].get(zone, 2) <= 1


class Relic(NamedTuple):
    survivor: str
    token: str  # the numbered spawn token moved to the banner


ARGS = declare(ACTION_ARGS, {"relic_to_banner": Relic})


@hook("objective_taken")
def relic(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    rule = game.mission.rule(Relics)
    if rule is not None and (not rule.colors or token.color in [c.value for c in rule.colors]):
        s.carried.append(RELIC)
        game.emit(Ev.token, "relics", f"{s.name} takes up a relic", survivor=s.id, zone=s.zone)


@provides
def relic_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if RELIC not in s.carried or banner(game) is None or not can_pay(s, ()):
        return []
    return [Action("relic_to_banner", f"Give up a relic: spawn zone {t.number} moves to the banner (1 action)", Relic(s.id, t.id))
            for t in left(game) if t.kind == "numbered" and within_one(game, s.zone, t.zone)]


@handler("relic_to_banner")
def relic_to_banner(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    token = next(t for t in game.state.spawns if t.id == action.args.token)
    act(game)
    pay(s, ())
    note_action(s, "relic")
    s.carried.remove(RELIC)
    token.zone = banner(game)
    game.emit(Ev.spawn_token, "relics", f"{s.name} gives up a relic: spawn zone {token.number} moves to "
              f"{game.zone_name(token.zone)}", survivor=s.id, token=token.id, zone=token.zone)


@kind(BOT_SCORES, "relic_to_banner")
def relic_score(bot: GreedyBot, game: "Game", sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION


@kind(GOALS, "spawns_in_banner")
class SpawnsInBanner(GoalKind):
    def met(self, game, goal):
        return banner(game) is not None and not left(game)

    def progress(self, game, goal):
        live = [t for t in game.state.spawns if not t.destroyed]
        return f"{len(live) - len(left(game))}/{len(live)}"

    def text(self, game, goal):
        return "bring every spawn zone to the banner"

    def zones(self, game, goal):
        if any(RELIC in s.carried for s in game.state.living()):
            return sorted({t.zone for t in left(game) if t.kind == "numbered"})
        return []
