"""Waiting in Pilot tests: for a condition on the app, never for a fixed time."""

from __future__ import annotations

from typing import Callable


async def wait_for(pilot, condition: Callable[[], bool], what: str) -> None:
    """Let the app run until `condition()` holds; fail naming `what` if it never does."""
    for _ in range(200):
        if condition():
            return
        await pilot.pause()
    raise AssertionError(f"timed out waiting for {what}")
