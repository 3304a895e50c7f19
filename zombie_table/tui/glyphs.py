"""Symbols and styles shared by the TUI's panels: every colour comes with a letter or a glyph.

Colours are Rich style strings (ANSI names) so that they follow the terminal's palette; nothing
here relies on colour alone — danger levels carry their initial, survivors their letter, dice a
tick or a cross.
"""

from __future__ import annotations

from zombie_table.games.tilezone.game import Game
from zombie_table.games.tilezone.state import LEVELS

LEVEL_STYLE = {"blue": "bold blue", "yellow": "bold yellow", "orange": "bold dark_orange", "red": "bold red"}
LEVEL_LETTER = {level: level[0].upper() for level in LEVELS}
PLAYER_STYLES = ("bold cyan", "bold green", "bold magenta", "bold bright_blue", "bold yellow", "bold white")
ZOMBIE_STYLES = ("red", "bold yellow", "bold magenta", "bold red", "bold bright_red", "bold dark_orange")
HEART, WOUND = "♥", "·"
ACTION, SPENT = "●", "○"
HIT, MISS = "✓", "✗"
UNLOCKED, LOCKED = "✓", "○"


def survivor_letters(game: Game, known: dict[str, str] | None = None) -> dict[str, str]:
    """One distinct letter per survivor: its initial when free, else the next free letter of its name.
    Survivors in `known` keep their letters (survivors may join a game under way)."""
    out: dict[str, str] = dict(known or {})
    taken = set(out.values())
    for sid, s in game.state.survivors.items():
        if sid in out:
            continue
        candidates = [ch.upper() for ch in s.name if ch.isalpha()] + [chr(c) for c in range(ord("A"), ord("Z") + 1)]
        letter = next(ch for ch in candidates if ch not in taken)
        taken.add(letter)
        out[sid] = letter
    return out


def player_style(game: Game, player: str | None) -> str:
    players = game.state.players
    return PLAYER_STYLES[players.index(player) % len(PLAYER_STYLES)] if player in players else "bold"


def zombie_style(game: Game, ztype: str) -> str:
    ids = [z.id for z in game.data.zombies.types]
    return ZOMBIE_STYLES[ids.index(ztype) % len(ZOMBIE_STYLES)] if ztype in ids else "red"
