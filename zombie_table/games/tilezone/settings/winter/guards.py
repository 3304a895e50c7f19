"""Guards (rules reference §5.5–§5.7): guard miniatures (`guard` tokens, one per guard) stand with
the survivors: zombies chase, hear and attack them as survivors and one wound fells a guard (the
family's ally tokens). They act only when a survivor commands them, once per turn for 1 action,
with no sight needed: the guards of one zone move together to one neighbouring zone, or make one
melee or ranged action rolling one die per guard with the guards' own numbers (assets/winter/
guards.yaml), plus the commander's guard skills (`guards:<skill>`). The commander earns the AP.

Readings: a guard move may take only some of the zone's guards (the group splits, §5.5); melee hits
are placed by the players (§6.4: the first option is the most dangerous zombie they kill), ranged
hits by the target priority, the shooter choosing within the first group (freely with Guards: Hawk
Eye); a guard ranged action may target a zone holding survivors or other guards and each miss hits
one of them as friendly fire (§6.8), unless its guards have Hawk Eye, which ignores it (the option
`guard_volleys_spare_friends` forbids such volleys instead). Guards: Two for One (reaper) kills one
more zombie of a type a hit killed, once per action; Guards: Lucky lets the commander re-roll every
die of the action once; Guards: Shove pushes every zombie of the guards' zone into a zone at range
1 in their sight instead of another guard action. A guard's death loses the game only where the
mission says so (`guard_lost`) or the option `guard_deaths_lose` is on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.characters import SKILL_REF
from zombie_table.games.tilezone.combat import kill_zombie
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.friendly_fire import aimed
from zombie_table.games.tilezone.goals import LOSSES, LossKind
from zombie_table.games.tilezone.settings.winter import freeze
from zombie_table.games.tilezone.settings.winter.guardcards import guard_skills
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.settings.winter.wardbearer import guards_held
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import ALLY_TOKENS, add_zombies, lose_ally, remove_zombies
from zombie_table.kernel.engine import Action, Decision
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, options, provides, step

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

GUARD = "guard"
TOKENS = declare(TOKEN_KINDS, {GUARD: "A guard of the city watch (one token per guard)."})
ALLIES = declare(ALLY_TOKENS, {GUARD: "guard"})
USED = "guard_action"  # once per turn (TurnCounters.uses)


def count(game: "Game", zone: str) -> int:
    return game.state.tokens.get(GUARD, []).count(zone)


def zones(game: "Game") -> list[str]:
    return sorted(set(game.state.tokens.get(GUARD, [])))


def lose(game: "Game", zone: str, n: int, rule: str) -> int:
    """Up to `n` guards of `zone` fall; how many did."""
    fallen = min(n, count(game, zone))
    for _ in range(fallen):
        lose_ally(game, zone, GUARD, rule)
    return fallen


class Guards(NamedTuple):
    """A survivor commands the guards in `source`: to move, shove or fight into `zone`."""

    survivor: str
    source: str
    zone: str


class GuardSplit(NamedTuple):
    """Some of the guards in `source` move: `guards` of them."""

    survivor: str
    source: str
    zone: str
    guards: int


class Kill(NamedTuple):
    zombie: str  # the zombie type a guard's hit kills


ARGS = declare(ACTION_ARGS, {"guard_move": (Guards, GuardSplit), "guard_shove": Guards, "guard_melee": Guards,
                              "guard_ranged": Guards, "guard_reroll": Actor, "guard_keep_roll": Actor, "guard_kill": Kill})


@hook("ally_lost")
def counted(game: "Game", zone: str, token: str) -> None:
    if token == GUARD:
        own(game).guards_lost += 1


@hook("blasted")
def blasted(game: "Game", s: SurvivorState, zone: str) -> None:
    """Whatever kills everything in a zone kills its guards too."""
    lose(game, zone, count(game, zone), "blast")


def squad_skills(game: "Game", s: SurvivorState) -> list[tuple[str, str | None]]:
    """The commander's guard skills as (family, param) for the guards."""
    out = []
    for ref in guard_skills(game, s):
        m = SKILL_REF.match(ref)
        out.append((m["family"], m["param"]) if m else (ref, None))
    return out


