"""The greedy bot: a fast one-step heuristic that plays a mission to its end.

Every pending decision is answered by scoring the legal options once and taking the best
(ties go to the earlier option, which is the engine's sensible default). For a survivor's
action the score of an option is

    gain of the action + nearness to the goal − danger where the survivor then stands

The danger of a zone counts the wounds the zombies will deal there in the coming zombies'
phase (those there now, two-action zombies one step away) and the chance those wounds
kill, plus, more lightly, the zombies that `zombies.next_zones` sends there. It weighs fully
when the option ends the survivor's turn; while actions remain it is the best of fighting
on there and stepping out. Teammates count too: kills that take wounds off them, and the
company a survivor keeps them (wounds are shared among the survivors of a zone).

Goals come from the mission's current victory stage (objectives to take, companions to
recruit, spawn zones to bless or blow up, corpse piles to uncover and put out, coal for the
tender, cargo for the wagon, a wagon to push off the tracks, the locomotive, the exit; with
nothing particular to reach: objectives while any remain, then the exit), plus any companion
waiting alone, as a single wound kills one and any death loses. It never steps off a train
that must carry everyone away, and opens the throttle only with everyone aboard and no zombie
riding along. The team heads for the goal nearest to all of
them, so it stays together. Attacks are scored by their expected kills (binomial over the dice, the hit
assignment of the mode: free choice in melee, the priority order at range); shots that
risk friendly fire are avoided and dynamite never goes where a survivor stands. Cards: it
keeps what raises its weapons' expected kills, holds its best weapons, and hands a spare weapon
down to a teammate in its zone when the team holds better for it. A noise tie goes where the
posse stands rather than onto companions waiting alone; the other decisions of the zombies'
phase (wounds, splits) take the default option.

The bot reads the game and never changes it; only the returned choice does.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any
from math import comb

from zombie_table.content.cards import CardEffect, Trait
from zombie_table.games.tilezone import combat, inventory, skills
from zombie_table.games.tilezone.actions import ToZone
from zombie_table.games.tilezone.conditions import stage_goals
from zombie_table.games.tilezone.goals import goal_kind
from zombie_table.games.tilezone.family import BOT_GOAL_ZONES, BOT_SCORES, BOT_VETOES
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.moves import leave_cost
from zombie_table.games.tilezone.spawning import danger_level
from zombie_table.games.tilezone.trade import partners
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.zombies import HOLD_TOKENS, next_zones

# scores (a hundred points ~ half an expected kill)
ESCAPE = 100_000.0
OBJECTIVE = 50_000.0
KILL = 200.0  # per expected kill, weighted by the zombie's threat
STEP = 150.0  # per zone nearer the goal
WOUND = 260.0  # per expected wound taken in the coming zombies' phase
LETHAL = 8_000.0  # times the probability that the wounds kill the survivor
ARRIVAL = 35.0  # per zombie stepping into the zone (it attacks next round)
SPAWN_ZONE = 25.0  # standing on an active spawn zone
ACTION = 10.0  # an action spent only to get away
SEARCH = 60.0
MISSION = 20_000.0  # an action a mission goal needs (recruit, start the train, stoke the tender…)
REORGANISE = 80.0
FAR_KILLS = 0.5  # weight of kills two zones or more from every survivor
NEVER = -1_000_000.0
FAR = 99

HELD = frozenset({"hand", "favourite"})
MOVE_KINDS = frozenset({"move", "sprint", "leap"})
STRIKE_KINDS = frozenset({"melee", "melee_at", "shoot", "cast", "fan", "charge"})
BOUNDED_KINDS = MOVE_KINDS | STRIKE_KINDS | {"reorganise", "end_turn"}  # weighed only if their bound can win
NEVER_KINDS = frozenset({"discard", "drink", "invent", "make_noise", "taunt"})
AIMED = {mode_kind: mode for mode, mode_kind, _ in combat.RANGED_MODES}
"""Attack kinds aimed at a zone, and their mode (shoot: ranged, cast: magic)."""
FREE_KINDS = frozenset({"improvise", "shove", "lifesaver", "taunt", "discard", "born_leader"})

Removal = tuple[tuple[float, float], ...]
"""A distribution of wounds taken off a zone by killing zombies: ((probability, wounds), …)."""

NOTHING: Removal = ((1.0, 0.0),)


@lru_cache(maxsize=None)
def _binomial(n: int, p: float) -> tuple[float, ...]:
    """P(k successes) for k = 0..n."""
    return tuple(comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1))


@lru_cache(maxsize=4096)
def kill_outcomes(dice: int, p: float, seq: tuple[tuple[float, float], ...]) -> tuple[float, Removal]:
    """Each success kills the next zombie of `seq` ((value, wounds it would deal), in order):
    the expected value killed and the distribution of wounds removed."""
    if dice <= 0 or not seq or p <= 0:
        return 0.0, NOTHING
    dist = _binomial(dice, round(min(1.0, p), 4))
    values, wounds = [0.0], [0.0]
    for v, w in seq:
        values.append(values[-1] + v)
        wounds.append(wounds[-1] + w)
    expected = 0.0
    removal: dict[float, float] = {}
    for k, pk in enumerate(dist):
        i = min(k, len(seq))
        expected += pk * values[i]
        removal[wounds[i]] = removal.get(wounds[i], 0.0) + pk
    return expected, tuple((pk, w) for w, pk in sorted(removal.items()))


NECROMANCER_THREAT = 6.0  # above any giant: the ward lost to corruption loses the game


def threat(game: Game, ztype: str) -> float:
    """How much killing one zombie of this type is worth: the wounds it deals per phase (a
    necromancer deals few, but every phase it lives carries corruption a zone nearer the ward)."""
    zt = game.data.zombie_types[ztype]
    return (zt.wounds * zt.actions * (1 + 0.2 * (zt.damage_to_kill - 1)) + (2.0 if zt.abomination else 0.0)
            + (NECROMANCER_THREAT if zt.necromancer else 0.0))


def hit_chance(p: dict) -> float:
    return max(0.0, min(1.0, (7 - p["accuracy"] + p["to_roll"]) / 6))


def targets_in_order(game: Game, zone: str, p: dict) -> tuple[tuple[float, float], ...]:
    """(value, wounds) of the zombies an attack with profile `p` would kill, in the order hits land."""
    here = game.state.zombies.get(zone)
    if not here:
        return ()
    present = tuple(here.items())  # only the zombies there matter, not where
    return game.remember(("greedy-targets", p["damage"], p["choose_targets"], present), _targets_in_order, game, present, p)


def _targets_in_order(game: Game, present_types: tuple[tuple[str, int], ...], p: dict) -> tuple[tuple[float, float], ...]:
    types = game.data.zombie_types
    present = [t for t, n in present_types for _ in range(n)]
    if p["choose_targets"]:
        seq = sorted((t for t in present if p["damage"] >= types[t].damage_to_kill), key=lambda t: -threat(game, t))
    else:
        seq = []
        for t in sorted(present, key=lambda t: (types[t].priority, -threat(game, t))):
            if p["damage"] < types[t].damage_to_kill:
                break  # the first target in the order shrugs the hits off: nothing behind it dies
            seq.append(t)
    return tuple((threat(game, t), float(types[t].wounds * types[t].actions)) for t in seq)


def goal_zones(game: Game, goal: object) -> list[str]:
    """Where the survivors must go for one victory goal (empty: no particular place): its kind says."""
    return goal_kind(game, goal).zones(game, goal)


def stage_needs(game: Game, need: str) -> bool:
    """Does a goal of the current victory stage call for this ("dynamite", "bless", "push_wagon"…)?"""
    return any(need in goal_kind(game, g).needs for g in stage_goals(game))


class Situation:
    """What the greedy bot reads off the state once per decision: threats, company, goals."""

    def __init__(self, game: Game, cache: dict | None = None, goals: list[str] | None = None):
        """`goals`: zones to head for instead of the mission's (a plan steering the bot)."""
        self.game = game
        state = game.state
        # where the zombies go depends on the zombies, the survivors' places and the noise only:
        # consecutive decisions often share them (a missed attack, a search), so keep the last
        # threats worked out (each zone's is worked out when first asked: most are never asked)
        places = tuple([(s.zone, s.status, s.companion_of) for s in state.survivors.values()])
        key = (id(game.board), repr(state.zombies), places, repr(state.noise), repr(state.tokens))
        last = cache.get("last") if cache is not None else None
        if last is not None and last[0] == key:
            _, self._threat, self._steps, self._hordes = last
        else:
            self._threat: dict[str, tuple[float, float]] = {}
            self._steps: dict[str, list[str]] = {}
            frozen = {z for k in game.ruleset.kinds[HOLD_TOKENS] for z in state.tokens.get(k, ())}  # held back: they do nothing
            self._hordes = [(z, types) for z, types in state.zombies.items() if types and z not in frozen]
            if cache is not None:
                cache["last"] = (key, self._threat, self._steps, self._hordes)
        self.living = state.living()
        self.by_zone: dict[str, list[SurvivorState]] = {}
        for s in self.living:
            group = self.by_zone.get(s.zone)
            if group is None:
                self.by_zone[s.zone] = [s]
            else:
                group.append(s)
        self.company = {z: len(v) for z, v in self.by_zone.items()}
        self._slippery: dict[str, bool] = {}
        self._count: dict[str, int] = {}
        self.spawn_zones = {t.zone for t in state.spawns if t.active and not t.destroyed}
        # from Yellow on, extra-activation cards may make arriving zombies attack at once
        self.surprise = min(0.3, 0.06 * len(self.spawn_zones)) if danger_level(game) else 0.0
        self.goals = list(goals) if goals is not None else self._goals()
        self._goal_distance: dict[str, int] = {}
        self._closeness: dict[str, float] = {}
        self._way_out: dict[tuple[str, str], float] = {}
        self._leaving: dict[tuple[str, str], float] = {}
        self._fight: dict[tuple[str, str], tuple[int, float, tuple[tuple[float, float], ...]]] = {}
        self.strikes: dict[Action, tuple[float, str, Removal] | None] = {}  # the bot's `_strike` of each attack option

    def threat(self, zone: str) -> tuple[float, float]:
        """(wounds dealt in the coming phase to whoever stands in `zone`, zombies stepping in)."""
        got = self._threat.get(zone)
        if got is None:
            got = self._threat[zone] = self._threat_at(zone)
        return got

    def _threat_at(self, zone: str) -> tuple[float, float]:
        # the zombies there attack; those next door whose next step is here arrive (and the
        # two-action ones still attack); summed in the order of the zombies' zones
        game = self.game
        types_, near = game.data.zombie_types, game.board.neighbours[zone]
        attack = arrive = 0.0
        for x, types in self._hordes:
            if x != zone and x not in near:
                continue
            if x == zone:
                hits = 0
                for t, n in types.items():
                    hits += n * types_[t].wounds * types_[t].actions
                attack = attack + hits
                continue
            steps = self._steps.get(x)
            if steps is None:
                steps = self._steps[x] = next_zones(game, x)[0]
            if zone not in steps:
                continue
            share = 1.0 / len(steps)
            arrive = arrive + sum(types.values()) * share
            fast = 0
            for t, n in types.items():
                if types_[t].actions >= 2:
                    fast += n * types_[t].wounds * (types_[t].actions - 1)
            if fast:
                attack = attack + fast * share
        return attack, arrive

    def _goals(self) -> list[str]:
        """Zones to head for: what the current victory stage needs, else objectives, else the exit."""
        game, state = self.game, self.game.state
        zones: list[str] = []
        for goal in stage_goals(game):
            zones += goal_zones(game, goal)
        for more in game.ruleset.kinds[BOT_GOAL_ZONES].values():  # the setting's own places to go
            zones += more(game)
        if not zones:  # a stage without a place to go: any objective left, else the exit
            zones = [t.zone for t in state.objectives if t.taken_by is None and not getattr(t, "lost", False)]
            if not zones and game.mission.exit:
                zones = [game.board.resolve(game.mission.exit)]
        zones = sorted(set(zones))
        if len(zones) > 1:  # the team goes together: to the goal nearest to all of them
            zones = _nearest_to_team(game, zones, [s.zone for s in self.living if s.companion_of is None])
        return zones

    def goal_distance(self, zone: str) -> int:
        d = self._goal_distance.get(zone)
        if d is None:
            goals = self.goals
            d = self.game.board.distance[zone].get(goals[0], FAR) if len(goals) == 1 else _nearest(self.game, zone, goals)
            self._goal_distance[zone] = d
        return d

    def closeness(self, zone: str) -> float:
        """Killing zombies matters fully next to survivors, less far away (kills bring XP, and
        XP brings the danger level and bigger spawns)."""
        c = self._closeness.get(zone)
        if c is None:
            dist = self.game.board.distance[zone]
            near = min((dist.get(z, FAR) for z in self.company), default=FAR)
            c = self._closeness[zone] = 1.0 if near <= 1 else FAR_KILLS
        return c

    def others(self, s: SurvivorState, zone: str) -> int:
        """Survivors other than `s` standing in `zone` (they share the wounds)."""
        return self.company.get(zone, 0) - (1 if s.on_board and s.zone == zone else 0)

    def danger(self, s: SurvivorState, zone: str, removal: Removal = NOTHING, extra: float = 0.0,
               others: int | None = None) -> float:
        """How bad it is for `s` to stand in `zone` when the zombies' phase comes: expected
        wounds (shared with the `others` there), the chance they kill, zombies arriving.
        `removal` is what killing zombies there first takes off; `extra` more wounds removed."""
        got = self._threat.get(zone)
        attack, arriving = got if got is not None else self.threat(zone)
        attack += self.surprise * arriving
        score = ARRIVAL * arriving + (SPAWN_ZONE if zone in self.spawn_zones else 0.0)
        if attack <= 0:
            return score
        share = 1.0 / (1 + (self.others(s, zone) if others is None else others))
        limit = s.health - s.wounds - 0.25
        expected = death = 0.0
        for pk, removed in removal:
            wounds = attack - removed - extra
            wounds = (wounds if wounds > 0.0 else 0.0) * share
            expected += pk * wounds
            if wounds > 0 and wounds >= limit:
                death += pk
        return score + WOUND * expected + LETHAL * death

    def count(self, zone: str) -> int:
        """Zombies in a zone."""
        n = self._count.get(zone)
        if n is None:
            n = self._count[zone] = sum(self.game.state.zombies.get(zone, {}).values())
        return n

    def slippery(self, s: SurvivorState) -> bool:
        got = self._slippery.get(s.id)
        if got is None:
            got = self._slippery[s.id] = skills.has(self.game, s, "slippery")
        return got

    def leaving(self, s: SurvivorState, zone: str) -> float:
        """What `s` stepping out of `zone` does to the teammates staying (every move from there
        shares it): the danger their smaller company adds, negative."""
        key = (s.id, zone)
        got = self._leaving.get(key)
        if got is None:
            got = 0.0
            for o in self.by_zone.get(zone, ()):
                if o.id == s.id or o.companion_of is not None:
                    continue
                now = self.others(o, zone)
                got -= self.danger(o, zone, others=now - 1) - self.danger(o, zone, others=now)
            self._leaving[key] = got
        return got

    def way_out(self, s: SurvivorState, zone: str) -> float:
        """The best neighbour of `zone` to step out to: its danger and goal distance against here."""
        key = (s.id, zone)
        got = self._way_out.get(key)
        if got is None:
            here = self.goal_distance(zone)
            got = -LETHAL
            for i, n in enumerate(self.game.board.exits(zone)):
                value = -self.danger(s, n) - STEP * (self.goal_distance(n) - here)
                if i == 0 or value > got:
                    got = value
            self._way_out[key] = got
        return got

    def fight(self, s: SurvivorState, zone: str) -> tuple[int, float, tuple[tuple[float, float], ...]]:
        """The survivor's best melee in `zone`: (dice per action, hit chance, targets in order)."""
        key = (s.id, zone)
        got = self._fight.get(key)
        if got is None:
            got = (0, 0.0, ())
            game = self.game
            best = -1.0
            for ws, knife in combat.weapon_sets(game, s, "melee"):
                p = combat.profile(game, s, ws, "melee", "normal", zone, knife)
                hit = hit_chance(p)
                seq = targets_in_order(game, zone, p)
                if p["dice"] * hit > best and seq:
                    best, got = p["dice"] * hit, (p["dice"], hit, seq)
            self._fight[key] = got
        return got


