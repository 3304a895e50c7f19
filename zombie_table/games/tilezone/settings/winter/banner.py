"""The banner (rules reference §12, missions 1 and 8): a marker lying in one zone (token kind `standard`). Where the mission
switches on `banner_cards`, a survivor in the banner's zone takes, for 1 action, a card of the named
trait out of the equipment deck or its discard pile; the deck is shuffled after and the taker
reorganises for free. It is no search: no search limit, zombies or not, as often as it likes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.missions import BannerCards, CarryCards
from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import SPECIAL_RULES, goal_kind
from zombie_table.games.tilezone.greedy import MISSION, NEVER, GreedyBot, Situation
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

BANNER = "standard"  # the banner's token kind (drawn ¤s: blight's ¤b is taken)
TOKENS = declare(TOKEN_KINDS, {BANNER: "The banner (a standard): a mission's rallying point (its rules say what it gives)."})
RULES = declare(SPECIAL_RULES, {"banner_cards": "In the banner's zone, 1 action takes a card of a trait from the deck or its discards."})


def _stock(game: "Game", trait: str) -> list[str]:
    deck = game.state.equipment
    return [c for c in (*deck.draw_pile, *deck.discard_pile) if trait in game.card(c).traits]


ARGS = declare(ACTION_ARGS, {"banner_card": Actor})


@provides
def banner_actions(game: "Game", s: SurvivorState) -> list[Action]:
    rule = game.mission.rule(BannerCards)
    if rule is None or s.zone not in game.state.tokens.get(BANNER, []) or not can_pay(s, ()):
        return []
    stock = _stock(game, rule.trait)
    if not stock:
        return []
    return [Action("banner_card", f"Take {game.card(stock[0]).name} from the stores at the banner (1 action)", Actor(s.id))]


@handler("banner_card")
def banner_card(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    rule = game.mission.rules_by_kind[BannerCards]
    act(game)
    pay(s, ())
    note_action(s, "banner")
    card = _stock(game, rule.trait)[0]
    deck = game.state.equipment
    for pile in (deck.draw_pile, deck.discard_pile):
        if card in pile:
            pile.remove(card)
    deck.rng.shuffle(deck.draw_pile)
    game.emit(Ev.searched, "banner", f"{s.name} takes {game.card(card).name} from the stores at the banner",
              survivor=s.id, card=game.state.cards[card])
    game.push({"kind": "keep_card", "survivor": s.id, "card": card})


def wanted(game: "Game", trait: str) -> bool:
    """Does the current victory stage still call for cards of this trait?"""
    return any(isinstance(g, CarryCards) and g.trait == trait and not goal_kind(game, g).met(game, g) for g in stage_goals(game))


def zones_for(game: "Game", trait: str) -> list[str]:
    """Where cards of this trait are to be had: the banner's zone, when the mission's banner gives them."""
    rule = game.mission.rule(BannerCards)
    return sorted(set(game.state.tokens.get(BANNER, []))) if rule is not None and rule.trait == trait else []


@kind(BOT_SCORES, "banner_card")
def banner_score(bot: GreedyBot, game: "Game", sit: Situation, s: SurvivorState, a: Action) -> float:
    return MISSION if wanted(game, game.mission.rules_by_kind[BannerCards].trait) else NEVER
