"""Free once-per-turn tricks from skills: improvised weapons, Shove, Lifesaver and Taunt, plus
Combat Reflexes (a free attack on zombies spawning in sight)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone import skills, vision
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.combat import set_names, start_attack, target_zones, profile, weapon_sets
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.flow import act
from zombie_table.games.tilezone.health import wound
from zombie_table.games.tilezone.actions import Actor, Pair, ToZone
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.moves import companions
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.zombies import add_zombies, remove_zombies
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


SKILLS = declare(skills.SKILL_FAMILIES, {
    "improvised_melee": skills.Family("Once per turn, a free improvised melee attack."),
    "improvised_ranged": skills.Family("Once per turn, a free improvised thrown attack at range 0-1."),
    "shove": skills.Family("Once per turn, free: push every zombie of its zone into a neighbouring zone."),
    "lifesaver": skills.Family("Once per turn, free: drag survivors out of a zone with zombies at range 1."),
    "taunt": skills.Family("Once per turn, free: the zombies of a zone up to two away take an extra activation."),
    "combat_reflexes": skills.Family("A free combat action against zombies that spawn in sight."),
})


def _once(s: SurvivorState, key: str) -> bool:
    return not s.turn.used(key)


# ---------------------------------------------------------------- improvised weapons
class Improvise(NamedTuple):
    survivor: str
    mode: str  # "melee" or "ranged"
    zone: str


class Reflex(NamedTuple):
    survivor: str
    weapons: str
    mode: str
    zone: str
    knife: int


ARGS = declare(ACTION_ARGS, {"improvise": Improvise, "shove": ToZone, "lifesaver": ToZone, "pull": Pair, "pull_done": Actor,
                              "taunt": ToZone, "reflex": Reflex, "no_reflex": Actor})


@provides(needs=("improvised_melee", "improvised_ranged"))
def improvised_actions(game: Game, s: SurvivorState) -> list[Action]:
    out = []
    if skills.has(game, s, "improvised_melee") and _once(s, "improvised_melee") and s.zone and game.state.zombie_count(s.zone):
        out.append(Action("improvise", f"Improvised blow at {s.zone} (free, once per turn)", Improvise(s.id, "melee", s.zone)))
    if skills.has(game, s, "improvised_ranged") and _once(s, "improvised_ranged"):
        p = profile(game, s, (), "ranged", "improvised", None)
        for zone, rng in target_zones(game, s, p):
            q = profile(game, s, (), "ranged", "improvised", zone)
            out.append(aimed(game, s, q, zone, "improvise", f"Improvised throw at {zone}, range {rng} (free, once per turn)", Improvise(s.id, "ranged", zone)))
    return out


@handler("improvise")
def improvise(game: Game, action: Action) -> None:
    sid, mode, zone = action.args.survivor, action.args.mode, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.turn.use(f"improvised_{mode}")
    start_attack(game, s, (), mode, "improvised", zone)


# ---------------------------------------------------------------- Shove and Lifesaver
def _next_door(game: Game, s: SurvivorState) -> list[str]:
    """Zones at range 1 sharing a clear path with the survivor's zone."""
    return sorted(game.board.exits(s.zone))


@provides(needs=("shove",))
def shove_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "shove") or not _once(s, "shove") or not game.state.zombie_count(s.zone):
        return []
    return [Action("shove", f"Shove every zombie here into {z} (free, once per turn)", ToZone(s.id, z)) for z in _next_door(game, s)]


@handler("shove")
def shove(game: Game, action: Action) -> None:
    sid, dest = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.turn.use("shove")
    for ztype, n in sorted(game.state.zombies.get(s.zone, {}).items()):
        remove_zombies(game, s.zone, ztype, n)
        add_zombies(game, dest, ztype, n)
        game.emit(Ev.zombie_move, "shove", f"{s.name} shoves {plural(n, game.data.zombie_types[ztype].name)} from {s.zone} into {dest}",
                  src=s.zone, dst=dest, type=ztype, count=n)


@provides(needs=("lifesaver",))
def lifesaver_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "lifesaver") or not _once(s, "lifesaver"):
        return []
    out = []
    for z in _next_door(game, s):
        rescued = [o for o in game.state.survivors_in(z) if o.companion_of is None]
        if rescued and game.state.zombie_count(z) and z in vision.sight(game, s):
            names = ", ".join(o.name for o in rescued)
            out.append(Action("lifesaver", f"Pull {names} out of {z} (free, once per turn)", ToZone(s.id, z)))
    return out


@handler("lifesaver")
def lifesaver(game: Game, action: Action) -> None:
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.turn.use("lifesaver")
    game.push({"kind": "lifesaver_pick", "survivor": sid, "zone": zone})


@step("lifesaver_pick")
def lifesaver_pick(game: Game, params: dict[str, Any]) -> None:
    if [o for o in game.state.survivors_in(params["zone"]) if o.companion_of is None]:
        game.ask("lifesaver_pick", "Whom do you pull out? (anyone may stay)", survivor=params["survivor"], data=params)


@options("lifesaver_pick")
def lifesaver_pick_options(game: Game, decision: Decision) -> list[Action]:
    zone = decision.data["zone"]
    people = [o for o in game.state.survivors_in(zone) if o.companion_of is None]
    return [Action("pull", f"Pull {o.name} out of {zone}", Pair(decision.asked, o.id)) for o in people] + [
        Action("pull_done", "Leave the rest where they are", Actor(decision.asked))]


