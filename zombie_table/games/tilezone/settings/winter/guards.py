"""Guards (rules reference §5.5–§5.7): guard miniatures (`guard` tokens, one per guard) stand with
the survivors: zombies chase, hear and attack them as survivors and one wound fells a guard (the
family's ally tokens). They act only when a survivor commands them, once per turn for 1 action,
with no sight needed: the guards of one zone move together to one neighbouring zone, or make one
melee or ranged action rolling one die per guard with the guards' own numbers (assets/winter/
guards.yaml), plus the commander's guard skills (`guards:<skill>`). The commander earns the AP.

Readings: hits are placed automatically — melee on the most dangerous zombie they kill (the
players' free choice, §6.4), ranged by the target priority with ties in zone order; a guard ranged
action never targets a zone holding survivors or other guards (so no friendly fire is rolled);
Shove, Reaper and Hawk Eye as guard skills are not applied yet. A guard's death loses the game only
where the mission says so (`guard_lost`) or the option `guard_deaths_lose` is on."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.content.characters import SKILL_REF
from zombie_table.games.tilezone.combat import kill_zombie
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.goals import LOSSES, LossKind
from zombie_table.games.tilezone.settings.winter import freeze
from zombie_table.games.tilezone.settings.winter.guardcards import guard_skills
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.settings.winter.wardbearer import guards_held
from zombie_table.games.tilezone.state import TOKEN_KINDS, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.games.tilezone.zombies import ALLY_TOKENS, lose_ally
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import declare, handler, hook, kind, provides

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


def ranged_targets(game: "Game", zone: str, lo: int, hi: int) -> list[str]:
    """Zones with zombies in the guards' sight and range, holding no survivor and no guard."""
    return sorted(z for z, rng in game.board.sight[zone].items() if lo <= rng <= hi and game.state.zombie_count(z)
                  and not game.state.survivors_in(z) and not count(game, z))


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
            out += [Action("guard_move", f"Guards: the {n} in {zone} move to {game.zone_name(dest)} ({cost})", (s.id, zone, dest))
                    for dest in game.board.exits(zone)]
        if not can_pay(s, ("guard",)):
            continue
        if game.state.zombie_count(zone):
            out.append(Action("guard_melee", f"Guards: the {n} in {zone} fight ({_stats(game, s, 'melee', n)['dice']} dice, 1 action)",
                              (s.id, zone, zone)))
        p = _stats(game, s, "ranged", n)
        out += [Action("guard_ranged", f"Guards: the {n} in {zone} shoot at {game.zone_name(t)} ({p['dice']} dice, 1 action)",
                       (s.id, zone, t)) for t in ranged_targets(game, zone, p["min"], p["max"])]
    return out


def _command(game: "Game", s: SurvivorState, extra: int = 0) -> None:
    act(game)
    pay(s, ("guard",), extra)
    note_action(s, "guard")
    s.turn.use(USED)


@handler("guard_move")
def guard_move(game: "Game", action: Action) -> None:
    s = game.survivor(action.args[0])
    src, dst = action.args[1:]
    _command(game, s, move_cost(game, s, src))
    n = count(game, src)
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


def _attack(game: "Game", action: Action, mode: str) -> None:
    s = game.survivor(action.args[0])
    zone, target = action.args[1:]
    _command(game, s)
    p = _stats(game, s, mode, count(game, zone))
    dice = game.chance.roll(p["dice"])
    hits = sum(1 for d in dice if d != 1 and min(6, d + p["to_roll"]) >= p["accuracy"])
    game.emit(Ev.rolled, f"guard-{mode}", f"{s.name} commands the guards in {zone}: {' '.join(map(str, dice))} — "
              f"{hits} hit{'s' if hits != 1 else ''}", survivor=s.id, dice=dice, zone=target)
    for _ in range(hits):
        victim = _victim(game, target, p["damage"], mode)
        if victim is None:
            break
        kill_zombie(game, s, target, victim, f"guard-{mode}")
    if ("freeze", mode) in squad_skills(game, s):
        freeze.place(game, target, "guard-freeze")


def _victim(game: "Game", zone: str, damage: int, mode: str) -> str | None:
    """Melee: the most dangerous zombie the hit kills; ranged: the first of the priority group, if it dies."""
    here = game.state.zombies.get(zone, {})
    if not here:
        return None
    types = game.data.zombie_types
    if mode == "melee":
        killable = sorted((t for t in here if damage >= types[t].damage_to_kill), key=lambda t: (types[t].priority, t))
        return killable[0] if killable else None
    best = min(types[t].priority for t in here)
    first = sorted(t for t in here if types[t].priority == best)[0]
    return first if damage >= types[first].damage_to_kill else None  # a hit that does not kill it is lost


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