# small helpers kept out of the hot methods: a comprehension there would turn their locals into
# closure cells for every call (Python 3.11)
def _nearest(game: Game, zone: str, goals: list[str]) -> int:
    dist = game.board.distance[zone]
    return min((dist.get(g, FAR) for g in goals), default=0)


def _nearest_to_team(game: Game, zones: list[str], team: list[str]) -> list[str]:
    if not team:
        return zones
    distance = game.board.distance
    return [min(zones, key=lambda g: (sum(distance[z].get(g, FAR) for z in team), g))]


def _weapon_stored(game: Game, holders: tuple[SurvivorState, ...]) -> bool:
    """Whether any of them carries a weapon in the pack (body or backpack slots)."""
    for o in holders:
        for c in (*o.inventory.body, *o.inventory.backpack):
            if c is not None and game.card(c).attack is not None:
                return True
    return False


def _ammo_carried(game: Game, s: SurvivorState) -> set:
    return {game.card(x).ammo for x in s.inventory.cards() if game.card(x).ammo}


def _targets_in_range(game: Game, sit: Situation, here: str, card) -> bool:
    lo, hi = card.attack.range
    return any(lo <= rng <= hi and sit.count(z) for z, rng in game.board.sight[here].items())


def _saved(game: Game, sit: Situation, zone: str, here: str) -> float:
    return sum(sit.danger(o, zone) - sit.danger(o, here) for o in game.state.survivors_in(zone) if o.companion_of is None)