@handler("pull")
def pull(game: Game, action: Action) -> None:
    s, other = game.survivor(action.args.survivor), game.survivor(action.args.other)
    zone = other.zone
    for who in [other, *companions(game, other)]:
        who.zone = s.zone
    game.emit(Ev.moved, "lifesaver", f"{s.name} drags {other.name} from {zone} to {s.zone}", survivor=other.id, src=zone, dst=s.zone)
    game.push({**game.resolving.data, "kind": "lifesaver_pick"})


@handler("pull_done")
def pull_done(game: Game, action: Action) -> None:
    return None


# ---------------------------------------------------------------- Taunt
@provides(needs=("taunt",))
def taunt_actions(game: Game, s: SurvivorState) -> list[Action]:
    if not skills.has(game, s, "taunt") or not _once(s, "taunt"):
        return []
    dist = game.board.distance[s.zone]
    return [
        Action("taunt", f"Taunt the zombies in {z}: they come for {s.name} at once (free, once per turn)", ToZone(s.id, z))
        for z in sorted(game.state.zombies) if 1 <= dist.get(z, 99) <= 2
    ]


@handler("taunt")
def taunt(game: Game, action: Action) -> None:
    sid, zone = action.args.survivor, action.args.zone
    s = game.survivor(sid)
    act(game)
    s.turn.use("taunt")
    group = dict(game.state.zombies.get(zone, {}))
    game.emit(Ev.extra_activation, "taunt", f"{s.name} taunts the zombies in {zone}", zone=zone)
    game.push({"kind": "taunted", "survivor": sid, "groups": [[zone, group]], "second": False})


@step("taunted")
def taunted(game: Game, params: dict[str, Any]) -> None:
    """Taunted zombies ignore everyone else: they attack the taunter if they share its zone,
    otherwise they step toward it along a shortest path; two-action types go twice."""
    s = game.survivor(params["survivor"])
    moved: list[list[Any]] = []
    for zone, group in params["groups"]:
        acting = {t: n for t, n in group.items() if not params["second"] or game.data.zombie_types[t].actions >= 2}
        acting = {t: min(n, game.state.zombies.get(zone, {}).get(t, 0)) for t, n in acting.items()}
        acting = {t: n for t, n in acting.items() if n}
        if not acting or not s.on_board:
            continue
        if zone == s.zone:
            if game.rules.taunt_attacks_taunter:
                for t, n in sorted(acting.items()):
                    for _ in range(n * game.data.zombie_types[t].wounds):
                        wound(game, s, 1, t)
            continue
        steps = game.board.next_steps(zone, s.zone)
        if not steps:
            continue
        for t, n in sorted(acting.items()):
            remove_zombies(game, zone, t, n)
            add_zombies(game, steps[0], t, n)
            game.emit(Ev.zombie_move, "taunt", f"{plural(n, game.data.zombie_types[t].name)} {zone} → {steps[0]} toward {s.name}",
                      src=zone, dst=steps[0], type=t, count=n)
        moved.append([steps[0], acting])
    if not params["second"]:
        stayed = [[z, g] for z, g in params["groups"] if z == s.zone]
        game.push({"kind": "taunted", "survivor": s.id, "groups": moved + stayed, "second": True})


# ---------------------------------------------------------------- Combat Reflexes
def _reflex_options(game: Game, s: SurvivorState, zone: str) -> list[Action]:
    out = []
    if zone == s.zone:
        melee = weapon_sets(game, s, "melee")
        named = set_names(game, s, [ws for ws, _ in melee])
        out += [Action("reflex", f"Strike with {named[ws]}", Reflex(s.id, "+".join(ws), "melee", zone, k)) for ws, k in melee]
    ranged = weapon_sets(game, s, "ranged")
    named = set_names(game, s, [ws for ws, _ in ranged])
    for ws, _ in ranged:
        p = profile(game, s, ws, "ranged", "normal", zone)
        if any(z == zone for z, _ in target_zones(game, s, p)):
            out.append(aimed(game, s, p, zone, "reflex", f"Shoot {zone} with {named[ws]}", Reflex(s.id, "+".join(ws), "ranged", zone, 0)))
    return out


@step("reflexes")
def reflexes(game: Game, params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    used = skills.card_reaction("combat_reflexes", s) in game.state.card_reactions
    if s.on_board and not used and game.state.zombie_count(params["zone"]) and _reflex_options(game, s, params["zone"]):
        game.ask("reflexes", f"Zombies spawn in sight of {s.name}: a free attack (Combat Reflexes)?", survivor=s.id, data=params)


@options("reflexes")
def reflexes_options(game: Game, decision: Decision) -> list[Action]:
    s = game.survivor(decision.survivor)
    return _reflex_options(game, s, decision.data["zone"]) + [Action("no_reflex", "Hold fire", Actor(s.id))]


@handler("reflex")
def reflex(game: Game, action: Action) -> None:
    args: Reflex = action.args
    sid, weapons, mode, zone, knife = args.survivor, args.weapons, args.mode, args.zone, args.knife
    game.state.card_reactions.append(skills.card_reaction("combat_reflexes", game.survivor(sid)))
    start_attack(game, game.survivor(sid), tuple(weapons.split("+")), mode, "normal", zone, knife)


@handler("no_reflex")
def no_reflex(game: Game, action: Action) -> None:
    return None
