"""outpost-m6 (Burn the Nest): a winning line.

The greedy bot plays the line; the plan keeps the burner together: a Scorcher or its fuel found
is always kept (a Scorcher in a hand), never discarded for another card, and a survivor carrying
either never reorganises (the greedy bot would pack the Scorcher away). Once someone carries a
Scorcher with fuel, the goal sends the bot to a zone in sight of a nest breach, and it floods the
breaches one by one until the purple token burns.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.hellfire import FUEL, SCORCHER
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState

SEED = 0
TEAM = ["rook", "halloway", "tamsin", "okafor", "dax", "obi"]
BOT = GreedyBot()


def burner(game: Game, card: str | None) -> bool:
    return card is not None and bool({SCORCHER, FUEL} & set(game.card(card).traits))


def _held(s: SurvivorState, a: Action) -> str | None:
    return getattr(s.inventory, a.args[2])[a.args[3]]


def keep(game: Game, legal: list[Action], s: SurvivorState, card: str) -> Action | None:
    """A burner part goes in (a Scorcher in a hand), over the least of the other cards; nothing
    else goes in over a burner part."""
    keeps = [a for a in legal if a.kind == "keep" and not burner(game, _held(s, a))]
    if burner(game, card):
        scorcher = SCORCHER in game.card(card).traits
        worth = lambda a: BOT.card_value(game, s, game.state.cards[_held(s, a)]) if _held(s, a) else 0.0  # noqa: E731
        return min(keeps, key=lambda a: (scorcher and a.args[2] != "hand", _held(s, a) is not None, worth(a)), default=None)
    choice = BOT.choose(game)
    return pick(legal, "leave") if choice.kind == "keep" and burner(game, _held(s, choice)) else choice


def plan(game: Game, legal: list[Action]) -> Action | None:
    d = game.decision
    if d is None or d.survivor is None:
        return None
    s = game.survivor(d.survivor)
    carrying = any(burner(game, c) for c in s.inventory.cards())
    if d.kind == "keep_card":
        return keep(game, legal, s, d.data["card"])
    if d.kind == "reorganise" and carrying:
        return pick(legal, "done")
    if d.kind == "act" and carrying:
        return BOT.decide(game, [a for a in legal if a.kind != "reorganise"])
    return None


def winning_line() -> Game:
    return play_line("outpost-m6", SEED, TEAM, plan)


def test_the_team_arms_a_burner_and_burns_the_nest_to_the_purple_token() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert own(game).burnt == ["purple"]
