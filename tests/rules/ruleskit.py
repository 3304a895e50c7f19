"""The rules tests' toolkit: a library with small hand-made test maps, and a `Table`
that builds a game and then sets its state precisely (pieces, cards, skills, scripted dice).

Every rules test follows the same shape: build a situation directly on the state, choose legal
actions by key, then assert on the state and on the events the engine returned. Scripted dice
make every roll exact; a test that needs more dice than it scripted fails loudly.

Test maps (ids far from the shipped ones):

- tile 90T, mission frontier-m97: a 3x3 grid of one-cell street zones

      a b c
      d e f
      g h i

  a sees b, c (its row) and d, g (its column); from a to i there are two equal shortest first
  steps (b and d), which is what the splitting rule needs.

- tile 91T, mission frontier-m98: four rooms of one building in a row over four street zones

      r1 r2 r3 r4
      a  b  c  d

  openings r1|r2, r2|r3, r3|r4 and r1|a: from r1 an ordinary survivor sees r2 (and a), a
  settler (Home Defender) sees r3 and r4 too.
"""

from __future__ import annotations

import sys
from pathlib import Path

from typing import Any, Callable, Iterable

import zombie_table.games.tilezone  # noqa: F401  (registers every rule module)
from zombie_table.games.tilezone import turn as turn_rules
from zombie_table.games.tilezone.events import Ev, Event
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.kernel.ruleset import handler, options, step
from zombie_table.games.tilezone.state import SpawnToken, SurvivorState
from zombie_table.games.tilezone.zombies import activation_steps
from zombie_table.content.library import Library
from zombie_table.games.tilezone.setup import new_game

def street_grid(tile_id: str, setting: str, name: str) -> str:
    """A test tile of nine one-cell street zones, a b c / d e f / g h i."""
    zones = "".join(f"  {z}: {{kind: street}}\n" for z in "abcdefghi")
    return (f"kind: tile\nid: {tile_id}\nsetting: {setting}\nname: {name}\n"
            f"grid: |\n  a b c\n  d e f\n  g h i\nzones:\n{zones}")


GRID_TILE = street_grid("90T", "frontier", "Test grid")

HOUSE_TILE = """\
kind: tile
id: 91T
setting: frontier
name: Test house
grid: |
  r1 r2 r3 r4
  a  b  c  d
zones:
  r1: {kind: room, building: house}
  r2: {kind: room, building: house}
  r3: {kind: room, building: house}
  r4: {kind: room, building: house}
  a: {kind: street}
  b: {kind: street}
  c: {kind: street}
  d: {kind: street}
openings: ["r1|r2", "r2|r3", "r3|r4", "r1|a"]
"""

MISSION = """\
kind: mission
id: {id}
setting: frontier
title: {title}
difficulty: easy
duration: 1
briefing: A test map.
objectives_text: [Test.]
layout: [["{tile}"]]
start: ["{start}"]
victory: [[{{kind: escape}}]]
"""

GRID = "frontier-m97"
HOUSE = "frontier-m98"
M0 = "frontier-m0"


# ---------------------------------------------------------------- a step that just stops the loop
@step("test_halt")
def _halt(game: Game, params: dict[str, Any]) -> None:
    game.ask("test_halt", "test: halted", player=game.state.players[0], data=params)


@options("test_halt")
def _halt_options(game: Game, decision: Any) -> list[Action]:
    return [Action("test_resume", "test: resume")]


@handler("test_resume")
def _resume(game: Game, action: Action) -> None:
    return None


class Dice:
    """A stand-in for the dice stream: returns scripted values and fails when they run out."""

    def __init__(self, values: Iterable[int]):
        self.values = list(values)
        self.rolled: list[int] = []

    def randint(self, a: int, b: int) -> int:
        assert (a, b) == (1, 6), f"unexpected roll range {a}-{b}"
        if not self.values:
            raise AssertionError("the test scripted fewer dice than the engine rolled")
        value = self.values.pop(0)
        self.rolled.append(value)
        return value

    def __deepcopy__(self, memo: dict) -> "Dice":
        copy = Dice(self.values)
        copy.rolled = list(self.rolled)
        return copy


