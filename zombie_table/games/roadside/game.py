"""The Roadside game: the kernel's engine over Roadside's state, content and ruleset."""

from __future__ import annotations

from functools import cached_property

from zombie_table.games.roadside import inventory, trading
from zombie_table.games.roadside.content import Content
from zombie_table.games.roadside.options import RoadsideOptions
from zombie_table.games.roadside.state import Member, Player, RoadsideState
from zombie_table.games.roadside.zombie_bag import token_ids
from zombie_table.kernel.engine import Action, Decision, Engine, IllegalAction
from zombie_table.kernel.ruleset import Ruleset

__all__ = ["Roadside", "IllegalAction"]


class Roadside(Engine):
    QUIET = frozenset({"moved", "rolled", "token_placed", "token_flipped", "encounter", "resource", "fatigue", "vote",
                       "recovered", "inventory", "joined", "left_behind", "turn"})
    REVEALING = frozenset({"rolled", "token_flipped", "encounter", "joined", "first_player"})

    def __init__(self, state: RoadsideState, ruleset: Ruleset, content: Content):
        super().__init__(state, ruleset)
        self.content = content
        self.rules = RoadsideOptions(**state.options)

    def after_undo(self) -> None:
        self.rules = RoadsideOptions(**self.state.options)

    def side_options(self, decision: Decision) -> list[Action]:
        return inventory.side_options(self, decision) + trading.give_options(self, decision)

    def casual_undo(self) -> bool:
        return self.rules.casual_undo

    @cached_property
    def numbers(self) -> dict[str, int]:
        """The number on the back of every zombie token (hidden from players until flipped)."""
        return token_ids(self.content.dice.bag)

    def space_name(self, space: str) -> str:
        """A location's or start's name; any other space's coordinate as the map draws it, after its name if it has one."""
        found = self.content.spaces[space]
        if not found.marked:
            return found.name
        return f"{found.name} ({found.coordinate})" if found.name else found.coordinate

    def survivor_name(self, sid: str) -> str:
        return self.content.survivor(sid).name

    def gain(self, player: Player, resource: str, amount: int, rule: str) -> None:
        """Up the track, never past its top (§9)."""
        before = player.resources[resource]
        player.resources[resource] = min(self.rules.resource_cap, before + amount)
        self.emit("resource", rule, f"{player.name} gains {player.resources[resource] - before} {resource} "
                  f"({player.resources[resource]}).", player=player.id, resource=resource)

    def lose(self, player: Player, resource: str, amount: int, rule: str) -> None:
        before = player.resources[resource]
        player.resources[resource] = max(0, before - amount)
        self.emit("resource", rule, f"{player.name} loses {before - player.resources[resource]} {resource} "
                  f"({player.resources[resource]}).", player=player.id, resource=resource)

    def heal(self, player: Player, member: Member, amount: int, rule: str) -> None:
        """Remove up to `amount` fatigue from `member` (the player chose it)."""
        removed = min(amount, member.fatigue)
        if removed:
            member.fatigue -= removed
            self.emit("recovered", rule, f"{self.survivor_name(member.id)} recovers ({member.fatigue} fatigue).",
                      player=player.id, survivor=member.id)

    @property
    def me(self) -> Player:
        """The player whose turn it is."""
        return self.state.player

    def check_end(self) -> None:
        self.ruleset.run_hooks("check_end", self)
