"""What the map shows — pieces by zone — and how events change it, for the zombies' phase playback.

A `Picture` is taken from the game state before an `apply()`; replaying that apply's events onto
it step by step gives the board as it was after each event, so the playback can show zombies
walking one group at a time although the engine resolved the whole phase at once.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from zombie_table.content.missions import NoiseLevel
from zombie_table.games.tilezone.events import Ev, Event
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.state import TOKEN_MARKS, UNMARKED_TOKENS, GameState
from zombie_table.tui import glyphs
from zombie_table.tui.camera import Piece
from zombie_table.games.tilezone.view.mapart import Marker
from zombie_table.games.tilezone.view.markers import (
    EXIT,
    NOISE,
    ORDER_START,
    objective_marker,
    spawn_marker,
    token_marker,
    zombie_marker,
)

ORDER_TARGET = -1
TARGET_STYLE = "bold reverse"


@dataclass
class Picture:
    zombies: dict[str, dict[str, int]]
    survivors: dict[str, tuple[str | None, str, int]]  # id -> (zone, status, wounds)
    noise: dict[str, str]
    spawns: list[tuple[str, str, bool, int | None]] = field(default_factory=list)  # (zone, kind, active, number)

    @classmethod
    def of(cls, state: GameState) -> Picture:
        return cls(
            copy.deepcopy(state.zombies),
            {sid: (s.zone, s.status, s.wounds) for sid, s in state.survivors.items()},
            dict(state.noise),
            [(t.zone, t.kind, t.active, t.number) for t in state.spawns if not t.destroyed],
        )

    def copy(self) -> Picture:
        return Picture(copy.deepcopy(self.zombies), dict(self.survivors), dict(self.noise), list(self.spawns))

    def _add(self, zone: str, ztype: str, count: int) -> None:
        if count <= 0:
            return
        types = self.zombies.setdefault(zone, {})
        types[ztype] = types.get(ztype, 0) + count

    def _remove(self, zone: str, ztype: str, count: int) -> None:
        types = self.zombies.get(zone, {})
        left = types.get(ztype, 0) - count
        if left > 0:
            types[ztype] = left
        else:
            types.pop(ztype, None)
        if not types:
            self.zombies.pop(zone, None)

    def apply(self, event: Event) -> tuple[str, ...]:
        """Change the picture as `event` says; returns the zones it concerns (to highlight)."""
        d = event.data
        if event.kind == Ev.zombie_move:
            src, dst = d["src"], d["dst"]
            self._remove(src, d["type"], d["count"])
            self._add(dst, d["type"], d["count"])
            return (src, dst)
        if event.kind == Ev.spawned and "zone" in d:
            self._add(d["zone"], d["type"], d.get("count", 0))
            return (d["zone"],)
        if event.kind == Ev.killed:
            self._remove(d["zone"], d["type"], d.get("count", 1))
            return (d["zone"],)
        if event.kind == Ev.noise and "zone" in d:
            if not d.get("ignored"):
                self.noise = {"zone": d["zone"], "level": d["level"]}
            return (d["zone"],)
        if event.kind in (Ev.wounded, Ev.healed, Ev.died, Ev.escaped, Ev.moved) and d.get("survivor") in self.survivors:
            zone, status, wounds = self.survivors[d["survivor"]]
            if event.kind == Ev.wounded:
                wounds += d.get("amount", 0)
            elif event.kind == Ev.healed:
                wounds = max(0, wounds - d.get("amount", 0))
            elif event.kind == Ev.died:
                status = "dead"
            elif event.kind == Ev.escaped:
                status = "escaped"
            else:
                zone = d["dst"]
            self.survivors[d["survivor"]] = (zone, status, wounds)
            return (zone,) if zone else ()
        zone = d.get("zone")
        return (zone,) if isinstance(zone, str) else ()


def overlay(game: Game, picture: Picture, letters: dict[str, str], *, active: str | None = None,
            targets: dict[str, int] | None = None) -> dict[str, list[Marker]]:
    """Markers by zone: targets being chosen, survivors, zombies, noise, objectives, spawns, exit, tokens."""
    board = game.board
    out: dict[str, list[Marker]] = {}

    def add(zone: str | None, marker: Marker) -> None:
        if zone in board.zones:
            out.setdefault(zone, []).append(marker)  # type: ignore[index]

    for zone, n in sorted((targets or {}).items(), key=lambda kv: kv[1]):
        add(zone, _target(n))
    for sid, (zone, status, _) in picture.survivors.items():
        if status != "alive":
            continue
        add(zone, _survivor(game, sid, letters[sid], sid == active))
    for zone, types in sorted(picture.zombies.items()):
        for ztype, n in sorted(types.items(), key=lambda kv: game.data.zombie_types[kv[0]].priority):
            zt = game.data.zombie_types[ztype]
            add(zone, zombie_marker(zt.letter, zt.name, n, glyphs.zombie_style(game, ztype)))
    if picture.noise.get("zone"):
        add(picture.noise["zone"], NOISE[NoiseLevel(picture.noise.get("level", "bang"))])
    for token in game.state.objectives:
        if token.taken_by is None:
            add(token.zone, objective_marker(token.hidden, token.color))
    for zone, kind, active_, number in picture.spawns:
        add(zone, spawn_marker(kind, number, active_))
    if game.mission.exit:
        add(board.resolve(game.mission.exit), EXIT)
    unmarked, marks = game.ruleset.kinds[UNMARKED_TOKENS], game.ruleset.kinds[TOKEN_MARKS]
    for kind, zones in sorted(game.state.tokens.items()):
        if kind not in unmarked:
            for zone in dict.fromkeys(zones):  # several of a kind in one zone (guards) show their count
                add(zone, token_marker(kind, zones.count(zone), marks.get(kind)))
    return out


def pieces(game: Game, picture: Picture, letters: dict[str, str], *, active: str | None = None) -> dict[str, list[Piece]]:
    """The living survivors and the zombies by zone, as the map's edges count those out of view."""
    out: dict[str, list[Piece]] = {}
    for sid, (zone, status, _) in picture.survivors.items():
        if status == "alive" and zone in game.board.zones:
            style = glyphs.player_style(game, game.state.survivors[sid].player) + (" reverse" if sid == active else "")
            out.setdefault(zone, []).append(Piece(letters[sid], style))
    for zone, types in picture.zombies.items():
        for ztype, n in types.items():
            if zone in game.board.zones and n > 0:
                out.setdefault(zone, []).append(Piece(game.data.zombie_types[ztype].letter.lower(),
                                                      glyphs.zombie_style(game, ztype), n))
    return out


