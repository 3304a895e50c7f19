"""Frontier's own victory goals and defeat conditions (companions, roaming spawns, corpse piles, the
train, the wagon, bounty weapons, coal), as kinds of the family's goal protocol (`tilezone.goals`)."""

from __future__ import annotations

from zombie_table.content.cards import CardGroup
from zombie_table.content.tiles import Feature, ZoneKind
from zombie_table.games.tilezone import combat
from zombie_table.games.tilezone.goals import DESTROYED, GOALS, LOSSES, WAGON_LOST, GoalKind, LossKind, team
from zombie_table.games.tilezone.search import pending_cards
from zombie_table.games.tilezone.settings.frontier.state import own
from zombie_table.games.tilezone.settings.frontier import missionrules, train
from zombie_table.games.tilezone.settings.frontier.companions import recruit_blockers
from zombie_table.games.tilezone.spawning import starting_zone
from zombie_table.kernel.ruleset import kind

FAR = 99


def waiting_companions(game) -> list[str]:
    """Zones of the companions waiting to be recruited, while the mission lets anyone recruit."""
    state = game.state
    waiting = [c.zone for c in state.survivors.values() if c.companion_of == "" and c.on_board]
    if not waiting or all(recruit_blockers(game, s) for s in state.living() if s.companion_of is None):
        return []
    return waiting


def _placed_companions(game) -> list:
    return [s for s in game.state.survivors.values() if s.companion_of is not None]


def _recruited(s) -> bool:
    return bool(s.companion_of and s.alive or s.status == "escaped")


def _mobiles(game) -> list:
    return [t for t in game.state.spawns if t.kind == "mobile" and not t.destroyed]


def _armed(game, s) -> bool:
    return any(game.card(c).group is CardGroup.bounty for c in s.inventory.cards())


# --------------------------------------------------------------------------- goals
@kind(GOALS, "recruit_companions")
class RecruitCompanions(GoalKind):
    def met(self, game, goal):
        placed = _placed_companions(game)
        return bool(placed) and all(_recruited(s) for s in placed)

    def progress(self, game, goal):
        placed = _placed_companions(game)
        return f"{sum(1 for s in placed if _recruited(s))}/{len(placed)} recruited"

    def text(self, game, goal):
        return "recruit every companion and keep them alive"

    def zones(self, game, goal):
        return waiting_companions(game)


@kind(GOALS, "spawns_to_start")
class SpawnsToStart(GoalKind):
    needs = frozenset({"bless"})

    def met(self, game, goal):
        start = starting_zone(game)
        return all(t.zone == start for t in _mobiles(game))

    def progress(self, game, goal):
        start, mobiles = starting_zone(game), _mobiles(game)
        return f"{sum(1 for t in mobiles if t.zone == start)}/{len(mobiles)} at the start"

    def text(self, game, goal):
        return "bring every roaming spawn to the starting spawn zone"

    def zones(self, game, goal):
        state = game.state
        start = next((t.zone for t in state.spawns if t.kind == "starting" and not t.destroyed), None)
        return [t.zone for t in state.spawns if t.kind == "mobile" and not t.destroyed and t.zone != start]


@kind(GOALS, "blow_mobile_spawns")
class BlowMobileSpawns(GoalKind):
    needs = frozenset({"dynamite"})

    def met(self, game, goal):
        mobiles = [t for t in game.state.spawns if t.kind == "mobile"]
        return bool(mobiles) and own(game).blown_mobiles >= len(mobiles)

    def progress(self, game, goal):
        mobiles = [t for t in game.state.spawns if t.kind == "mobile"]
        return f"{min(own(game).blown_mobiles, len(mobiles))}/{len(mobiles)} blown"

    def text(self, game, goal):
        return "blow up every roaming spawn with a blasting stick"

    def zones(self, game, goal):
        return _throwing_zones(game)


def _throwing_zones(game) -> list[str]:
    """Somewhere to throw a blasting stick from (nothing to throw yet: searching comes first)."""
    if not any(combat.explosives(game, o) for o in game.state.living()):
        return []
    targets = missionrules.dynamite_targets(game)
    return [z for z, seen in game.board.sight.items() if any(1 <= seen.get(t, FAR) <= 2 for t in targets)]


