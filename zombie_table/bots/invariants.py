"""Invariants of a game state that hold after every decision, whatever was chosen.

Used by the soak and property tests after each decision of bot-driven games:

    checker = InvariantChecker()
    checker.check(game)          # returns a list of problems (empty when all is well)

Card accounting: every card instance of `state.cards` is, exactly once, in one of
the equipment draw pile, its discard pile, a survivor's inventory (alive, dead or escaped),
the bounty deck, the starting pool (`starting_pool`), the bounty cards a mission set
aside (the setting's own, `own.cards()`), or in hand waiting for its keep-or-discard choice (the pending
`keep_card` decision, or a `keep_card` step still queued).

No missed ending: while the game goes on, the victory and defeat conditions agree that it
does. The engine checks them only after steps whose events a condition may read
(`engine.game.QUIET`), so a rule that changes what they read without saying so shows here.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from zombie_table.games.tilezone.conditions import verdict
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.inventory import backpack_size
from zombie_table.games.tilezone.search import pending_cards
from zombie_table.games.tilezone.zombies import pool_left


def card_locations(game: Game) -> Counter[str]:
    """How many times each card instance is found somewhere in the state."""
    state = game.state
    found: Counter[str] = Counter()
    found.update(state.equipment.draw_pile)
    found.update(state.equipment.discard_pile)
    found.update(state.bounty)
    found.update(state.starting_pool)
    found.update(state.own.cards() if state.own else ())
    for s in state.survivors.values():
        found.update(s.inventory.cards())
    found.update(pending_cards(state))
    return found


def card_problems(game: Game) -> list[str]:
    found = card_locations(game)
    every = set(game.state.cards)
    problems = []
    missing = sorted(every - set(found))
    if missing:
        problems.append(f"cards lost (in no deck, pile, pool or inventory): {', '.join(missing)}")
    twice = sorted(c for c, n in found.items() if n > 1)
    if twice:
        problems.append(f"cards in two places at once: {', '.join(f'{c} ×{found[c]}' for c in twice)}")
    unknown = sorted(set(found) - every)
    if unknown:
        problems.append(f"unknown card instances: {', '.join(unknown)}")
    return problems


def static_problems(game: Game) -> list[str]:
    """Problems visible in the state alone."""
    state, board, data = game.state, game.board, game.data
    problems: list[str] = []
    totals: Counter[str] = Counter()
    for zone, types in state.zombies.items():
        if zone not in board.zones:
            problems.append(f"zombies in {zone!r}, which is not a zone of the board")
        for ztype, n in types.items():
            if ztype not in data.zombie_types:
                problems.append(f"unknown zombie type {ztype!r} in {zone}")
                continue
            if n < 0:
                problems.append(f"{n} {ztype} in {zone}: a count below zero")
            totals[ztype] += n
    for ztype, n in totals.items():
        if pool_left(game, ztype) < 0:  # the pool less what a rule took out of play (kept samples)
            problems.append(f"{n} {ztype} on the board, more than the {n + pool_left(game, ztype)} miniatures the supply holds")
    sizes = data.rules.inventory
    limits = {"hand": sizes.hand, "favourite": sizes.favourite, "body": sizes.body}
    for s in state.survivors.values():
        if s.on_board and s.zone not in board.zones:
            problems.append(f"{s.id} stands in {s.zone!r}, which is not a zone of the board")
        if s.actions_left < 0:
            problems.append(f"{s.id} has {s.actions_left} actions left")
        negative = {k: v for k, v in s.free.items() if v < 0}
        if negative:
            problems.append(f"{s.id} has negative free actions {negative}")
        if not 0 <= s.wounds <= s.health:
            problems.append(f"{s.id} has {s.wounds} wounds for {s.health} health")
        for slot, limit in {**limits, "backpack": backpack_size(game, s)}.items():  # Hoard's slots too
            cells = getattr(s.inventory, slot)
            if len(cells) > limit:
                problems.append(f"{s.id}'s {slot} has {len(cells)} slots, more than the {limit} allowed")
    problems += card_problems(game)
    if not game.over:
        stage, result, cause = verdict(game)
        if result is not None or stage != state.stage:
            problems.append(f"the conditions say {result or f'stage {stage}'} ({cause or 'objectives met'}) but the game "
                            "went on: a step changed what they read without an event saying so (see engine.game.QUIET)")
        if state.decision is None:
            problems.append("the game is not over but no decision is pending")
        elif not game.legal_actions():
            problems.append(f"the pending {state.decision.kind!r} decision has no legal option")
    return problems


class InvariantChecker:
    """Checks a game after each decision; remembers what must never go down (XP)."""

    def __init__(self) -> None:
        self.xp: dict[str, int] = {}

    def check(self, game: Game) -> list[str]:
        problems = static_problems(game)
        xp: dict[str, Any] = game.state.xp_total
        for sid, before in self.xp.items():
            now = xp.get(sid, 0)
            if now < before:
                problems.append(f"{sid}'s XP went down from {before} to {now}")
        self.xp = dict(xp)
        return problems
