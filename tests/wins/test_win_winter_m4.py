"""winter-m4 (Nothing Left for the Dead): a winning line.

Greedy alone loses a guard within a few rounds: the two watches stand beside the lane's spawn
zones, and when zombies reach a zone shared by guards and survivors its first answer hands the
wound to a guard. The plan keeps the watch alive and the fire coming:
- the two watches walk to the team and follow it as one group, and in a shared zone a survivor
  takes every wound (the sturdiest, as long as one would live through it);
- torches and bile are kept before anything else, and a survivor holding one hands its
  counterpart's missing half over when they meet;
- while nobody holds a pair, the team heads for the rooms still to search and searches them;
  whoever holds a pair heads for the nearest spot in reach of an unburnt building and throws
  (the Winter bot scores setting a building on fire as a mission action, never with anyone inside).
"""

from __future__ import annotations

from winkit import outcome, pick, play_line, toward

from zombie_table.content.tiles import ZoneKind
from zombie_table.games.tilezone.game import Action, Game
from zombie_table.games.tilezone.greedy import MISSION, GreedyBot
from zombie_table.games.tilezone.settings.winter import scorched
from zombie_table.games.tilezone.settings.winter.bot import necromancer_zone
from zombie_table.games.tilezone.settings.winter.dragonfire import BILE, TORCH
from zombie_table.games.tilezone.settings.winter.guards import GUARD
from zombie_table.games.tilezone.settings.winter.state import own
from zombie_table.games.tilezone.state import SurvivorState

SEED = 1
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
HALVES = (TORCH, BILE)
KEEP = "29R:r1"  # the watch's post: a dead end of the wall, in sight of spawn zone 1 and beside the ward
KEEPERS = ("vesna", "radko")  # they hold the post with the watch; the others search and burn
NEAR = 99  # a necromancer this near calls the searchers back


def halves(game: Game, s: SurvivorState) -> set[str]:
    """Which halves of drake fire the survivor carries."""
    return {t for c in s.inventory.cards() for t in HALVES if t in game.card(c).traits}


def armed(game: Game) -> list[SurvivorState]:
    return [s for s in game.state.living() if len(halves(game, s)) == 2]


def fire_spots(game: Game) -> list[str]:
    rooms = {t.zone for t in scorched.unburnt(game)}
    return sorted(z for z, seen in game.board.sight.items() if any(seen.get(r) == 1 for r in rooms))


def search_rooms(game: Game) -> list[str]:
    return sorted(z.id for z in game.board.zones.values() if z.kind is ZoneKind.room and not game.state.zombie_count(z.id))


def team_zone(game: Game) -> str:
    """Where most of the team stands (the guards' rallying point)."""
    zones = [s.zone for s in game.state.living()]
    return max(sorted(set(zones)), key=zones.count)


class Fire(GreedyBot):
    def _decide_keep_card(self, game, legal):
        """A half of drake fire is kept, in place of anything but another half."""
        s = game.survivor(game.decision.survivor)
        for a in legal:
            if a.kind == "keep" and halves_of(game, a.args[1]):
                there = getattr(s.inventory, a.args[2])[a.args[3]]
                if there is None or not halves_of(game, there):
                    return a
        return super()._decide_keep_card(game, legal)

    def _decide_assign_wound(self, game, legal):
        takers = [a for a in legal if a.kind == "take_wound"]
        sturdy = max(takers, key=lambda a: game.survivor(a.args[0]).health_left, default=None)
        return sturdy if sturdy is not None else legal[0]

    def _decide_assign_hit(self, game, legal):
        """A necromancer first: its march on the ward loses the game."""
        for a in legal:
            if game.data.zombie_types[a.args[1]].necromancer:
                return a
        return super()._decide_assign_hit(game, legal)

    def _decide_reorganise(self, game, legal):
        s = game.survivor(game.decision.survivor)
        mine = halves(game, s)
        for a in legal:  # take the missing half from the partner
            if a.kind == "rearrange" and a.args[3] != s.id:
                _, sa, ia, pid, sb, ib = a.args
                theirs = getattr(game.survivor(pid).inventory, sb)[ib]
                given = getattr(s.inventory, sa)[ia]
                if theirs and len(mine) == 1 and halves_of(game, theirs) - mine and not (given and halves_of(game, given)):
                    return a
        kept = [a for a in legal if not (a.kind == "rearrange" and a.args[3] != a.args[0] and crosses_half(game, a))]
        return super()._decide_reorganise(game, kept)

    def _decide_act(self, game, legal):
        s = game.survivor(game.decision.survivor)
        keep = game.board.resolve(KEEP)
        legal = [a for a in legal if a.kind != "guard_move" or a.args[1] != keep] or legal  # the watch stays home
        for zone in sorted(set(game.state.tokens.get(GUARD, [])) - {keep}):
            if not game.state.zombie_count(zone) and (choice := toward(game, legal, "guard_move", (s.id, zone), keep, zone)):
                return choice
        mine = halves(game, s)
        if len(mine) == 1 and any(len(halves(game, o) - mine) == 1 == len(halves(game, o)) for o in game.state.survivors_in(s.zone)):
            if choice := pick(legal, "reorganise", s.id):
                return choice
        necromancers = [z for z in necromancer_zone(game) if game.board.distance[s.zone].get(z, 99) <= NEAR]
        if s.id in KEEPERS:
            goals = [keep]
            if s.zone == keep:  # the post is held: nobody steps off it
                legal = [a for a in legal if a.kind not in ("move", "sprint", "charge", "leap")] or legal
        elif necromancers:  # its march on the ward comes first
            goals = necromancers
        elif len(halves(game, s)) == 2:
            goals = fire_spots(game)
        else:
            goals = search_rooms(game)
        scores = self.score_options(game, legal, goals)
        for i, a in enumerate(legal):
            if necromancers and (strikes_at(game, s, a) in necromancers or pours_on(a) in necromancers):
                scores[i] += MISSION / 2
            if a.kind == "search" and not armed(game):
                scores[i] += MISSION / 4
        return self.best(legal, scores)


def halves_of(game: Game, card: str | None) -> set[str]:
    return {t for t in HALVES if t in game.card(card).traits} if card else set()


def crosses_half(game: Game, a: Action) -> bool:
    """Does a trade hand a half of drake fire from one survivor to the other?"""
    sid, sa, ia, pid, sb, ib = a.args
    return bool(halves_of(game, getattr(game.survivor(sid).inventory, sa)[ia]) or halves_of(game, getattr(game.survivor(pid).inventory, sb)[ib]))


def strikes_at(game: Game, s: SurvivorState, a: Action) -> str | None:
    """The zone an attack strikes (None: not an attack)."""
    if a.kind == "melee":
        return s.zone
    if a.kind in ("melee_at", "shoot", "cast"):
        return a.args[3] if a.kind == "melee_at" else a.args[2]
    return a.args[1] if a.kind in ("charge", "drake_fire") else None


def pours_on(a: Action) -> str | None:
    return a.args[2] if a.kind in ("pour_cauldron", "guards_pour_cauldron") else None


def winning_line() -> Game:
    bot = Fire()
    return play_line("winter-m4", SEED, TEAM, lambda g, legal: bot.choose(g))


def test_three_buildings_burn_and_every_guard_lives() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert len(own(game).burnt) == 3 and not scorched.unburnt(game)
    assert own(game).guards_lost == 0
