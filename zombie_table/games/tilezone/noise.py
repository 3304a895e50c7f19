"""Noise, in one of two models a setting's rules choose (`noise:`). The single token has two sides
(quiet and loud) and moves only for equal or louder noise, jumps away when zombies reach it and
decays in the end phase; with per-zone tokens a zone's noise is its tokens plus the survivors in
it (see `zone_noise`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from zombie_table.games.tilezone.events import Ev
from zombie_table.games.tilezone.state import TOKEN_KINDS
from zombie_table.games.tilezone.actions import Actor
from zombie_table.kernel.engine import Action
from zombie_table.kernel.ruleset import ACTION_ARGS, declare, handler, options, provides, step
from zombie_table.games.tilezone.state import Decision, SurvivorState
from zombie_table.games.tilezone.turn import act, can_pay, note_action, pay
from zombie_table.games.tilezone.vocabulary import words

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game  # annotations only: the game sits above its rules (game → conditions → spawning → …)

STRENGTH = {"bang": 1, "boom": 2}
TOKENS = declare(TOKEN_KINDS, {"noise": "A noise token: one more noise in its zone until the end phase."})
WORD = {"bang": "Bang!", "boom": "BOOM!"}  # the token's sides as players read them
MARK = {"bang": "♪", "boom": "‼"}


def single_token(game: Game) -> bool:
    return game.data.rules.noise == "single_token"


def make_noise(game: Game, zone: str, level: str, rule: str) -> None:
    """A noisy action in `zone`: move the token there if the noise is at least as loud."""
    state = game.state
    if not single_token(game):
        state.tokens.setdefault("noise", []).append(zone)
        game.emit(Ev.noise, rule, f"Noise in {zone}", zone=zone, level=level)
        return
    if STRENGTH[level] < STRENGTH[state.noise["level"]]:
        game.emit(Ev.noise, rule, f"{WORD[level]} in {zone} is drowned out by the {WORD['boom']} in {state.noise['zone']}",
                  zone=zone, level=level, ignored=True)
        return
    state.noise = {"zone": zone, "level": level}
    game.emit(Ev.noise, rule, f"{WORD[level]} — the noise token goes to {zone}", zone=zone, level=level)
    if game.rules.noise_reached_by_standing and state.zombie_count(zone):
        relocate(game, "noise-reached")


def most_survivors(game: Game) -> list[str]:
    counts: dict[str, int] = {}
    for s in game.state.living():
        if s.companion_of is None or game.rules.companions_count_as_survivors:
            counts[s.zone] = counts.get(s.zone, 0) + 1
    return top_zones(counts)


def top_zones(counts: dict[str, int]) -> list[str]:
    """The zones of the highest value, in zone order (a tie the players settle); none if empty."""
    if not counts:
        return []
    best = max(counts.values())
    return sorted(z for z, n in counts.items() if n == best)


def relocate(game: Game, rule: str) -> None:
    """Put the token Bang! side up in the zone with the most survivors (players break ties)."""
    zones = most_survivors(game)
    if not zones:
        return
    if len(zones) == 1:
        _move_token(game, zones[0], rule)
    else:
        game.push({"kind": "noise_tie", "zones": zones, "rule": rule})


def _move_token(game: Game, zone: str, rule: str) -> None:
    game.state.noise = {"zone": zone, "level": "bang"}
    game.emit(Ev.noise, rule, f"The noise token moves to {zone} (Bang!), where most survivors are", zone=zone, level="bang")


class NoiseTo(NamedTuple):
    zone: str
    rule: str  # the rule moving the token


ARGS = declare(ACTION_ARGS, {"noise_to": NoiseTo, "make_noise": Actor})


@step("noise_tie")
def noise_tie(game: Game, params: dict[str, Any]) -> None:
    player = game.state.players[game.state.first_player]
    game.ask("noise_tie", "Several zones hold the most survivors: where does the noise token go?", player=player, data=params)


@options("noise_tie")
def noise_tie_options(game: Game, decision: Decision) -> list[Action]:
    return [Action("noise_to", f"Noise token to {z}", NoiseTo(z, decision.data["rule"])) for z in decision.data["zones"]]


@handler("noise_to")
def noise_to(game: Game, action: Action) -> None:
    _move_token(game, action.args.zone, action.args.rule)


def zombies_reached(game: Game, zones: set[str]) -> None:
    """Zombies entered these zones; reaching the token sends it to the survivors."""
    if single_token(game) and game.rules.noise_moves_when_reached and game.state.noise["zone"] in zones:
        relocate(game, "noise-reached")


def decay(game: Game) -> None:
    """End phase: BOOM! fades to Bang! in place; a Bang! moves to the most survivors."""
    state = game.state
    if not single_token(game):
        state.tokens["noise"] = []
        return
    if state.noise["level"] == "boom":
        state.noise["level"] = "bang"
        game.emit(Ev.noise, "noise-decay", f"The BOOM! in {state.noise['zone']} fades to Bang!", zone=state.noise["zone"], level="bang")
    else:
        relocate(game, "noise-decay")


def zone_noise(game: Game, zone: str) -> int:
    """Noise of a zone in token settings (see `heard`)."""
    return game.settled("heard", heard, game).get(zone, 0)


def heard(game: Game) -> dict[str, int]:
    """Every zone's noise in token settings, in zone order, from one pass: the noise tokens there
    plus the survivors (those zombies ignore aside) and allies (guards) standing in it."""
    out = dict.fromkeys(game.board.zones, 0)
    tokens = game.state.tokens
    for kind in ("noise", *game.ruleset.kinds["ally_tokens"]):
        for zone in tokens.get(kind, ()):
            if zone in out:
                out[zone] += 1
    unseen = game.ruleset.hooks["unseen"]
    for s in game.state.survivors.values():
        if s.on_board and s.zone in out and not any(rule(game, s) for rule in unseen):
            out[s.zone] += 1
    return out


@provides
def make_noise_action(game: Game, s: SurvivorState) -> list[Action]:
    if single_token(game) and game.state.noise["level"] == "boom":
        return []
    if not can_pay(s, ()):
        return []
    return [Action("make_noise", f"Make noise in {s.zone} ({words(game.ruleset)['make_noise']})", Actor(s.id))]


@handler("make_noise")
def make_noise_handler(game: Game, action: Action) -> None:
    s = game.survivor(action.args.survivor)
    act(game)
    pay(s, ())
    note_action(s, "noise")
    make_noise(game, s.zone, "bang", "make-noise")
