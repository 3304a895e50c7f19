"""Reading snapshots of older saves: each step turns one version's snapshot into the next's.

Version 1 kept a game's tallies in untyped bags (`stats`, a survivor's `turn`) and the wagon
rider flag on every survivor; version 2 types them (`GameState` fields, `TurnCounters`, the
setting's own state, `SurvivorState.riding`)."""

from __future__ import annotations

from typing import Any

from zombie_table.games.tilezone.state import setting_state_class, to_json
from zombie_table.kernel.ruleset import Ruleset

FAMILY_TALLIES = ("team", "starting_pool", "xp_total", "abominations_out", "attacked", "frozen", "fired_together")
ONCE_A_TURN = {  # version 1 turn flag -> the ability it counts
    "sprinted": "sprint", "leaped": "leap", "charges": "charge", "vade_retro": "vade_retro", "fanned": "fanning",
    "shove": "shove", "lifesaver": "lifesaver", "taunt": "taunt", "born_leader": "born_leader",
    "improvised_melee": "improvised_melee", "improvised_ranged": "improvised_ranged",
}
TURN_FIELDS = ("granted", "streak", "streak_kind", "combat_streak", "machine_streak", "actions_done", "searches",
               "entered", "feat_from")


def upgrade(snapshot: dict[str, Any], version: int, ruleset: Ruleset) -> dict[str, Any]:
    """The snapshot in the current version's shape."""
    if version == 1:
        snapshot = _from_v1(snapshot, ruleset)
    return snapshot


def _from_v1(state: dict[str, Any], ruleset: Ruleset) -> dict[str, Any]:
    state = dict(state)
    stats = dict(state.pop("stats", {}))
    for key in FAMILY_TALLIES:
        if key in stats:
            state[key] = stats.pop(key)
    state["deaths"] = [{"__t": "Death", **d} for d in stats.pop("deaths", [])]
    state["escaped_tokens"] = ["wagon"] if stats.pop("wagon_escaped", False) else []  # version 1's only vehicle
    lend = stats.pop("lend", None)
    state["lend"] = None if lend is None else {
        "__t": "Lend", "receiver": lend["receiver"], "back_to": lend["back_to"], "rule": lend["rule"],
        "actions_left": lend["saved"]["actions_left"], "free": lend["saved"]["free"], "turn": _turn(lend["saved"]["turn"]),
    }
    cls = setting_state_class(ruleset)
    state["own"] = to_json(cls.from_tallies(stats)) if cls is not None else None
    state["survivors"] = {sid: _survivor(s) for sid, s in state["survivors"].items()}
    return state


def _survivor(s: dict[str, Any]) -> dict[str, Any]:
    s = dict(s)
    s["riding"] = "wagon" if s.pop("in_wagon", False) else None
    s["turn"] = _turn(s["turn"])
    return s


def _turn(old: dict[str, Any]) -> dict[str, Any]:
    new: dict[str, Any] = {"__t": "TurnCounters"}
    new.update({k: old[k] for k in TURN_FIELDS if k in old})
    new["uses"] = {ability: int(old[flag]) for flag, ability in ONCE_A_TURN.items() if old.get(flag)}
    new["kills"] = [{"__t": "Kill", **k} for k in old.get("kills", [])]
    return new
