"""Searching (and Inventor): draw an equipment card, then keep it (reorganising for free) or not."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.cards import Trait
from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone import inventory, skills, trade
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.actions import Actor, WithCard
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, options, provides, step
from zombie_table.games.tilezone.spawning import card_drawn, spawn, spawn_in_each
from zombie_table.games.tilezone.state import Decision, GameState, SurvivorState
from zombie_table.games.tilezone.turn import can_pay, note_action, pay

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


SKILLS = declare(skills.SKILL_FAMILIES, {
    "scavenger": skills.Family("May search in street zones too."),
    "multiple_searches": skills.Family("No limit of one search per turn."),
    "inventor": skills.Family("For one action, swap a card for the top of the equipment deck, anywhere."),
})
DRAW_SKILLS = {
    "matching_set": skills.Family("A dual card found by a search brings its twin from the equipment deck (then shuffled)."),
    "destiny": skills.Family("Once per turn, a card just drawn may be discarded for the next one of its deck."),
}
"""Skills of the draw itself, declared by the settings whose survivors have them (Winter's
`searchers`): a family every setting declared would join each one's "any skill" choices."""
SEARCH_TWO = "search_two"
TWO_CARDS = {SEARCH_TWO: skills.Family("Each search draws two cards.")}
"""Search: 2 cards (white-death and invader §11), declared by the settings whose survivors have it.
It draws what a torch or a scout drone draws, and they do not add up (`search_draws` takes the most)."""
TWO = 2
SAFE_SEARCH = "safe_search"
SAFE = {SAFE_SEARCH: skills.Family("Once per turn, an ambush card a search draws is discarded unplayed and another drawn.")}
"""Safe Search (white-death §11), declared by the settings whose survivors have it."""


STREETS = frozenset({ZoneKind.street, ZoneKind.track, ZoneKind.balcony, ZoneKind.corridor})
"""The street zones Scavenger searches: tracks and balconies are street zones too (§4.1), and a
station's corridors (Outpost §11)."""


def can_search_here(game: Game, s: SurvivorState) -> str | None:
    """None when a search is allowed, else the reason it is not."""
    kind = game.board.zones[s.zone].kind
    says = game.ruleset.gather("search_place", game, s) if game.ruleset.hooks["search_place"] else ()
    refused = next((say for say in says if isinstance(say, str)), None)
    if refused is not None:
        return refused
    if kind not in game.data.rules.search_kinds and not (kind in STREETS and skills.has(game, s, "scavenger")) and True not in says:
        return "not a building zone"
    only = {f for c in game.data.rules.classes if c.id in s.classes for f in c.searches_only}
    if only and not only & set(game.board.zones[s.zone].features):
        return f"searches only in zones marked {', '.join(sorted(f.value for f in only))}"
    if game.state.zombie_count(s.zone):
        return "zombies are here"
    if s.turn.searches and not skills.has(game, s, "multiple_searches"):
        return "already searched this turn"
    return None


class Keep(NamedTuple):
    """The card drawn goes into slot `slot` `at` (discarding what is there, if anything)."""

    survivor: str
    card: str
    slot: str
    at: int


ARGS = declare(ACTION_ARGS, {"search": Actor, "invent": WithCard, "keep": Keep, "leave": WithCard, "destiny": WithCard})


@provides
def search_actions(game: Game, s: SurvivorState) -> list[Action]:
    out = []
    if can_search_here(game, s) is None and can_pay(s, ("search",)) and (game.state.equipment.draw_pile or game.state.equipment.discard_pile):
        out.append(Action("search", f"Search {s.zone} (1 action)", Actor(s.id)))
    if skills.has(game, s, "inventor") and can_pay(s, ()):
        for card in s.inventory.cards():
            out.append(Action("invent", f"Inventor: swap {game.card(card).name} for a new card (1 action)", WithCard(s.id, card)))
    return out


@hook("search_draws")
def two_cards(game: Game, s: SurvivorState) -> int:
    return TWO if skills.has(game, s, SEARCH_TWO) else 1


@handler("search")
def search(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ("search",))
    s.turn.searches += 1
    note_action(s, "search")
    more = max([1, *game.ruleset.gather("search_draws", game, s)]) - 1
    if more:  # the next cards come after the first is kept or left (an ambush ends the search)
        game.push({"kind": "search_more", "survivor": s.id, "left": more})
    draw_for(game, s, "search")


