"""The colony phase (§5 phase 2), its seven steps in order: pay food (a shortfall pays nothing, adds
a starvation token and costs a morale per token), the waste (a morale per full ten cards), the
crisis (§10), the zombies (the colony's per two survivors, one per survivor outside, and a die per
noise token), the main objective (met: the game ends), the round track (at 0 the game ends), the
first player token passing left."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import effects, winning, zombies
from zombie_table.games.colony.conditions import all_hold
from zombie_table.kernel.ruleset import step

if TYPE_CHECKING:
    from zombie_table.games.colony.game import Colony

WASTE_STEP = 10


@step("colony")
def colony_phase(game: "Colony", params: dict) -> None:
    game.emit("colony_phase", "colony", f"The colony phase of round {game.state.round}.")
    game.push(*({"kind": k} for k in ("pay_food", "waste_check", "resolve_crisis", "arrivals", "objective_check",
                                      "round_track", "pass_first")), {"kind": "round"})


@step("pay_food")
def pay_food(game: "Colony", params: dict) -> None:
    state = game.state
    need = game.per_two(game.colony_headcount())
    if state.food >= need:
        state.food -= need
        game.emit("fed", "food", f"The colony eats {need} food ({state.food} left).", food=state.food)
        if state.starvation and not game.rules.starvation_stays:
            state.starvation = 0
            game.emit("starvation_cleared", "food", "The colony is fed in full: its starvation tokens go.")
        return
    state.starvation += 1
    game.emit("starving", "food", f"Not enough food for {need}: a starvation token ({state.starvation} now).")
    game.morale(-state.starvation, "food", "starvation")


@step("waste_check")
def waste_check(game: "Colony", params: dict) -> None:
    lost = len(game.state.waste) // WASTE_STEP
    if lost:
        game.morale(-lost, "waste", f"{len(game.state.waste)} cards of waste")


@step("resolve_crisis")
def resolve_crisis(game: "Colony", params: dict) -> None:
    """§10: the contributions are shuffled face down and turned one at a time, each scoring +1 for
    the crisis's symbol and -1 for any other; the total is then held against the non-exiled players."""
    state = game.state
    if state.crisis is None:
        return
    crisis = game.content.crises[state.crisis]
    cards = [c.card for c in state.contributions]
    game.chance.shuffle(cards, "crisis")
    target = len(game.voters())
    score = sum(turn_card(game, crisis.symbol, card, n, len(cards)) for n, card in enumerate(cards, 1))
    given = f"{len(cards)} card{'s' if len(cards) != 1 else ''}" if cards else "nothing"
    game.emit("crisis_cards", "crisis", f"{crisis.name}: the colony gave {given} — {score:+d} against {target}.",
              cards=cards, score=score, target=target)
    state.removed += cards
    state.contributions = []
    if score >= target:
        game.emit("averted", "crisis", f"{crisis.name} is averted.")
        if score >= target + 2:
            game.morale(1, "crisis", "the crisis was beaten with room to spare")
    else:
        game.emit("crisis_failed", "crisis", f"{crisis.name} strikes the colony.")
        effects.apply_all(game, None, crisis.penalty)
    state.crisis = None


def turn_card(game: "Colony", symbol: str, card: str, n: int, of: int) -> int:
    """One contribution turned face up (§10 step 2): its score, told as it is turned."""
    category = game.content.item(card).category
    score = 1 if category == symbol else -1
    game.emit("crisis_card", "crisis", f"Crisis card {n} of {of}: {game.card_name(card)} ({category}) {score:+d}.",
              card=card, category=category, score=score, n=n, of=of)
    return score


@step("arrivals")
def arrivals(game: "Colony", params: dict) -> None:
    state = game.state
    zombies.add(game, COLONY, zombies.colony_arrivals(game), "arrivals")
    for place in game.content.outside:
        zombies.add(game, place, len(state.at(place)), "arrivals")
    for place in game.content.outside:
        spot = state.places[place]
        rolls = game.chance.roll(spot.noise) if spot.noise else []
        extra = sum(r <= game.rules.noise_hits_at_most for r in rolls)
        if rolls:
            game.emit("noise_rolls", "arrivals", f"Noise at {game.place_name(place)}: {', '.join(map(str, rolls))}.", place=place)
        zombies.add(game, place, extra, "noise")
        if game.rules.noise_clears:
            spot.noise = 0


@step("objective_check")
def objective_check(game: "Colony", params: dict) -> None:
    state = game.state
    scenario = getattr(game.content.mains[state.main], state.side)
    if all_hold(game, state.players[state.first], scenario.goal):
        state.main_met = True
        winning.end(game, "stands", f"the colony met its goal: {scenario.text}")


@step("round_track")
def round_track(game: "Colony", params: dict) -> None:
    state = game.state
    state.rounds -= 1
    game.emit("round_track", "rounds", f"{state.rounds} rounds left.", rounds=state.rounds)
    if state.rounds <= 0:
        winning.end(game, "fallen", "the round track ran out")


@step("pass_first")
def pass_first(game: "Colony", params: dict) -> None:
    state = game.state
    seats = len(state.players)
    way = 1 if game.rules.first_passes_left else -1  # left: the next seat clockwise
    for step_ in range(1, seats + 1):
        seat = (state.first + way * step_) % seats
        if not state.players[seat].out:
            state.first = seat
            break
    game.emit("first_player", "colony", f"{state.players[state.first].name} is the first player.")