class Table:
    """One game plus the helpers to set its state and drive it."""

    def __init__(self, game: Game):
        game.ruleset = game.ruleset.extended(f"{game.ruleset.name}+test", sys.modules[__name__])
        self.game = game

    # ------------------------------------------------------------ shortcuts
    @property
    def state(self):
        return self.game.state

    @property
    def board(self):
        return self.game.board

    def s(self, sid: str) -> SurvivorState:
        return self.game.state.survivors[sid]

    # ------------------------------------------------------------ pieces
    def reset(self, sid: str, zone: str | None = None, *, skills: Iterable[str] = (), classes: Iterable[str] = (),
              health: int = 2, keep_cards: bool = False) -> SurvivorState:
        """A plain survivor: no class, only the given skills, full health, no XP, empty inventory."""
        s = self.s(sid)
        if zone is not None:
            s.zone = zone
        s.skills = list(skills)
        s.classes = list(classes)
        s.health, s.wounds, s.xp, s.level, s.status = health, 0, 0, 0, "alive"
        self.game.invalidate()
        if not keep_cards:
            for card in s.inventory.cards():
                s.inventory.remove(card)
                self.state.equipment.discard_pile.append(card)
        return s

    def instance(self, card_id: str) -> str:
        """Take a free copy of a card from wherever it waits: deck, discards, starting pool, bounty."""
        st = self.state
        for pile in (st.equipment.draw_pile, st.equipment.discard_pile, st.starting_pool, st.bounty):
            for inst in reversed(pile):
                if st.cards[inst] == card_id:
                    pile.remove(inst)
                    return inst
        raise AssertionError(f"no free copy of {card_id} left")

    def give(self, sid: str, card_id: str, slot: str = "hand", index: int | None = None) -> str:
        s = self.s(sid)
        inst = self.instance(card_id)
        cells = getattr(s.inventory, slot)
        if index is None:
            index = cells.index(None)
        assert cells[index] is None, f"{sid}'s {slot} {index} is taken"
        cells[index] = inst
        return inst

    def clear_zombies(self) -> None:
        self.state.zombies = {}
        self.state.tokens["vade_retro"] = []

    def zombies(self, zone: str, **counts: int) -> None:
        """Set the zombies of one zone exactly (walker=2, brute=1 …)."""
        types = {t: n for t, n in counts.items() if n}
        if types:
            self.state.zombies[zone] = types
        else:
            self.state.zombies.pop(zone, None)

    def noise(self, zone: str, level: str = "bang") -> None:
        self.state.noise = {"zone": zone, "level": level}

    def dice(self, *values: int) -> Dice:
        d = Dice(values)
        self.state.dice = d
        return d

    def zombie_cards(self, *numbers: int) -> None:
        """The next zombie cards drawn, in order (the top of a deck is the end of its pile)."""
        deck = self.state.zombie_deck
        wanted = [f"z{n}" for n in numbers]
        rest = [c for c in deck.draw_pile + deck.discard_pile if c not in wanted]
        deck.draw_pile = rest + list(reversed(wanted))
        deck.discard_pile = []

    def equipment_cards(self, *card_ids: str) -> list[str]:
        """The next equipment cards drawn, in order."""
        insts = [self.instance(c) for c in card_ids]
        self.state.equipment.draw_pile.extend(reversed(insts))
        return insts

    def spawn_token(self, zone: str, kind: str = "mobile", active: bool = True) -> SpawnToken:
        token = SpawnToken(f"t{len(self.state.spawns) + 1}", kind, zone, active)
        self.state.spawns.append(token)
        return token

    # ------------------------------------------------------------ flow
    def _fresh(self) -> None:
        self.state.decision = None
        self.game.invalidate()
        self.game.events = []

    def turn(self, sid: str, actions: int | None = None) -> list[Event]:
        """Start `sid`'s turn now (everyone else has already played this round). `actions` sets
        the general actions left, so that a test can spend some without the turn (and round) ending."""
        st = self.state
        self._fresh()
        s = self.s(sid)
        for other in st.survivors.values():
            other.activated = other.id != sid
        st.phase = "players"
        st.active = sid
        st.current_player = st.players.index(s.player)
        self.game.invalidate()
        turn_rules.start_turn(self.game, s)
        if actions is not None:
            s.actions_left = actions
        st.queue = [{"kind": "player_turn"}]
        self.game.run()
        return self.game.events

    def run(self, *steps: dict[str, Any]) -> list[Event]:
        """Run these steps, then stop (the game waits at a 'test_halt' decision)."""
        self._fresh()
        self.state.queue = [*steps, {"kind": "test_halt"}]
        self.game.run()
        return self.game.events

    def activate_zombies(self, types: list[str] | None = None) -> list[Event]:
        """One whole activation (everyone, then the two-action types again), then stop."""
        return self.run(*activation_steps(types))

    @property
    def halted(self) -> bool:
        return self.state.decision is not None and self.state.decision.kind == "test_halt"

    def resume(self) -> list[Event]:
        """Run whatever is queued now (steps pushed by a rule called directly), then stop."""
        self._fresh()
        self.state.queue.append({"kind": "test_halt"})
        self.game.run()
        return self.game.events

    def actions(self, kind: str | None = None) -> list[Action]:
        self.game.invalidate()  # the state may have been changed by hand since
        return [a for a in self.game.legal_actions() if kind is None or a.kind == kind]

    def keys(self, kind: str | None = None) -> list[str]:
        return [a.key for a in self.actions(kind)]

    def do(self, kind: str, *args: Any) -> list[Event]:
        return self.game.apply(":".join([kind, *map(str, args)]))

    def pick(self, kind: str, where: Callable[[Action], bool] = lambda a: True) -> list[Event]:
        """Apply the only legal action of `kind` matching `where` (fails if none or several)."""
        found = [a for a in self.actions(kind) if where(a)]
        assert len(found) == 1, f"expected one {kind} action, found {[a.key for a in found]} among {self.keys()}"
        return self.game.apply(found[0])

    def first(self, kind: str, where: Callable[[Action], bool] = lambda a: True) -> list[Event]:
        """Apply the first legal action of `kind` matching `where`."""
        found = [a for a in self.actions(kind) if where(a)]
        assert found, f"no {kind} action among {self.keys()}"
        return self.game.apply(found[0])

    def until(self, kind: str, limit: int = 200) -> None:
        """Answer every decision with its first option until a decision of `kind` is pending."""
        for _ in range(limit):
            if self.game.over or (self.state.decision and self.state.decision.kind == kind):
                return
            self.game.apply(0)
        raise AssertionError(f"no {kind} decision within {limit} choices")


