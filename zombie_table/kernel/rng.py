"""Seeded random streams: one per purpose, so a game is reproducible from seed + decisions.

A save holds a seeded stream as its seed and the 32-bit words drawn from it since (`{"seed", "drawn"}`),
not as the generator's 625 numbers; a stream that cannot be told that way (one set from a state, a
scripted one) keeps the full form `[version, numbers, gauss, faces?]`, which older saves hold
throughout and which still loads."""

from __future__ import annotations

import hashlib
import random
from typing import Any, Self, TypeGuard, cast


WORDS = 624  # the generator's words between two twists of its state
MAX_TWISTS = 1024  # a stream drawn further than this many twists is saved in full


class Stream(random.Random):
    """A seeded generator that an undo snapshot or a bot's look-ahead copies by its state, one tuple
    (`random.Random` is deep-copied number by number: 625 of them). It remembers its integer seed
    (`origin`, None when seeded otherwise), so a save can store the seed and the words drawn."""

    origin: int | None

    def seed(self, a: object = None, version: int = 2) -> None:
        super().seed(cast(Any, a), version)
        self.origin = a if type(a) is int else None

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.setstate(self.getstate())
        return other


def stream(seed: int, name: str) -> Stream:
    """An independent generator for `name` derived from the game seed (stable across Pythons)."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return Stream(int.from_bytes(digest[:8], "big"))


def deal(rng: random.Random, items: list[Any]) -> None:
    """Shuffle `items` in place into an order that depends on which items they are, never on the
    order they were in: a hidden pile dealt anew from a look-alike comes out as it would from the
    original, so a bot sampling what its seat cannot see gets the same samples from both."""
    items.sort(key=repr)
    rng.shuffle(items)


class Scripted(Stream):
    """A seeded stream whose `randint` first deals written faces, in order, then the stream's own
    numbers: fixed dice for a tutorial or a puzzle that still replay from seed + decisions. A face
    outside the asked range is kept for a roll that can show it."""

    def __init__(self, faces: list[int], state: tuple[Any, ...] | None = None):
        super().__init__()
        self.faces = list(faces)
        if state is not None:
            self.setstate(state)

    def randint(self, a: int, b: int) -> int:
        if self.faces and a <= self.faces[0] <= b:
            return self.faces.pop(0)
        return super().randint(a, b)

    def __reduce__(self) -> tuple[Any, ...]:  # copies keep the faces still to come
        return (Scripted, (list(self.faces), self.getstate()))

    def __deepcopy__(self, memo: dict[int, Any]) -> Self:
        other = super().__deepcopy__(memo)
        other.faces = list(self.faces)
        return other


def drawn(rng: random.Random) -> int | None:
    """How many 32-bit words `rng` has given since it was seeded with its `origin`, or None when that
    cannot be told (no integer seed, a pending Gaussian, drawn further than `MAX_TWISTS` twists)."""
    origin: int | None = getattr(rng, "origin", None)
    _, internal, gauss = rng.getstate()
    index: int
    if origin is None or gauss is not None or isinstance(rng, Scripted):
        return None
    key, index = internal[:-1], internal[-1]
    probe = random.Random(origin)
    if index == WORDS and probe.getstate()[1][:-1] == key:
        return 0
    for twists in range(1, MAX_TWISTS + 1):  # n words drawn: ceil(n / 624) twists, then `index` words into the last
        probe.getrandbits(32 * WORDS)
        state = probe.getstate()[1]
        if state[0] == key[0] and state[:-1] == key:
            return (twists - 1) * WORDS + index
    return None


def rng_state(rng: random.Random) -> dict[str, int] | list[Any]:
    """A stream as JSON data: its seed and the words drawn, else its full state (a scripted stream
    adds its faces still to come)."""
    words = drawn(rng)
    if words is not None:
        return {"seed": getattr(rng, "origin"), "drawn": words}
    return full_state(rng)


def _compact(state: object) -> TypeGuard[dict[str, int]]:
    """Whether `state` is a stream saved as its seed and words drawn, within bounds (a damaged or
    hostile file's huge count must not stall a load)."""
    return (isinstance(state, dict) and state.keys() == {"seed", "drawn"} and type(state["seed"]) is int
            and type(state["drawn"]) is int and 0 <= state["drawn"] <= MAX_TWISTS * WORDS)


def rng_from_state(state: dict[str, Any] | list[Any]) -> random.Random:
    if isinstance(state, dict):
        if not _compact(state):
            raise ValueError("a saved stream is an integer seed and 0 to "
                             f"{MAX_TWISTS * WORDS} words drawn")
        rng = Stream(state["seed"])
        twists, rest = divmod(state["drawn"], WORDS)
        for _ in range(twists):
            rng.getrandbits(32 * WORDS)
        if rest:
            rng.getrandbits(32 * rest)
        return rng
    rng = Scripted(state[3]) if len(state) > 3 else Stream()
    rng.setstate((state[0], tuple(state[1]), state[2]))
    return rng


def full_form(state: object) -> object:
    """A saved stream in its full form (an older save's), anything else as it is: a replay's
    compact streams compare with the full ones an older save holds."""
    if _compact(state):
        return full_state(rng_from_state(state))
    return state


def full_state(rng: random.Random) -> list[Any]:
    """The generator's whole state as JSON data; a scripted stream adds its faces still to come."""
    version, internal, gauss = rng.getstate()
    faces = [list(rng.faces)] if isinstance(rng, Scripted) else []
    return [version, list(internal), gauss, *faces]
