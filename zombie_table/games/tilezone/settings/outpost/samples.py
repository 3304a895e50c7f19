"""Xeno samples (rules reference §12, mission 10): a xeno of each listed type killed with a melee
action (a concentrated one too: only so can a melee weapon fell the blighter) is kept as a sample, and 1 action on a spawn zone (standing in it, or in sight: option `mold_sample_reach`) takes a
mold sample; each gives
its collector 5 XP on top of the kill. A figure kept as a sample (the rule's `kept`: the blighter's
sample is a marker) leaves the supply for good (option `samples_leave_supply`, the likely reading).
Goal `all_samples`: every one is collected."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import XenoSamples
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.experience import gain_xp
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.settings.outpost.state import own
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

RULES = declare(SPECIAL_RULES, {
    "xeno_samples": "Samples: a xeno of each listed type killed in melee, and a mold sample taken in a spawn zone (XP each).",
})
MOLD_SAMPLE = "mold"


def wanted(game: "Game") -> list[str]:
    rule = game.mission.rule(XenoSamples)
    if rule is None:
        return []
    return [*rule.types, *([MOLD_SAMPLE] if rule.mold else [])]


def _collect(game: "Game", s: SurvivorState, sample: str) -> None:
    own(game).samples.append(sample)
    name = "mold" if sample == MOLD_SAMPLE else game.data.zombie_types[sample].name
    game.emit(Ev.objective, "xeno-samples", f"{s.name} collects a {name} sample", survivor=s.id, sample=sample)
    gain_xp(game, s, game.mission.rule(XenoSamples).xp, "sample")  # type: ignore[union-attr]


ARGS = declare(ACTION_ARGS, {"mold_sample": ToZone})


@hook("attack_resolved")
def melee_samples(game: "Game", s: SurvivorState, ctx: dict[str, Any]) -> None:
    """The xenos a survivor's melee action (a concentrated one too, not a machine's strike) just
    killed: the first of each wanted type is a sample."""
    if ctx["mode"] != "melee" or ctx["variant"].startswith("machine:"):
        return
    for kill in s.turn.kills:
        if kill.action == s.turn.actions_done - 1 and kill.type in wanted(game) and kill.type not in own(game).samples:
            _collect(game, s, kill.type)


@hook("out_of_play")
def kept_samples(game: "Game", ztype: str) -> int:
    rule = game.mission.rule(XenoSamples)
    if rule is None or not game.rules.samples_leave_supply:
        return 0
    return int(ztype in rule.kept and ztype in own(game).samples)


def sampled_zones(game: "Game", s: SurvivorState) -> list[str]:
    """The spawn zones the survivor may take the mold sample from: its own, or those in sight."""
    seen = game.board.sight.get(s.zone, {}) if game.rules.mold_sample_reach == "in_sight" else {}
    return sorted({t.zone for t in game.state.spawns if not t.destroyed and (t.zone == s.zone or t.zone in seen)})


@provides
def mold_sample(game: "Game", s: SurvivorState) -> list[Action]:
    if MOLD_SAMPLE not in wanted(game) or MOLD_SAMPLE in own(game).samples or not can_pay(s, ()):
        return []
    return [Action("mold_sample", f"Take a mold sample at the spawn zone {game.zone_name(z)} — 1 action", ToZone(s.id, z))
            for z in sampled_zones(game, s)]


@handler("mold_sample")
def take_mold_sample(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "sample")
    _collect(game, s, MOLD_SAMPLE)


@kind(GOALS, "all_samples")
class AllSamples(GoalKind):
    def _left(self, game: "Game") -> list[str]:
        return [w for w in wanted(game) if w not in own(game).samples]

    def met(self, game: "Game", goal: Any) -> bool:
        return not self._left(game)

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{len(wanted(game)) - len(self._left(game))}/{len(wanted(game))}"

    def text(self, game: "Game", goal: Any) -> str:
        return "collect every xeno sample"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        if MOLD_SAMPLE in self._left(game):
            return sorted({t.zone for t in game.state.spawns if not t.destroyed})
        return []