def _stats(game: "Game", s: SurvivorState, mode: str, guards: int) -> dict[str, int]:
    attack = getattr(game.data.guards, mode)
    p = {"dice": attack.dice * guards, "accuracy": attack.accuracy, "damage": attack.damage, "to_roll": 0,
         "min": attack.range[0], "max": attack.range[1]}
    for family, param in squad_skills(game, s):
        if param == mode:
            if family == "plus_die":
                p["dice"] += guards
            elif family == "plus_damage":
                p["damage"] += 1
            elif family == "plus_to_roll":
                p["to_roll"] += 1
    return p


def move_cost(game: "Game", s: SurvivorState, zone: str) -> int:
    """Extra actions for the zombies in the guards' zone (unless the commander's guards dodge)."""
    if not game.rules.guards_pay_zombie_penalty or ("dodge", None) in squad_skills(game, s):
        return 0
    return game.state.zombie_count(zone)


def ranged_targets(game: "Game", zone: str, lo: int, hi: int, hawk_eye: bool = False) -> list[str]:
    """Zones with zombies in the guards' sight and range (with the option `guard_volleys_spare_friends`
    and no Hawk Eye, only those holding no survivor and no guard)."""
    spare = game.rules.guard_volleys_spare_friends and not hawk_eye
    return sorted(z for z, rng in game.board.sight[zone].items() if lo <= rng <= hi and game.state.zombie_count(z)
                  and not (spare and (game.state.survivors_in(z) or count(game, z))))


def _friendly_fire(game: "Game", s: SurvivorState, mode: str) -> bool:
    """A guard ranged action's misses hit friends in the target zone (§6.8), unless Hawk Eye."""
    return mode == "ranged" and game.data.rules.friendly_fire and not has_skill(game, s, "hawk_eye")


def has_skill(game: "Game", s: SurvivorState, family: str, param: str | None = None) -> bool:
    return (family, param) in squad_skills(game, s)


@provides
def guard_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if game.data.guards is None or s.turn.used(USED) or not zones(game):
        return []
    out = []
    for zone in zones(game):
        n = count(game, zone)
        extra = move_cost(game, s, zone)
        if can_pay(s, ("guard",), extra) and not guards_held(game, zone):
            cost = f"{1 + extra} action{'s' if extra else ''}"
            out += [Action("guard_move", f"Guards: the {n} in {zone} move to {game.zone_name(dest)} ({cost})", Guards(s.id, zone, dest))
                    for dest in game.board.exits(zone)]
            out += [Action("guard_move", f"Guards: {k} of the {n} in {zone} move to {game.zone_name(dest)} ({cost})",
                           GuardSplit(s.id, zone, dest, k)) for dest in game.board.exits(zone) for k in range(n - 1, 0, -1)]
        if not can_pay(s, ("guard",)):
            continue
        if has_skill(game, s, "shove") and game.state.zombie_count(zone):
            out += [Action("guard_shove", f"Guards: the {n} in {zone} shove every zombie there into {game.zone_name(z)} (1 action)",
                           Guards(s.id, zone, z)) for z in sorted(z for z, rng in game.board.sight[zone].items() if rng == 1)]
        if game.state.zombie_count(zone):
            out.append(Action("guard_melee", f"Guards: the {n} in {zone} fight ({_stats(game, s, 'melee', n)['dice']} dice, 1 action)",
                              Guards(s.id, zone, zone)))
        p = _stats(game, s, "ranged", n)
        aim = {**p, "friendly_fire": _friendly_fire(game, s, "ranged"), "roll6_die": False}
        out += [aimed(game, s, aim, t, "guard_ranged", f"Guards: the {n} in {zone} shoot at {game.zone_name(t)} "
                      f"({p['dice']} dice, 1 action)", Guards(s.id, zone, t))
                for t in ranged_targets(game, zone, p["min"], p["max"], has_skill(game, s, "hawk_eye"))]
    return out


def _command(game: "Game", s: SurvivorState, extra: int = 0) -> None:
    act(game)
    pay(s, ("guard",), extra)
    note_action(s, "guard")
    s.turn.use(USED)


