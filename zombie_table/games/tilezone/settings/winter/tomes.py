"""Tomes of purging (rules reference §12, mission 2). A blue or green objective taken is a whole
tome, a red one a fragment of the last tome; both ride on the taker's dashboard (no slot) and trade
like cards. A survivor holding every fragment still in play binds them into one tome. For 1 action
a survivor within range of a numbered spawn token (in sight, range 0–1 by default; never the
necromancer's token) reads a tome: the token goes to the first numbered spawn zone, and the
corruption under where it stood goes, with every corrupted zone joined to it (through walls, as
corruption spreads). The goal `purge_corruption` is met when no corruption is left.

Readings: "traced back to it" is the whole chain of corrupted zones touching one another; a
fragment the corruption swallowed is no longer needed to bind the last tome."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.content.missions import Tomes
from zombie_table.games.tilezone import trade
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.family import BOT_SCORES
from zombie_table.games.tilezone.goals import GOALS, SPECIAL_RULES, GoalKind
from zombie_table.games.tilezone.greedy import MISSION, NEVER, GreedyBot, Situation
from zombie_table.games.tilezone.settings.winter.corruption import corrupted
from zombie_table.games.tilezone.state import ObjectiveToken, SpawnToken, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.kernel.engine import Action
from zombie_table.games.tilezone.actions import Pass
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, hook, kind, provides

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game

TOME, FRAGMENT = "tome", "fragment"
RULES = declare(SPECIAL_RULES, {"tomes": "Objectives are tomes and fragments; reading a tome by a spawn zone purges its corruption."})


def held(s: SurvivorState, what: str) -> list[str]:
    return [t for t in s.carried if t.split(":")[0] == what]


def fragments_left(game: "Game") -> int:
    """Fragments still in play: carried, or lying untaken and unspoilt."""
    lying = sum(1 for t in game.state.objectives if t.color == "red" and t.taken_by is None and not t.lost)
    return lying + sum(len(held(s, FRAGMENT)) for s in game.state.living())


def _bind(game: "Game", s: SurvivorState) -> None:
    """Holding every fragment left (two or more), the survivor binds them into the last tome."""
    mine = held(s, FRAGMENT)
    if mine and len(mine) == fragments_left(game):
        for token in mine:
            s.carried.remove(token)
        s.carried.append(f"{TOME}:{mine[0].split(':')[1]}")
        game.emit(Ev.inventory, "tomes", f"{s.name} binds the {len(mine)} fragments into the last tome", survivor=s.id)


class ReadTome(NamedTuple):
    survivor: str
    token: str  # the spawn token read at


ARGS = declare(ACTION_ARGS, {"pass_tome": Pass, "read_tome": ReadTome})


@hook("objective_taken")
def tome_taken(game: "Game", s: SurvivorState, token: ObjectiveToken) -> None:
    if game.mission.rule(Tomes) is None:
        return
    what = FRAGMENT if token.color == "red" else TOME
    s.carried.append(f"{what}:{token.id}")
    game.emit(Ev.inventory, "tomes", f"{s.name} carries a {'fragment of a tome' if what == FRAGMENT else 'tome of purging'}",
              survivor=s.id)
    _bind(game, s)


@hook("trade_options")
def tome_trades(game: "Game", s: SurvivorState, partner: SurvivorState) -> list[Action]:
    out = []
    for giver, taker in ((s, partner), (partner, s)):
        for what in (TOME, FRAGMENT):
            tokens = held(giver, what)
            if tokens:
                label = f"Give {partner.name} a {what}" if giver is s else f"Take a {what} from {partner.name}"
                out.append(Action("pass_tome", label, Pass(tokens[0], giver.id, taker.id)))
    return out


@handler("pass_tome")
def pass_tome(game: "Game", action: Action) -> None:
    token, giver_id, taker_id = action.args.token, action.args.giver, action.args.taker
    giver, taker = game.survivor(giver_id), game.survivor(taker_id)
    giver.carried.remove(token)
    taker.carried.append(token)
    game.emit(Ev.inventory, "trade", f"{giver.name} gives {taker.name} a {token.split(':')[0]}", survivor=giver_id, partner=taker_id)
    _bind(game, taker)
    trade.again(game, giver_id, taker_id)


def first_spawn(game: "Game") -> SpawnToken:
    return min((t for t in game.state.spawns if t.kind == "numbered" and t.number is not None), key=lambda t: t.number or 0)


def readable(game: "Game", s: SurvivorState) -> list[SpawnToken]:
    """Numbered spawn tokens within reach of the survivor (in sight)."""
    r = game.mission.rule(Tomes)
    if r is None:
        return []
    seen = game.board.sight.get(s.zone, {})
    return [t for t in game.state.spawns if t.kind == "numbered" and t.number is not None and not t.destroyed
            and (t.zone == s.zone or seen.get(t.zone, r.reach + 1) <= r.reach)]


@provides
def purge_actions(game: "Game", s: SurvivorState) -> list[Action]:
    if not held(s, TOME) or not can_pay(s, ()):
        return []
    return [Action("read_tome", f"Read a tome at spawn zone #{t.number} in {game.zone_name(t.zone)}: "
                   f"purge its corruption (1 action)", ReadTome(s.id, t.id)) for t in readable(game, s)]


def chain(game: "Game", zone: str) -> set[str]:
    """The corrupted zones joined to `zone` through corrupted neighbours (walls ignored)."""
    blight = set(corrupted(game))
    if zone not in blight:
        return set()
    found, todo = {zone}, [zone]
    while todo:
        for n in game.board.touching[todo.pop()]:
            if n in blight and n not in found:
                found.add(n)
                todo.append(n)
    return found


@handler("read_tome")
def read_tome(game: "Game", action: Action) -> None:
    sid, tid = action.args.survivor, action.args.token
    s = game.survivor(sid)
    act(game)
    pay(s, ())
    note_action(s, "tome")
    s.carried.remove(held(s, TOME)[0])
    token = next(t for t in game.state.spawns if t.id == tid)
    purged = chain(game, token.zone)
    src, token.zone = token.zone, first_spawn(game).zone
    game.emit(Ev.spawn_token, "tomes", f"{s.name} reads a tome: spawn zone #{token.number} goes from {src} to {token.zone}",
              token=token.id, src=src, zone=token.zone)
    if purged:
        game.state.tokens["blight"] = [z for z in corrupted(game) if z not in purged]
        game.rebuild_board()
        game.emit(Ev.token, "tomes", f"The corruption of {len(purged)} zone(s) burns away", zones=sorted(purged), token="blight")


def tomes_left(game: "Game") -> int:
    """Tomes that may still be read: carried, lying untaken, and the last one while fragments remain."""
    carried = sum(len(held(s, TOME)) for s in game.state.living())
    lying = sum(1 for t in game.state.objectives if t.color != "red" and t.taken_by is None and not t.lost)
    return carried + lying + (1 if fragments_left(game) else 0)


@kind(GOALS, "purge_corruption")
class PurgeCorruption(GoalKind):
    def met(self, game: "Game", goal: Any) -> bool:
        return not corrupted(game)

    def progress(self, game: "Game", goal: Any) -> str:
        return f"{len(corrupted(game))} corrupted zone(s) left"

    def text(self, game: "Game", goal: Any) -> str:
        return "purge every corrupted zone"

    def zones(self, game: "Game", goal: Any) -> list[str]:
        r = game.mission.rule(Tomes)
        if r is not None and any(held(s, TOME) for s in game.state.living()):  # where a corrupted spawn zone can be read
            spots = {t.zone for t in game.state.spawns if t.kind == "numbered" and not t.destroyed and chain(game, t.zone)}
            return sorted(z for z, seen in game.board.sight.items() if any(z == t or seen.get(t, r.reach + 1) <= r.reach for t in spots))
        return sorted(t.zone for t in game.state.objectives if t.taken_by is None and not t.lost)

    def impossible(self, game: "Game", goal: Any) -> str | None:
        if not tomes_left(game):
            return "no tome is left to purge the corruption"
        return super().impossible(game, goal)


@kind(BOT_SCORES, "read_tome")
def read_score(bot: GreedyBot, game: "Game", sit: Situation, s: SurvivorState, a: Action) -> float:
    token = next(t for t in game.state.spawns if t.id == a.args.token)
    return MISSION if chain(game, token.zone) else NEVER
