"""The game: state + immutable content + the loop that resolves steps until a decision is needed.

Flow control is a queue of small serialisable steps (``{"kind": ..., params}``). A step's
handler does its work, may push further steps to the front, and may raise a Decision: the
loop then stops and `legal_actions()` lists the decision's options. `apply(action)` resolves
the choice and runs the loop again. Everything a person, a bot, a test or a replay does goes
through these two calls.
"""

from __future__ import annotations

import copy
from typing import Any, Callable, NamedTuple

from zombie_table.content.library import Library, SettingData
from zombie_table.content.missions import Mission
from zombie_table.engine import conditions
from zombie_table.engine.board import Board
from zombie_table.engine.events import Ev, Event
from zombie_table.engine.options import RuleOptions
from zombie_table.engine.state import Decision, GameState, SurvivorState


QUIET = frozenset({Ev.rolled, Ev.missed, Ev.noise, Ev.xp, Ev.level_up, Ev.turn, Ev.phase, Ev.moved, Ev.zombie_attack,
                   Ev.zombie_move, Ev.spawned, Ev.extra_activation, Ev.reloaded})
"""Events of changes no victory or defeat condition reads: a step announcing only these needs no check
(wounds, kills, tokens, objectives, rounds and the rest are announced by events of their own)."""


class IllegalAction(ValueError):
    """The chosen action is not among the legal ones; the game is unchanged."""


class Action(NamedTuple):
    """One legal choice. Its key (kind + args) identifies it in saves and replays. (A named
    tuple: immutable and cheap to make, as every option list makes dozens.)"""

    kind: str
    label: str
    args: tuple = ()

    @property
    def key(self) -> str:
        return ":".join([self.kind, *map(str, self.args)])

    def __str__(self) -> str:
        return self.label


StepHandler = Callable[["Game", dict[str, Any]], None]
OptionsFn = Callable[["Game", Decision], list[Action]]
ActionHandler = Callable[["Game", Action], None]

STEPS: dict[str, StepHandler] = {}
OPTIONS: dict[str, OptionsFn] = {}
HANDLERS: dict[str, ActionHandler] = {}


def step(kind: str) -> Callable[[StepHandler], StepHandler]:
    def register(fn: StepHandler) -> StepHandler:
        STEPS[kind] = fn
        return fn

    return register


def options(kind: str) -> Callable[[OptionsFn], OptionsFn]:
    def register(fn: OptionsFn) -> OptionsFn:
        OPTIONS[kind] = fn
        return fn

    return register


def handler(kind: str) -> Callable[[ActionHandler], ActionHandler]:
    def register(fn: ActionHandler) -> ActionHandler:
        HANDLERS[kind] = fn
        return fn

    return register


