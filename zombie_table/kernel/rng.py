"""Seeded random streams: one per purpose, so a game is reproducible from seed + decisions."""

from __future__ import annotations

import hashlib
import random


def stream(seed: int, name: str) -> random.Random:
    """An independent generator for `name` derived from the game seed (stable across Pythons)."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


class Scripted(random.Random):
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

    def __reduce__(self) -> tuple:  # copies and undo snapshots keep the faces still to come
        return (Scripted, (list(self.faces), self.getstate()))


def rng_state(rng: random.Random) -> list:
    """A stream as JSON data; a scripted stream adds its faces still to come."""
    version, internal, gauss = rng.getstate()
    faces = [list(rng.faces)] if isinstance(rng, Scripted) else []
    return [version, list(internal), gauss, *faces]


def rng_from_state(state: list) -> random.Random:
    rng = Scripted(state[3]) if len(state) > 3 else random.Random()
    rng.setstate((state[0], tuple(state[1]), state[2]))
    return rng
