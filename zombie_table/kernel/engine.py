"""The step loop every game runs on: state + ruleset, legal actions, `apply`, undo, events.

Flow control is a queue of small serialisable steps (``{"kind": ..., params}``). A step's
handler does its work, may push further steps to the front, and may ask a Decision: the loop
then stops and `legal_actions()` lists the decision's options. `apply(action)` resolves the
choice and runs the loop again. Everything a person, a bot, a test or a replay does goes
through these two calls. The engine knows no board game: a game subclasses it and says which
of its event kinds no end condition reads (`QUIET`) and which reveal something (`REVEALING`).

Every die and card goes through the game's `chance` (`kernel.chance.Chance`); what a player may
see of the game is `kernel.observer.observe(game, player)`; a bot plays forward on `lookahead`.
"""

from __future__ import annotations

import copy
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Iterator, NamedTuple, Protocol

from zombie_table.kernel.events import Event
from zombie_table.kernel.ruleset import Ruleset, Several

if TYPE_CHECKING:
    from zombie_table.kernel.chance import Chance


class IllegalAction(ValueError):
    """The chosen action is not among the legal ones; the game is unchanged."""


class Action(NamedTuple):
    """One legal choice. Its key (kind + args) identifies it in saves and replays. (A named
    tuple: immutable and cheap to make, as every option list makes dozens.)"""

    kind: str
    label: str
    args: Any = ()
    """Its kind's arguments: a NamedTuple of named, typed fields the game declares for that kind in the
    ruleset's `ACTION_ARGS` catalogue, beside the rule that offers it (a plain tuple only for a kind not
    yet declared); a tuple either way, so the key is `kind:arg:arg`. `apply` refuses a declared kind's action
    whose args are not of its declared type (`Ruleset.check_args`)."""
    confirm: str = ""
    """A warning an interface shows and has the player confirm before taking this choice (a
    risk the label already states, such as a teammate's death); empty for ordinary choices."""

    @property
    def key(self) -> str:
        return ":".join([self.kind, *map(str, self.args)])

    @property
    def flat_args(self) -> list[Any]:
        """The arguments' values in order, each of a `Several` on its own: the values the key joins."""
        return [value for arg in self.args for value in (arg if isinstance(arg, Several) else (arg,))]

    def __str__(self) -> str:
        return self.label


@dataclass
class Decision:
    """A question the engine is waiting on: its options come from the step that raised it."""

    kind: str
    player: str | None
    survivor: str | None
    prompt: str
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def asked(self) -> str:
        """The survivor this decision is asked of, for a decision that names one (a rule's own question)."""
        if self.survivor is None:
            raise ValueError(f"decision {self.kind!r} names no survivor")
        return self.survivor


class LoopState(Protocol):
    """What the loop needs of a game's state: the pending decision, the queue, the result."""

    decision: Decision | None
    queue: list[dict[str, Any]]
    result: str | None
    cause: str | None


