"""Reorganise and trade: one action rearranges your inventory and/or swaps cards with one other
survivor in your zone. Discarding is free at any time."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import handler, options, provides, step
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


@provides
def discard_actions(game: Game, s: SurvivorState) -> list[Action]:
    return game.remember(("discards", *inventory.holdings(game, s)), _discards, game, s)


def _discards(game: Game, s: SurvivorState) -> list[Action]:
    return [Action("discard", f"Discard {game.card(c).name} (free)", (s.id, c)) for c in s.inventory.cards()]


@handler("discard")
def discard(game: Game, action: Action) -> None:
    s = game.survivor(action.args[0])
    act(game)
    inventory.discard(game, s, action.args[1])
    game.emit(Ev.inventory, "discard", f"{s.name} discards {game.card(action.args[1]).name}", survivor=s.id)


@provides
def reorganise_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not can_pay(s, ()) or not (s.inventory.cards() or partners(game, s)):
        return []
    return [Action("reorganise", "Reorganise / trade (1 action)", (s.id,))]


def partners(game: Game, s: SurvivorState) -> list[SurvivorState]:
    out = []
    for o in game.state.survivors_in(s.zone):
        if o.id != s.id and o.companion_of is None:
            out.append(o)
    return out


@handler("reorganise")
def reorganise(game: Game, action: Action) -> None:
    s = game.survivor(action.args[0])
    act(game)
    pay(s, ())
    note_action(s, "reorganise")
    game.push({"kind": "reorganise", "survivor": s.id, "partner": None, "trade": True})


@step("reorganise")
def reorganise_step(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    game.ask("reorganise", f"{s.name} reorganises" + (" and may trade" if params["trade"] else ""), survivor=s.id, data=params)


@options("reorganise")
def reorganise_options(game: Game, decision: Decision) -> list[Action]:
    """Moves within one's own slots, swaps with the trade partner's slots, discards; then done."""
    s = game.survivor(decision.survivor)
    out: list[Action] = [Action("done", "Done reorganising", (s.id,))]  # first: the answer that ends it
    own = s.inventory.slots()
    for a, (sa, ia, ca) in enumerate(own):
        for sb, ib, cb in own[a + 1:]:
            if (ca or cb) and _swap_fits(game, s, ca, sb, s, cb, sa):
                out.append(Action("rearrange", f"Swap {_name(game, ca)} ({sa} {ia + 1}) with {_name(game, cb)} ({sb} {ib + 1})",
                                  (s.id, sa, ia, s.id, sb, ib)))
    if decision.data["trade"]:
        people = partners(game, s)
        if decision.data["partner"]:
            people = [p for p in people if p.id == decision.data["partner"]]
        for p in people:
            for rule in game.ruleset.hooks["trade_options"]:
                out.extend(rule(game, s, p))
            for sa, ia, ca in own:
                for sb, ib, cb in p.inventory.slots():
                    if (ca or cb) and _swap_fits(game, s, ca, sb, p, cb, sa):
                        out.append(Action("rearrange", f"Trade with {p.name}: your {_name(game, ca)} ({sa} {ia + 1}) "
                                          f"for their {_name(game, cb)} ({sb} {ib + 1})", (s.id, sa, ia, p.id, sb, ib)))
    out.extend(Action("drop", f"Discard {game.card(c).name}", (s.id, c)) for c in s.inventory.cards())
    return out


def _name(game: Game, card: str | None) -> str:
    return game.card(card).name if card else "(empty)"


def _swap_fits(game: Game, a: SurvivorState, card_a: str | None, slot_b: str, b: SurvivorState, card_b: str | None, slot_a: str) -> bool:
    """card_a goes to b's slot_b and card_b to a's slot_a."""
    ok_a = card_a is None or inventory.fits(game, b, card_a, slot_b)
    ok_b = card_b is None or inventory.fits(game, a, card_b, slot_a)
    return ok_a and ok_b


@handler("rearrange")
def rearrange(game: Game, action: Action) -> None:
    sid, sa, ia, pid, sb, ib = action.args
    s, p = game.survivor(sid), game.survivor(pid)
    ca, cb = getattr(s.inventory, sa)[ia], getattr(p.inventory, sb)[ib]
    s.inventory.put(sa, ia, cb)
    p.inventory.put(sb, ib, ca)
    data = dict(game.resolving.data)
    if pid != sid:
        data["partner"] = pid
        game.emit(Ev.inventory, "trade", f"{s.name} and {p.name} trade", survivor=sid, partner=pid)
    game.push({**data, "kind": "reorganise"})


@handler("drop")
def drop(game: Game, action: Action) -> None:
    s = game.survivor(action.args[0])
    inventory.discard(game, s, action.args[1])
    game.emit(Ev.inventory, "reorganise", f"{s.name} discards {game.card(action.args[1]).name}", survivor=s.id)
    game.push({**game.resolving.data, "kind": "reorganise"})


@handler("done")
def done(game: Game, action: Action) -> None:
    return None
