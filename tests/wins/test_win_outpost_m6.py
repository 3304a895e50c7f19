"""outpost-m6 (Burn the Nest): a winning line.

The greedy bot plays the line; the plan keeps the burner together: a Scorcher or its fuel found
is always kept (a Scorcher in a hand, fuel straight under a Scorcher held), never discarded for
another card; fuel is clipped under the Scorcher when its carrier reorganises, and no reorganising
or trade moves, discards or unclips a burner part (the greedy bot would pack the Scorcher away),
except a trade handing a loose fuel can to the Scorcher's carrier, who the fuel's carrier walks to.
The fuel burns only on the nest, never on a crowd. Once someone carries a Scorcher with fuel, the
goal sends the bot to a zone in sight of a nest breach, and it floods the breaches one by one until
the purple token burns.
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import GreedyBot
from zombie_table.games.tilezone.settings.outpost.burning import burnable
from zombie_table.games.tilezone.settings.outpost.hellfire import FUEL, SCORCHER, kit
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState

SEED = 13
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
        if (attached := pick(legal, "keep_attached")) is not None:  # fuel straight under a Scorcher held
            return attached
        scorcher = SCORCHER in game.card(card).traits
        worth = lambda a: BOT.card_value(game, s, game.state.cards[_held(s, a)]) if _held(s, a) else 0.0  # noqa: E731
        return min(keeps, key=lambda a: (scorcher and a.args[2] != "hand", _held(s, a) is not None, worth(a)), default=None)
    choice = BOT.choose(game)
    return pick(legal, "leave") if choice.kind == "keep" and burner(game, _held(s, choice)) else choice


def fuel_in(game: Game, legal: list[Action]) -> Action | None:
    """Clipping a carried fuel can under the Scorcher in a hand, if the survivor has both loose."""
    return next((a for a in legal if a.kind == "attach" and FUEL in game.card(a.args[1]).traits), None)


def loose_fuel(game: Game, s: SurvivorState) -> str | None:
    """A fuel can in the survivor's slots (not under a weapon)."""
    return next((c for c in s.inventory.cards() if c is not None and FUEL in game.card(c).traits), None)


def unfed(game: Game) -> SurvivorState | None:
    """A survivor on the board with a Scorcher in a hand and no fuel under it (none while anyone is armed)."""
    if any(kit(game, o) for o in game.state.survivors.values() if o.on_board):
        return None
    return next((o for o in game.state.survivors.values() if o.on_board
                 and any(c is not None and SCORCHER in game.card(c).traits for c in o.inventory.hand)), None)


def swapped(game: Game, a: Action) -> tuple[str | None, str | None]:
    """The cards in the two slots a reorganising (or trading) answer swaps."""
    sid, sa, ia, pid, sb, ib = a.args
    return getattr(game.survivor(sid).inventory, sa)[ia], getattr(game.survivor(pid).inventory, sb)[ib]


def hands_fuel(game: Game, a: Action) -> bool:
    """A trade that hands a loose fuel can to the Scorcher's carrier and takes no burner part back."""
    holder = unfed(game)
    if a.kind != "rearrange" or a.args[0] == a.args[3] or holder is None or holder.id not in (a.args[0], a.args[3]):
        return False
    mine, theirs = swapped(game, a)
    given, taken = (theirs, mine) if holder.id == a.args[0] else (mine, theirs)
    return given is not None and FUEL in game.card(given).traits and not burner(game, taken)


def touches(game: Game, a: Action) -> bool:
    """Whether a reorganising (or trading) answer moves, discards or unclips a burner part."""
    if a.kind == "rearrange":
        return any(burner(game, c) for c in swapped(game, a))
    return a.kind == "detach" or (a.kind == "drop" and burner(game, a.args[1]))


def fetch_fuel(game: Game, legal: list[Action], s: SurvivorState) -> Action | None:
    """A survivor with a loose fuel can trades it to the Scorcher's carrier, walking over first."""
    holder = unfed(game)
    if holder is None or holder.id == s.id or loose_fuel(game, s) is None:
        return None
    if holder.zone == s.zone:
        return pick(legal, "reorganise")
    return toward(game, legal, "move", (s.id,), holder.zone, s.zone)


def plan(game: Game, legal: list[Action]) -> Action | None:
    d = game.decision
    if d is None or d.survivor is None:
        return None
    s = game.survivor(d.survivor)
    if d.kind == "keep_card":
        return keep(game, legal, s, d.data["card"])
    if d.kind == "reorganise":
        handed = next((a for a in legal if hands_fuel(game, a)), None)
        return fuel_in(game, legal) or handed or BOT.decide(game, [a for a in legal if not touches(game, a)])
    if d.kind == "act":  # the fuel is for the nest, not for a crowd
        return fetch_fuel(game, legal, s) or BOT.decide(game, [a for a in legal if a.kind != "hellfire" or a.args[1] in burnable(game)])
    return None


def winning_line() -> Game:
    return play_line("outpost-m6", SEED, TEAM, plan)


def test_the_team_arms_a_burner_and_burns_the_nest_to_the_purple_token() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert own(game).burnt == ["purple"]
