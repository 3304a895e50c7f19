"""The colony's chores (§6): a barricade on a free zombie space where the survivor stands (at an
entrance of the player's choice in the colony), cleaning the waste (the top three cards leave the
game; in the colony only), and luring two zombies from another place to the survivor's — they
arrive as any zombies do, and may overrun it (§8). Any die pays for each."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import dice, zombies
from zombie_table.games.colony.state import Player
from zombie_table.games.colony.turns import acted
from zombie_table.games.colony.actions import Barricade, Lure, LureTwo, WithDie
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, provides

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

CLEANED = 3
LURED = 2


def any_die(me: Player) -> int | None:
    """The lowest unused die: a chore takes any value, so the cheapest goes."""
    usable = dice.usable(me)
    return usable[0] if usable else None


@provides
def chore_actions(game: "Colony", me: Player) -> list[Action]:
    index = any_die(me)
    if index is None:
        return []
    shown = f"(die {me.dice[index].value})"
    out = []
    for survivor in game.group(me):
        name, place = game.name(survivor.id), survivor.place
        for entrance in zombies.barricade_spots(game, place):
            gate = f" entrance {entrance + 1}" if place == COLONY else ""
            out.append(Action("barricade", f"{name} barricades {game.place_name(place)}{gate} {shown}",
                              Barricade(survivor.id, index, entrance)))
        if place == COLONY and game.state.waste:
            out.append(Action("clean", f"{name} cleans the waste ({len(game.state.waste)} cards) {shown}", WithDie(survivor.id, index)))
        for sources in lure_sources(game, place):
            names = " and ".join(game.place_name(p) for p in sources)
            out.append(Action("lure", f"{name} lures zombies from {names} to {game.place_name(place)} {shown}",
                              Lure(survivor.id, index, sources[0]) if len(sources) == 1
                              else LureTwo(survivor.id, index, sources[0], sources[1])))
    return out


def lure_sources(game: "Colony", place: str) -> list[tuple[str, ...]]:
    """One place giving the two zombies (or fewer, when a lure moves up to two), or — when a lure
    may draw on two places — two places giving one each."""
    counts = {p: spot.zombies for p, spot in game.state.places.items() if p != place and spot.zombies}
    least = 1 if game.rules.lure_up_to else LURED
    out: list[tuple[str, ...]] = [(p,) for p, n in counts.items() if n >= least]
    if game.rules.lure_many_places:
        names = list(counts)
        out += [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
    return out


@handler("barricade")
def barricade(game: "Colony", action: Action) -> None:
    sid, entrance = action.args.survivor, action.args.entrance
    dice.spend(game.me, action.args.die)
    survivor = game.state.survivors[sid]
    put = 0
    for _ in range(2 if dice.edge(game, survivor, "double_barricade") else 1):
        put += zombies.barricade(game, survivor.place, entrance)
    game.emit("barricade", "barricade", f"{game.name(sid)} puts up {put} barricade{'s' if put > 1 else ''} at "
              f"{game.place_name(survivor.place)}.", place=survivor.place)
    acted(game, "barricade", sid)


@handler("clean")
def clean(game: "Colony", action: Action) -> None:
    sid = action.args.survivor
    dice.spend(game.me, action.args.die)
    state = game.state
    count = CLEANED + (2 if dice.edge(game, state.survivors[sid], "clean_more") else 0)
    gone = state.waste[-count:]
    del state.waste[-count:]
    state.removed += gone
    game.emit("cleaned", "clean", f"{game.name(sid)} clears {len(gone)} cards off the waste ({len(state.waste)} left).",
              waste=len(state.waste))
    acted(game, "clean", sid)


@handler("lure")
def lure(game: "Colony", action: Action) -> None:
    args = action.args
    sid, sources = args.survivor, [args.source, args.other] if isinstance(args, LureTwo) else [args.source]
    dice.spend(game.me, args.die)
    place = game.state.survivors[sid].place
    each = LURED // len(sources)
    moved = sum(zombies.remove(game, source, each) for source in sources)
    game.emit("lured", "lure", f"{game.name(sid)} lures {moved} zombies away from "
              f"{' and '.join(game.place_name(p) for p in sources)}.", place=place)
    zombies.add(game, place, moved, "lure")
    acted(game, "lure", sid)


ARGS = declare(ACTION_ARGS, {"barricade": Barricade, "clean": WithDie, "lure": (Lure, LureTwo)})
