"""What a scenario set-up names, checked as it is read (Roadside's and Colony's `setup:`): each id
known to the content, each card or survivor in one place only; the problems, each at its field."""

from __future__ import annotations

from collections.abc import Container

from zombie_table.content.loader import Path_


class Placements:
    def __init__(self) -> None:
        self.problems: list[tuple[Path_, str]] = []
        self._where: dict[str, Path_] = {}  # each thing named, at its first place

    def say(self, path: Path_, message: str) -> None:
        self.problems.append((path, message))

    def known(self, thing: str, among: Container[str], path: Path_, what: str) -> bool:
        if thing in among:
            return True
        self.say(path, f"no {what} {thing!r} in the content")
        return False

    def place(self, thing: str, among: Container[str], path: Path_, what: str, one_of: str | None = None) -> bool:
        """`thing` is known and named nowhere else (`one_of`: the words it is counted under, when
        several kinds share one place, as a character and a follower are both survivors)."""
        if not self.known(thing, among, path, what):
            return False
        if thing in self._where:
            first = ".".join(map(str, self._where[thing]))
            self.say(path, f"{one_of or what} {thing!r} is already placed at {first}")
        else:
            self._where[thing] = path
        return True
