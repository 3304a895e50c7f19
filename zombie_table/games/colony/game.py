"""The Colony game: the kernel's engine over Colony's state, content and ruleset, with the few
reads every rule module shares (who is where, who is weakest, what a card is)."""

from __future__ import annotations

import math
from contextlib import suppress
from typing import Protocol

from zombie_table.games.colony.schema import COLONY
from zombie_table.games.colony import winning
from zombie_table.games.colony.content import Content
from zombie_table.games.colony.schema import ColonySetup
from zombie_table.games.colony.options import ColonyOptions
from zombie_table.games.colony.state import ColonyState, Place, Player, Survivor
from zombie_table.kernel.engine import Action, Engine, IllegalAction
from zombie_table.kernel.events import Event
from zombie_table.kernel.ruleset import Ruleset

__all__ = ["Colony", "IllegalAction"]


class Fallen(Exception):
    """Morale reached 0: the game ends at once (§13), whatever rule was resolving. Raised where the
    track moves, caught where a choice or the step loop began, so no rule carries on after it."""


class Table(Protocol):
    """Where survivors stand and what the places hold: the state, or a seat's view (`greedy.Seen`)."""

    @property
    def places(self) -> dict[str, Place]: ...

    def at(self, place: str) -> list[Survivor]: ...


class Colony(Engine):
    QUIET = frozenset({"rolled", "moved", "drawn", "played", "contributed", "dice", "turn", "noise", "held",
                       "exposure", "vote", "crisis_card"})
    REVEALING = frozenset({"rolled", "drawn", "exposure", "crisis", "crossroads", "stolen", "vote"})

    def __init__(self, state: ColonyState, ruleset: Ruleset, content: Content, setup: ColonySetup | None = None):
        super().__init__(state, ruleset)
        self.content = content
        self.setup = setup or ColonySetup()  # the entry's scenario set-up (none: everything dealt as usual)
        self.rules = ColonyOptions(**state.options)

    def after_undo(self) -> None:
        self.rules = ColonyOptions(**self.state.options)

    def apply(self, action: Action | int | str) -> list[Event]:
        try:
            return super().apply(action)
        except Fallen:  # in the choice's own handler
            if not self.casual_undo():
                self.undo_stack.clear()
            return self.events

    def run(self) -> None:
        with suppress(Fallen):
            super().run()

    def casual_undo(self) -> bool:
        return self.rules.casual_undo

    def owner(self, survivor: str) -> str | None:
        found = self.state.survivors.get(survivor)
        return found.owner if found else None

    # ------------------------------------------------------------------ reads
    @property
    def me(self) -> Player:
        """The player whose turn it is."""
        return self.state.player

    def name(self, sid: str) -> str:
        return self.content.survivors[sid].name

    def place_name(self, place: str) -> str:
        return self.content.places[place].name

    def card_name(self, card: str) -> str:
        return self.content.item(card).name

    def card_with_category(self, card: str) -> str:
        """`Painkillers (medicine)`: what a crisis or a secret objective asks of a card is its category."""
        item = self.content.item(card)
        return f"{item.name} ({item.category})"

    def influence(self, sid: str) -> int:
        return self.content.survivors[sid].influence

    def group(self, player: Player) -> list[Survivor]:
        return [self.state.survivors[s] for s in player.group]

    def others(self) -> list[Player]:
        return [p for p in self.state.players if p is not self.me and not p.out]

    def voters(self) -> list[Player]:
        """Players still in and not exiled: the crisis target, the votes (§10, §12)."""
        return [p for p in self.state.players if not p.out and not p.exiled]

    def lowest(self, place: str, exclude: Survivor | None = None) -> Survivor | None:
        """The lowest-influence survivor in a place (§3: the one the zombies and the bite take)."""
        here = [s for s in self.state.at(place) if s is not exclude]
        return min(here, key=lambda s: self.influence(s.id), default=None)

    def colony_headcount(self, table: "Table | None" = None) -> int:
        """Survivors the colony feeds and draws zombies for (§5 step 1, 4a), on the state or on a
        seat's view of it (`table`: where the survivors stand and the helpless are public)."""
        table = table or self.state
        helpless = table.places[COLONY].helpless if self.rules.helpless_count else 0
        return len(table.at(COLONY)) + helpless

    def per_two(self, n: int) -> int:
        return math.ceil(n / 2) if self.rules.food_rounds_up else n // 2

    def room(self, place: str) -> int:
        """Free survivor spaces in a place."""
        return self.content.places[place].survivors - len(self.state.at(place))

    # ------------------------------------------------------------------ shared changes
    def morale(self, amount: int, rule: str, why: str) -> None:
        """Move the morale track, between 0 and its top; at 0 the game ends at once (§13)."""
        state = self.state
        before = state.morale
        state.morale = max(0, min(self.content.board.morale_cap, before + amount))
        if state.morale != before:
            self.emit("morale", rule, f"Morale {before} → {state.morale} ({why}).", amount=state.morale - before)
        if state.morale == 0 and state.result is None:
            winning.end(self, "fallen", "morale fell to 0")
            state.queue.clear()
            raise Fallen

    def check_end(self) -> None:
        self.ruleset.run_hooks("check_end", self)
