"""winter-m4 (Nothing Left for the Dead): a winning line.

Greedy alone loses a guard within a few rounds: the two watches stand on the ramparts above the
lane's spawn zones, and where guards and survivors share a zone its first answer hands a wound to
a guard. The plan (3 wins in seeds 0-59):
- the east watch walks, carrying its cauldron, to the west watch's post, the dead end of the wall
  above spawn zone 1 and beside the ward; a keeper holds the post with them and never steps off
  it, and a survivor takes every wound there (the sturdiest); the cauldrons are poured only on a
  necromancer or the giant;
- a necromancer out calls everyone else to it (its march on the ward loses the game): attacks that
  can kill it come first, and hits go to it first;
- torches and bile are kept before anything else, and a survivor holding one takes the missing
  half from a teammate it meets;
- while nobody holds a pair the others search the rooms (a search before anything else); whoever
  holds one heads for a spot in reach of an unburnt building, and the Winter bot throws (setting
  a building on fire is a mission action to it, never with anyone inside).
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

SEED = 35
TEAM = ["vesna", "borte", "kaito", "maren", "radko", "saran"]
HALVES = (TORCH, BILE)
KEEP = "29R:r1"  # the watch's post: a dead end of the wall above spawn zone 1, beside the ward
KEEPER = "vesna"  # she holds the post with the watch; the others search, burn and hunt necromancers
NECROMANCER = MISSION / 2  # an attack that can kill a necromancer, or a cauldron poured on one
SEARCH = MISSION / 10  # a search while nobody holds a pair


def halves(game: Game, s: SurvivorState) -> set[str]:
    """Which halves of drake fire the survivor carries."""
    return {t for c in s.inventory.cards() for t in HALVES if t in game.card(c).traits}


def armed(game: Game) -> list[SurvivorState]:
    """The survivors holding a torch and a bile."""
    return [s for s in game.state.living() if len(halves(game, s)) == 2]


def fire_spots(game: Game) -> list[str]:
    """Where drake fire reaches an unburnt building's objective room from."""
    rooms = {t.zone for t in scorched.unburnt(game)}
    return sorted(z for z, seen in game.board.sight.items() if any(seen.get(r) == 1 for r in rooms))


def search_rooms(game: Game) -> list[str]:
    """Rooms to search: any with no zombie in it."""
    return sorted(z.id for z in game.board.zones.values() if z.kind is ZoneKind.room and not game.state.zombie_count(z.id))


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
        """A survivor takes the wound, never a guard (whose death loses)."""
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
        """Take the missing half from the partner; the bot's own trades never move a half."""
        s = game.survivor(game.decision.survivor)
        mine = halves(game, s)
        for a in legal:
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
        legal = [a for a in legal if a.kind not in ("guard_move", "guards_carry_cauldron") or a.args[1] != keep] or legal
        for zone in sorted(set(game.state.tokens.get(GUARD, [])) - {keep}):  # the far watch joins, with its cauldron
            kind = "guards_carry_cauldron" if zone in game.state.tokens.get("cauldron", []) else "guard_move"
            if not game.state.zombie_count(zone) and (choice := toward(game, legal, kind, (s.id, zone), keep, zone)):
                return choice
        # the cauldrons are kept for a necromancer (its march loses the game) or the giant
        legal = [a for a in legal if pours_on(a) is None or worth_a_cauldron(game, pours_on(a))] or legal
        mine = halves(game, s)
        if len(mine) == 1 and any(len(halves(game, o) - mine) == 1 == len(halves(game, o)) for o in game.state.survivors_in(s.zone)):
            if choice := pick(legal, "reorganise", s.id):
                return choice
        necromancers = necromancer_zone(game)
        if s.id == KEEPER:
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
            if necromancers and (reaches(game, s, a) in necromancers or pours_on(a) in necromancers):
                scores[i] += NECROMANCER
            if a.kind == "search" and not armed(game):
                scores[i] += SEARCH
        return self.best(legal, scores)


def halves_of(game: Game, card: str | None) -> set[str]:
    """Which halves of drake fire a card is (none for an empty slot)."""
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


def reaches(game: Game, s: SurvivorState, a: Action) -> str | None:
    """The zone where an attack can kill a necromancer: a melee or a charge (hits placed freely), a
    shot only when nothing else stands there (at range the necromancer is hit last)."""
    zone = strikes_at(game, s, a)
    if zone is None or a.kind in ("melee", "melee_at", "charge", "drake_fire"):
        return zone
    return zone if all(game.data.zombie_types[t].necromancer for t in game.state.zombies.get(zone, {})) else None


def worth_a_cauldron(game: Game, zone: str) -> bool:
    """A necromancer or a giant stands there."""
    types = game.data.zombie_types
    return any(types[t].necromancer or types[t].abomination for t in game.state.zombies.get(zone, {}))


def pours_on(a: Action) -> str | None:
    """The zone a cauldron is poured on (None: not a pour)."""
    return a.args[2] if a.kind in ("pour_cauldron", "guards_pour_cauldron") else None


def winning_line() -> Game:
    bot = Fire()
    return play_line("winter-m4", SEED, TEAM, lambda g, legal: bot.choose(g))


def test_three_buildings_burn_and_every_guard_lives() -> None:
    game = winning_line()
    assert game.state.result == "victory", outcome(game)
    assert len(own(game).burnt) == 3 and not scorched.unburnt(game)
    assert own(game).guards_lost == 0