def of(events: Iterable[Event], kind: Ev, **data: Any) -> list[Event]:
    """The events of one kind whose data match every given item."""
    return [e for e in events if e.kind == kind and all(e.data.get(k) == v for k, v in data.items())]




SETUP_QUESTIONS = ("gift", "choose_starting", "deal_leftover")
"""Set-up questions a test table answers with the first option (gifts, starting cards, leftovers)."""


def grid_library(root: Path, files: dict[str, str], setting: str) -> Library:
    """The shipped content plus test files written into `root`; the setting's files must all load."""
    for name, text in files.items():
        (root / name).write_text(text)
    lib = Library.load(extra=[root], user=False)
    broken = [f"{f.path}: {f.errors[0]}" for f in lib.files if not f.ok and setting in str(f.path)]
    assert not broken, broken
    return lib


def grid_table(library: Library, mission: str, team: Iterable[str], seed: int = 7,
               options: dict[str, Any] | None = None) -> Table:
    """A game of `mission` for `team` (one player), set-up questions answered, no zombies or spawns."""
    game = new_game(library, mission, [(m, "P1") for m in team], seed, options)
    while game.decision is not None and game.decision.kind in SETUP_QUESTIONS:
        game.apply(0)
    table = Table(game)
    table.clear_zombies()
    table.state.spawns = []
    return table


def two_players(library: Library, mission: str, first: str, second: str, zone: str, second_skills: Iterable[str] = ()) -> Table:
    """A game of `mission` with two players, P1 owning `first` and P2 `second`, set-up answered:
    both stand in `zone` unwounded at health 3, `second` with only `second_skills`; no zombies or
    spawns. The players' phase is the turn order's test bed (Tactician)."""
    game = new_game(library, mission, [(first, "P1"), (second, "P2")], 7)
    while game.decision is not None and game.decision.kind != "act":
        game.apply(0)
    table = Table(game)
    table.reset(second, zone, health=3, skills=second_skills)
    table.reset(first, zone, health=3)
    table.clear_zombies()
    table.state.spawns = []
    return table


def placing(make: Callable[..., Table]) -> Callable[..., Table]:
    """placed({survivor: zone}, …): `make` with those survivors standing there, unwounded at health 3."""

    def build(where: dict[str, str], **kwargs: Any) -> Table:
        table = make(list(where), **kwargs)
        for sid, zone in where.items():
            table.reset(sid, zone, health=3)
        return table

    return build
