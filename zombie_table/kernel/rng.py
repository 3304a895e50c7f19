"""Seeded random streams: one per purpose, so a game is reproducible from seed + decisions."""

from __future__ import annotations

import hashlib
import random


class Stream(random.Random):
    """A seeded generator that an undo snapshot or a bot's look-ahead copies by its state, one tuple
    (`random.Random` is deep-copied number by number: 625 of them)."""

    def __deepcopy__(self, memo: dict) -> "Stream":
        other = type(self).__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.setstate(self.getstate())
        return other


def stream(seed: int, name: str) -> Stream:
    """An independent generator for `name` derived from the game seed (stable across Pythons)."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return Stream(int.from_bytes(digest[:8], "big"))


class Scripted(Stream):
    """A seeded stream whose `randint` first deals written faces, in order, then the stream's own
    numbers: fixed dice for a tutorial or a puzzle that still replay from seed + decisions. A face
    outside the asked range is kept for a roll that can show it."""

    def __init__(self, faces: list[int], state: tuple | None = None):
        super().__init__()
        self.faces = list(faces)
        if state is not None:
            self.setstate(state)

    def randint(self, a: int, b: int) -> int:
        if self.faces and a <= self.faces[0] <= b:
            return self.faces.pop(0)
        return super().randint(a, b)

    def __reduce__(self) -> tuple:  # copies keep the faces still to come
        return (Scripted, (list(self.faces), self.getstate()))

    def __deepcopy__(self, memo: dict) -> "Scripted":
        other = super().__deepcopy__(memo)
        other.faces = list(self.faces)
        return other


def rng_state(rng: random.Random) -> list:
    """A stream as JSON data; a scripted stream adds its faces still to come."""
    version, internal, gauss = rng.getstate()
    faces = [list(rng.faces)] if isinstance(rng, Scripted) else []
    return [version, list(internal), gauss, *faces]


def rng_from_state(state: list) -> random.Random:
    rng = Scripted(state[3]) if len(state) > 3 else Stream()
    rng.setstate((state[0], tuple(state[1]), state[2]))
    return rng
