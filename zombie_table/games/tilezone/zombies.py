"""The zombies' activation: attacks first, then moves toward the target chosen as the setting
says, splitting on equal options; zombies with two actions (runners) repeat the whole step.

Zombies are counted per zone and type: every zombie of one zone sees the same zones, so the
whole group shares its destination options and the phase costs O(zones), not O(zombies).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import noise
from zombie_table.games.tilezone.board import EdgeKind
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.actions import Actor, Ally, AtZone
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.games.tilezone.health import wound, wound_words
from zombie_table.games.tilezone.state import Decision, SurvivorState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)


ALLY_TOKENS = "ally_tokens"
"""The catalogue of token kinds that are allies of the survivors on the board (Winter's guards):
zombies chase, hear and attack each as a survivor, and one wound removes it (kind -> its name)."""

HOLD_TOKENS = "hold_tokens"
"""The catalogue of token kinds whose zone's zombies lose their next activation (token kind -> the
rule named in the event): Frontier's Vade Retro, Winter's freeze."""


# ---------------------------------------------------------------- pieces
def on_board(game: Game, ztype: str) -> int:
    return sum(types.get(ztype, 0) for types in game.state.zombies.values())


def pool_left(game: Game, ztype: str) -> int:
    """The supply: the type's pool less those on the board and those a rule took out of play."""
    return game.data.zombie_types[ztype].pool - on_board(game, ztype) - sum(game.ruleset.gather("out_of_play", game, ztype))


def add_zombies(game: Game, zone: str, ztype: str, count: int) -> int:
    """Place up to `count` zombies from the supply; returns how many were placed."""
    placed = max(0, min(count, pool_left(game, ztype)))
    if placed:
        types = game.state.zombies.setdefault(zone, {})
        types[ztype] = types.get(ztype, 0) + placed
    return placed


def remove_zombies(game: Game, zone: str, ztype: str, count: int = 1) -> None:
    types = game.state.zombies[zone]
    types[ztype] -= count
    if types[ztype] <= 0:
        del types[ztype]
    if not types:
        del game.state.zombies[zone]
        for kind in game.ruleset.kinds[HOLD_TOKENS]:  # a hold token leaves a zone with nobody left to hold
            game.state.tokens[kind] = [z for z in game.state.tokens.get(kind, []) if z != zone]


def abomination_on_board(game: Game) -> bool:
    return any(on_board(game, z.id) for z in game.data.zombies.types if z.abomination)


def targets(game: Game) -> list[SurvivorState]:
    """Survivors zombies attack and chase (unrecruited companions by rule option; never one a
    setting's rule hides from them)."""
    out = []
    unseen = game.ruleset.hooks["unseen"]
    for s in game.state.living():
        if s.companion_of == "" and not game.rules.lone_companions_targeted:
            continue
        if unseen and any(rule(game, s) for rule in unseen):
            continue
        out.append(s)
    return out


# ---------------------------------------------------------------- activation
def activation_steps(types: list[str] | None) -> list[dict[str, Any]]:
    """One activation of these zombie types (all if None): everyone once, then two-action types again."""
    return [{"kind": "activation", "types": types, "second": False}, {"kind": "activation", "types": types, "second": True}]


ARGS = declare(ACTION_ARGS, {"ally_wound": Ally, "take_wound": Actor, "zombie_way": AtZone})


@step("zombies_phase")
def zombies_phase(game: Game, _: dict[str, Any]) -> None:
    game.state.phase = "zombies"
    game.emit(Ev.phase, "zombies-phase", f"Round {game.state.round}: the zombies' phase", phase="zombies")
    game.push(*activation_steps(None), {"kind": "spawn_all"}, {"kind": "end_phase"})


def _activating(game: Game, types: list[str] | None, second: bool) -> list[str]:
    chosen = [z.id for z in game.data.zombies.types if types is None or z.id in types]
    return [t for t in chosen if not second or game.data.zombie_types[t].actions >= 2]


@step("activation")
def activation(game: Game, params: dict[str, Any]) -> None:
    types = _activating(game, params["types"], params["second"])
    if not types:
        return
    if not params["second"]:
        game.state.frozen = _held(game, types)
    game.ruleset.run_hooks("zombies_activate", game, types)
    game.push({"kind": "attacks", "types": types}, {"kind": "moves", "types": types})


