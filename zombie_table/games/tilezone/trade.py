"""Reorganise and trade: one action rearranges your inventory and/or swaps cards with one other
survivor in your zone, who reorganises for free too; a kept card (search, bounty) brings a free
reorganise. Discarding is free at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.actions import Actor, WithCard
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


class Swap(NamedTuple):
    """Two slots' cards change places: `survivor`'s slot `slot` `at` and `other`'s (the same survivor's own
    swap too)."""

    survivor: str
    slot: str
    at: int  # the slot's place (0 for the first of its kind)
    other: str
    other_slot: str
    other_at: int


ARGS = declare(ACTION_ARGS, {"discard": WithCard, "reorganise": Actor, "done": Actor, "rearrange": Swap, "drop": WithCard})


@provides
def discard_actions(game: Game, s: SurvivorState) -> list[Action]:
    kept = inventory.kept(game, s)  # may change with no card moving (Outpost's last bottle, once outdoors)
    return game.remember(("discards", *inventory.holdings(game, s), *sorted(kept)), _discards, game, s, kept)


def _discards(game: Game, s: SurvivorState, kept: set[str]) -> list[Action]:
    return [Action("discard", f"Discard {game.card(c).name} (free)", WithCard(s.id, c)) for c in s.inventory.cards() if c not in kept]


@handler("discard")
def discard(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    inventory.discard(game, s, action.args.card)
    game.emit(Ev.inventory, "discard", f"{s.name} discards {game.card(action.args.card).name}", survivor=s.id)


@provides
def reorganise_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not can_pay(s, ()) or not (s.inventory.cards() or partners(game, s)):
        return []
    return [Action("reorganise", "Reorganise / trade (1 action)", Actor(s.id))]


def partners(game: Game, s: SurvivorState) -> list[SurvivorState]:
    out = []
    for o in game.state.survivors_in(s.zone):
        if o.id != s.id and o.companion_of is None:
            out.append(o)
    return out


@handler("reorganise")
def reorganise(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "reorganise")
    game.push({"kind": "reorganise", "survivor": s.id, "partner": None, "trade": True})


def free_reorganise(game: Game, s: SurvivorState) -> None:
    """A card just arrived (a search, a bounty): the survivor may reorganise at once, no action spent."""
    game.push({"kind": "reorganise", "survivor": s.id, "partner": None, "trade": False})


@step("reorganise")
def reorganise_step(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    prompt = f"{s.name} reorganises" + (" and may trade" if params["trade"] else " for free")
    game.ask("reorganise", prompt, survivor=s.id, data=params)


@options("reorganise")
def reorganise_options(game: Game, decision: Decision) -> list[Action]:
    """Moves within one's own slots; in a trade, swaps with the partner's slots, the partner's own
    moves (it reorganises for free too) and what the setting trades besides cards; discards by
    either; then done."""
    s = game.survivor(decision.survivor)
    held = _Holdings(game)
    out: list[Action] = [Action("done", "Done reorganising", Actor(s.id))]  # first: the answer that ends it
    out += _own_moves(game, held, s, "")
    out += _setting_moves(game, s, "")
    if decision.data["trade"]:
        people = partners(game, s)
        if decision.data["partner"]:
            people = [p for p in people if p.id == decision.data["partner"]]
        for p in people:
            for rule in game.ruleset.hooks["trade_options"]:
                out.extend(rule(game, s, p))
            for sa, ia, ca in s.inventory.slots():
                for sb, ib, cb in p.inventory.slots():
                    if (ca or cb) and _swap_fits(game, held, s, ca, sb, p, cb, sa):
                        out.append(Action("rearrange", f"Trade with {p.name}: your {_name(game, ca)} ({sa} {ia + 1}) "
                                          f"for their {_name(game, cb)} ({sb} {ib + 1})", Swap(s.id, sa, ia, p.id, sb, ib)))
            out += _own_moves(game, held, p, f"{p.name}: ")
            out += _setting_moves(game, p, f"{p.name}: ")
            out += _drops(game, p, f"{p.name}: ")
    out += _drops(game, s, "")
    return out


class _Holdings:
    """Each survivor's kept cards, room and where its cards fit, worked out once per option list: nothing moves while it is listed."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self._kept: dict[str, set[str]] = {}
        self._room: dict[str, int] = {}
        self._fits: dict[tuple[str, str, str], bool] = {}

    def kept(self, s: SurvivorState) -> set[str]:
        found = self._kept.get(s.id)
        if found is None:
            found = self._kept[s.id] = inventory.kept(self.game, s)
        return found

    def fits(self, s: SurvivorState, card: str, slot: str) -> bool:
        key = (s.id, card, slot)
        found = self._fits.get(key)
        if found is None:
            found = self._fits[key] = inventory.fits(self.game, s, card, slot)
        return found

    def room(self, s: SurvivorState) -> int:
        found = self._room.get(s.id)
        if found is None:
            found = self._room[s.id] = inventory.room(self.game, s)
        return found