def _target(n: int) -> Marker:
    return Marker(f"#{n}", TARGET_STYLE, ("#n", "target: press its number"), ORDER_TARGET)


def _survivor(game: Game, sid: str, letter: str, active: bool = False) -> Marker:
    s = game.state.survivors[sid]
    style = glyphs.player_style(game, s.player) + (" reverse" if active else "")
    return Marker(letter, style, (letter, f"{s.name} ({s.player})" if s.player else s.name), ORDER_START)


def possible_markers(game: Game, letters: dict[str, str]) -> list[Marker]:
    """Every marker the map can draw in this game, whether on the board now or not: the legend lists them all."""
    state = game.state
    out = [_target(1)]
    out += [_survivor(game, sid, letters[sid]) for sid in state.survivors if sid in letters]
    out += [zombie_marker(z.letter, z.name, 1, glyphs.zombie_style(game, z.id)) for z in game.data.zombies.types]
    out += list(NOISE.values())
    out += [objective_marker(t.hidden, t.color) for t in state.objectives]
    out += [spawn_marker(spawn.kind.value, spawn.number) for spawn in game.mission.spawns]
    for t in state.spawns:  # an asleep spawn may wake up
        out += [spawn_marker(t.kind, t.number), *([] if t.active else [spawn_marker(t.kind, t.number, False)])]
    if game.mission.exit:
        out.append(EXIT)
    kinds = set(state.tokens) | {t.kind for t in game.mission.tokens}
    marks = game.ruleset.kinds[TOKEN_MARKS]
    out += [token_marker(kind, 1, marks.get(kind)) for kind in sorted(kinds - set(game.ruleset.kinds[UNMARKED_TOKENS]))]
    return out