def _held(game: Game, types: list[str]) -> dict[str, dict[str, int]]:
    """Zombies in a zone holding a hold token (the `hold_tokens` kinds) lose this activation, both
    actions of it; the tokens go. Worked out before anything moves."""
    frozen: dict[str, dict[str, int]] = {}
    for kind, rule in game.ruleset.kinds[HOLD_TOKENS].items():
        tokens = game.state.tokens.get(kind, [])
        for zone in sorted(set(tokens)):
            present = {t: n for t, n in game.state.zombies.get(zone, {}).items() if t in types}
            if present:
                frozen[zone] = present
                game.state.tokens[kind] = [z for z in game.state.tokens[kind] if z != zone]
                game.emit(Ev.token, rule, f"The zombies in {zone} are held back and lose their activation", zone=zone)
    return frozen


def active(game: Game, zone: str, types: list[str]) -> dict[str, int]:
    frozen = game.state.frozen.get(zone, {})
    out = {}
    for t, n in game.state.zombies.get(zone, {}).items():
        if t in types and n - frozen.get(t, 0) > 0:
            out[t] = n - frozen.get(t, 0)
    return out


def allies(game: Game, zone: str) -> list[str]:
    """The ally tokens in a zone, one entry per ally (their kinds)."""
    return [kind for kind in game.ruleset.kinds[ALLY_TOKENS] for z in game.state.tokens.get(kind, ()) if z == zone]


def lose_ally(game: Game, zone: str, kind: str, rule: str) -> None:
    """One ally of that kind in `zone` falls (a wound, or a rule that kills everything there)."""
    game.state.tokens[kind].remove(zone)
    name = game.ruleset.kinds[ALLY_TOKENS][kind]
    game.emit(Ev.died, rule, f"A {name} falls in {zone}", zone=zone, token=kind)
    game.ruleset.run_hooks("ally_lost", game, zone, kind)


@step("attacks")
def attacks(game: Game, params: dict[str, Any]) -> None:
    game.ruleset.run_hooks("zombie_attacks", game)
    by_zone: dict[str, list[SurvivorState]] = {}
    for s in targets(game):
        by_zone.setdefault(s.zone, []).append(s)
    for kind in game.ruleset.kinds[ALLY_TOKENS]:
        for zone in game.state.tokens.get(kind, ()):
            by_zone.setdefault(zone, [])
    attacked = []
    follow = []
    for zone in sorted(by_zone):
        group = active(game, zone, params["types"])
        if not group:
            continue
        attacked.append(zone)
        hits = [t for t, n in sorted(group.items()) for _ in range(n * _units(game, t))]  # one entry per share handed out
        dealt = sum(n * game.data.zombie_types[t].wounds for t, n in group.items())
        game.emit(Ev.zombie_attack, "zombie-attack",
                  f"{_describe(game, group)} in {zone} attack: {wound_words(game, dealt)}", zone=zone, zombies=group)
        follow.append({"kind": "wounds", "zone": zone, "hits": hits})
    game.state.attacked = attacked
    game.push(*follow)


def _units(game: Game, ztype: str) -> int:
    """Shares one attack of the type is handed out in: each wound alone, or the whole attack at once."""
    return 1 if game.data.rules.whole_attacks else game.data.zombie_types[ztype].wounds


def _share(game: Game, ztype: str) -> int:
    """Wounds in one share of an attack (see `_units`)."""
    return game.data.zombie_types[ztype].wounds if game.data.rules.whole_attacks else 1


def _describe(game: Game, group: dict[str, int]) -> str:
    return ", ".join(f"{n} {game.data.zombie_types[t].name}{'s' if n > 1 else ''}" for t, n in sorted(group.items()))


@step("wounds")
def wounds(game: Game, params: dict[str, Any]) -> None:
    """Hand out one zone's wounds; players choose who takes each one when several are there."""
    candidates = [s for s in targets(game) if s.zone == params["zone"]]
    hits = params["hits"]
    others = allies(game, params["zone"])
    if not hits or not (candidates or others):
        return
    if not candidates:  # allies only: each wound fells one
        for _ in hits[:len(others)]:
            lose_ally(game, params["zone"], allies(game, params["zone"])[0], "zombie-attack")
        return
    if len(candidates) == 1 and not others:
        for ztype in hits:
            if candidates[0].on_board:
                wound(game, candidates[0], _share(game, ztype), ztype)
        return
    name = game.data.zombie_types[hits[0]].name
    what = (f"the attack of a {name} ({wound_words(game, _share(game, hits[0]))})" if game.data.rules.whole_attacks
            else f"the {game.data.rules.wound_word} from a {name}")
    game.ask("assign_wound", f"Who takes {what} in {params['zone']}? ({len(hits)} left)", player=candidates[0].player, data=params)


def wound_order(candidates: list[SurvivorState]) -> list[SurvivorState]:
    """Default: the sturdiest first, companions last (a single wound kills a companion)."""
    return sorted(candidates, key=lambda s: (s.companion_of is not None, -s.health_left, s.id))


