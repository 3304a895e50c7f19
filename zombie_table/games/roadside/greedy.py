"""Roadside's greedy bot: a one-decision policy that scores each legal action with what it can see
(`observe`-fair: it never reads a face-down token's number or another player's private card).

It explores whenever it may; otherwise it heads for the nearest location it qualifies for, or, if
none, for the resource spaces that build its team (walking round face-down tokens when a weak team
would suffer); it spends ammo while short, spreads fatigue so nobody dies, eats when tired, pays
tasks it can afford (with its group's help), votes and chooses for its own group only, and joins a group whose members are
as far along the race as it is (a shared win is still a win)."""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Callable

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside import dice, encounters, exploring, groups, movement, recover
from zombie_table.games.roadside.actions import Ask, AtRandom, Decline, Explore, Stop, UseItem
from zombie_table.games.roadside.state import Player
from zombie_table.kernel.engine import Action

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside

MEAN_TOKEN = 3  # about what a face-down token holds (the bag's mean, docs/authored-values.md)
DEATH = 3


class GreedyBot:
    name = "greedy"

    def __init__(self, seed: int = 0):
        self.distances: dict[str, dict[str, int]] = {}

    def choose(self, game: "Roadside") -> Action:
        legal = game.legal_actions()
        if not legal:
            raise ValueError("the game has no pending decision to choose for")
        scores = self.scores(game, legal)
        return legal[max(range(len(legal)), key=scores.__getitem__)]  # ties: the first listed

    def scores(self, game: "Roadside", legal: list[Action]) -> list[float]:
        """The bot's score of each legal option (the search bot ranks its shortlist by them)."""
        player = game.state.by_id(game.decision.player)
        score = SCORERS.get(game.decision.kind, lambda *_: 0.0)
        return [side_score(game, player, a) if a.kind in SIDE else score(self, game, player, a) for a in legal]

    def steps(self, game: "Roadside", start: str) -> dict[str, int]:
        """Steps from `start` to every space, passing through no location (entering one ends a move)."""
        if start not in self.distances:
            content, found, todo = game.content, {start: 0}, deque([start])
            while todo:
                here = todo.popleft()
                if here != start and content.spaces[here].kind is SpaceKind.location:
                    continue
                for there in content.neighbours[here]:
                    if there not in found:
                        found[there] = found[here] + 1
                        todo.append(there)
            self.distances[start] = found
        return self.distances[start]


# ---------------------------------------------------------------- where to go
def strength(game: "Roadside", player: Player) -> float:
    """Kills the team's pool rolls on average, with its bonuses."""
    total = 0.0
    for colour, n in dice.pool(game, player).items():
        faces = game.content.die[colour].faces
        total += n * sum(f.kills + f.wild for f in faces) / len(faces)
    return total + dice.bonus(game, player, "kills")


def spare_fatigue(player: Player) -> int:
    """Fatigue the team can take with nobody dying."""
    return sum(DEATH - 1 - m.fatigue for m in player.team)


def goals(game: "Roadside", player: Player) -> list[str]:
    """Where to head: the places of open cards the team qualifies for; else resource spaces (and,
    in the solo race, trapped followers)."""
    places = [game.content.location_cards[c].place for c in exploring.open_cards(game, player)
              if exploring.qualifies(game, player, c)]
    if places:
        return places
    out = [s.id for s in game.content.map.spaces if movement.icons(game, s.id)]
    return out + list(game.state.trapped)


def distance_to_goal(bot: GreedyBot, game: "Roadside", player: Player, space: str) -> int:
    steps = bot.steps(game, space)
    return min((steps.get(g, 99) for g in goals(game, player)), default=99)


def danger(game: "Roadside", player: Player, space: str) -> float:
    """Fatigue expected from the tokens on `space` (face-down ones at the bag's mean), weighed by
    how close the team is to losing a survivor."""
    tokens = game.state.tokens.get(space, [])
    zombies = sum(t.count if t.revealed else MEAN_TOKEN for t in tokens)
    short = max(0.0, zombies - strength(game, player) - player.resources["ammo"] * 1.5)
    return short * (2.0 if short >= spare_fatigue(player) else 0.6)


def move_score(bot: GreedyBot, game: "Roadside", player: Player, action: Action) -> float:
    args = action.args
    if isinstance(args, Stop):
        here = player.space
        return -3.0 * distance_to_goal(bot, game, player, here) - 1.0 - (5 if game.state.turn.passing else 0)
    there, how = args.space, args.how
    if isinstance(args, Explore):
        return 1000.0 - exploring.tier(player)
    if how == "rescue":
        return 500.0
    score = -distance_to_goal(bot, game, player, there) * 3.0
    if how == "fuel":
        score += 1.0 if not game.state.tokens.get(there) else 0.5
        score -= 0.5 if player.resources["fuel"] <= 1 else 0.0
    else:
        score -= danger(game, player, there)
    if movement.icons(game, there) and not exploring.open_cards(game, player):
        score += 2
    return score


