"""Enchantments and food (§5.3, §4.6, §9.3). An enchantment is a card held in a hand, cast for one
action (a free magic action pays for it too) on a target in the caster's sight — never a guard, the
caster itself when the target is a survivor — and each copy once in its holder's turn: Mending Word
heals one wound, Swift Stride moves a survivor two or three zones, Bounding Step leaps a survivor to
a zone one or two away in its sight, Warding Gust blows the zombies of a zone one zone further from
the caster. With Double Enchantment (§11) a cast may take a second target for free, declared with
the first (what the caster saw as it cast) and resolved after it. Food is eaten for one action, from
a hand (or the backpack, for food usable there), for its adrenaline points."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, NamedTuple

from zombie_table.content.cards import CardEffect
from zombie_table.games.tilezone import inventory, skills, vision
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.health import heal
from zombie_table.games.tilezone.moves import leave_cost, move_survivor, reachable
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import add_zombies, remove_zombies
from zombie_table.kernel.engine import Action, Decision
from zombie_table.games.tilezone.actions import Actor, WithCard
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

ENCHANTMENTS = (CardEffect.healing, CardEffect.leap, CardEffect.repulse, CardEffect.sprint)
POOLS = ("enchantment", "magic")
SPRINT_ZONES, LEAP_ZONES = 3, 2
TWICE = "double_enchantment"
SKILLS = declare(skills.SKILL_FAMILIES, {
    TWICE: skills.Family("Each enchantment action may take one more target for free."),
})


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


def _targets(game: "Game", s: SurvivorState, card: str) -> list[str]:
    """What a cast of this card may aim at now: survivors in sight (wounded ones, for healing) or,
    for a gust, zones in sight beyond the caster's own with zombies."""
    seen = vision.sight(game, s)
    effect = game.card(card).effect
    if effect is CardEffect.repulse:
        return [z for z, rng in sorted(seen.items()) if rng >= 1 and game.state.zombie_count(z)]
    return [o.id for o in game.state.living() if o.zone in seen and (o.wounds or effect is not CardEffect.healing)]


def _casts(game: "Game", s: SurvivorState, card: str, targets: list[str], kind: str,
           affords: Callable[[int], bool]) -> list[Action]:
    """The casts of `card` at these targets; `affords(extra)`: whether the caster can pay `extra`
    actions for the zombies in a moved survivor's zone."""
    c = game.card(card)
    out = []
    for target in targets:
        if c.effect is CardEffect.repulse:
            out += [Action(kind, f"Cast {c.name} on {target}: its zombies are blown into {d}", Spell(s.id, card, target, d))
                    for d in _away(game, s, target)]
            continue
        o = game.survivor(target)
        if c.effect is CardEffect.healing:
            out.append(Action(kind, f"Cast {c.name} on {o.name} (heals a wound)", Spell(s.id, card, o.id, "")))
        elif affords(leave_cost(game, o)):
            out += [Action(kind, f"Cast {c.name} on {o.name}: to {z}", Spell(s.id, card, o.id, z)) for z in _moves(game, o, c.effect)]
    return out


class Spell(NamedTuple):
    survivor: str
    card: str  # the enchantment cast
    target: str  # a zone, or a survivor's id
    zone: str  # where the target is blown or moved to ("" for a healing)


ARGS = declare(ACTION_ARGS, {"enchant": Spell, "enchant_again": Spell, "enchant_once": Actor, "eat": WithCard})


@provides
def enchantment_actions(game: "Game", s: SurvivorState) -> list[Action]:
    cards = _ready(game, s)
    if not cards or not can_pay(s, POOLS):
        return []
    return [a for card in cards
            for a in _casts(game, s, card, _targets(game, s, card), "enchant", lambda extra: can_pay(s, POOLS, extra))]