@options("assign_wound")
def assign_wound_options(game: Game, decision: Decision) -> list[Action]:
    candidates = [s for s in targets(game) if s.zone == decision.data["zone"]]
    kinds = dict.fromkeys(allies(game, decision.data["zone"]))
    return [
        *(Action("ally_wound", f"A {game.ruleset.kinds[ALLY_TOKENS][k]} takes it (and falls)", Ally(k)) for k in kinds),
        *(Action("take_wound", f"{s.name} takes it ({game.data.rules.health_word} {s.health_left}/{s.health})", Actor(s.id))
          for s in wound_order(candidates)),
    ]


@handler("ally_wound")
def ally_wound(game: Game, action: Action) -> None:
    data = game.resolving.data
    hits = list(data["hits"])
    hits.pop(0)
    lose_ally(game, data["zone"], action.args.kind, "zombie-attack")
    if hits:
        game.push({"kind": "wounds", "zone": data["zone"], "hits": hits})


@handler("take_wound")
def take_wound(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    data = game.resolving.data
    hits = list(data["hits"])
    ztype = hits.pop(0)
    if hits:
        game.push({"kind": "wounds", "zone": data["zone"], "hits": hits})
    wound(game, s, _share(game, ztype), ztype)  # after: a wound that asks first comes before the next share


# ---------------------------------------------------------------- movement
def mover(game: Game, ztype: str) -> str:
    """How a zombie type gets about the board (`board.MOVERS`): climbers ignore ramparts."""
    return "climber" if game.data.zombie_types[ztype].ignores_ramparts else "zombie"


def destinations(game: Game, zone: str, who: str = "zombie") -> tuple[list[str], str]:
    """Where the zombies of `zone` head, and why (the setting's targeting order)."""
    visible = _in_sight(_target_zones(game), game.board.sight[zone])
    mode = game.data.rules.targeting
    if mode != "noise_token":
        return _noisiest(game, zone, visible, mode, who)
    token = game.state.noise["zone"]
    if token in visible:
        return [token], "noise in sight"
    if visible:
        return noise.top_zones(visible), "most survivors in sight"
    return ([token], "the noise token") if token else ([], "no noise on the board")


def _noisiest(game: Game, zone: str, visible: dict[str, int], mode: str, who: str) -> tuple[list[str], str]:
    """The noisiest zone: with survivors in sight (those with a clear path first, when the mode says
    so), else of all zones (again those with a clear path first)."""
    heard = game.settled("heard", noise.heard, game)
    reach = game.board.mover(who).distance[zone]
    if visible:
        pool = {z: heard[z] for z in visible}
        if mode == "noisiest_reachable" and any(z in reach for z in pool):
            return noise.top_zones({z: v for z, v in pool.items() if z in reach}), "noisiest survivors in sight, with a way there"
        return noise.top_zones(pool), "noisiest survivors in sight"
    pool = {z: v for z, v in heard.items() if v > 0}
    if mode == "noisiest_reachable" and any(z in reach for z in pool):
        return noise.top_zones({z: v for z, v in pool.items() if z in reach}), "the loudest noise with a way there"
    if not pool:
        return [], "nothing to hear"
    return noise.top_zones(pool), "the loudest noise"


def _in_sight(counts: dict[str, int], sight: dict[str, int]) -> dict[str, int]:
    return {z: n for z, n in counts.items() if z in sight}


def _target_zones(game: Game) -> dict[str, int]:
    """Zones with survivors zombies chase -> how many of them count (one question per zombie
    zone: worked out once while a decision is pending)."""
    return game.settled("target_zones", _count_targets, game)


def _count_targets(game: Game) -> dict[str, int]:
    out: dict[str, int] = {}
    for s in targets(game):
        counts = s.companion_of is None or game.rules.companions_count_as_survivors
        out[s.zone] = out.get(s.zone, 0) + (1 if counts else 0)
    for kind in game.ruleset.kinds[ALLY_TOKENS]:
        for zone in game.state.tokens.get(kind, ()):
            out[zone] = out.get(zone, 0) + 1
    return out


def next_zones(game: Game, zone: str, who: str = "zombie") -> tuple[list[str], list[str], str]:
    """The zones one step along every shortest path to every tied destination. With no way there,
    in the clear-path mode, a step along the shortest line through walls, if that step itself is open."""
    dests, why = destinations(game, zone, who)
    doors_ignored = game.data.rules.targeting == "noisiest"
    board = game.board.mover(who)
    steps: set[str] = set()
    for d in dests:
        found = board.next_steps(zone, d, doors_ignored)
        if not found and zone != d and game.data.rules.targeting == "noisiest_reachable" and d not in board.distance[zone]:
            found = [n for n in board.straight_steps(zone, d) if n in board.exits(zone)]
        steps.update(found)
    return sorted(steps), dests, why


@step("moves")
def moves(game: Game, params: dict[str, Any]) -> None:
    types = params["types"]
    attacked = set(game.state.attacked)
    plan: list[list[Any]] = []
    questions: list[dict[str, Any]] = []
    groups = _groups(game, types, attacked)
    with game.still():  # who hears and chases what is worked out once for every group
        ways = [next_zones(game, zone, who) for zone, who, _ in groups]
    for (zone, _, group), (options_, dests, why) in zip(groups, ways):
        if not options_:
            continue
        reason = f"toward {', '.join(dests)} ({why})"
        if len(options_) == 1:
            plan.extend([zone, options_[0], t, n, reason] for t, n in group.items())
            continue
        if not game.data.rules.split_groups:
            questions.append({"kind": "split", "zone": zone, "type": None, "group": group, "options": options_, "left": 1, "reason": reason})
            continue
        for t, n in sorted(group.items()):
            share, extra = divmod(n, len(options_))
            if share:
                plan.extend([zone, o, t, share, reason] for o in options_)
            if extra:
                questions.append({"kind": "split", "zone": zone, "type": t, "options": options_, "left": extra, "reason": reason})
    game.push(*questions, {"kind": "apply_moves", "plan": plan})


def _groups(game: Game, types: list[str], attacked: set[str]) -> list[tuple[str, str, dict[str, int]]]:
    """The moving groups: the active zombies of each zone not attacking, by how they move (a
    necromancer never moves itself: its setting acts for it, `necromancer_moves`)."""
    out = []
    for zone in sorted(game.state.zombies):
        if zone in attacked:
            continue
        by_mover: dict[str, dict[str, int]] = {}
        for t, n in active(game, zone, types).items():
            if game.data.zombie_types[t].necromancer:
                game.ruleset.run_hooks("necromancer_moves", game, zone, t)
                continue
            by_mover.setdefault(mover(game, t), {})[t] = n
        out.extend((zone, who, group) for who, group in sorted(by_mover.items()))
    return out


@step("split")
def split(game: Game, params: dict[str, Any]) -> None:
    what = "the group" if params["type"] is None else f"a {game.data.zombie_types[params['type']].name}"
    game.ask("split", f"Zombies in {params['zone']} have equal ways to go: where does {what} go?",
             player=game.state.players[game.state.first_player], data=params)


@options("split")
def split_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("zombie_way", f"Send it to {o}", AtZone(o)) for o in decision.data["options"]]