@handler("guard_move")
def guard_move(game: "Game", action: Action) -> None:
    s = game.survivor(action.args.survivor)
    src, dst = action.args.source, action.args.zone
    _command(game, s, move_cost(game, s, src))
    n = action.args.guards if isinstance(action.args, GuardSplit) else count(game, src)
    tokens = game.state.tokens[GUARD]
    for _ in range(n):
        tokens.remove(src)
        tokens.append(dst)
    game.emit(Ev.moved, "guard-move", f"{s.name} sends {n} guard{'s' if n > 1 else ''} {src} → {dst}",
              survivor=s.id, src=src, dst=dst, token=GUARD, count=n)


@handler("guard_melee")
def guard_melee(game: "Game", action: Action) -> None:
    _attack(game, action, "melee")


@handler("guard_ranged")
def guard_ranged(game: "Game", action: Action) -> None:
    _attack(game, action, "ranged")


@handler("guard_shove")
def guard_shove(game: "Game", action: Action) -> None:
    """Guards: Shove — not a move: the zombies of the guards' zone are pushed, whatever lies between."""
    s = game.survivor(action.args.survivor)
    zone, dest = action.args.source, action.args.zone
    _command(game, s)
    for ztype, n in sorted(game.state.zombies.get(zone, {}).items()):
        remove_zombies(game, zone, ztype, n)
        add_zombies(game, dest, ztype, n)
        game.emit(Ev.zombie_move, "guard-shove", f"The guards in {zone} shove {n} {game.data.zombie_types[ztype].name}"
                  f"{'s' if n > 1 else ''} into {dest}", src=zone, dst=dest, type=ztype, count=n, reason="shove")


def _attack(game: "Game", action: Action, mode: str) -> None:
    s = game.survivor(action.args.survivor)
    zone, target = action.args.source, action.args.zone
    _command(game, s)
    p = _stats(game, s, mode, count(game, zone))
    volley = {"survivor": s.id, "guards": zone, "zone": target, "mode": mode, "profile": p,
              "dice": game.chance.roll(p["dice"]), "lucky": has_skill(game, s, "lucky")}
    _emit_roll(game, s, volley)
    game.push({"kind": "guard_roll", **volley})


def _hits(volley: dict[str, Any]) -> int:
    p = volley["profile"]
    return sum(1 for d in volley["dice"] if d != 1 and min(6, d + p["to_roll"]) >= p["accuracy"])


def _emit_roll(game: "Game", s: SurvivorState, volley: dict[str, Any]) -> None:
    hits = _hits(volley)
    game.emit(Ev.rolled, f"guard-{volley['mode']}", f"{s.name} commands the guards in {volley['guards']}: "
              f"{' '.join(map(str, volley['dice']))} — {hits} hit{'s' if hits != 1 else ''}",
              survivor=s.id, dice=volley["dice"], zone=volley["zone"])


@step("guard_roll")
def guard_roll(game: "Game", params: dict[str, Any]) -> None:
    """The guards' roll: with Guards: Lucky the commander may re-roll every die once (asked while
    a die missed); then the hits, the misses' friendly fire, a freeze."""
    s = game.survivor(params["survivor"])
    p, mode, target, dice, hits = params["profile"], params["mode"], params["zone"], params["dice"], _hits(params)
    if params["lucky"] and hits < len(dice):
        game.ask("guard_reroll", f"The guards rolled {' '.join(map(str, dice))}: re-roll every die?", survivor=s.id,
                 data=params)
        return
    volley = {"survivor": s.id, "shooter": None, "zone": target, "dice": dice,
              "profile": {**p, "friendly_fire": True, "roll6_damage": False}}
    game.push(*([{"kind": "guard_hits", "survivor": s.id, "zone": target, "mode": mode, "hits": hits,
                  "damage": p["damage"], "reaped": False}] if hits else []),
              *([{"kind": "friendly_fire", "ctx": volley, "misses": len(dice) - hits}]
                if _friendly_fire(game, s, mode) and len(dice) > hits else []),
              *([{"kind": "guard_freeze", "zone": target}] if ("freeze", mode) in squad_skills(game, s) else []))


