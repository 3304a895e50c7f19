"""Wounds, death and healing of survivors (companions die of any single wound), and Is That All
You've Got? (white-death and invader §11): cards thrown away to take wounds off a blow."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from zombie_table.games.tilezone import inventory, skills
from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import Death, Decision, SurvivorState
from zombie_table.games.tilezone.actions import Actor, WithCard
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, step
from zombie_table.kernel.words import plural

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


SKILLS = declare(skills.SKILL_FAMILIES, {
    "fearless": skills.Family("Ignores the wounds of zombies of the named type.", "zombie"),
})
SHRUG = {"shrug_off": skills.Family("About to be wounded, each equipment card it discards takes one wound off.")}
"""Declared by the settings whose survivors have it (Outpost's `sharedskills`)."""


def wound(game: "Game", s: SurvivorState, amount: int, source: str) -> None:
    """`source` is a zombie type id, or 'friendly-fire' / 'dynamite' / a rule name. A survivor who
    may throw cards away to take wounds off (`shrug_off`) is asked first, in a step of its own
    queued next: the wounds land when it has chosen."""
    if not s.on_board or amount <= 0:
        return
    zt = game.data.zombie_types.get(source)
    if zt is not None and any(
        p and (p == zt.id or p in zt.name.lower()) for f, p in map(skills.split, skills.abilities(game, s)) if f == "fearless"
    ):
        game.emit(Ev.wounded, "fearless", f"{s.name} shrugs off the {zt.name}'s blow (fearless)", survivor=s.id, amount=0)
        return
    for ward in game.ruleset.hooks["wound_dealt"]:
        amount = ward(game, s, amount, source)
        if amount <= 0:
            return
    if skills.has(game, s, "shrug_off") and s.inventory.cards():
        game.push({"kind": "brace", "survivor": s.id, "amount": amount, "source": source})
        return
    _land(game, s, amount, source)


def _land(game: "Game", s: SurvivorState, amount: int, source: str) -> None:
    zt = game.data.zombie_types.get(source)
    taken = amount if s.companion_of is None else s.health  # any wound fells a companion
    s.wounds += taken
    game.emit(Ev.wounded, "wounds", f"{s.name} takes {wound_words(game, amount)} from {zt.name if zt else source} "
              f"({game.data.rules.health_word} {max(0, s.health_left)}/{s.health})", survivor=s.id, amount=taken, source=source)
    if s.health_left <= 0:
        kill_survivor(game, s, zt.name if zt else source)


def wound_words(game: "Game", amount: int) -> str:
    """`amount` wounds in the setting's words (Outpost's are damage, taken off the armour)."""
    rules = game.data.rules
    return plural(amount, rules.wound_word, rules.wound_plural)


def wound_outcome(game: "Game", s: SurvivorState, amount: int) -> str:
    """What `amount` wounds would do to the survivor, for the question of who takes them."""
    if s.companion_of is not None:
        return "killed (a companion falls to any wound)"
    left = s.health_left - amount
    return f"{game.data.rules.health_word} {s.health_left}/{s.health} → {left}/{s.health}" if left > 0 else "killed"


def kill_survivor(game: "Game", s: SurvivorState, cause: str) -> None:
    s.status = "dead"
    s.wounds = s.health
    game.state.deaths.append(Death(s.id, cause, game.state.round))
    game.emit(Ev.died, "death", f"{s.name} is killed ({cause})", survivor=s.id, cause=cause)


def heal(game: "Game", s: SurvivorState, amount: int, rule: str) -> int:
    """Heal up to `amount` wounds; how many were healed."""
    healed = min(amount, s.wounds)
    if healed:
        s.wounds -= healed
        game.emit(Ev.healed, rule, f"{s.name} heals {wound_words(game, healed)} ({game.data.rules.health_word} {s.health_left}/{s.health})",
                  survivor=s.id, amount=healed)
    return healed


# ---------------------------------------------------------------- Is That All You've Got?
ARGS = declare(ACTION_ARGS, {"brace_take": Actor, "brace_discard": WithCard})


@step("brace")
def brace(game: "Game", params: dict[str, Any]) -> None:
    s = game.survivor(params["survivor"])
    if not s.on_board:
        return
    if not s.inventory.cards():
        _land(game, s, params["amount"], params["source"])
        return
    game.ask("brace", f"{s.name} is about to take {wound_words(game, params['amount'])}: discard cards to take it off?",
             player=s.player, survivor=s.id, data=params)


@options("brace")
def brace_options(game: "Game", decision: Decision) -> list[Action]:
    s, amount = game.survivor(decision.survivor), decision.data["amount"]
    cards = dict.fromkeys(s.inventory.cards())
    return [Action("brace_take", f"Take {wound_words(game, amount)}: {wound_outcome(game, s, amount)}", Actor(s.id)),
            *(Action("brace_discard", f"Discard {game.card(c).name} to take {wound_words(game, 1)} off", WithCard(s.id, c)) for c in cards)]


@handler("brace_take")
def brace_take(game: "Game", action: Action) -> None:
    data = game.resolving.data
    _land(game, game.survivor(action.args.survivor), data["amount"], data["source"])


@handler("brace_discard")
def brace_discard(game: "Game", action: Action) -> None:
    sid, card = action.args.survivor, action.args.card
    s, data = game.survivor(sid), game.resolving.data
    inventory.discard(game, s, card)
    game.emit(Ev.wounded, "shrug_off", f"{s.name} throws away {game.card(card).name} and takes {wound_words(game, 1)} off",
              survivor=s.id, amount=0, card=card)
    if data["amount"] > 1:
        game.push({**data, "amount": data["amount"] - 1})