@handler("zombie_way")
def zombie_way(game: Game, action: Action) -> None:
    data = game.resolving.data
    plan_step = next(s for s in game.state.queue if s["kind"] == "apply_moves")
    if data["type"] is None:
        plan_step["plan"].extend([data["zone"], action.args.zone, t, n, data["reason"]] for t, n in data["group"].items())
        return
    plan_step["plan"].append([data["zone"], action.args.zone, data["type"], 1, data["reason"]])
    remaining = [o for o in data["options"] if o != action.args.zone]
    if data["left"] > 1:
        game.push({**data, "kind": "split", "options": remaining, "left": data["left"] - 1})


@step("apply_moves")
def apply_moves(game: Game, params: dict[str, Any]) -> None:
    """All moves of a step happen together, from the positions before any of them. Zombies whose
    step crosses a closed door (their path ignored doors) stay and break it instead."""
    zombies = game.state.zombies
    entered: set[str] = set()
    neighbours = game.board.neighbours
    doors = sorted({(src, dst) for src, dst, *_ in params["plan"] if neighbours[src].get(dst) is EdgeKind.door_closed})
    plan = [m for m in params["plan"] if (m[0], m[1]) not in doors]
    for src, _, t, n, _ in plan:
        remove_zombies(game, src, t, n)
    for src, dst in doors:
        game.ruleset.run_hooks("door_broken", game, src, dst)
    for src, dst, t, n, reason in plan:
        types = zombies.setdefault(dst, {})
        types[t] = types.get(t, 0) + n
        entered.add(dst)
        game.emit(Ev.zombie_move, "zombie-movement", f"{n} {game.data.zombie_types[t].name}{'s' if n > 1 else ''} "
                  f"{src} → {dst} {reason}", src=src, dst=dst, type=t, count=n, reason=reason)
    noise.zombies_reached(game, entered)
    game.ruleset.run_hooks("zombies_arrived", game, sorted(entered))
