"""The named special rules Outpost's missions switch on (rules reference §5.5, §12): objectives give
XP (the family's `objective_reward`), and a red one a prototype weapon while any are left, with the
cards the mission names (the tutorial's power cell)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.cards import CardGroup
from zombie_table.content.missions import ObjectiveReward, PrototypeReward
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.goals import SPECIAL_RULES
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "objective_reward": "Taking an objective (of these colours) gives XP.",
    "prototype_reward": "Taking an objective (red by default) gives a prototype weapon while any are left, and the named cards.",
})



@hook("setup")
def set_aside(game: "Game") -> None:
    """The prototypes wait for the objectives (§2); the cards a reward names leave the equipment deck."""
    held = {c for s in game.state.survivors.values() for c in s.inventory.cards()}  # a mission's set-up may hand some out
    own(game).prototypes = sorted(i for i in game.state.cards if game.card(i).group is CardGroup.prototype and i not in held)
    reward = game.mission.rule(PrototypeReward)
    if reward is None:
        return
    deck = game.state.equipment
    for card_id in reward.cards:
        instance = next((c for c in reversed(deck.draw_pile) if game.state.cards[c] == card_id), None)
        if instance is not None:
            deck.take(instance)
            own(game).set_aside.append(instance)


@hook("objective_taken")
def reward(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    for r in game.mission.rules:
        if isinstance(r, ObjectiveReward) and (not r.colors or token.color in [c.value for c in r.colors]) and r.xp:
            gain_xp(game, s, r.xp, "objective")
    prize = game.mission.rule(PrototypeReward)
    if prize is None or token.color not in [c.value for c in prize.colors]:
        return
    left = own(game).prototypes
    named = [i for i in left if game.state.cards[i] == prize.prototype]
    if prize.prototype is None and left:
        named = [left[game.chance.fresh(f"prototype-{token.id}").randrange(len(left))]]
    if not named:
        game.emit(Ev.info, "prototype-reward", "No prototype is left to give")
    else:
        left.remove(named[0])
    cards = [*named[:1], *own(game).set_aside]
    own(game).set_aside = []
    for card in reversed(cards):  # the prototype is offered first
        game.push({"kind": "keep_card", "survivor": s.id, "card": card})