class Engine:
    """A game in progress: its mutable state and the ruleset that interprets it."""

    QUIET: frozenset[str] = frozenset()
    """Event kinds that no end condition reads: a step announcing only these needs no check."""
    REVEALING: frozenset[str] = frozenset()
    """Event kinds that reveal something (dice, cards): undo stops there unless undo is casual."""

    def __init__(self, state: Any, ruleset: Ruleset):
        self.state = state
        self.ruleset = ruleset
        self.events: list[Event] = []  # events of the current apply
        self.history: list[str] = []  # action keys applied since set-up
        self.undo_stack: list[tuple[Any, int]] = []
        self.undo_enabled = True
        self._options_cache: list[Action] | None = None
        self.resolving: Decision | None = None  # the decision whose choice is being applied
        self.cache: dict[Any, Any] = {}  # derived facts of the pending decision (`settled`); cleared by every apply
        self.lasting: dict[Any, Any] = {}  # derived facts keyed by everything they read (`remember`)
        self.reading = False  # inside `still()`: steps resolve, but nothing changes the state

    # ------------------------------------------------------------------ what a game adds
    def before_apply(self) -> None:
        """Called before each choice is resolved (a game refreshes what it derives from the state)."""

    def after_undo(self) -> None:
        """Called after the state was restored by undo."""

    def check_end(self) -> None:
        """Decide victory or defeat; called after every step that announced a non-quiet event."""

    def casual_undo(self) -> bool:
        """Whether undo may go back past revealed dice and cards."""
        return False

    def side_options(self, decision: Decision) -> list[Action]:
        """Choices open at every decision of a kind the decision's own options know nothing of
        (a card its holder may play whenever asked anything); listed after the decision's own.
        Their handler resolves them and, to go on, asks the decision again (`ask_again`)."""
        return []

    def ask_again(self, decision: Decision) -> None:
        """Put `decision` back as the pending one (after a side option was resolved)."""
        self.ask(decision.kind, decision.prompt, survivor=decision.survivor, player=decision.player, data=decision.data)

    def owner(self, survivor: str) -> str | None:
        """The player who decides for a piece (used by `ask` when only the piece is named)."""
        return None

    @property
    def chance(self) -> "Chance":
        """The game's chance (dice, decks, set-up picks). By default the state holds it, so undo,
        replays and saves keep it; a game whose state keeps its streams in fields of its own sets
        `chance` to a `Chance` over `chance.Fields` of its state instead."""
        chance: Chance = self.state.chance
        return chance

    def after_copy(self) -> None:
        """Called on a `lookahead` copy: a game rebinds what it derived from or bound to the original."""

    # ------------------------------------------------------------------ look-ahead
    def lookahead(self, seed: int | None = None) -> "Engine":
        """A copy of this game for a bot to play forward: nothing done with it changes this game.
        With `seed`, its chance is a sample (`Chance.fork(seed)`: reseeded streams, reshuffled
        draw piles), so the bot sees a possible future, never the real one; without, the copy
        shares this game's future exactly (for tests and replays)."""
        other = copy.copy(self)
        other.state = copy.deepcopy(self.state)
        other.events, other.history, other.undo_stack = [], list(self.history), []
        other.undo_enabled = False
        other._options_cache, other.resolving = None, None
        other.cache, other.lasting = {}, {}
        other.after_copy()
        if seed is not None:
            chance = other.chance
            forked = chance.fork(seed)
            for name, rng in forked.streams.items():
                chance.streams[name] = rng
            for name, deck in forked.decks.items():
                chance.decks[name] = deck
        return other

    # ------------------------------------------------------------------ API
    @property
    def answering(self) -> Decision:
        """The decision whose choice is being applied: what a handler (and the steps it queues) reads of the
        question it answers. Raises before any choice was applied."""
        if self.resolving is None:
            raise RuntimeError("no decision is being answered")
        return self.resolving

    @property
    def over(self) -> bool:
        return self.state.result is not None

    @property
    def decision(self) -> Decision | None:
        decision: Decision | None = self.state.decision
        return decision

    def legal_actions(self) -> list[Action]:
        if self.state.decision is None:
            return []
        if self._options_cache is None:
            decision = self.state.decision
            self._options_cache = self.ruleset.options[decision.kind](self, decision) + self.side_options(decision)
        return self._options_cache

    def apply(self, action: Action | int | str) -> list[Event]:
        """Resolve one choice (an Action, its index, or its key); returns the events it caused."""
        chosen = self._find(action)
        self.ruleset.check_args(chosen.kind, chosen.args)
        self.cache.clear()
        self._options_cache = None
        self.before_apply()
        if self.undo_enabled:
            self.undo_stack.append((copy.deepcopy(self.state), len(self.history)))
        self.events = []
        self.resolving = self.state.decision
        self.state.decision = None
        self.history.append(chosen.key)
        self.ruleset.handlers[chosen.kind](self, chosen)
        self.run()
        if self.undo_enabled and self._revealed() and not self.casual_undo():
            self.undo_stack.clear()  # dice or cards were revealed: no taking it back
        return self.events

    def undo(self) -> bool:
        """Restore the state before the last decision, if nothing was revealed since."""
        if not self.undo_stack:
            return False
        self.state, n = self.undo_stack.pop()
        del self.history[n:]
        self.invalidate()  # the options listed (and facts derived) were the undone state's
        self.after_undo()
        return True

    def undo_depth(self, person: Callable[[Decision], bool]) -> int:
        """How many undos take back the latest decision `person` made (a person's, say, not a bot's)
        and everything after it: 0 when no such decision is still on the undo stack."""
        for depth, (state, _) in enumerate(reversed(self.undo_stack), 1):
            if state.decision is not None and person(state.decision):
                return depth
        return 0

    def invalidate(self) -> None:
        """Forget derived facts: call after changing the state outside `apply` (tests, loading)."""
        self.cache.clear()
        self.lasting.clear()
        self._options_cache = None

    def settled(self, key: Any, compute: Callable[..., Any], *args: Any) -> Any:
        """`compute(*args)`, remembered while a decision is pending: nothing changes the state
        until the next `apply` (which forgets it), so listing the options and a bot weighing them
        share one answer. While steps resolve, the state moves under us: compute afresh. (The
        arguments come separately: a closure per call would cost more than many answers.)"""
        if self.state.decision is None and not self.reading:
            return compute(*args)
        try:
            return self.cache[key]
        except KeyError:
            value = self.cache[key] = compute(*args)
            return value

    @contextmanager
    def still(self) -> Iterator[None]:
        """A block of a step that only reads the state (the zombies' plan of where each group goes,
        before any moves): `settled` answers are shared within it, and forgotten after it."""
        self.reading = True
        try:
            yield
        finally:
            self.reading = False
            self.cache.clear()

    def remember(self, key: Any, compute: Callable[..., Any], *args: Any) -> Any:
        """`compute(*args)`, remembered across decisions: `key` must hold everything it reads
        apart from the immutable content."""
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
        revealing = self.REVEALING
        return any(e.kind in revealing for e in self.events)

    # ------------------------------------------------------------------ loop
    def run(self) -> None:
        """Resolve queued steps until a decision is pending or the game has ended.

        Victory and defeat are checked after every step that announced something a condition
        may read (the choice's own events count with the first step): a rule that changes the
        game says so in an event, and most steps change nothing, or only what no condition
        reads (`QUIET`)."""
        checked = 0
        state, events, steps, quiet = self.state, self.events, self.ruleset.steps, self.QUIET
        while state.decision is None and state.result is None:
            if not state.queue:
                raise RuntimeError("the step queue ran dry without a decision or a result")
            current = state.queue.pop(0)
            steps[current["kind"]](self, current)
            if len(events) > checked:
                if any(e.kind not in quiet for e in events[checked:]):
                    self.check_end()
                checked = len(events)

    def push(self, *steps: dict[str, Any]) -> None:
        """Queue steps to run next, in the given order, before anything already queued."""
        self.state.queue[0:0] = steps

    def cut_to(self, kind: str) -> list[dict[str, Any]]:
        """Drop the queued steps before the first of `kind` (a turn cut short: a team wiped out
        mid-turn goes straight to its end); returns what was dropped. Nothing is dropped when no
        step of that kind is queued."""
        queue: list[dict[str, Any]] = self.state.queue
        for i, queued in enumerate(queue):
            if queued["kind"] == kind:
                dropped = queue[:i]
                del queue[:i]
                return dropped
        return []

    def ask(self, kind: str, prompt: str, *, survivor: str | None = None, player: str | None = None,
            data: dict[str, Any] | None = None) -> None:
        """Stop and wait for a choice; `data` is what the options and the handlers need."""
        if player is None and survivor is not None:
            player = self.owner(survivor)
        self.state.decision = Decision(kind, player, survivor, prompt, dict(data or {}))
        self._options_cache = None

    def emit(self, kind: str, rule: str, text: str, **data: Any) -> Event:
        event = Event(kind, rule, text, data)
        self.events.append(event)
        return event
