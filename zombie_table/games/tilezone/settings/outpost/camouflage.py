"""Camouflage (invader §11, the project's Blend In): at the start of its turn, if no xeno sees
it, the survivor may take the one camouflage token. While it holds it the xenos ignore it
altogether: it draws none of them, makes no noise, is never attacked, and they walk past it.
Leaving a zone with xenos still costs the usual extra actions. The token stays with it, round
after round, until it resolves a combat or machine action or makes noise; then it may be taken
again, the same way, at the start of a later turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

ABILITY = "camouflage"
SKILLS = declare(skills.SKILL_FAMILIES, {
    ABILITY: skills.Family("At the start of its turn, unseen by any zombie, it may take the camouflage token: "
                           "zombies ignore it until it fights, works a machine or makes noise."),
})
BETRAYING = frozenset({"melee", "ranged", "magic", "machine", "noise"})
"""Kinds of action (`turn.note_action`) that give a camouflaged survivor away."""


def holder(game: "Game") -> SurvivorState | None:
    """Who holds the token now (a survivor no longer on the board holds nothing)."""
    sid = own(game).camouflage
    s = game.state.survivors.get(sid) if sid else None
    return s if s is not None and s.on_board else None


def seen_by_xenos(game: "Game", s: SurvivorState) -> bool:
    """Whether any xeno has sight of the survivor (sight runs both ways; its own zone counts)."""
    zombies = game.state.zombies
    return any(any(zombies.get(zone, {}).values()) for zone in game.board.sight[s.zone])


ARGS = declare(ACTION_ARGS, {"camouflage": Actor})


@provides(needs=(ABILITY,))
def camouflage_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, ABILITY) or s.turn.streak_kind is not None or holder(game) is not None:
        return []
    if seen_by_xenos(game, s):
        return []
    return [Action("camouflage", f"{s.name} takes the camouflage token (free; lost on fighting, working a machine or "
                   f"making noise)", Actor(s.id))]


@handler("camouflage")
def take_camouflage(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    own(game).camouflage = s.id
    game.emit(Ev.token, ABILITY, f"{s.name} takes the camouflage token: the xenos no longer notice them",
              survivor=s.id, zone=s.zone, token=ABILITY)


@hook("unseen")
def camouflaged(game: "Game", s: SurvivorState) -> bool:
    return own(game).camouflage == s.id


@hook("turn_goes_on")
def given_away(game: "Game", s: SurvivorState) -> None:
    """Checked after each of its actions: the one it just took may have given it away."""
    if own(game).camouflage == s.id and s.turn.streak_kind in BETRAYING:
        own(game).camouflage = None
        game.emit(Ev.token, ABILITY, f"{s.name} is noticed and loses the camouflage token",
                  survivor=s.id, zone=s.zone, token=ABILITY)
