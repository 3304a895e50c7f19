"""Between two missions of a run: the team as the last game left it, a night's rest, one reward."""

from __future__ import annotations

from collections import Counter

from zombie_table.content.characters import Survivor
from zombie_table.content.common import Setting
from zombie_table.content.library import Library, SettingData
from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.state import SurvivorState
from zombie_table.games.tilezone.generation.mission import stream
from zombie_table.games.tilezone.generation.recipe import recipe_for
from zombie_table.games.tilezone.runs.model import Leg, Member, Reward, Run

CARRY = 3
"""Cards a survivor takes into the next mission: what is in hand first, then the rest of the slots."""

CARRIED_GROUPS = frozenset({"starting", "classic", "bounty"})
"""Cards of the groups a mission's set-up deals from; the rest (crypt weapons, oxygen, prototypes)
stay behind with the mission that gave them."""

REST = 1
"""Wounds each survivor heals between two missions (the rest reward heals them all)."""


def close_leg(run: Run, leg: Leg, game: Game) -> None:
    """Record how the mission went and carry the team on as it stands at the end of it."""
    state = game.state
    leg.result, leg.cause, leg.rounds = state.result, state.cause, state.round  # type: ignore[assignment]
    deaths = {d.survivor: d for d in state.deaths}
    copies: Counter[str] = Counter()
    for member in run.alive:
        s = state.survivors[member.survivor]
        leg.kills += sum(s.kills.values())
        leg.wounds += s.wounds
        if s.status == "dead":
            member.alive, member.cards = False, {}
            death = deaths.get(s.id)
            member.died = f"{leg.title} (mission {leg.number}), round {death.round if death else state.round}: " \
                          f"{death.cause if death else 'lost'}"
            leg.deaths.append(member.name)
            continue
        blue = _survivor(game.data, s.id).skills.blue
        member.xp, member.wounds = s.xp, max(0, s.wounds - REST)
        member.skills = [ref for ref in s.skills if ref not in blue]
        member.cards = _carried(game, s, copies)
    if not run.alive:
        run.status = "lost"
    elif leg.number >= run.length:
        run.status = "won" if leg.result == "victory" else "lost"
    elif leg.result == "victory":  # a lost mission costs its dead and the camp's reward, not the run
        run.offer = offer(run, game)


def _carried(game: Game, s: SurvivorState, copies: Counter[str]) -> dict[str, str]:
    """Up to CARRY of the survivor's cards by slot, never more copies of a card than the deck holds
    (the next mission deals them from its own decks)."""
    names = {where: name for name, where in inventory.slot_names(game.data.rules.inventory).items()}
    kept: dict[str, str] = {}
    specs = {card.id: card for card in game.data.equipment.cards}
    for kind, index, card in s.inventory.slots():
        card_id = game.state.cards.get(card, "") if card else ""
        spec = specs.get(card_id)
        if spec is None or spec.group.value not in CARRIED_GROUPS or len(kept) >= CARRY or copies[card_id] >= spec.count \
                or (kind, index) not in names:  # a skill's extra slot (Hoard) has no name for the next mission to deal into
            continue
        copies[card_id] += 1
        kept[names[(kind, index)]] = card_id
    return kept


def _survivor(data: SettingData, sid: str) -> Survivor:
    return next(s for s in data.survivors.survivors if s.id == sid)


def offer(run: Run, game: Game) -> list[Reward]:
    """Three rewards: a card from the setting's deck, then a skill from a survivor's own tree or an
    ally for the next mission (where the setting has allies), then a rest."""
    rng = stream(run.seed, f"camp:{run.next_number}")
    data = game.data
    deck = sorted(c.id for c in data.equipment.cards if c.group.value == "classic" and c.ambush is None)
    card = rng.choice(deck)
    names = {c.id: c.name for c in data.equipment.cards}
    rewards = [Reward(kind="equipment", card=card, label=f"a {names[card]} for the team")]
    learnable = [(m, ref) for m in run.alive for ref in _survivor(data, m.survivor).skills.orange
                 if ref not in m.skills]
    allies = recipe_for(run.setting)
    helpers = list(allies.allies) if allies else []
    if learnable and (not helpers or rng.random() < 0.5):
        member, ref = rng.choice(learnable)
        rewards.append(Reward(kind="skill", survivor=member.survivor, skill=ref,
                              label=f"{member.name} learns {skills.label(data, ref)}"))
    elif helpers:
        ally = rng.choice(helpers)
        rewards.append(Reward(kind="ally", ally=ally.name, label=ally.label))
    rewards.append(Reward(kind="rest", label="a long rest: every wound heals"))
    return rewards


def take(run: Run, choice: int, library: Library) -> Reward:
    """Take reward `choice` of the offer (the others are gone)."""
    reward = run.offer[choice]
    members = {m.survivor: m for m in run.alive}
    if reward.kind == "rest":
        for member in run.alive:
            member.wounds = 0
    elif reward.kind == "skill" and reward.survivor in members and reward.skill:
        members[reward.survivor].skills.append(reward.skill)
    elif reward.kind == "equipment" and reward.card:
        _give(run, reward.card, library)
    elif reward.kind == "ally" and reward.ally:
        run.allies.append(reward.ally)
    run.offer = []
    return reward


def _give(run: Run, card: str, library: Library) -> None:
    """The card goes to the first survivor with a free backpack slot under the carry limit."""
    slots = [name for name in inventory.slot_names(library.setting(Setting(run.setting)).rules.inventory) if name.startswith("backpack")]
    for member in run.alive:
        if member.cards is not None and len(member.cards) <= CARRY:
            free = next((name for name in slots if name not in member.cards), None)
            if free:
                member.cards[free] = card
                return
