"""A game of the tile-and-zone family: the kernel's step loop over a board, a mission and the
setting's content, with the survivors' abilities kept as derived facts."""

from __future__ import annotations

from functools import reduce
from operator import or_
from typing import Any

from zombie_table.content.library import Library, SettingData
from zombie_table.content.missions import Mission
from zombie_table.games.tilezone import conditions, skills
from zombie_table.games.tilezone.board import Board, Changes
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.options import options_model
from zombie_table.games.tilezone.state import GameState, SurvivorState
from zombie_table.kernel.chance import Chance, Fields
from zombie_table.kernel.engine import Action, Engine, IllegalAction
from zombie_table.kernel.ruleset import Ruleset

__all__ = ["Action", "Game", "IllegalAction", "QUIET"]

QUIET = frozenset({Ev.rolled, Ev.missed, Ev.noise, Ev.xp, Ev.level_up, Ev.turn, Ev.phase, Ev.moved, Ev.zombie_attack,
                   Ev.zombie_move, Ev.spawned, Ev.extra_activation, Ev.reloaded})
"""Events of changes no victory or defeat condition reads: a step announcing only these needs no check
(wounds, kills, tokens, objectives, rounds and the rest are announced by events of their own)."""



class Game(Engine):
    QUIET = QUIET
    REVEALING = frozenset({Ev.rolled, Ev.card, Ev.spawned, Ev.searched})
    chance: Chance = None  # type: ignore[assignment]  # an instance attribute (set in __init__), not the kernel's property

    def __init__(self, state: GameState, mission: Mission, board: Board, data: SettingData, library: Library,
                 ruleset: Ruleset):
        super().__init__(state, ruleset)
        self.state: GameState = state
        self.mission = mission
        self.board = board
        self.data = data
        self.library = library
        self.rules = options_model(ruleset)(**state.options)
        self.families: dict[str, Any] = {}  # survivor -> skills.Abilities, kept while the roster is unchanged
        self._roster: list | None = None  # what `families` was built from
        self.ability_sets: dict[tuple, Any] = {}  # parsed abilities -> their one skills.Abilities table
        self.boards: dict[tuple, Board] = {}  # (printed map, play's changes, blocked zones) -> that map: maps never change in place
        self.chance = self._chance()

    def _chance(self) -> Chance:
        """The family's chance: the state keeps the dice stream and the two decks in fields of its own
        (their save format predates `Chance`), which the chance reads through, whatever the state now is."""
        return Chance(self.state.seed, Fields(self, "state", dice="dice"),
                      Fields(self, "state", equipment="equipment", zombie="zombie_deck"))

    def after_copy(self) -> None:
        self.chance = self._chance()
        self.families, self.ability_sets, self._roster = {}, {}, None

    def before_apply(self) -> None:
        self._check_roster()

    def after_undo(self) -> None:
        self.rebuild_board()  # the tile grid may have changed since (a train, a blown wagon)

    def casual_undo(self) -> bool:
        return self.rules.casual_undo

    def owner(self, survivor: str) -> str | None:
        return self.state.survivors[survivor].player

    def invalidate(self) -> None:
        super().invalidate()
        self.families.clear()
        self.ability_sets.clear()
        self._roster = None

    def _check_roster(self) -> None:
        """Abilities depend only on skills, classes and who leads whom (and, with Brothers in Arms,
        who stands with whom): most choices change none of them, so their table is rebuilt only
        when one did (or after `invalidate`)."""
        survivors = self.state.survivors.values()
        bonded = skills.bonded(survivors)
        roster = [(s.status, s.companion_of, s.skills, s.classes, s.zone if bonded else None) for s in survivors]
        if roster != self._roster:  # compares the lists' contents
            self.families.clear()
            self._roster = [(st, lead, list(sk), list(cl), zone) for st, lead, sk, cl, zone in roster]  # copies: the lists change

    # ------------------------------------------------------------------ helpers
    def rebuild_board(self) -> None:
        """The tile grid changed (a train moved, a tile flipped), or what play changes on it
        (corruption, ladders: the `board_changes` hooks): assemble the map again."""
        tiles = lambda t: self.library.tile(self.mission.setting, t)  # noqa: E731
        printed = Board.shared(self.mission, tiles, self.library.boards, self.state.layout)
        changes = reduce(or_, self.ruleset.gather("board_changes", self), Changes())  # every hook's, built once
        key = (printed, changes, frozenset(self.state.blocked))
        if key not in self.boards:  # a door shut again, a corruption undone: the map built before
            near = self.board if self.board.origin is printed else printed  # the fewest differences
            self.boards[key] = near.changed_to(changes).with_blocked(self.state.blocked)
        self.board = self.boards[key]
        self.invalidate()

    def survivor(self, sid: str) -> SurvivorState:
        return self.state.survivors[sid]

    def card(self, instance: str):  # -> EquipmentCard
        return self.data.cards[self.state.cards[instance]]

    def zone_name(self, zone: str) -> str:
        return self.board.display_names[zone]

    def check_end(self) -> None:
        conditions.check(self)