def _blast_worth(game: Game, zone: str) -> float:
    return sum(threat(game, t) * n for t, n in game.state.zombies.get(zone, {}).items())


def _exposed(game: Game, s: SurvivorState, zone: str) -> bool:
    """Someone other than `s` stands in `zone` where a miss could hit them."""
    return any(o.id != s.id and not skills.has(game, o, "low_profile") for o in game.state.survivors_in(zone))


def _uses_free(s: SurvivorState, pools: tuple[str, ...]) -> bool:
    free = s.free
    if free:
        for p in pools:
            if free.get(p, 0) > 0:
                return True
    return False


def general_cost(game: Game, s: SurvivorState, a: Action) -> int:
    """General actions the option spends (free actions of a matching pool go first)."""
    kind = a.kind
    if kind in ("move", "sprint"):
        return leave_cost(game, s) + (0 if _uses_free(s, ("move",)) else 1)
    if kind == "leap":
        return 1 + leave_cost(game, s)
    if kind == "charge":
        return leave_cost(game, s) + (0 if _uses_free(s, ("charge",)) else 1)
    if kind == "melee":
        ws = tuple(a.args.weapons.split("+"))
        return 0 if _uses_free(s, combat.pools_for(game, ws, "melee", s.zone, "normal")) else 1
    if kind == "melee_at":
        ws = tuple(a.args.weapons.split("+"))
        return 0 if _uses_free(s, combat.pools_for(game, ws, "melee", a.args.zone, "normal")) else 1
    if kind in ("shoot", "cast"):
        ws = tuple(a.args.weapons.split("+"))
        return 0 if _uses_free(s, combat.pools_for(game, ws, AIMED[kind], a.args.zone, "normal")) else 1
    if kind == "fan":
        return 0 if _uses_free(s, combat.pools_for(game, (a.args.pistol,), "ranged", a.args.zone, "fanning")) else 1
    if kind in ("search", "reload", "vade_retro"):
        return 0 if _uses_free(s, (kind,)) else 1
    if kind in ("escape", "end_turn"):
        return s.actions_left
    if kind in FREE_KINDS:
        return 0
    return 1


