"""Crypt weapons won in missions (rules reference §12): the crypt reward of an objective (a random
crypt weapon and a free reorganise, or adrenaline instead when the crypt deck is empty, where the
mission gives that fallback), and the goal of taking a number of crypt weapons, by objectives or by
picking up what the giant and the necromancer leave (one taken and later discarded still counts)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.cards import CardGroup
from zombie_table.content.missions import ObjectiveReward
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import GOALS, GoalKind
from zombie_table.games.tilezone.greedy import MISSION, GreedyBot, Situation
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import ObjectiveToken, SurvivorState
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


def _rewards(game: "Game", token: ObjectiveToken) -> list[ObjectiveReward]:
    return [r for r in game.mission.rules if isinstance(r, ObjectiveReward) and r.crypt
            and (not r.colors or token.color in [c.value for c in r.colors])]


@hook("objective_taken")
def crypt_reward(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    for r in _rewards(game, token):
        crypt = own(game).crypt
        if not crypt:
            game.emit(Ev.info, "crypt", "The crypt is empty", survivor=s.id)
            gain_xp(game, s, r.crypt_fallback_xp, "objective, the crypt being empty")
            continue
        card = crypt.pop()
        game.emit(Ev.bounty, "crypt", f"{s.name} finds {game.card(card).name}", survivor=s.id, card=game.state.cards[card])
        game.push({"kind": "keep_card", "survivor": s.id, "card": card})


def taken(game: "Game") -> int:
    """Crypt weapons out of the crypt deck and not lying face down on the board."""
    total = sum(1 for cid in game.state.cards.values() if game.data.cards[cid].group is CardGroup.crypt)
    lying = sum(len(cards) for cards in own(game).dropped.values())
    return total - len(own(game).crypt) - lying


@kind(GOALS, "crypt_weapons")
class CryptWeapons(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return taken(game) >= goal.count

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{min(taken(game), goal.count)}/{goal.count}"

    def text(self, game: "Game", goal: Any) -> str:
        return f"take {goal.count} crypt weapons"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        return sorted({t.zone for t in game.state.objectives if t.taken_by is None and not t.lost} | set(own(game).dropped))


@kind(BOT_SCORES, "take_crypt")
def pick_up_score(bot: GreedyBot, game: "Game", sit: Situation, s: SurvivorState, a: Action) -> float:
    """A crypt weapon lying on the board is always worth the action (and may be a mission's goal)."""
    return MISSION
