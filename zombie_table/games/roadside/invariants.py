"""What holds after every decision of any Roadside game, whatever was chosen (checked by the soak
tests and by `zombie-table simulate roadside-… --check`): every zombie token in one place at
most and never back once fought (unless fought tokens return to the bag), none on a location
(unless the option allows it), every survivor card in one team or trapped once, tracks within
their bounds, fatigue below death, every encounter card accounted for, groups standing together,
every winner with three locations or a group mate who has them, and no seat's view showing a
face-down token's number or another's private location (§5.5, §7.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from zombie_table.games.roadside.schema import SpaceKind
from zombie_table.games.roadside.hidden import lookalike
from zombie_table.games.roadside.winning import GOAL
from zombie_table.games.roadside.zombie_bag import BAG
from zombie_table.kernel.observer import leaks

if TYPE_CHECKING:
    from zombie_table.games.roadside.game import Roadside


class Checker:
    """Checks one game decision after decision (it remembers the tokens it has seen fought)."""

    def __init__(self) -> None:
        self.seen: set[str] = set()

    def check(self, game: "Roadside") -> list[str]:
        return self.tokens(game) + survivors(game) + cards(game) + groups_and_winners(game) + hidden(game)

    def tokens(self, game: "Roadside") -> list[str]:
        state, bag = game.state, game.chance.decks[BAG]
        on_board = [t.id for tokens in state.tokens.values() for t in tokens]
        out = []
        if len(on_board) != len(set(on_board)) or set(on_board) & set(bag.draw_pile):
            out.append("a zombie token is in two places")
        if not game.rules.tokens_on_locations and any(game.content.spaces[s].kind is SpaceKind.location for s in state.tokens):
            out.append("a zombie token lies on a location")
        if not game.rules.tokens_return_to_bag:
            back = (self.seen - set(on_board)) & set(bag.draw_pile)
            if back:
                out.append(f"fought tokens back in the bag: {sorted(back)}")
        self.seen.update(on_board)
        return out


def survivors(game: "Roadside") -> list[str]:
    state, out = game.state, []
    members = [m.id for p in state.players for m in p.team] + [f for fs in state.trapped.values() for f in fs]
    if len(members) != len(set(members)):
        out.append("a survivor is in two teams (or trapped and in a team)")
    for p in state.players:
        if not all(0 <= v <= game.rules.resource_cap for v in p.resources.values()):
            out.append(f"{p.name}'s resources out of bounds: {p.resources}")
        if not all(0 <= m.fatigue < 3 for m in p.team):
            out.append(f"{p.name}'s team holds a dead survivor")
        if not p.out and not p.team:
            out.append(f"{p.name} racing with nobody left (§12.4)")
        if not p.out and p.space not in game.content.spaces:
            out.append(f"{p.name} racing nowhere")
    return out


def cards(game: "Roadside") -> list[str]:
    """Every encounter card (of the deck this mode plays) is drawn, discarded, held or under resolution."""
    state, deck = game.state, game.chance.decks["encounters"]
    found = deck.draw_pile + deck.discard_pile + [c for p in state.players for c in p.inventory] + state.drawn
    playing = {c.id for c in game.content.encounters.cards if not (state.mode == "solo" and c.involves_others)}
    if sorted(found) != sorted(playing):
        return ["encounter cards lost or doubled"]
    return []


def hidden(game: "Roadside") -> list[str]:
    return leaks(game, lookalike, [p.id for p in game.state.players])


def groups_and_winners(game: "Roadside") -> list[str]:
    state, out = game.state, []
    grouped = [pid for g in state.groups for pid in g]
    if len(grouped) != len(set(grouped)) or any(len(g) < 2 for g in state.groups):
        out.append(f"groups malformed: {state.groups}")
    for g in state.groups:
        if len({state.by_id(pid).space for pid in g}) != 1:
            out.append(f"a group stands apart: {g}")
    for pid in state.winners:
        if len(state.by_id(pid).explored) < GOAL and not any(pid in g for g in state.groups):
            out.append(f"{pid} won with {len(state.by_id(pid).explored)} locations and no group")
    return out