class Game:
    def __init__(self, state: GameState, mission: Mission, board: Board, data: SettingData, library: Library):
        self.state = state
        self.mission = mission
        self.board = board
        self.data = data
        self.library = library
        self.rules = RuleOptions(**state.options)
        self.events: list[Event] = []  # events of the current apply
        self.history: list[str] = []  # action keys applied since set-up
        self.undo_stack: list[tuple[GameState, int]] = []
        self.undo_enabled = True
        self._options_cache: list[Action] | None = None
        self.resolving: Decision | None = None  # the decision whose choice is being applied
        self.cache: dict[Any, Any] = {}  # derived facts of the pending decision (`settled`); cleared by every apply
        self.lasting: dict[Any, Any] = {}  # derived facts keyed by everything they read (`remember`)
        self.families: dict[str, Any] = {}  # survivor -> skills.Abilities, kept while the roster is unchanged
        self._roster: list | None = None  # what `families` was built from
        self.ability_sets: dict[tuple, Any] = {}  # parsed abilities -> their one skills.Abilities table

    # ------------------------------------------------------------------ API
    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def decision(self) -> Decision | None:
        return self.state.decision

    def legal_actions(self) -> list[Action]:
        if self.state.decision is None:
            return []
        if self._options_cache is None:
            self._options_cache = OPTIONS[self.state.decision.kind](self, self.state.decision)
        return self._options_cache

    def apply(self, action: Action | int | str) -> list[Event]:
        """Resolve one choice (an Action, its index, or its key); returns the events it caused."""
        chosen = self._find(action)
        self.cache.clear()
        self._options_cache = None
        self._check_roster()
        if self.undo_enabled:
            self.undo_stack.append((copy.deepcopy(self.state), len(self.history)))
        self.events = []
        self.resolving = self.state.decision
        self.state.decision = None
        self._options_cache = None
        self.history.append(chosen.key)
        HANDLERS[chosen.kind](self, chosen)
        self.run()
        if self.undo_enabled and self._revealed() and not self.rules.casual_undo:
            self.undo_stack.clear()  # dice or cards were revealed: no taking it back
        return self.events

    def undo(self) -> bool:
        """Restore the state before the last decision, if nothing was revealed since."""
        if not self.undo_stack:
            return False
        self.state, n = self.undo_stack.pop()
        del self.history[n:]
        self.rebuild_board()  # the tile grid may have changed since (a train, a blown wagon)
        return True

    def invalidate(self) -> None:
        """Forget derived facts: call after changing the state outside `apply` (tests, loading)."""
        self.cache.clear()
        self.families.clear()
        self.lasting.clear()
        self.ability_sets.clear()
        self._roster = None
        self._options_cache = None

    def _check_roster(self) -> None:
        """Abilities depend only on skills, classes and who leads whom: most choices change none
        of them, so their table is rebuilt only when one did (or after `invalidate`)."""
        roster = [(s.status, s.companion_of, s.skills, s.classes) for s in self.state.survivors.values()]
        if roster != self._roster:  # compares the lists' contents
            self.families.clear()
            self._roster = [(st, lead, list(sk), list(cl)) for st, lead, sk, cl in roster]  # copies: the lists change

    def settled(self, key: Any, compute: Callable[..., Any], *args: Any) -> Any:
        """`compute(*args)`, remembered while a decision is pending: nothing changes the state
        until the next `apply` (which forgets it), so listing the options and a bot weighing them
        share one answer. While steps resolve, the state moves under us: compute afresh. (The
        arguments come separately: a closure per call would cost more than many answers.)"""
        if self.state.decision is None:
            return compute(*args)
        try:
            return self.cache[key]
        except KeyError:
            value = self.cache[key] = compute(*args)
            return value

    def remember(self, key: Any, compute: Callable[..., Any], *args: Any) -> Any:
        """`compute(*args)`, remembered across decisions: `key` must hold everything it reads
        apart from the immutable content; for abilities, the survivor's `skills.table`."""
        try:
            return self.lasting[key]
        except KeyError:
            if len(self.lasting) > 20_000:
                self.lasting.clear()
            value = self.lasting[key] = compute(*args)
            return value

    def _find(self, action: Action | int | str) -> Action:
        legal = self.legal_actions()
        if self.over:
            raise IllegalAction(f"the game is over ({self.state.result}: {self.state.cause})")
        if isinstance(action, int):
            if not 0 <= action < len(legal):
                raise IllegalAction(f"choice {action} is out of range: there are {len(legal)} options (0-{len(legal) - 1})")
            return legal[action]
        if isinstance(action, Action):
            for candidate in legal:
                if candidate is action:
                    return action  # one of the listed options itself: no need to compare keys
        key = action.key if isinstance(action, Action) else action
        for candidate in legal:
            if candidate.key == key:
                return candidate
        raise IllegalAction(f"{key!r} is not a legal choice now; legal: {', '.join(a.key for a in legal[:8])}…")

    def _revealed(self) -> bool:
        return any(e.kind in (Ev.rolled, Ev.card, Ev.spawned, Ev.searched) for e in self.events)

    # ------------------------------------------------------------------ loop
    def run(self) -> None:
        """Resolve queued steps until a decision is pending or the game has ended.

        Victory and defeat are checked after every step that announced something a condition
        may read (the choice's own events count with the first step): a rule that changes the
        game says so in an event, and most steps (asking the next survivor, planning moves)
        change nothing, or only what no condition reads (dice, noise, where survivors stand,
        zombies moving or arriving: `QUIET`)."""
        checked = 0
        state, events = self.state, self.events  # steps change both, never replace them
        while state.decision is None and state.result is None:
            if not state.queue:
                raise RuntimeError("the step queue ran dry without a decision or a result")
            current = state.queue.pop(0)
            STEPS[current["kind"]](self, current)
            if len(events) > checked:
                if any(e.kind not in QUIET for e in events[checked:]):
                    self.check_end()
                checked = len(events)

    def push(self, *steps: dict[str, Any]) -> None:
        """Queue steps to run next, in the given order, before anything already queued."""
        self.state.queue[0:0] = steps

    def ask(self, kind: str, prompt: str, *, survivor: str | None = None, player: str | None = None,
            data: dict[str, Any] | None = None) -> None:
        """Stop and wait for a choice; `data` is what the options and the handlers need."""
        if player is None and survivor is not None:
            player = self.state.survivors[survivor].player
        self.state.decision = Decision(kind, player, survivor, prompt, dict(data or {}))
        self._options_cache = None

    def emit(self, kind: Ev, rule: str, text: str, **data: Any) -> Event:
        event = Event(kind, rule, text, data)
        self.events.append(event)
        return event

    # ------------------------------------------------------------------ helpers
    def rebuild_board(self) -> None:
        """The tile grid changed (a train moved, a tile flipped): assemble the map again."""
        tiles = lambda t: self.library.tile(self.mission.setting, t)  # noqa: E731
        self.board = Board.shared(self.mission, tiles, self.library.boards, self.state.layout).with_blocked(self.state.blocked)
        self.invalidate()

    def survivor(self, sid: str) -> SurvivorState:
        return self.state.survivors[sid]

    def card(self, instance: str):  # -> EquipmentCard
        return self.data.cards[self.state.cards[instance]]

    def zone_name(self, zone: str) -> str:
        return self.board.display_names[zone]

    def check_end(self) -> None:
        conditions.check(self)