@kind(GOALS, "secure_piles")
class SecurePiles(GoalKind):
    needs = frozenset({"bless"})

    def met(self, game, goal):
        printed = game.board.zones_with(Feature.corpse_pile)
        piles = {t.zone: t for t in game.state.spawns if t.kind == "corpse_pile"}
        return all(z in piles and piles[z].destroyed for z in printed)

    def progress(self, game, goal):
        printed = game.board.zones_with(Feature.corpse_pile)
        piles = {t.zone: t for t in game.state.spawns if t.kind == "corpse_pile"}
        return f"{sum(1 for z in printed if z in piles and piles[z].destroyed)}/{len(printed)} put out"

    def text(self, game, goal):
        return "find every corpse pile and put it out"

    def zones(self, game, goal):  # put out the piles uncovered, else uncover the next printed one
        piles = {t.zone: t for t in game.state.spawns if t.kind == "corpse_pile"}
        out = [z for z, t in piles.items() if not t.destroyed]
        return out or [z for z in game.board.zones_with(Feature.corpse_pile) if z not in piles]


TRAIN_GONE = "the train left without everyone aboard"


@kind(GOALS, "leave_on_train")
class LeaveOnTrain(GoalKind):
    """Met once the whole train is gone with everyone aboard: the cars leave a round or more
    after the locomotive, and a zombie aboard any of them when it leaves still loses (M1)."""

    needs = frozenset({"ride_train"})

    def met(self, game, goal):
        left = set(own(game).left_on_train)
        people = team(game)
        return own(game).train == "gone" and bool(people) and all(s.id in left for s in people)

    def impossible(self, game, goal):
        left = set(own(game).left_on_train)
        if own(game).train == "gone" or any(s.status == "escaped" and s.id not in left for s in team(game)):
            return TRAIN_GONE
        if all(s.id in left for s in team(game)):
            return None  # everyone is aboard the sections gone ahead; the rest of the train follows
        return super().impossible(game, goal)

    def progress(self, game, goal):
        left = set(own(game).left_on_train)
        people = team(game)
        return f"{sum(1 for s in people if s.id in left)}/{len(people)} gone"

    def text(self, game, goal):
        return "leave the board aboard the train with everyone"

    def zones(self, game, goal):
        if not game.mission.train:
            return []
        aboard = [z for z in game.board.zones if train.is_train_zone(game, z)]
        engine = train.locomotive_zones(game)  # the cars may leave a round after the locomotive
        return engine or aboard


@kind(GOALS, "bounty_each")
class BountyEach(GoalKind):
    def met(self, game, goal):
        return all(_armed(game, s) for s in team(game) if s.companion_of is None)

    def progress(self, game, goal):
        posse = [s for s in team(game) if s.companion_of is None]
        return f"{sum(1 for s in posse if _armed(game, s))}/{len(posse)} armed"

    def text(self, game, goal):
        return "arm every survivor with a bounty weapon"

    def zones(self, game, goal):
        return [t.zone for t in game.state.objectives if t.taken_by is None and not getattr(t, "lost", False)]

    def impossible(self, game, goal):
        """Bounty cards come only from the bounty deck (and a mission's set-aside ones), and one
        discarded never comes back: too few left for the survivors still unarmed loses."""
        state = game.state
        posse = [s for s in team(game) if s.companion_of is None]
        if any(not s.on_board and not _armed(game, s) for s in posse):
            return "a survivor left the board without a bounty weapon"
        aboard = [s for s in posse if s.on_board]
        held = sum(1 for s in aboard for c in s.inventory.cards() if game.card(c).group is CardGroup.bounty)
        drawn = sum(1 for c in pending_cards(state) if game.card(c).group is CardGroup.bounty)
        if held + drawn + len(state.bounty) + len(own(game).set_aside) < len(aboard):
            return "too few bounty weapons are left to arm every survivor"
        return super().impossible(game, goal)


