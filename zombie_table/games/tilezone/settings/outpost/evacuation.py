"""The crew's evacuation (rules reference §12, mission 3): noise tokens laid in a zone at set-up
stand for the crew. They count as noise and the end phase does not clear them; one of them goes in
each end phase instead. Goal `noise_faded`: none is left. Loss `xeno_at_noise`: a xeno stands in
their zone while any is left (one that walks in too, the likely reading)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import LingeringNoise
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import GOALS, LOSSES, SPECIAL_RULES, GoalKind, LossKind
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.kernel.ruleset import declare, hook, kind

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "lingering_noise": "Noise tokens in a zone that the end phase does not clear; one goes each end phase.",
})
NOISE = "noise"


def _lay(game: "Game", zone: str) -> None:
    game.state.tokens.setdefault(NOISE, []).extend([zone] * own(game).lingering)


@hook("setup")
def lay(game: "Game") -> None:
    rule = game.mission.rule(LingeringNoise)
    if rule is not None:
        own(game).lingering = rule.count
        _lay(game, game.board.resolve(rule.zone))


@hook("round_end")
def fade(game: "Game") -> list[Any]:
    """The end phase cleared the noise tokens: put back all but one of the lingering ones."""
    rule = game.mission.rule(LingeringNoise)
    if rule is None or not own(game).lingering:
        return []
    own(game).lingering -= 1
    zone = game.board.resolve(rule.zone)
    _lay(game, zone)
    left = own(game).lingering
    game.emit(Ev.noise, "lingering-noise", f"One more is evacuated from {game.zone_name(zone)}: {left} left"
              if left else f"The last of them are evacuated from {game.zone_name(zone)}", zone=zone, left=left)
    return []


@kind(GOALS, "noise_faded")
class NoiseFaded(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return not own(game).lingering

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{own(game).lingering} left"

    def text(self, game: "Game", goal: Any) -> str:
        return "hold out until the crew is evacuated"


@hook("zombies_arrived")
def xenos_reach_the_crew(game: "Game", zones: list[str]) -> None:
    """A xeno walking or spawning into the crew's zone is news the loss must hear at once: moves and
    spawns are events no end condition is otherwise checked after (`game.QUIET`)."""
    rule = game.mission.rule(LingeringNoise)
    if rule is not None and own(game).lingering and game.board.resolve(rule.zone) in zones:
        zone = game.board.resolve(rule.zone)
        game.emit(Ev.info, "evacuation", f"Xenos reach {game.zone_name(zone)}, where the crew still waits", zone=zone)


@kind(LOSSES, "xeno_at_noise")
class XenoAtNoise(LossKind):
    def check(self, game: "Game", loss: Any) -> str | None:
        rule = game.mission.rule(LingeringNoise)
        if rule is None or not own(game).lingering:
            return None
        zone = game.board.resolve(rule.zone)
        return f"xenos reached {game.zone_name(zone)} before the crew was out" if game.state.zombie_count(zone) else None

    def text(self, game: "Game", loss: Any) -> str:
        return "a xeno reaches the crew's zone before they are all evacuated"
