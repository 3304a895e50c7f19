"""Markers for a mission's set-up: where survivors start, the exit, objectives, spawns, zombies, noise."""

from __future__ import annotations

from collections.abc import Mapping

from zombie_table.content.characters import ZombieType
from zombie_table.content.missions import Mission, NoiseLevel, ObjectiveColor, SpawnKind
from zombie_table.games.tilezone.board import Board
from zombie_table.games.tilezone.settings import NoRuleset, ruleset_for
from zombie_table.games.tilezone.view.mapart import Marker
from zombie_table.kernel.words import plural_of

# legend order of each kind of marker
ORDER_START, ORDER_EXIT, ORDER_OBJECTIVE, ORDER_SPAWN, ORDER_NOISE, ORDER_ZOMBIE, ORDER_TOKEN, ORDER_COMPANION = range(8)
START = Marker("▶", "bold green", ("▶", "start"), ORDER_START)
EXIT = Marker("⇲", "bold green", ("⇲", "exit"), ORDER_EXIT)
NOISE = {
    NoiseLevel.bang: Marker("♪", "bold yellow", ("♪", "noise"), ORDER_NOISE),
    NoiseLevel.boom: Marker("‼", "bold yellow", ("‼", "loud noise"), ORDER_NOISE),
}
OBJECTIVE_STYLES = {ObjectiveColor.red: "bold red", ObjectiveColor.blue: "bold blue", ObjectiveColor.green: "bold green",
                    ObjectiveColor.purple: "bold magenta", ObjectiveColor.white: "bold white"}
FACE_DOWN_STYLE = "bold red"  # the back every objective shares
# Marks never clash: survivors are upper-case initials; zombies a lower-case type letter with their count
# ('w2'); spawns '☠' and a lower-case kind letter or a number ('☾' when asleep); tokens '¤' and an initial.
SPAWN_LETTERS = {SpawnKind.starting: "s", SpawnKind.mobile: "m", SpawnKind.abomination: "a", SpawnKind.corpse_pile: "c",
                 SpawnKind.necromancer: "n"}
SPAWN_SYMBOL, ASLEEP_SYMBOL, TOKEN_SYMBOL = "☠", "☾", "¤"
ZOMBIE_STYLE = "bold red"
SPAWN_STYLE = "bold red"
TOKEN_STYLE = "cyan"
COMPANION_STYLE = "bold cyan"


def zombie_marker(letter: str, name: str, count: int, style: str = ZOMBIE_STYLE) -> Marker:
    """Zombies of one type in one zone: the type's letter in lower case and their count ('w2')."""
    mark = letter.lower()
    return Marker(f"{mark}{count}", style, (f"{mark}n", f"n {name}" if name.endswith("s") else f"n {plural_of(name)}"), ORDER_ZOMBIE)


def spawn_marker(kind: str, number: int | None = None, active: bool = True) -> Marker:
    """A spawn: '☠' (or '☾' asleep) and its kind's letter in lower case or its number."""
    letter = str(number or "") if kind == SpawnKind.numbered.value else SPAWN_LETTERS.get(SpawnKind(kind), "?")
    symbol = f"{SPAWN_SYMBOL if active else ASLEEP_SYMBOL}{letter}"
    meaning = f"{kind.replace('_', ' ')} spawn" + ("" if active else " (asleep)")
    return Marker(symbol, SPAWN_STYLE if active else "dim", (symbol, meaning), ORDER_SPAWN)


def objective_marker(hidden: bool, color: str, count: int = 1) -> Marker:
    """An objective token: '◆' in its colour, or '◇' face down — all alike, whatever colour it hides."""
    symbol, meaning = ("◇", "face-down objective") if hidden else ("◆", f"{color} objective")
    style = FACE_DOWN_STYLE if hidden else OBJECTIVE_STYLES.get(color, "bold")  # type: ignore[call-overload]
    return Marker(_count(symbol, count), style, (symbol, meaning), ORDER_OBJECTIVE)