def _hand_me_downs(game: Game, giver: SurvivorState, given: dict, taker: SurvivorState, taken: dict,
                   spares: list[str]) -> list[tuple[str, int, str, int]]:
    """(giver's slot, index, taker's slot, index) of every swap that puts one of the giver's spare
    weapons into the taker's hands (whatever was there goes to the giver's pack)."""
    out = []
    for gs in ("body", "backpack"):
        for gi, card in enumerate(given[gs]):
            if card not in spares:
                continue
            for ts in ("hand", "favourite"):
                for ti, other in enumerate(taken[ts]):
                    if inventory.fits(game, taker, card, ts) and (other is None or inventory.fits(game, giver, other, gs)):
                        out.append((gs, gi, ts, ti))
    return out


class GreedyBot:
    """A real, fast heuristic: stays alive, kills what it can, takes objectives, escapes.

    Each decision kind is answered by its `_decide_<kind>` method (a subclass may replace one).
    A mission plan steers the bot without replacing its tactics: `score_options` with the zones
    the plan wants, `best` to pick, `decide` among the options the plan allows (tests/wins)."""

    name = "greedy"

    def __init__(self, seed: int = 0):
        self.seed = seed  # no randomness: the same game gets the same choices
        self._weapon_values: dict[str, float] = {}  # card id -> value (card stats never change)
        self._cache: dict = {}  # the last threat map and what it was computed from
        self._reorganise: dict[tuple, float] = {}  # holdings of a survivor and its partners -> best gain
        self._deciders: dict[str, Any] = {}  # decision kind -> its _decide_<kind> method (None: the default)

    # ------------------------------------------------------------------ entry point
    def choose(self, game: Game) -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game has no pending decision to choose for")
        return self.decide(game, legal)

    def decide(self, game: Game, legal: list[Action]) -> Action:
        """The bot's answer among `legal`: the pending decision's options, or the subset of them
        a mission plan allows."""
        kind = game.decision.kind
        decide = self._deciders.get(kind, False)
        if decide is False:
            decide = self._deciders[kind] = getattr(self, f"_decide_{kind}", None)
        if decide is None or len(legal) == 1:
            return legal[0]
        return decide(game, legal)

    @staticmethod
    def best(legal: list[Action], scores: list[float]) -> Action:
        """The highest-scored option (ties go to the earlier one)."""
        best = 0
        for i in range(1, len(scores)):
            if scores[i] > scores[best]:
                best = i
        return legal[best]

    def situation(self, game: Game, goals: list[str] | None = None) -> Situation:
        """What the bot reads off the board for the pending decision (heading for `goals` if given)."""
        return Situation(game, self._cache, goals)

    def score_options(self, game: Game, legal: list[Action], goals: list[str] | None = None) -> list[float]:
        """The bot's score of each option of a survivor's turn; with `goals`, it heads for those
        zones instead of the mission's (how a mission plan steers it and keeps its tactics)."""
        sit = self.situation(game, goals)
        s = game.survivor(game.decision.survivor)
        return [self._score_act(game, sit, s, a) for a in legal]

    # ------------------------------------------------------------------ survivor turns
    def _decide_act(self, game: Game, legal: list[Action]) -> Action:
        """`best(legal, score_options(game, legal))`, without weighing the moves, attacks,
        reorganising and ending the turn that cannot beat the best option met so far (`_bound`):
        the same choice, sooner. The other options are weighed first and these most promising
        first, so that more of them fall below the best; a tie still goes to the earlier option."""
        for a in legal:  # nothing beats taking an objective: skip the scoring
            if a.kind == "take_objective":
                return a
        sit = self.situation(game)
        s = game.survivor(game.decision.survivor)
        chosen, best = 0, None
        bounded = []
        for i, a in enumerate(legal):
            if a.kind in BOUNDED_KINDS:
                bounded.append((-self._bound(game, sit, s, a), i))
                continue
            score = self._score_act(game, sit, s, a)
            if best is None or score > best:
                chosen, best = i, score
        bounded.sort()
        for bound, i in bounded:
            if best is not None and -bound + 1e-6 < best:
                break  # this option and every one after it is bounded below the best
            score = self._score_act(game, sit, s, legal[i])
            if best is None or score > best or (score == best and i < chosen):
                chosen, best = i, score
        return legal[chosen]

    def _bound(self, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
        """An upper bound of the score of a move, an attack, reorganising or ending the turn:
        where it ends, standing is worth at most the nearness to the goal plus 140 (dangers are
        never negative, and a next step gains at most one zone, 150, for at least one action,
        10), and only the nearness when the turn ends without a free move; a move also loses 20
        a zombie there. The rest of the score is exact: the company change, an attack's kills
        and the relief they bring (`_strike`), reorganising's 80. A subclass that scores these
        differently in `_score_act` must keep this a bound (or replace `_decide_act`, as the
        mission plans in tests/wins do)."""
        if a.kind == "end_turn":
            return -STEP * sit.goal_distance(s.zone) + ((STEP - ACTION) if s.free.get("move", 0) > 0 else 0.0)
        if a.kind == "reorganise":  # worth weighing the holdings only if it may win
            return REORGANISE - STEP * sit.goal_distance(s.zone) + (STEP - ACTION)
        if a.kind in STRIKE_KINDS:
            strike = self._strike(game, sit, s, a)
            if strike is None:
                return NEVER
            gain, zone, _ = strike
            if a.kind != "charge":  # standing where it is, after the attack
                return gain - STEP * sit.goal_distance(s.zone) + (STEP - ACTION)
            return (gain - STEP * sit.goal_distance(zone) + (STEP - ACTION)
                    + self._company_change(game, sit, s, s.zone, zone))
        dest = a.args.zone
        return (-STEP * sit.goal_distance(dest) + (STEP - ACTION) + self._company_change(game, sit, s, s.zone, dest)
                - 20.0 * sit.count(dest))

    def _score_act(self, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
        kind = a.kind
        here = s.zone
        if kind in NEVER_KINDS:
            return NEVER  # never pointlessly
        if kind == "take_objective":
            return OBJECTIVE
        own = game.ruleset.kinds[BOT_SCORES].get(kind)
        if own is not None and (score := own(self, game, sit, s, a)) is not None:
            return score
        left = s.actions_left - general_cost(game, s, a)
        if kind == "escape":
            if self._team_in_trouble(game, sit, s):  # stay and help rather than leave them to it
                return 50.0 + self._stand(sit, s, here, 0) + self._company_change(game, sit, s, here, None)
            return ESCAPE
        if kind == "end_turn":
            return self._stand(sit, s, here, 0)
        if kind in MOVE_KINDS:
            return self.score_move(game, sit, s, a)
        if kind in STRIKE_KINDS or kind == "dynamite":
            return self._score_attack(game, sit, s, a, left)
        if kind == "reorganise" and self._reorganise_gain(game, s) <= 0.3:
            return NEVER  # nothing to gain: skip weighing the stand
        stay = self._stand(sit, s, here, left)
        if kind == "search":
            return SEARCH * (5.0 if self._wants_dynamite(game) else self._search_need(game, s)) + stay
        if kind == "reload":
            return (90.0 if left > 0 and _targets_in_range(game, sit, here, game.card(a.args.card)) else -5.0) + stay
        if kind == "improvise":  # a free blow or throw, once per turn
            zone = a.args.zone
            if zone != here and game.state.survivors_in(zone):
                return NEVER
            return (40.0 if sit.count(zone) else NEVER) + stay
        if kind == "shove":  # push every zombie here next door (never onto a friend)
            dest = a.args.zone
            if game.state.survivors_in(dest):
                return NEVER
            cleared = ((1.0, sit.threat(here)[0]),)
            return self._relief(game, sit, s, here, cleared) + self._stand(sit, s, here, left, cleared) - 20.0
        if kind == "lifesaver":  # pull friends out of a zone full of zombies
            saved = _saved(game, sit, a.args.zone, here)
            return (saved if saved > 200 else NEVER) + stay
        if kind == "born_leader":
            return 20.0 + stay
        if kind == "reorganise":  # holding one's own cards better, or handing a weapon down to a teammate
            return REORGANISE + stay  # worth it: the gain was checked before weighing the stand
        return NEVER

    def score_move(self, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
        """A move to `a.args.zone` (a setting's move-like action reads it too)."""
        dest = a.args.zone
        if any(veto(game, s, dest) for veto in game.ruleset.kinds[BOT_VETOES].values()):
            return NEVER
        return self.step_to(game, sit, s, dest, s.actions_left - general_cost(game, s, a))

    def _stand(self, sit: Situation, s: SurvivorState, zone: str, left: int, removal: Removal = NOTHING) -> float:
        """Value of standing in `zone` with `left` general actions still to play this turn:
        nearness to the goal, less the danger there — or, while actions remain, the best of
        fighting on there and stepping out to a neighbouring zone."""
        value = -STEP * sit.goal_distance(zone)
        free_move = s.free.get("move", 0) > 0
        if left <= 0 and not free_move:
            return value - sit.danger(s, zone, removal)
        dice, hit, seq = sit.fight(s, zone) if left > 0 and sit.count(zone) else (0, 0.0, [])
        if dice and hit:
            expected = sum(pk * w for pk, w in removal)
            _, more = kill_outcomes(dice * left, hit, seq)
            best = -sit.danger(s, zone, more, expected)
        else:
            best = -sit.danger(s, zone, removal)
        extra = 0 if sit.slippery(s) else sit.count(zone)
        if extra + (0 if free_move else 1) <= left:
            best = max(best, sit.way_out(s, zone) - ACTION * (1 + extra))
        return value + best

    def _company_change(self, game: Game, sit: Situation, s: SurvivorState, src: str, dest: str | None) -> float:
        """What leaving `src` for `dest` (another zone; None: the board) does to the teammates
        there: fewer survivors to share the wounds where we leave, one more where we arrive."""
        gain = sit.leaving(s, src)
        for o in sit.by_zone.get(dest, ()) if dest else ():
            if o.id == s.id or o.companion_of is not None:
                continue
            now = sit.others(o, dest)
            gain += sit.danger(o, dest, others=now) - sit.danger(o, dest, others=now + 1)
        return gain

    def _wants_dynamite(self, game: Game) -> bool:
        """A goal needs a blasting stick and nobody carries one."""
        if not stage_needs(game, "dynamite"):
            return False
        return not any(combat.explosives(game, o) for o in game.state.living())

    def step_to(self, game: Game, sit: Situation, s: SurvivorState, dest: str, left: int) -> float:
        """What moving to `dest` is worth with `left` general actions still to play after it (a
        move's score; for a setting's moves too)."""
        return self._stand(sit, s, dest, left) - 20.0 * sit.count(dest) + self._company_change(game, sit, s, s.zone, dest)

    def stay(self, game: Game, sit: Situation, s: SurvivorState, a: Action) -> float:
        """What standing where the survivor is is worth after the action `a` (for a setting's scores)."""
        return self._stand(sit, s, s.zone, s.actions_left - general_cost(game, s, a))

    def _team_in_trouble(self, game: Game, sit: Situation, s: SurvivorState) -> bool:
        """Is a teammate left on the board standing where zombies will hurt them?"""
        return any(o.id != s.id and o.companion_of is None and sit.threat(o.zone)[0] > 0 for o in sit.living)

    # ------------------------------------------------------------------ attacks
    def attack_value(self, game: Game, s: SurvivorState, weapons: tuple[str, ...], mode: str, variant: str,
                     zone: str, knife: int = 0) -> tuple[float, Removal, float]:
        """(expected weighted kills, distribution of wounds removed, expected friendly-fire wounds)."""
        p = combat.profile(game, s, weapons, mode, variant, zone, knife)
        hit = hit_chance(p)
        value, removal = kill_outcomes(p["dice"], hit, targets_in_order(game, zone, p))
        ff = 0.0
        if mode != "melee" and p["friendly_fire"] and _exposed(game, s, zone):
            ff = p["dice"] * (1 - hit) * p["damage"]
        return value, removal, ff

    def _best_charge(self, game: Game, s: SurvivorState, dest: str) -> tuple[float, Removal, float] | None:
        """`attack_value` of the charge's best strike into `dest` (None: nothing to strike with)."""
        best = None
        for ws, knife in combat.weapon_sets(game, s, "melee"):
            v = self.attack_value(game, s, ws, "melee", "charge", dest, knife)
            if best is None or v[0] > best[0]:
                best = v
        return best

    def _relief(self, game: Game, sit: Situation, s: SurvivorState, zone: str, removal: Removal) -> float:
        """Danger taken off the teammates standing in `zone` by the kills."""
        gain = 0.0
        for o in sit.by_zone.get(zone, ()):
            if o.id != s.id and o.companion_of != s.id:
                # one yet to play may still fend for itself; a companion never does
                weight = 1.0 if o.activated or o.companion_of is not None else 0.5
                gain += weight * (sit.danger(o, zone) - sit.danger(o, zone, removal))
        return gain

    def _score_attack(self, game: Game, sit: Situation, s: SurvivorState, a: Action, left: int) -> float:
        kind, here = a.kind, s.zone
        if kind == "dynamite":
            zone = a.args.zone
            if game.state.survivors_in(zone):
                return NEVER  # never where a survivor stands
            if zone in combat.blast_targets(game):
                return MISSION  # the wagon or a mobile spawn a mission wants blown up
            worth = _blast_worth(game, zone)
            if worth < 2.0:
                return NEVER
            return KILL * worth + self._stand(sit, s, here, left)
        strike = self._strike(game, sit, s, a)
        if strike is None:
            return NEVER
        gain, zone, removal = strike
        if kind == "charge":
            return gain + self._stand(sit, s, zone, left, removal) + self._company_change(game, sit, s, here, zone)
        return gain + self._stand(sit, s, here, left, removal if zone == here else NOTHING)

    def _strike(self, game: Game, sit: Situation, s: SurvivorState, a: Action) -> tuple[float, str, Removal] | None:
        """What an attack option (melee, shot, fanning, charge) is worth before standing there:
        (the kills, weighted, and the relief they bring, the zone attacked, the wounds removed);
        None when it is never worth it. Worked out once per decision (`_bound` needs it too)."""
        try:
            return sit.strikes[a]
        except KeyError:
            pass
        kind = a.kind
        if kind == "charge":
            dest = a.args.zone
            best = self._best_charge(game, s, dest)
            if best is None:
                got = None
            else:
                value, removal, _ = best
                got = (KILL * value + self._relief(game, sit, s, dest, removal), dest, removal)
            sit.strikes[a] = got
            return got
        if kind == "melee":
            ws, mode, variant, zone, knife = tuple(a.args.weapons.split("+")), "melee", "normal", s.zone, a.args.knife
        elif kind == "melee_at":
            ws, mode, variant, zone, knife = tuple(a.args.weapons.split("+")), "melee", "normal", a.args.zone, a.args.knife
        elif kind in AIMED:
            ws, mode, variant, zone = tuple(a.args.weapons.split("+")), AIMED[kind], "normal", a.args.zone
            knife = a.args.knife if isinstance(a.args, combat.AimedBonus) else 0
        else:  # fan
            ws, mode, variant, zone, knife = (a.args.pistol,), "ranged", "fanning", a.args.zone, 0
        value, removal, ff = self.attack_value(game, s, ws, mode, variant, zone, knife)
        if value <= 0.01 or ff > 0:
            got = None  # nothing to kill, or misses would hit a friend
        else:
            relief = self._relief(game, sit, s, zone, removal)
            got = (KILL * value * sit.closeness(zone) + relief, zone, removal)
        sit.strikes[a] = got
        return got

    # ------------------------------------------------------------------ cards
    def card_value(self, game: Game, s: SurvivorState, card_id: str) -> float:
        """How much a card is worth carrying for this survivor (weapons by expected kills)."""
        c = game.data.cards[card_id]
        if c.attack is not None:
            value = self._weapon_values.get(card_id)
            if value is None:
                value = self._weapon_values[card_id] = self._weapon_value(c)
            return value
        if c.effect is CardEffect.holy_water:
            return 0.6
        if c.effect is CardEffect.water:
            return 0.6 if skills.has(game, s, "water_as_holy_water") else 0.2
        if c.effect is CardEffect.plenty_of_ammo:
            return 0.5 if c.ammo in _ammo_carried(game, s) else 0.15
        return 0.1

    @staticmethod
    def _weapon_value(c) -> float:
        if Trait.kills_all in c.traits:
            return 2.5
        a = c.attack
        hit = max(0.0, (7 - a.accuracy) / 6)
        value = a.dice * hit * (1.5 if a.damage >= 2 else 1.0)
        if a.mode.value != "melee":
            value *= 0.9 if a.range[0] == 0 else 0.8  # friendly fire and noise
            value += 0.15 * (a.range[1] - a.range[0])
        if Trait.reload in c.traits:
            value *= 0.8
        if Trait.dual in c.traits:
            value *= 1.1
        return value

    def inventory_value(self, game: Game, s: SurvivorState, slots: dict[str, list[str | None]],
                        worth: dict[str, tuple[float, float]] | None = None) -> float:
        """Held weapons count fully (the two best: the three-hands rule), the pack lightly,
        except cards usable from the pack. `worth`: `_worth` of these cards, when the caller
        weighs many arrangements of them."""
        held = [c for name in ("hand", "favourite") for c in slots.get(name, []) if c is not None]
        pack = [c for name in ("body", "backpack") for c in slots.get(name, []) if c is not None]
        if worth is None:
            worth = self._worth(game, s, held + pack)
        values = sorted((worth[c][0] for c in held), reverse=True)
        total = sum(values[:2]) + 0.3 * sum(values[2:])
        for c in pack:
            total += worth[c][1]
        return total

    def _worth(self, game: Game, s: SurvivorState, cards: list[str]) -> dict[str, tuple[float, float]]:
        """Card instance -> (its value to `s` held, in the pack)."""
        out = {}
        for c in cards:
            card = game.card(c)
            v = self.card_value(game, s, game.state.cards[c])
            usable = card.attack is None or Trait.thrown_from_backpack in card.traits or Trait.usable_in_backpack in card.traits
            out[c] = (v, v if usable else 0.3 * v)
        return out

    def _slots(self, s: SurvivorState) -> dict[str, list[str | None]]:
        inv = s.inventory
        return {"hand": list(inv.hand), "favourite": list(inv.favourite), "body": list(inv.body), "backpack": list(inv.backpack)}

    def _search_need(self, game: Game, s: SurvivorState) -> float:
        """1 while the survivor has room or weak cards, less once well equipped."""
        free = sum(1 for _, _, c in s.inventory.slots() if c is None)
        return 1.0 if free or self.inventory_value(game, s, self._slots(s)) < 2.0 else 0.4

    def _decide_keep_card(self, game: Game, legal: list[Action]) -> Action:
        s = game.survivor(game.decision.survivor)
        base = self._slots(s)
        worth = self._worth(game, s, s.inventory.cards() + [a.args.card for a in legal if a.kind == "keep"])
        scores = []
        scorers = game.ruleset.kinds[BOT_SCORES]
        for a in legal:
            if a.kind in scorers:  # a setting's own way of keeping it (under a weapon): taking no slot, it beats a slot
                wanted = scorers[a.kind](self, game, self.situation(game), s, a) > 0
                scores.append(self.inventory_value(game, s, base, worth) + (1.0 if wanted else -1.0))
                continue
            if a.kind != "keep":
                scores.append(self.inventory_value(game, s, base, worth) + 0.05)  # leaving it: ties go to leaving
                continue
            card, slot, i = a.args.card, a.args.slot, a.args.at
            slots = {k: list(v) for k, v in base.items()}
            slots[slot][i] = card
            scores.append(self.inventory_value(game, s, slots, worth))
        return self.best(legal, scores)

    def _reorganise_gain(self, game: Game, s: SurvivorState) -> float:
        """The best of rearranging one's own cards and a hand-me-down. It reads only the cards
        the survivor and its partners hold (and one skill), which most actions leave as they
        were: remembered by those holdings. Only a weapon out of someone's hands can make either
        better: without one, nothing to weigh."""
        holders = (s, *partners(game, s))
        if not _weapon_stored(game, holders):
            return 0.0
        key = tuple((o.id, *o.inventory.hand, *o.inventory.favourite, "|", *o.inventory.body, *o.inventory.backpack,
                     skills.has(game, o, "water_as_holy_water")) for o in holders)
        gain = self._reorganise.get(key)
        if gain is None:
            if len(self._reorganise) > 4096:
                self._reorganise.clear()
            gain = self._reorganise[key] = max(self._best_rearrangement(game, s)[0], self._best_trade(game, s)[0])
        return gain

    def _best_rearrangement(self, game: Game, s: SurvivorState) -> tuple[float, tuple[str, int, str, int] | None]:
        """The gain of the best swap of two of one's own slots, and that swap."""
        inv = s.inventory
        stored = [c for c in inv.body + inv.backpack if c is not None and game.card(c).attack is not None]
        if not stored:  # only a weapon out of the hands can make holding things differently better
            return (0.0, None)
        base = self._slots(s)
        worth = self._worth(game, s, inv.cards())
        now = self.inventory_value(game, s, base, worth)
        own = s.inventory.slots()
        best: tuple[float, tuple[str, int, str, int] | None] = (0.0, None)
        for a, (sa, ia, ca) in enumerate(own):
            for sb, ib, cb in own[a + 1:]:
                if not (ca or cb) or (sa in HELD) == (sb in HELD):
                    continue  # swapping within the hands or within the pack changes no value
                if (ca and not inventory.fits(game, s, ca, sb)) or (cb and not inventory.fits(game, s, cb, sa)):
                    continue
                slots = {k: list(v) for k, v in base.items()}
                slots[sa][ia], slots[sb][ib] = cb, ca
                gain = self.inventory_value(game, s, slots, worth) - now
                if gain > best[0] + 1e-9:
                    best = (gain, (sa, ia, sb, ib))
        return best

    def _best_trade(self, game: Game, s: SurvivorState, only: str | None = None) -> tuple[float, tuple | None]:
        """The team's gain from the best hand-me-down between `s` and a teammate in its zone (a
        weapon out of one's hands into the other's hands), and its `rearrange` args."""
        best: tuple[float, tuple | None] = (0.0, None)
        for p in partners(game, s):
            if only and p.id != only:
                continue
            spares = [c for o in (s, p) for c in o.inventory.body + o.inventory.backpack if c and game.card(c).attack]
            if not spares:  # only a weapon out of someone's hands can be handed down
                continue
            mine, theirs = self._slots(s), self._slots(p)
            cards = s.inventory.cards() + p.inventory.cards()
            worth = {s.id: self._worth(game, s, cards), p.id: self._worth(game, p, cards)}
            now = self.inventory_value(game, s, mine, worth[s.id]) + self.inventory_value(game, p, theirs, worth[p.id])
            for giver, given, taker, taken, mine_gives in ((s, mine, p, theirs, True), (p, theirs, s, mine, False)):
                for gs, gi, ts, ti in _hand_me_downs(game, giver, given, taker, taken, spares):
                    after_g = {k: list(v) for k, v in given.items()}
                    after_t = {k: list(v) for k, v in taken.items()}
                    after_g[gs][gi], after_t[ts][ti] = taken[ts][ti], given[gs][gi]
                    gain = (self.inventory_value(game, giver, after_g, worth[giver.id])
                            + self.inventory_value(game, taker, after_t, worth[taker.id]) - now)
                    if gain > best[0] + 1e-9:
                        best = (gain, (s.id, gs, gi, p.id, ts, ti) if mine_gives else (s.id, ts, ti, p.id, gs, gi))
        return best

    def _decide_reorganise(self, game: Game, legal: list[Action]) -> Action:
        s = game.survivor(game.decision.survivor)
        gain, swap = self._best_rearrangement(game, s)
        wanted = (s.id, swap[0], swap[1], s.id, swap[2], swap[3]) if swap is not None else None
        if game.decision.data.get("trade"):
            trade_gain, trade = self._best_trade(game, s, game.decision.data.get("partner"))
            if trade is not None and trade_gain > gain:
                gain, wanted = trade_gain, trade
        if wanted is not None and gain > 0.3:
            for a in legal:
                if a.kind == "rearrange" and a.args == wanted:
                    return a
        scorers = game.ruleset.kinds[BOT_SCORES]
        extra = [a for a in legal if a.kind in scorers]  # a setting's own reorganising (attaching a card)
        if extra:
            sit = self.situation(game)
            scores = [scorers[a.kind](self, game, sit, s, a) for a in extra]
            if max(scores) > 0:
                return self.best(extra, scores)
        return next((a for a in legal if a.kind == "done"), legal[0])

    def _decide_choose_starting(self, game: Game, legal: list[Action]) -> Action:
        s = game.survivor(game.decision.survivor)
        return self.best(legal, [self._gift_gain(game, s, a.args.card) for a in legal])

    def _gift_gain(self, game: Game, s: SurvivorState, card_id: str) -> float:
        held = [self.card_value(game, s, game.state.cards[c]) for c in s.inventory.equipped()]
        value = self.card_value(game, s, card_id)
        c = game.data.cards[card_id]
        mine = {game.card(x).attack.mode for x in s.inventory.cards() if game.card(x).attack is not None}
        if c.attack is not None and c.attack.mode not in mine:
            value += 0.4  # a second way of fighting
        return value - 0.5 * max(held, default=0.0)

    def _decide_gift(self, game: Game, legal: list[Action]) -> Action:
        scores = []
        for a in legal:
            sid, card_id = a.args.survivor, a.args.card
            if not sid:
                scores.append(NEVER)
                continue
            s = game.survivor(sid)
            scores.append(self._gift_gain(game, s, card_id) - 0.2 * len(s.inventory.cards()))
        return self.best(legal, scores)

    # ------------------------------------------------------------------ other decisions
    def _decide_activate(self, game: Game, legal: list[Action]) -> Action:
        """Survivors among zombies act first (to fight or get out), then the nearest to a goal."""
        sit = Situation(game, self._cache)

        def urgency(a: Action) -> float:
            s = game.survivor(a.args.survivor)
            return 1000.0 * sit.count(s.zone) + sit.danger(s, s.zone) - STEP * sit.goal_distance(s.zone)

        return self.best(legal, [urgency(a) for a in legal])

    def _decide_noise_tie(self, game: Game, legal: list[Action]) -> Action:
        """The noise goes where the posse stands, not onto companions waiting alone (one wound kills them)."""
        state = game.state
        return self.best(legal, [sum(1 if o.companion_of is None else -2 if o.companion_of == "" else 0
                                      for o in state.survivors_in(a.args.zone)) for a in legal])

    def _decide_charge_strike(self, game: Game, legal: list[Action]) -> Action:
        s = game.survivor(game.decision.survivor)
        scores = [self.attack_value(game, s, tuple(a.args.weapons.split("+")), "melee", "charge", s.zone, a.args.knife)[0] for a in legal]
        return self.best(legal, scores)

    def _decide_brace(self, game: Game, legal: list[Action]) -> Action:
        """Is That All You've Got?: take the wounds unless they would kill; then throw away the
        card least worth carrying."""
        s = game.survivor(game.decision.survivor)
        discards = [a for a in legal if a.kind == "brace_discard"]
        if game.decision.data["amount"] < s.health_left or not discards:
            return next(a for a in legal if a.kind == "brace_take")
        return min(discards, key=lambda a: self.card_value(game, s, game.state.cards[a.args.card]))

    def _decide_assign_hit(self, game: Game, legal: list[Action]) -> Action:
        """Kill the most dangerous zombie first (a two-action zombie attacks twice)."""
        return self.best(legal, [threat(game, a.args.zombie) for a in legal])

    def _decide_hit_and_run(self, game: Game, legal: list[Action]) -> Action:
        sit = Situation(game, self._cache)
        s = game.survivor(game.decision.survivor)
        left = s.actions_left
        scores = [self._stand(sit, s, a.args.zone if isinstance(a.args, ToZone) else s.zone, left) for a in legal]  # or stay
        return self.best(legal, scores)

    _decide_sidestep = _decide_hit_and_run
    """Sidestep's free move (a zone, or stay), weighed as Hit & Run's: the best place to stand."""