@options("guard_reroll")
def guard_reroll_options(game: "Game", decision: Decision) -> list[Action]:
    hits = _hits(decision.data)
    again = Action("guard_reroll", "Re-roll every die (Guards: Lucky)", Actor(decision.asked))
    keep = Action("guard_keep_roll", f"Keep the roll ({hits} hit{'s' if hits != 1 else ''})", Actor(decision.asked))
    return [again, keep] if hits * 2 < len(decision.data["dice"]) else [keep, again]  # the default: re-roll a poor roll


@handler("guard_reroll")
def guard_reroll(game: "Game", action: Action) -> None:
    volley = {**game.resolving.data, "lucky": False}
    volley["dice"] = game.chance.roll(len(volley["dice"]))
    _emit_roll(game, game.survivor(volley["survivor"]), volley)
    game.push(volley)


@handler("guard_keep_roll")
def guard_keep_roll(game: "Game", action: Action) -> None:
    game.push({**game.resolving.data, "lucky": False})


@step("guard_freeze")
def guard_freeze(game: "Game", params: dict[str, Any]) -> None:
    """Guards: Frostbite leaves its token once the hits are placed (hit or miss)."""
    freeze.place(game, params["zone"], "guard-freeze")


@step("guard_hits")
def guard_hits(game: "Game", params: dict[str, Any]) -> None:
    """Place the guards' hits one by one: asked when the players have a choice (melee, Hawk Eye)."""
    s = game.survivor(params["survivor"])
    victims = _victims(game, s, params)
    if not victims:
        return
    if len(victims) == 1:
        _hit(game, s, params, victims[0])
        return
    game.ask("guard_hit", f"The guards' hit in {params['zone']} ({params['hits']} left): which zombie?", survivor=s.id, data=params)


@options("guard_hit")
def guard_hit_options(game: "Game", decision: Decision) -> list[Action]:
    types = game.data.zombie_types
    return [Action("guard_kill", f"Kill a {types[t].name}", Kill(t))
            for t in _victims(game, game.survivor(decision.survivor), decision.data)]


@handler("guard_kill")
def guard_kill(game: "Game", action: Action) -> None:
    data = game.resolving.data
    _hit(game, game.survivor(data["survivor"]), data, action.args.zombie)


def _hit(game: "Game", s: SurvivorState, params: dict[str, Any], ztype: str) -> None:
    zone, mode = params["zone"], params["mode"]
    kill_zombie(game, s, zone, ztype, f"guard-{mode}")
    reaped = params["reaped"]
    if not reaped and has_skill(game, s, "reaper", mode) and game.state.zombies.get(zone, {}).get(ztype):
        kill_zombie(game, s, zone, ztype, "guard-reaper")
        reaped = True
    if params["hits"] > 1:
        game.push({**params, "hits": params["hits"] - 1, "reaped": reaped})


def _victims(game: "Game", s: SurvivorState, params: dict[str, Any]) -> list[str]:
    """The zombie types a hit may kill, the default first: melee and Hawk Eye choose among those it
    kills, most dangerous first; plain ranged hits choose within the first priority group (§6.7: the
    shooter picks the brute or the abomination), among those it kills — none, and the hit is lost."""
    here = game.state.zombies.get(params["zone"], {})
    types, damage = game.data.zombie_types, params["damage"]
    if not here:
        return []
    if params["mode"] == "melee" or has_skill(game, s, "hawk_eye"):
        return sorted((t for t in here if damage >= types[t].damage_to_kill), key=lambda t: (types[t].priority, t))
    best = min(types[t].priority for t in here)
    return sorted((t for t in here if types[t].priority == best and damage >= types[t].damage_to_kill),
                  key=lambda t: (-types[t].xp, t))


@kind(LOSSES, "guard_lost")
class GuardLost(LossKind):
    """A guard's death: always where a mission lists it, else only with the option `guard_deaths_lose`
    (the setting lists it as a standard loss with `always: false`)."""

    def check(self, game: "Game", loss: Any) -> str | None:
        if own(game).guards_lost and (loss.always or game.rules.guard_deaths_lose):
            return "a guard was killed"
        return None

    def text(self, game: "Game", loss: Any) -> str:
        return "a guard is killed"
