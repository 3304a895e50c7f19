"""Seed challenges: one mission and one seed for everyone (the daily one drawn from the date), a bot's
win rate on exactly that game as the par, and the player's result kept beside it.

The par plays the challenge's game `games` times with the same seed (the same dice, the same decks):
only the bot's own tie-breaks differ from game to game, so it measures how hard this very game is.
A record in the saves folder keeps the par (keyed by the mission's content, so an edited mission is
measured again) and the player's result; it is rewritten whole, never half-written."""

from __future__ import annotations

import datetime
import hashlib
import json
import random
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from zombie_table.bots.base import derive_seed
from zombie_table.bots.runner import make_bot, play_game
from zombie_table.bots.simulation import wilson
from zombie_table.content.library import Library
from zombie_table.content.missions import Mission
from zombie_table.kernel.savefile import save_dir, write_atomic

PAR_GAMES = 200
"""Games the par is measured over, by default."""

MAX_SEED = 10**9


class ChallengeError(ValueError):
    """A challenge that cannot be set (an unknown mission, no shipped mission) or a damaged record."""


@dataclass(frozen=True)
class Challenge:
    mission: str
    seed: int
    daily: str | None = None  # the date of a daily challenge

    @property
    def id(self) -> str:
        return f"{self.mission}-{self.seed}"


class Record(BaseModel):
    """A challenge as kept in the saves folder: its par, and the player's result once played."""

    model_config = ConfigDict(extra="forbid")

    mission: str
    seed: int = Field(ge=0)
    daily: str | None = None
    content: str = Field(description="A digest of the mission's content the par was measured on.")
    bot: str
    games: int = Field(ge=1)
    wins: int = Field(ge=0)
    result: str | None = Field(None, description="The player's result: victory or defeat, once played.")
    rounds: int | None = None
    save: str | None = Field(None, description="The player's save, for `replay --verify`.")

    @property
    def par(self) -> float:
        return self.wins / self.games

    def par_text(self) -> str:
        low, high = wilson(self.wins, self.games)
        return (f"the {self.bot} bot wins {self.wins} of {self.games} games of it "
                f"({self.par:.0%}, 95% interval {low:.0%}–{high:.0%})")


def shipped_missions(library: Library) -> list[Mission]:
    """The missions every player has (a daily challenge never picks someone's own content)."""
    return sorted((f.model for f in library.files if f.source == "shipped" and isinstance(f.model, Mission)),
                  key=lambda m: m.id)


def daily(library: Library, day: datetime.date) -> Challenge:
    """The same mission and seed for everyone on `day`."""
    return pick(library, random.Random(derive_seed("daily-challenge", day.isoformat())), day.isoformat())


def pick(library: Library, rng: random.Random, day: str | None = None) -> Challenge:
    missions = [m for m in shipped_missions(library) if not m.guide]  # not the tutorial
    if not missions:
        raise ChallengeError("no shipped mission to set a challenge on")
    return Challenge(rng.choice(missions).id, rng.randrange(MAX_SEED), day)


def named(library: Library, mission: str, seed: int) -> Challenge:
    if mission not in library.missions:
        raise ChallengeError(f"unknown mission {mission!r}")
    if not 0 <= seed < MAX_SEED:
        raise ChallengeError(f"a challenge's seed is between 0 and {MAX_SEED - 1}, not {seed}")
    return Challenge(mission, seed)


def content_digest(mission: Mission) -> str:
    text = json.dumps(mission.model_dump(mode="json"), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def measure(library: Library, challenge: Challenge, bot: str, games: int,
            advance: Callable[[], None] = lambda: None) -> Record:
    """The par: `bot` plays the challenge's game `games` times, each with its own tie-break seed."""
    wins = 0
    for i in range(games):
        player = make_bot(bot, derive_seed(challenge.seed, "par", i))
        wins += play_game(library, challenge.mission, player, challenge.seed).result == "victory"
        advance()
    return Record(mission=challenge.mission, seed=challenge.seed, daily=challenge.daily,
                  content=content_digest(library.missions[challenge.mission]), bot=bot, games=games, wins=wins)


def record_path(challenge: Challenge, saves: Path | None = None) -> Path:
    return save_dir(saves) / "challenges" / f"{challenge.id}.json"


def read(path: Path) -> Record:
    try:
        return Record.model_validate_json(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ChallengeError(f"{path}: cannot be read ({exc.strerror})") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(map(str, first["loc"])) or "the file"
        raise ChallengeError(f"{path}: {where}: {first['msg']}") from None


def kept_par(library: Library, challenge: Challenge, bot: str, games: int, saves: Path | None = None) -> Record | None:
    """The record of this challenge when its par was measured the same way on the same mission."""
    path = record_path(challenge, saves)
    if not path.exists():
        return None
    record = read(path)
    same = (record.bot, record.games, record.content) == (bot, games, content_digest(library.missions[challenge.mission]))
    return record if same else None


def write(record: Record, saves: Path | None = None) -> Path:
    path = record_path(Challenge(record.mission, record.seed, record.daily), saves)
    write_atomic(path, record.model_dump_json(indent=1) + "\n")
    return path
