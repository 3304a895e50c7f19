"""A compact, readable picture of the game for line-based play (text, JSON lines, screen readers)."""

from __future__ import annotations

from typing import Any

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.spawning import danger_level
from zombie_table.games.tilezone.state import LEVELS, SurvivorState
from zombie_table.games.tilezone.noise import WORD


def _cards(game: Game, cards: list[str | None]) -> list[str]:
    return [game.card(c).name + (" (unloaded)" if c in game.state.unloaded else "") for c in cards if c]


def _zone_contents(game: Game, zone: str) -> str:
    zs = game.state.zombies.get(zone, {})
    parts = [f"{n} {game.data.zombie_types[t].name}" for t, n in sorted(zs.items())]
    parts += [s.name for s in game.state.survivors_in(zone)]
    return ", ".join(parts)


def survivor_summary(game: Game, s: SurvivorState) -> dict[str, Any]:
    inv = s.inventory
    return {
        "id": s.id, "name": s.name, "player": s.player, "zone": s.zone, "status": s.status,
        "health": s.health_left, "max_health": s.health, "xp": s.xp, "level": LEVELS[s.level],
        "actions": s.actions_left, "free": {k: v for k, v in s.free.items() if v},
        "hands": _cards(game, inv.hand + inv.favourite), "body": _cards(game, inv.body), "backpack": _cards(game, inv.backpack),
        "skills": list(s.skills),
    }


def summary(game: Game) -> dict[str, Any]:
    state = game.state
    decision = state.decision
    out: dict[str, Any] = {
        "round": state.round, "phase": state.phase, "danger": LEVELS[danger_level(game)],
        "noise": dict(state.noise), "zombies_on_board": state.zombie_count(),
        "objectives": {"taken": sum(1 for t in state.objectives if t.taken_by), "total": len(state.objectives)},
        "active_spawns": sum(1 for t in state.spawns if t.active and not t.destroyed),
        "decks": {"equipment": len(state.equipment.draw_pile), "equipment_discard": len(state.equipment.discard_pile),
                  "zombie": len(state.zombie_deck.draw_pile), "zombie_discard": len(state.zombie_deck.discard_pile)},
        "result": state.result, "cause": state.cause,
    }
    guide = game.mission.guide_for(state.round)
    if guide is not None:
        out["guide"] = guide
    if decision is not None:
        out["decision"] = {"kind": decision.kind, "player": decision.player, "prompt": decision.prompt}
        sid = decision.survivor or state.active
        if sid:
            s = game.survivor(sid)
            out["survivor"] = survivor_summary(game, s)
            if s.zone:
                out["here"] = _zone_contents(game, s.zone)
                seen = [z for z in sorted(game.board.sight[s.zone]) if z != s.zone and (state.zombies.get(z) or state.survivors_in(z))]
                out["sees"] = {z: _zone_contents(game, z) for z in seen}
    return out


def render_text(data: dict[str, Any]) -> list[str]:
    """The summary as a few short lines."""
    noise = data["noise"]
    lines = [f"== Round {data['round']} · {data['phase']} phase · danger {data['danger'].upper()} · "
             f"noise {WORD[noise.get('level', 'bang')]} at {noise.get('zone')} · "
             f"zombies {data['zombies_on_board']} · objectives {data['objectives']['taken']}/{data['objectives']['total']} · "
             f"active spawns {data['active_spawns']}"]
    if data.get("guide"):
        lines.append(f"   guide: {data['guide']}")
    s = data.get("survivor")
    if s:
        free = ", ".join(f"{k} {v}" for k, v in s["free"].items())
        lines.append(f"   {s['name']} ({s['player']}) in {s['zone']} · actions {s['actions']}" + (f" + free {free}" if free else "")
                     + f" · health {s['health']}/{s['max_health']} · XP {s['xp']} {s['level'].upper()}")
        lines.append(f"   hands: {', '.join(s['hands']) or '—'} · pack: {', '.join(s['backpack']) or '—'}")
        if data.get("here"):
            lines.append(f"   here: {data['here']}")
        if data.get("sees"):
            lines.append("   sees: " + "; ".join(f"{z}: {c}" for z, c in data["sees"].items()))
    return lines