@step("search_more")
def search_more(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if params["left"] > 1:
        game.push(dict(params, left=params["left"] - 1))
    draw_for(game, s, "search")


@handler("invent")
def invent(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "invent")
    inventory.discard(game, s, action.args.card)
    draw_for(game, s, "inventor")


def draw_for(game: Game, s: SurvivorState, rule: str) -> None:
    card = game.chance.draw("equipment")
    if card is None:
        game.emit(Ev.info, rule, "The equipment deck is empty")
        return
    game.state.last_cards["equipment"] = card
    game.emit(Ev.searched, rule, f"{s.name} finds {game.card(card).name}", survivor=s.id, card=game.state.cards[card])
    if rule == "search" and game.card(card).ambush is not None and _safe(game, s):
        s.turn.use(SAFE_SEARCH)
        game.state.equipment.discard(card)
        game.emit(Ev.info, SAFE_SEARCH, f"{s.name} leaves {game.card(card).name} unplayed and draws again", survivor=s.id)
        draw_for(game, s, rule)
        return
    if not found(game, s, card):
        return
    if rule == "search" and Trait.dual in game.card(card).traits and skills.has(game, s, "matching_set"):
        _twin(game, s, card)


def _safe(game: Game, s: SurvivorState) -> bool:
    return not s.turn.used(SAFE_SEARCH) and skills.has(game, s, SAFE_SEARCH)


def found(game: Game, s: SurvivorState, card: str) -> bool:
    """A card a search turned up: offered to keep (True), or an ambush card — no equipment but
    zombies, in the searcher's zone; the card is spent, the search ends (False)."""
    ambush = game.card(card).ambush
    if ambush is None:
        game.push({"kind": "keep_card", "survivor": s.id, "card": card})
        return True
    game.state.equipment.discard(card)
    card_drawn(game)
    game.state.queue[:] = [q for q in game.state.queue if not (q["kind"] == "search_more" and q["survivor"] == s.id)]
    if ambush.in_mold:  # in every active mold zone, one shortage answer for the card; no mold, nothing
        spawn_in_each(game, sorted({z for h in game.ruleset.hooks["mold_zones"] for z in h(game)}), ambush.type, ambush.count)
        return False
    shortage = sorted({z for h in game.ruleset.hooks["shortage_zones"] for z in h(game)})
    spawn(game, s.zone, ambush.type, ambush.count, shortage)
    return False


def _twin(game: Game, s: SurvivorState, card: str) -> None:
    """Matching Set: a second copy out of the draw pile, then the pile is shuffled."""
    deck = game.state.equipment
    twin = next((c for c in deck.draw_pile if game.state.cards[c] == game.state.cards[card]), None)
    if twin is None:
        return
    deck.take(twin)
    deck.rng.shuffle(deck.draw_pile)
    game.emit(Ev.searched, "matching-set", f"{s.name} finds its twin too", survivor=s.id, card=game.state.cards[twin])
    game.push({"kind": "keep_card", "survivor": s.id, "card": twin})


def pending_cards(state: "GameState") -> list[str]:
    """Cards drawn and waiting for their keep-or-discard choice: the pending decision's, and
    those of `keep_card` steps still queued."""
    pending = [step for step in state.queue if step.get("kind") == "keep_card"]
    if state.decision is not None and state.decision.kind == "keep_card":
        pending.append(state.decision.data)
    return [step["card"] for step in pending if step.get("card")]


@step("keep_card")
def keep_card(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    game.ask("keep_card", f"{s.name} found {game.card(params['card']).name}: keep it?", survivor=s.id, data=params)


@options("keep_card")
def keep_options(game: Game, decision: Decision) -> list[Action]:
    """Put the card in a free slot or in place of a carried card (discarded), or leave it; a kept
    card is followed by a free reorganise."""
    s = game.survivor(decision.survivor)
    card = decision.data["card"]
    out = [Action("keep", f"Keep it in {slot} {i + 1}", Keep(s.id, card, slot, i)) for slot, i in inventory.free_slots(game, s, card)]
    kept = inventory.kept(game, s)
    for slot, i, held in s.inventory.slots():
        if held is not None and held not in kept and inventory.fits(game, s, card, slot):
            out.append(Action("keep", f"Keep it in {slot} {i + 1}, discarding {game.card(held).name}", Keep(s.id, card, slot, i)))
    out += [a for rule in game.ruleset.hooks["keep_options"] for a in rule(game, s, card)]
    out.append(Action("leave", f"Discard {game.card(card).name}", WithCard(s.id, card)))
    if skills.has(game, s, "destiny") and not s.turn.used("destiny") and game.state.active == s.id:
        out.append(Action("destiny", f"Discard {game.card(card).name} and draw another (once per turn)", WithCard(s.id, card)))
    return out


@handler("destiny")
def destiny(game: Game, action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    s = game.survivor(sid)
    s.turn.use("destiny")
    game.state.equipment.discard(card)
    game.emit(Ev.inventory, "destiny", f"{s.name} turns down {game.card(card).name}", survivor=sid, card=game.state.cards[card])
    draw_for(game, s, "destiny")


@handler("keep")
def keep(game: Game, action: Action) -> None:
    sid, card, slot, i = action.args.survivor, action.args.card, action.args.slot, action.args.at
    s = game.survivor(sid)
    old = getattr(s.inventory, slot)[i]
    if old is not None:
        inventory.discard(game, s, old)
    s.inventory.put(slot, i, card)
    game.emit(Ev.inventory, "search", f"{s.name} keeps {game.card(card).name}", survivor=sid, card=game.state.cards[card])
    trade.free_reorganise(game, s)  # a kept card comes with a free reorganise (a search's, a bounty's alike)


@handler("leave")
def leave(game: Game, action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    game.state.equipment.discard(card)
    game.emit(Ev.inventory, "search", f"{game.survivor(sid).name} discards {game.card(card).name}", survivor=sid, card=game.state.cards[card])
    game.ruleset.run_hooks("inventory_changed", game)  # a setting may send the card elsewhere (Outpost's air bottles)