@kind(GOALS, "wagon_off_tracks")
class WagonOffTracks(GoalKind):
    needs = frozenset({"push_wagon"})

    def met(self, game, goal):
        wagon = game.state.tokens.get("wagon", [])
        return bool(wagon) and game.board.zones[wagon[0]].kind is not ZoneKind.track

    def text(self, game, goal):
        return "push the wagon off the tracks"

    def zones(self, game, goal):
        return [z for z in game.state.tokens.get("wagon", []) if game.board.zones[z].kind is ZoneKind.track]

    def impossible(self, game, goal):
        return WAGON_LOST if not game.state.tokens.get("wagon") else super().impossible(game, goal)


@kind(GOALS, "destroy_wagon")
class DestroyWagon(GoalKind):
    needs = frozenset({"dynamite"})

    def met(self, game, goal):
        return own(game).wagon_destroyed

    def text(self, game, goal):
        return "blow up the wagon with a blasting stick"

    def impossible(self, game, goal):
        return WAGON_LOST if not game.state.tokens.get("wagon") else super().impossible(game, goal)

    def zones(self, game, goal):
        return _throwing_zones(game)


@kind(GOALS, "load_wagon")
class LoadWagon(GoalKind):
    def met(self, game, goal):
        return bool(game.state.objectives) and own(game).loaded >= len(game.state.objectives)

    def progress(self, game, goal):
        return f"{own(game).loaded}/{len(game.state.objectives)} loaded"

    def text(self, game, goal):
        return "load every objective onto the wagon"

    def zones(self, game, goal):
        state = game.state
        if any(t.startswith("cargo:") for o in state.living() for t in o.carried):
            return list(state.tokens.get("wagon", []))
        return [t.zone for t in state.objectives if t.taken_by is None and not t.lost]

    def impossible(self, game, goal):
        if any(t.lost for t in game.state.objectives):
            return DESTROYED
        return WAGON_LOST if not game.state.tokens.get("wagon") else super().impossible(game, goal)


@kind(GOALS, "coal_in_tender")
class CoalInTender(GoalKind):
    def met(self, game, goal):
        return own(game).coal >= goal.sacks

    def progress(self, game, goal):
        return f"{min(own(game).coal, goal.sacks)}/{goal.sacks} sacks"

    def text(self, game, goal):
        return f"drop {goal.sacks} coal sacks into the tender"

    def zones(self, game, goal):
        state = game.state
        if any(missionrules.carried_coal(game, o) for o in state.living()):
            return game.board.zones_with(Feature.tender)
        if any(missionrules.coal_room(game, o) for o in state.living()):
            return [t.zone for t in state.objectives if t.color == "coal" and t.taken_by is None and not t.lost]
        return []

    def impossible(self, game, goal):
        state = game.state
        carried = sum(missionrules.carried_coal(game, o) for o in state.living())
        waiting = sum(1 for t in state.objectives if t.color == "coal" and t.taken_by is None and not t.lost)
        if own(game).coal + carried + waiting < goal.sacks:
            return "too few coal sacks are left to fill the tender"
        return super().impossible(game, goal)


# --------------------------------------------------------------------------- losses
@kind(LOSSES, "train_left_with_zombies")
class TrainLeftWithZombies(LossKind):
    def check(self, game, loss):
        return "the train left with zombies aboard" if own(game).train_zombies_left else None

    def text(self, game, loss):
        return "the train leaves with zombies aboard"


@kind(LOSSES, "left_behind")
class LeftBehind(LossKind):
    def stalled(self, game, loss):
        return TRAIN_GONE if own(game).train == "gone" and any(s.on_board for s in team(game)) else None

    def text(self, game, loss):
        return "the train leaves while someone is not aboard"


@kind(LOSSES, "wagon_on_tracks")
class WagonOnTracks(LossKind):
    def check(self, game, loss):
        return "the train hit the wagon still on the tracks" if own(game).wagon_on_tracks else None

    def text(self, game, loss):
        return "the train comes while the wagon stands on the tracks"
