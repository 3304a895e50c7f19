"""What only Outpost's games hold beyond the family's tokens (`GameState.tokens` keeps doors,
mold and machine tokens by zone or edge)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from zombie_table.content.missions import HiddenSpawn
from zombie_table.content.tiles import ZoneKind

from zombie_table.games.tilezone.state import SettingState

if TYPE_CHECKING:
    from zombie_table.games.tilezone.game import Game


@dataclass
class OutpostState(SettingState):
    HIDDEN = ("set_aside", "oxygen", "prototypes", "hidden_spawn")  # cards out of play, face down: players see how many
    # outpost-mech
    doors: dict[str, str] = field(default_factory=dict)  # closed door tokens by opening ("A|B", sorted): their colour
    broken: dict[str, str] = field(default_factory=dict)  # openings whose door the xenos broke (open for good): its colour
    set_aside: list[str] = field(default_factory=list)  # cards a mission's objectives give, out of the decks
    remotes: dict[str, str] = field(default_factory=dict)  # machine -> the survivor holding its remote
    oxygen: list[str] = field(default_factory=list)  # the supply rooms' pile of air bottles
    prototypes: list[str] = field(default_factory=list)  # prototype weapons set aside for the objectives
    # outpost-missions
    issued: list[str] = field(default_factory=list)  # air bottles handed out at set-up (airsupply.py)
    alarms: list[str] = field(default_factory=list)  # objective zones where xenos activated (alarm.py)
    lingering: int = 0  # noise tokens of the crew still waiting (evacuation.py)
    hidden_spawn: str = ""  # the spawn token secretly of the mission's colour (burning.py)
    burnt: list[str] = field(default_factory=list)  # colours of the spawn tokens hellfire revealed (burning.py)
    dropped: list[str] = field(default_factory=list)  # survivors who left their first bottle in an airlock (airsupply.py)
    samples: list[str] = field(default_factory=list)  # xeno types (and "mold") sampled (samples.py)
    # outpost-content
    attached: dict[str, list[str]] = field(default_factory=dict)  # weapon -> the cards attached under it (attachments.py)
    tough_used: list[str] = field(default_factory=list)  # "survivor@xenos|ff": Hard Case's onces spent (armour.py)
    # outpost-skills
    camouflage: str | None = None  # the survivor holding the one camouflage token (camouflage.py)

    def cards(self) -> list[str]:
        return [*self.set_aside, *self.oxygen, *self.prototypes, *(c for cards in self.attached.values() for c in cards)]

    def on_cards(self, cards: tuple[str | None, ...]) -> tuple:
        return tuple((c, *self.attached[c]) for c in cards if c in self.attached)

    def shuffle_hidden(self, game: "Game", rng: random.Random) -> None:
        """Beside the face-down piles, the coloured spawn token may be any standing token of the
        zones it hides among (burning.hide)."""
        super().shuffle_hidden(game, rng)
        rule = game.mission.rule(HiddenSpawn)
        if rule is None or not self.hidden_spawn:
            return
        zones = {game.board.resolve(z) for z in rule.among}
        standing = [t.id for t in game.state.spawns if t.zone in zones and not t.destroyed]
        if self.hidden_spawn in standing:
            self.hidden_spawn = rng.choice(standing)


def own(game: "Game") -> OutpostState:
    """Outpost's part of the game state."""
    return game.state.own  # type: ignore[return-value]  (Outpost's ruleset made it)


MOLD, DORMANT = "mold", "dormant_mold"
"""Token kinds of mold: active (counts as a room, spreads spawns, links the breaches) and inactive."""


def any_mold(game: "Game") -> list[str]:
    """Every zone with mold, active or not."""
    tokens = game.state.tokens
    return [*tokens.get(MOLD, []), *tokens.get(DORMANT, [])]


def mold_changes(game: "Game") -> dict[str, Any]:
    """Mold's part of the board's changes now."""
    tokens = game.state.tokens
    return molded(tokens.get(MOLD, []), tokens.get(DORMANT, []))


def molded(on: list[str], off: list[str]) -> dict[str, Any]:
    """Mold's part of a board's changes (§8.2, §8.3): every wall of a mold zone counts as an opening
    (never toward the surface); active mold (`on`) counts as a room for sight, inactive (`off`) as a corridor."""
    return {"through": frozenset([*on, *off]),
            "kinds": frozenset([*((z, ZoneKind.room) for z in on), *((z, ZoneKind.corridor) for z in off)])}