def _own_moves(game: Game, held: _Holdings, s: SurvivorState, who: str) -> list[Action]:
    """Every swap of two of one survivor's slots (a card and an empty slot included)."""
    out = []
    own = s.inventory.slots()
    for a, (sa, ia, ca) in enumerate(own):
        for sb, ib, cb in own[a + 1:]:
            if (ca or cb) and _swap_fits(game, held, s, ca, sb, s, cb, sa):
                out.append(Action("rearrange", f"{who}Swap {_name(game, ca)} ({sa} {ia + 1}) with {_name(game, cb)} ({sb} {ib + 1})",
                                  Swap(s.id, sa, ia, s.id, sb, ib)))
    return out


def _setting_moves(game: Game, s: SurvivorState, who: str) -> list[Action]:
    return [a for rule in game.ruleset.hooks["reorganise_options"] for a in rule(game, s, who)]


def _drops(game: Game, s: SurvivorState, who: str) -> list[Action]:
    kept = inventory.kept(game, s)
    return [Action("drop", f"{who}Discard {game.card(c).name}", WithCard(s.id, c)) for c in s.inventory.cards() if c not in kept]


def _name(game: Game, card: str | None) -> str:
    return game.card(card).name if card else "(empty)"


def _swap_fits(game: Game, held: _Holdings, a: SurvivorState, card_a: str | None, slot_b: str, b: SurvivorState,
               card_b: str | None, slot_a: str) -> bool:
    """card_a goes to b's slot_b and card_b to a's slot_a; a card given for nothing needs room
    (a carried cargo token fills a slot); a card the rules keep in its slot moves only to another slot of its kind."""
    if not _may_leave(held, a, card_a, b, slot_b) or not _may_leave(held, b, card_b, a, slot_a):
        return False
    ok_a = card_a is None or (held.fits(b, card_a, slot_b) and (a is b or card_b or held.room(b)))
    ok_b = card_b is None or (held.fits(a, card_b, slot_a) and (a is b or card_a or held.room(a)))
    return bool(ok_a and ok_b)


def _may_leave(held: _Holdings, owner: SurvivorState, card: str | None, to: SurvivorState, slot: str) -> bool:
    """A card the rules keep stays with its owner, in a slot of the kind it is in."""
    if card is None or card not in held.kept(owner):
        return True
    return owner is to and owner.inventory.where(card)[0] == slot  # type: ignore[index]  (a kept card is carried)


def again(game: Game, *involved: str) -> None:
    """Ask the same reorganise question again; a survivor other than the one reorganising who took
    part becomes the trade partner (one partner per trade)."""
    game.ruleset.run_hooks("inventory_changed", game)
    data = dict(game.resolving.data)
    me = game.resolving.survivor
    other = next((sid for sid in involved if sid != me), None)
    if other is not None:
        data["partner"] = other
    game.push({**data, "kind": "reorganise"})


@handler("rearrange")
def rearrange(game: Game, action: Action) -> None:
    args: Swap = action.args
    sid, sa, ia, pid, sb, ib = args.survivor, args.slot, args.at, args.other, args.other_slot, args.other_at
    s, p = game.survivor(sid), game.survivor(pid)
    ca, cb = getattr(s.inventory, sa)[ia], getattr(p.inventory, sb)[ib]
    s.inventory.put(sa, ia, cb)
    p.inventory.put(sb, ib, ca)
    if pid != sid:
        game.emit(Ev.inventory, "trade", f"{s.name} and {p.name} trade", survivor=sid, partner=pid)
    again(game, sid, pid)


@handler("drop")
def drop(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    inventory.discard(game, s, action.args.card)
    game.emit(Ev.inventory, "discard", f"{s.name} discards {game.card(action.args.card).name}", survivor=s.id)
    again(game, s.id)


@handler("done")
def done(game: Game, action: Action) -> None:
    return None
