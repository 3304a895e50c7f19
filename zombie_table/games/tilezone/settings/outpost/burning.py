"""Burning the breaches (rules reference §12, missions 6 and 7): hellfire into a spawn zone the
mission names removes its spawn token (no XP for it), with the mold there too where the mission
says so; the other mold rules apply as usual (hellfire turns active mold inactive). Mission 6 hides
the purple token among the spawn tokens of the nest, drawn at set-up and unseen until it burns;
until then it spawns as the others do. Goal `destroy_spawn`: the coloured token has burnt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import BurnableSpawns, HiddenSpawn
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.settings.outpost.hellfire import FIRE_RANGE, kit, outdoor
from zombie_table.games.tilezone.settings.outpost.state import DORMANT, MOLD, own
from zombie_table.games.tilezone.state import SpawnToken, SurvivorState
from zombie_table.kernel.ruleset import declare, hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "burnable_spawns": "Hellfire into one of these spawn zones removes its token (and its mold, if the mission says so).",
    "hidden_spawn": "A coloured spawn token hides, unseen, among these spawn zones until it burns.",
})


def _standing(game: "Game") -> list[SpawnToken]:
    return [t for t in game.state.spawns if not t.destroyed]


def burnable(game: "Game") -> list[str]:
    rule = game.mission.rule(BurnableSpawns)
    if rule is None:
        return []
    named = {game.board.resolve(z) for z in rule.zones}
    return sorted({t.zone for t in _standing(game) if not named or t.zone in named})


@hook("setup")
def hide(game: "Game") -> None:
    rule = game.mission.rule(HiddenSpawn)
    if rule is None:
        return
    zones = [game.board.resolve(z) for z in rule.among]
    tokens = [t for t in game.state.spawns if t.zone in zones]
    own(game).hidden_spawn = tokens[game.chance.fresh("hidden-spawn").randrange(len(tokens))].id


@hook("blast_targets")
def targets(game: "Game") -> set[str]:
    return set(burnable(game))


@hook("blasted")
def burn(game: "Game", s: SurvivorState | None, zone: str) -> None:
    if zone not in burnable(game):
        return
    rule = game.mission.rules_by_kind[BurnableSpawns]
    for token in _standing(game):
        if token.zone != zone:
            continue
        token.destroyed = True
        hidden = game.mission.rule(HiddenSpawn)
        colour = hidden.color if hidden is not None and token.id == own(game).hidden_spawn else "red"
        if colour != "red":
            own(game).burnt.append(colour)
        game.emit(Ev.spawn_token, "burnable-spawns", f"The hellfire burns away the spawn token in {game.zone_name(zone)}: "
                  f"it was {colour}", zone=zone, color=colour, destroyed=True)
    if rule.clear_mold:
        for kind_ in (MOLD, DORMANT):
            if zone in game.state.tokens.get(kind_, []):
                game.state.tokens[kind_].remove(zone)
        game.rebuild_board()


@kind(GOALS, "destroy_spawn")
class DestroySpawn(GoalKind):
    needs = frozenset({"hellfire"})

    def met(self, game: "Game", goal: Any) -> bool:
        return goal.color in own(game).burnt

    def text(self, game: "Game", goal: Any) -> str:
        return f"find and burn the {goal.color} spawn token"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        """Where a burst reaches a spawn zone to burn (range 1 in sight), once someone carries a
        Scorcher and its fuel (until then no place is worth walking into)."""
        if not any(kit(game, s) for s in game.state.survivors.values() if s.on_board):
            return []
        lo, hi = FIRE_RANGE
        return sorted({z for target in burnable(game) for z, rng in game.board.sight[target].items()
                       if lo <= rng <= hi and not outdoor(game, z)})
