"""Seeded random streams: one per purpose, so a game is reproducible from seed + decisions."""

from __future__ import annotations

import hashlib
import random


def stream(seed: int, name: str) -> random.Random:
    """An independent generator for `name` derived from the game seed (stable across Pythons)."""
    digest = hashlib.sha256(f"{seed}:{name}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def rng_state(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_state(state: list) -> random.Random:
    rng = random.Random()
    rng.setstate((state[0], tuple(state[1]), state[2]))
    return rng