# ---------------------------------------------------------------- every other decision
def on_my_side(game: "Roadside", player: Player) -> bool:
    return player.id in groups.group_of(game, game.me.id)


def fatigue_score(game: "Roadside", member_id: str, player: Player) -> float:
    member = next((m for m in player.team if m.id == member_id), None)
    if member is None:
        return -50.0
    dies = member.fatigue + 1 >= DEATH
    weight = sum(vars(game.content.survivor(member.id).dice).values())
    return -member.fatigue * 10 - (100 if dies else 0) - weight * 0.1 - (1 if member is player.character else 0)


def _move(bot, game, player, action):
    return move_score(bot, game, player, action)


def _recover(bot, game, player, action):
    args = action.args
    if isinstance(args, recover.Rest):
        member = next(m for m in player.team if m.id == args.survivor)
        return member.fatigue * 10 - (5 if player.resources["food"] <= 1 and member.fatigue < 2 else 0)
    if isinstance(args, UseItem):
        item = game.content.encounter[args.card].inventory
        tired = sum(m.fatigue for m in player.team)
        return 8 if (item.heal and tired >= 2) or item.gain or item.moves else -1
    return 0


def _ammo(bot, game, player, action):
    return 1 if action.args.choice == "spend" else 0


def _fatigue(bot, game, player, action):
    if isinstance(action.args, Ask):
        return -60.0 if any(m.fatigue + 1 < DEATH for m in player.team) else 10.0
    return fatigue_score(game, action.args.survivor, player)


def _volunteer(bot, game, player, action):
    if isinstance(action.args, Decline):
        return -5.0
    if game.decision.data["kind"] != "fatigue":  # a loss or a follower: someone else's to bear
        return -10.0
    return fatigue_score(game, action.args.survivor, player)


def _heal(bot, game, player, action):
    return next(m.fatigue for m in dice.group_survivors(game, player) if m.id == action.args.survivor)


def _lose(bot, game, player, action):
    return 1 if isinstance(action.args, Ask) else 0  # a member may take part of it (§14.6)


def _pick_resource(bot, game, player, action):
    return -player.resources[action.args.resource]  # the scarcest


def _task(bot, game, player, action):
    return {"pay": 2, "ask": 1}.get(action.args.choice, 0)


def _task_share(bot, game, player, action):
    return action.args.amount if isinstance(action.args, encounters.Pledge) else 0


def _vote(bot, game, player, action):
    helping = game.state.by_id(game.decision.data["player"]) if "player" in game.decision.data else game.me
    return (action.args.vote == "yes") == (helping.id in groups.group_of(game, player.id))


def _other_choice(bot, game, player, action):
    return (action.args.choice == "help") == on_my_side(game, player)


def _leave_follower(bot, game, player, action):
    if isinstance(action.args, (Ask, AtRandom)):
        return 1 if isinstance(action.args, Ask) else 0
    return -sum(vars(game.content.survivor(action.args.survivor).dice).values())


def _group_offer(bot, game, player, action):
    if isinstance(action.args, groups.Alone):
        return 0
    ahead = max(len(game.state.by_id(pid).explored) for pid in action.args.side)
    return 1 if ahead >= len(player.explored) else -1


def _group_consent(bot, game, player, action):
    keen = len(game.me.explored) >= len(player.explored)
    return 1 if (action.args.choice == "agree") == keen else 0


def _group_leave(bot, game, player, action):
    keen = len(game.me.explored) >= len(player.explored)
    return 1 if (action.args.choice == "stay") == keen else 0


SIDE = ("item", "give")  # the side actions beside a decision's own choices


def side_score(game: "Roadside", player: Player, action: Action) -> float:
    """An any-time item: used when a survivor is one fatigue from death. Items are never given away."""
    if action.kind == "give":
        return -1000.0
    item = game.content.encounter[action.args.card].inventory
    return 50.0 if item.heal and any(m.fatigue == DEATH - 1 for m in player.team) else -100.0


SCORERS: dict[str, Callable[..., float]] = {
    "move": _move, "recover": _recover, "ammo": _ammo, "fatigue": _fatigue, "volunteer": _volunteer, "heal": _heal,
    "task": _task, "task_share": _task_share, "vote": _vote, "other_choice": _other_choice, "leave_follower": _leave_follower,
    "lose": _lose, "pick_resource": _pick_resource, "group_offer": _group_offer, "group_consent": _group_consent, "group_leave": _group_leave,
}
