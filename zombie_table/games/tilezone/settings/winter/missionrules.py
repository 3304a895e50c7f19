"""The named special rules Winter's missions switch on: adrenaline for objectives, and the piles
of equipment lying on the objectives of the intro mission (rules reference §12, intro)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import ObjectivePiles, ObjectiveReward
from zombie_table.games.tilezone.search import found
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "objective_reward": "Taking an objective (of these colours) gives adrenaline.",
    "objective_piles": "A pile of equipment lies on each objective; the objective waits until its pile is emptied.",
})


ARGS = declare(ACTION_ARGS, {"take_from_pile": Actor})


@hook("setup")
def lay_piles(game: "Game") -> None:
    piles = game.mission.rule(ObjectivePiles)
    if piles is None:
        return
    size = piles.per_survivor * len(game.state.survivors)
    for token in game.state.objectives:
        pile = own(game).piles.setdefault(token.zone, [])
        for _ in range(size):
            card = game.chance.draw("equipment")
            if card is not None:
                pile.append(card)
        game.emit(Ev.token, "objective-piles", f"{len(pile)} cards lie face down in {game.zone_name(token.zone)}",
                  zone=token.zone, count=len(pile))


@provides
def pile_actions(game: "Game", s: SurvivorState) -> list[Action]:
    pile = own(game).piles.get(s.zone)
    if not pile or game.state.zombie_count(s.zone) or not can_pay(s, ("search",)):
        return []
    return [Action("take_from_pile", f"Take the top card of the pile in {game.zone_name(s.zone)} "
                   f"({len(pile)} left, 1 action)", Actor(s.id))]


@handler("take_from_pile")
def take_from_pile(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ("search",))
    note_action(s, "search")
    card = own(game).piles[s.zone].pop()
    game.emit(Ev.searched, "objective-piles", f"{s.name} takes {game.card(card).name} from the pile",
              survivor=s.id, card=game.state.cards[card])
    found(game, s, card)  # a search draw: an ambush card brings its zombies (§12 intro: "Search ... to take 1 card")


@hook("may_take_objective")
def pile_gone(game: "Game", s: SurvivorState, token: ObjectiveToken) -> bool:
    return not own(game).piles.get(token.zone)


@hook("objective_taken")
def reward(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    for r in game.mission.rules:
        if isinstance(r, ObjectiveReward) and (not r.colors or token.color in [c.value for c in r.colors]) and r.xp:
            gain_xp(game, s, r.xp, "objective")
