"""A compact, readable picture of the game for line-based play (text, JSON lines, screen readers)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from zombie_table.games.tilezone import inventory
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.observed import Table, View
from zombie_table.games.tilezone.state import LEVELS, SurvivorState
from zombie_table.games.tilezone.noise import WORD
from zombie_table.kernel.observer import observe


class SurvivorSummary(View):
    """The deciding survivor in brief, cards by name (the line modes' picture; `Table.survivors` has all)."""

    id: str
    name: str
    player: str
    zone: str | None
    status: str
    health: int = Field(description="Wounds left to take.")
    max_health: int
    xp: int
    level: str
    actions: int
    free: dict[str, int]
    hands: list[str] = Field(description="Cards in the hands and favourite slots, by name; ' (unloaded)' marks a fired reload weapon.")
    body: list[str]
    backpack: list[str]
    skills: list[str]


class DecisionInfo(View):
    kind: str
    player: str | None = Field(description="Who decides: the player owning the survivor, or null (anyone).")
    survivor: str | None
    prompt: str


class Summary(Table):
    """The table as the deciding player sees it, and the decision in brief: what `play --text` prints
    and the `state` of a `play --jsonl` decision."""

    decision: DecisionInfo | None = None
    survivor: SurvivorSummary | None = Field(None, description="The survivor the decision is about (or the active one).")
    here: str | None = Field(None, description="That survivor's zone's contents in words.")
    sees: dict[str, str] | None = Field(None, description="Zones in that survivor's sight holding anyone, their contents in words.")
    guide: str | None = Field(None, description="A guided mission's note for this round (the tutorial), or null.")


def _cards(game: Game, cards: list[str | None]) -> list[str]:
    return [game.card(c).name + (" (unloaded)" if c in game.state.unloaded else "") + inventory.notes(game, c) for c in cards if c]


def _zone_contents(game: Game, zone: str) -> str:
    zs = game.state.zombies.get(zone, {})
    parts = [f"{n} {game.data.zombie_types[t].name}" for t, n in sorted(zs.items())]
    parts += [s.name for s in game.state.survivors_in(zone)]
    return ", ".join(parts)


def survivor_summary(game: Game, s: SurvivorState) -> SurvivorSummary:
    inv = s.inventory
    return SurvivorSummary(
        id=s.id, name=s.name, player=s.player, zone=s.zone, status=s.status,
        health=s.health_left, max_health=s.health, xp=s.xp, level=LEVELS[s.level],
        actions=s.actions_left, free={k: v for k, v in s.free.items() if v},
        hands=_cards(game, inv.hand + inv.favourite), body=_cards(game, inv.body), backpack=_cards(game, inv.backpack),
        skills=list(s.skills),
    )


def summary_model(game: Game, player: str | None = None) -> Summary:
    """The table through `player`'s observer (`kernel.observer`; by default the deciding player's),
    and the decision."""
    state = game.state
    decision = state.decision
    table: Table = observe(game, player if player is not None else decision.player if decision else None)
    extra: dict[str, Any] = {}
    guide = game.mission.guide_for(state.round)
    if guide is not None:
        extra["guide"] = guide
    if decision is not None:
        extra["decision"] = DecisionInfo(kind=decision.kind, player=decision.player, survivor=decision.survivor,
                                         prompt=decision.prompt)
        sid = decision.survivor or state.active
        if sid:
            s = game.survivor(sid)
            extra["survivor"] = survivor_summary(game, s)
            if s.zone:
                extra["here"] = _zone_contents(game, s.zone)
                seen = [z for z in sorted(game.board.sight[s.zone]) if z != s.zone and (state.zombies.get(z) or state.survivors_in(z))]
                extra["sees"] = {z: _zone_contents(game, z) for z in seen}
    return Summary(**dict(table), **extra)


def summary(game: Game) -> dict[str, Any]:
    """`summary_model` as JSON data."""
    return summary_model(game).model_dump(mode="json")


def _noise(data: dict[str, Any]) -> str:
    """The noise on the board: the single token's side and zone, or the zones holding noise tokens
    (settings with a token per noise), or none."""
    noise = data["noise"]
    if noise.get("zone"):
        return f"{WORD[noise.get('level', 'bang')]} at {noise['zone']}"
    tokens = {z["id"]: z["tokens"].count("noise") for z in data["zones"] if "noise" in z["tokens"]}
    if tokens:
        return "tokens " + ", ".join(z + (f" ×{n}" if n > 1 else "") for z, n in sorted(tokens.items()))
    return "none on the board"


def render_text(data: dict[str, Any]) -> list[str]:
    """The summary as a few short lines."""
    lines = [f"== Round {data['round']} · {data['phase']} phase · danger {data['danger'].upper()} · "
             f"noise {_noise(data)} · "
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
