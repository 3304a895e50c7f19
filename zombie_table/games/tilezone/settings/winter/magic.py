"""Enchantments and food (§5.3, §4.6, §9.3). An enchantment is a card held in a hand, cast for one
action (a free magic action pays for it too) on a target in the caster's sight — never a guard, the
caster itself when the target is a survivor — and each copy once in its holder's turn: Mending Word
heals one wound, Swift Stride moves a survivor two or three zones, Bounding Step leaps a survivor to
a zone one or two away in its sight, Warding Gust blows the zombies of a zone one zone further from
the caster. Food is eaten for one action, from a hand (or the backpack, for food usable there), for
its adrenaline points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.content.cards import CardEffect
from zombie_table.games.tilezone import inventory, vision
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.health import heal
from zombie_table.games.tilezone.moves import leave_cost, move_survivor, reachable
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import add_zombies, remove_zombies
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import handler, provides
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

ENCHANTMENTS = (CardEffect.healing, CardEffect.leap, CardEffect.repulse, CardEffect.sprint)
POOLS = ("enchantment", "magic")
SPRINT_ZONES, LEAP_ZONES = 3, 2


def _ready(game: "Game", s: SurvivorState) -> list[str]:
    """The survivor's enchantment cards in hand not cast yet this turn (one kind each: copies alike)."""
    out: dict[str, str] = {}
    for c in inventory.held(game, s):
        if game.card(c).effect in ENCHANTMENTS and not s.turn.used(f"enchantment:{c}"):
            out.setdefault(game.state.cards[c], c)
    return list(out.values())


def _moves(game: "Game", target: SurvivorState, effect: CardEffect) -> list[str]:
    if effect is CardEffect.sprint:
        return sorted(z for z, path in reachable(game, target, SPRINT_ZONES).items() if len(path) >= 2)
    return sorted(z for z, rng in vision.sight(game, target).items() if 1 <= rng <= LEAP_ZONES)


def _away(game: "Game", s: SurvivorState, zone: str) -> list[str]:
    """Where a gust blows a zone's zombies: a next zone further from the caster."""
    here = game.board.distance[s.zone]
    return sorted(z for z in game.board.exits(zone) if here.get(z, -1) > here.get(zone, 0))


@provides
def enchantment_actions(game: "Game", s: SurvivorState) -> list[Action]:
    cards = _ready(game, s)
    if not cards or not can_pay(s, POOLS):
        return []
    seen = vision.sight(game, s)
    friends = [o for o in game.state.living() if o.zone in seen]
    out = []
    for card in cards:
        c = game.card(card)
        if c.effect is CardEffect.healing:
            out += [Action("enchant", f"Cast {c.name} on {o.name} (heals a wound)", (s.id, card, o.id, ""))
                    for o in friends if o.wounds]
        elif c.effect is CardEffect.repulse:
            out += [Action("enchant", f"Cast {c.name} on {z}: its zombies are blown into {d}", (s.id, card, z, d))
                    for z, rng in sorted(seen.items()) if rng >= 1 and game.state.zombie_count(z) for d in _away(game, s, z)]
        else:
            for o in friends:
                if can_pay(s, POOLS, leave_cost(game, o)):
                    out += [Action("enchant", f"Cast {c.name} on {o.name}: to {z}", (s.id, card, o.id, z)) for z in _moves(game, o, c.effect)]
    return out


@handler("enchant")
def enchant(game: "Game", action: Action) -> None:
    sid, card, target, dest = action.args
    s = game.survivor(sid)
    c = game.card(card)
    act(game)
    s.turn.use(f"enchantment:{card}")
    note_action(s, "enchantment")
    if c.effect is CardEffect.repulse:
        pay(s, POOLS)
        for ztype, n in sorted(game.state.zombies.get(target, {}).items()):
            remove_zombies(game, target, ztype, n)
            add_zombies(game, dest, ztype, n)
            game.emit(Ev.zombie_move, "enchantment", f"{c.name} blows {plural(n, game.data.zombie_types[ztype].name)} "
                      f"from {target} into {dest}", src=target, dst=dest, type=ztype, count=n)
        return
    o = game.survivor(target)
    if c.effect is CardEffect.healing:
        pay(s, POOLS)
        heal(game, o, 1, "enchantment")
        return
    path = reachable(game, o, SPRINT_ZONES)[dest] if c.effect is CardEffect.sprint else [dest]
    pay(s, POOLS, leave_cost(game, o))
    move_survivor(game, o, path, "enchantment")


@provides
def eat_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not can_pay(s, ()):
        return []
    food: dict[str, str] = {}
    for c in s.inventory.cards():
        if game.card(c).effect is CardEffect.food and inventory.usable(game, s, c):
            food.setdefault(game.state.cards[c], c)
    return [Action("eat", f"Eat {game.card(c).name} ({game.card(c).xp} AP, 1 action)", (s.id, c)) for c in food.values()]


@handler("eat")
def eat(game: "Game", action: Action) -> None:
    sid, card = action.args
    s = game.survivor(sid)
    act(game)
    pay(s, ())
    note_action(s, "eat")
    xp = game.card(card).xp
    name = game.card(card).name
    inventory.discard(game, s, card)
    gain_xp(game, s, xp, f"ate {name}")