def _moved_cost(game: "Game", card: str, target: str) -> int:
    """The extra actions a cast costs: a moved survivor's zombies."""
    return leave_cost(game, game.survivor(target)) if game.card(card).effect in (CardEffect.sprint, CardEffect.leap) else 0


def _resolve(game: "Game", card: str, target: str, dest: str, rule: str) -> None:
    """The card's effect on its target (paid for already)."""
    c = game.card(card)
    if c.effect is CardEffect.repulse:
        for ztype, n in sorted(game.state.zombies.get(target, {}).items()):
            remove_zombies(game, target, ztype, n)
            add_zombies(game, dest, ztype, n)
            game.emit(Ev.zombie_move, rule, f"{c.name} blows {plural(n, game.data.zombie_types[ztype].name)} "
                      f"from {target} into {dest}", src=target, dst=dest, type=ztype, count=n)
    elif c.effect is CardEffect.healing:
        heal(game, game.survivor(target), 1, rule)
    else:
        o = game.survivor(target)
        move_survivor(game, o, reachable(game, o, SPRINT_ZONES)[dest] if c.effect is CardEffect.sprint else [dest], rule)


@handler("enchant")
def enchant(game: "Game", action: Action) -> None:
    sid, card, target, dest = action.args.survivor, action.args.card, action.args.target, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.turn.use(f"enchantment:{card}")
    note_action(s, "enchantment")
    declared = [t for t in _targets(game, s, card) if t != target] if skills.has(game, s, TWICE) else []
    pay(s, POOLS, _moved_cost(game, card, target))
    _resolve(game, card, target, dest, "enchantment")
    if declared:  # both targets are declared before either resolves (§11)
        game.push({"kind": TWICE, "survivor": sid, "card": card, "targets": declared})


# ---------------------------------------------------------------- Double Enchantment (§11)


@step(TWICE)
def second_target(game: "Game", params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if s.on_board:
        game.ask(TWICE, f"{s.name} may cast {game.card(params['card']).name} on a second target for free "
                 f"({skills.name(game, TWICE)})", survivor=s.id, data=params)


@options(TWICE)
def second_target_options(game: "Game", decision: Decision) -> list[Action]:
    """The targets declared with the first cast (in sight then, the first left out), as they stand
    now; a moved survivor's zombies still cost the caster (option `double_enchantment_pays_zombies`)."""
    s, card = game.survivor(decision.survivor), decision.data["card"]
    pays = game.rules.double_enchantment_pays_zombies
    living = {o.id for o in game.state.living() if o.on_board}
    targets = [t for t in decision.data["targets"] if t in living or t in game.board.zones]
    casts = _casts(game, s, card, targets, "enchant_again", lambda extra: not pays or s.actions_left >= extra)
    return casts + [Action("enchant_once", "No second target", Actor(s.id))]


@handler("enchant_again")
def enchant_again(game: "Game", action: Action) -> None:
    sid, card, target, dest = action.args.survivor, action.args.card, action.args.target, action.args.zone
    if game.rules.double_enchantment_pays_zombies:
        game.survivor(sid).actions_left -= _moved_cost(game, card, target)
    _resolve(game, card, target, dest, TWICE)


@handler("enchant_once")
def enchant_once(game: "Game", action: Action) -> None:
    return None


@provides
def eat_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not can_pay(s, ()):
        return []
    food: dict[str, str] = {}
    for c in s.inventory.cards():
        if game.card(c).effect is CardEffect.food and inventory.usable(game, s, c):
            food.setdefault(game.state.cards[c], c)
    return [Action("eat", f"Eat {game.card(c).name} ({game.card(c).xp} AP, 1 action)", WithCard(s.id, c)) for c in food.values()]


@handler("eat")
def eat(game: "Game", action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    s = game.survivor(sid)
    act(game)
    pay(s, ())
    note_action(s, "eat")
    xp = game.card(card).xp
    name = game.card(card).name
    inventory.discard(game, s, card)
    gain_xp(game, s, xp, f"ate {name}")
