"""Shared pieces of every content model: strict base model and small enums."""

from __future__ import annotations

from enum import Enum
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field


class Strict(BaseModel):
    """Every content model forbids unknown fields so typos are caught with their line."""

    model_config = ConfigDict(extra="forbid", frozen=True, use_enum_values=False)


Id = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9_-]*$", description="a lower-case id")]
"""An id in the content of the kernel's games beside the family (Roadside, Colony)."""


class Setting(str, Enum):
    frontier = "frontier"
    winter = "winter"
    outpost = "outpost"


class Side(str, Enum):
    """A side of a tile or of the board, before or after rotation."""

    N = "N"
    E = "E"
    S = "S"
    W = "W"


SIDES: tuple[Side, ...] = (Side.N, Side.E, Side.S, Side.W)