def token_marker(kind: str, count: int = 1, mark: tuple[str, str] | None = None) -> Marker:
    """A token on the board (wagon, gatling …): '¤' and its initial in lower case, and how many
    stand in the zone when more than one ('¤g3': three guards). `mark`: the letter and legend words
    a setting gives the kind instead (`TOKEN_MARKS`: an idle and an active machine apart)."""
    letter, words = mark or (kind[:1].lower(), kind.replace("_", " "))
    symbol = f"{TOKEN_SYMBOL}{letter}"
    return Marker(_count(symbol, count), TOKEN_STYLE, (symbol, words), ORDER_TOKEN)


def _count(symbol: str, count: int) -> str:
    return f"{symbol}{count}" if count > 1 else symbol


def mission_board(mission: Mission, board: Board) -> Board:
    """The printed `board` as the mission's set-up leaves it (its setting's `mission_changes`: doors
    closed or open as the mission says, starting mold), for drawing the mission before play."""
    try:
        hooks = ruleset_for(mission.setting.value).hooks["mission_changes"]
    except NoRuleset:  # a setting without rules yet: its map as printed
        return board
    for changes in (hook(mission, board) for hook in hooks):
        board = board.with_changes(changes)
    return board


def mission_overlay(
    mission: Mission, board: Board, zombie_types: Mapping[str, ZombieType] | None = None,
    classes: Mapping[str, str] | None = None, start_noise: bool = True,
) -> tuple[dict[str, list[Marker]], list[str]]:
    """The set-up markers of `mission` by zone, and the zone references that name no zone on `board`.

    Zombies show as their type's map letter in lower case and their count ('w2'); without the setting's zombie data the
    letter is the type id's initial. Companions show as '☺' and their class's initial; `classes` gives the classes'
    display names by id (without it, the ids are shown). `start_noise`: the setting lays a noise token in the
    first starting zone when the mission names none.
    """
    overlay: dict[str, list[Marker]] = {}
    unresolved: list[str] = []

    def add(ref: str, marker: Marker) -> None:
        try:
            overlay.setdefault(board.resolve(ref), []).append(marker)
        except KeyError:
            unresolved.append(ref)

    for ref in mission.start:
        add(ref, START)
    if mission.exit:
        add(mission.exit, EXIT)
    for obj in mission.objectives:
        add(obj.zone, objective_marker(obj.hidden, obj.color.value, obj.count))
    for spawn in mission.spawns:
        add(spawn.zone, spawn_marker(spawn.kind.value, spawn.number, spawn.active is not False))  # a mission's sleeping spawn
    if mission.noise:
        add(mission.noise.zone, NOISE[mission.noise.level])
    elif start_noise:
        add(mission.start[0], NOISE[NoiseLevel.bang])
    totals: dict[tuple[str, str], int] = {}
    for group in mission.zombies:
        totals[(group.zone, group.type)] = totals.get((group.zone, group.type), 0) + group.count
    for (ref, type_id), count in totals.items():
        known = (zombie_types or {}).get(type_id)
        letter, name = (known.letter, known.name) if known else (type_id[:1], type_id)
        add(ref, zombie_marker(letter, name, count))
    placed: dict[tuple[str, str], int] = {}
    for token in mission.tokens:
        placed[(token.zone, token.kind)] = placed.get((token.zone, token.kind), 0) + token.count
    for (ref, kind), count in placed.items():
        add(ref, token_marker(kind, count))
    for companion in mission.companions:
        shown = (classes or {}).get(companion.survivor_class, companion.survivor_class)
        symbol = f"☺{shown[:1].upper()}"
        meaning = f"{shown} companion"
        if companion.zone is not None:
            add(companion.zone, Marker(_count(symbol, companion.count), COMPANION_STYLE, (symbol, meaning), ORDER_COMPANION))
        for ref in companion.among:  # one of the zones some of them may wait in
            maybe = (f"{symbol}?", f"{meaning}, {companion.count} of {len(companion.among)} such zones at random")
            add(ref, Marker(f"{symbol}?", COMPANION_STYLE, maybe, ORDER_COMPANION))
    return overlay, unresolved
