"""What must hold after every step of any Colony game (the soak test and `simulate --check`
read these): tracks in range, places within their spaces, every item and crossroads card in exactly
one place, and no seat's view showing another's hand, secret objective, held or face-down card (§16)."""

from __future__ import annotations

from collections import Counter

from zombie_table.games.colony.content import STARTING
from zombie_table.games.colony.game import Colony
from zombie_table.games.colony.hidden import lookalike
from zombie_table.kernel.observer import leaks


def problems(game: Colony) -> list[str]:
    state, content = game.state, game.content
    out = []
    if not 0 <= state.morale <= content.board.morale_cap:
        out.append(f"morale {state.morale} off the track")
    if state.food < 0 or state.starvation < 0:
        out.append("negative food or starvation")
    for pid, place in state.places.items():
        for i, e in enumerate(place.entrances):
            if e.zombies < 0 or e.barricades < 0 or e.free < 0:
                out.append(f"{pid} entrance {i + 1}: {e.zombies} zombies, {e.barricades} barricades, {e.spaces} spaces")
        if len(state.at(pid)) > content.places[pid].survivors:
            out.append(f"{pid} holds {len(state.at(pid))} survivors, room for {content.places[pid].survivors}")
    grouped = Counter(sid for p in state.players for sid in p.group)
    if set(grouped) != set(state.survivors) or any(n > 1 for n in grouped.values()):
        out.append("groups and survivors on the board disagree")
    for sid, s in state.survivors.items():
        if sid not in state.by_id(s.owner).group:
            out.append(f"{sid} is not in its owner's group")
    out += card_problems(game)
    out += crossroads_problems(game)
    out += leaks(game, lookalike, [p.id for p in state.players])
    return out


def card_problems(game: Colony) -> list[str]:
    state, content = game.state, game.content
    every = Counter(c for deck in [STARTING, *content.outside] for c in content.cards_of(deck, game.rules.cooperative))
    seen: Counter = Counter()
    for name in [STARTING, *content.outside]:
        seen.update(game.chance.decks[name].draw_pile)
        seen.update(game.chance.decks[name].discard_pile)
    for p in state.players:
        seen.update(p.hand)
    for s in state.survivors.values():
        seen.update(s.equipment)
    seen.update(state.waste)
    seen.update(c for c in state.removed if c in every)
    seen.update(c.card for c in state.contributions)
    seen.update(state.drawn)
    if seen != every:
        lost = every - seen
        twice = seen - every
        return [f"item cards lost {sorted(lost)[:5]} or doubled {sorted(twice)[:5]}"]
    return []


def crossroads_problems(game: Colony) -> list[str]:
    """Every crossroads card in its deck, held for a turn, or out of the game once it fired (§5)."""
    state, coop = game.state, game.rules.cooperative
    every = Counter(c.id for c in game.content.crossroads.values() if not (coop and c.non_coop))
    deck = game.chance.decks.get("crossroads")
    if deck is None:
        return []
    seen = Counter(deck.draw_pile + deck.discard_pile + [c for c in state.removed if c in every])
    if state.held is not None:
        seen[state.held.card] += 1
    if seen != every:
        return [f"crossroads cards lost {sorted(every - seen)[:5]} or doubled {sorted(seen - every)[:5]}"]
    return []
