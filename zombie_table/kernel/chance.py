"""Chance: the one door through which a game rolls dice, shuffles and draws cards.

A `Chance` holds a game's seed, its named random streams (each derived from the seed and its
name, as `rng.stream` does, so a stream's numbers never depend on what other streams did) and its
decks. Everything random in a game goes through it: `roll` / `die` for dice, `deck` / `draw` for
cards, `shuffle` / `fresh` for set-up picks, `script` and `stack` for fixed dice and stacked decks
(a tutorial's, a puzzle's). Its streams live in the game state (the state holds
the Chance, or the streams a Chance reads), so undo, replays and saves keep them.

A bot looking ahead must not read the real future, nor move it: `fork(seed)` gives an independent
Chance whose streams are reseeded from `seed` and whose decks' draw piles are reshuffled (the
order no player knows): a sample of what may happen. `fork()` without a seed is an exact copy.
`outcomes` is the exact distribution of a roll, for bots that weigh rather than sample.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator, Mapping, MutableMapping
from fractions import Fraction
from itertools import product
from operator import attrgetter
from typing import Any

from zombie_table.kernel.deck import Deck
from zombie_table.kernel.rng import Scripted, deal, rng_from_state, rng_state, stream


class Chance:
    """A game's seed, named streams and decks. `streams` and `decks` may be any mappings (a game
    whose state keeps its streams in fields of its own passes a view of them)."""

    __slots__ = ("seed", "streams", "decks")

    def __init__(self, seed: int, streams: MutableMapping[str, Any] | None = None,
                 decks: MutableMapping[str, Deck] | None = None):
        self.seed = seed
        self.streams: MutableMapping[str, Any] = {} if streams is None else streams
        self.decks: MutableMapping[str, Deck] = {} if decks is None else decks

    # ------------------------------------------------------------------ streams
    def stream(self, name: str) -> random.Random:
        """The stream `name`, derived from the seed the first time it is asked for, then kept."""
        try:
            kept: random.Random = self.streams[name]
            return kept
        except KeyError:
            rng = self.streams[name] = stream(self.seed, name)
            return rng

    def fresh(self, name: str) -> random.Random:
        """A one-off stream derived from the seed and `name`, not kept: the same numbers whenever
        it is asked for (set-up picks that must not depend on anything rolled before)."""
        return stream(self.seed, name)

    # ------------------------------------------------------------------ dice
    def roll(self, n: int, sides: int = 6, stream: str = "dice") -> list[int]:
        """`n` dice at once (one call per roll, not per die): the stream's `randint(1, sides)`, n times."""
        try:
            randint = self.streams[stream].randint
        except KeyError:
            randint = self.stream(stream).randint
        return [randint(1, sides) for _ in range(n)]

    def die(self, sides: int = 6, stream: str = "dice") -> int:
        try:
            face: int = self.streams[stream].randint(1, sides)
            return face
        except KeyError:
            return self.stream(stream).randint(1, sides)

    def script(self, faces: list[int], stream: str = "dice") -> None:
        """Fix the next rolls of `stream`: these faces in order, then its seeded numbers as before."""
        self.streams[stream] = Scripted(faces, self.stream(stream).getstate())

    @staticmethod
    def outcomes(n: int = 1, sides: int = 6) -> dict[tuple[int, ...], Fraction]:
        """Every sorted result of rolling `n` dice and its exact probability."""
        out: dict[tuple[int, ...], Fraction] = {}
        step = Fraction(1, sides ** n)
        for faces in product(range(1, sides + 1), repeat=n):
            key = tuple(sorted(faces))
            out[key] = out.get(key, 0) + step
        return out

    # ------------------------------------------------------------------ cards
    def shuffle(self, items: list[Any], stream: str) -> None:
        self.stream(stream).shuffle(items)

    def deck(self, name: str, cards: list[str], *, stream: str | None = None, keep_out: set[str] | None = None) -> Deck:
        """A new deck `name` of `cards`, shuffled by a stream of its own (derived from the seed and
        `stream`, by default its name) that it keeps for its reshuffles."""
        deck = self.decks[name] = Deck.shuffled(name, cards, self.fresh(stream or name), keep_out)
        return deck

    def stack(self, deck: str, top: list[str]) -> None:
        """Put these cards of `deck` on its top, the first drawn first (a tutorial's, a puzzle's)."""
        self.decks[deck].stack(top)

    def draw(self, deck: str) -> str | None:
        """The top card of `deck` (its discards reshuffled in first when it is empty)."""
        return self.decks[deck].draw()

    # ------------------------------------------------------------------ look-ahead
    def fork(self, seed: int | None = None) -> "Chance":
        """An independent copy: nothing done with it moves this one. Without `seed`, an exact copy
        (the same future). With `seed`, a sample: every stream is reseeded from `seed` and every
        deck's draw pile is reshuffled by its reseeded stream, so a bot's look-ahead sees a
        possible future, never the real one."""
        streams = {name: copy.deepcopy(rng) for name, rng in self.streams.items()}
        decks = {name: copy.deepcopy(deck) for name, deck in self.decks.items()}
        if seed is not None:
            streams = {name: stream(seed, f"fork:{name}") for name in streams}
            for name, deck in decks.items():
                deck.rng = stream(seed, f"fork-deck:{name}")
                deal(deck.rng, deck.draw_pile)
        return Chance(self.seed if seed is None else seed, streams, decks)

    # ------------------------------------------------------------------ saves
    def to_json(self) -> dict[str, Any]:
        return {"seed": self.seed, "streams": {name: rng_state(rng) for name, rng in self.streams.items()},
                "decks": {name: deck.to_json() for name, deck in self.decks.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> "Chance":
        return cls(data["seed"], {name: rng_from_state(s) for name, s in data["streams"].items()},
                   {name: Deck.from_json(d) for name, d in data["decks"].items()})

    def __deepcopy__(self, memo: dict[int, Any]) -> "Chance":
        return Chance(self.seed, copy.deepcopy(dict(self.streams), memo), copy.deepcopy(dict(self.decks), memo))

    def __repr__(self) -> str:
        return f"Chance(seed={self.seed}, streams={sorted(self.streams)}, decks={sorted(self.decks)})"


class Fields(MutableMapping[str, Any]):
    """Named streams or decks kept in fields of a game's state (a state that predates `Chance`):
    `Fields(game, "state", dice="dice")` reads `game.state.dice` at every use, so it follows the
    state through undo and loading."""

    __slots__ = ("owner", "attribute", "names", "_get")

    def __init__(self, owner: Any, attribute: str, **names: str):
        self.owner = owner
        self.attribute = attribute
        self.names = names
        self._get = {name: attrgetter(f"{attribute}.{field}") for name, field in names.items()}  # one C call a read

    def __getitem__(self, name: str) -> Any:
        return self._get[name](self.owner)

    def __setitem__(self, name: str, value: Any) -> None:
        if name not in self.names:
            raise KeyError(f"the state keeps no field for {name!r}; its fields: {', '.join(self.names)}")
        setattr(getattr(self.owner, self.attribute), self.names[name], value)

    def __delitem__(self, name: str) -> None:
        raise TypeError("a state's fields cannot be removed")

    def __iter__(self) -> Iterator[str]:
        return iter(self.names)

    def __len__(self) -> int:
        return len(self.names)
