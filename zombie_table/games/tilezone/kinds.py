"""The tile-and-zone family's content file kinds, by the `kind` a file says."""

from pydantic import BaseModel

from zombie_table.content.cards import EquipmentFile, ZombieDeckFile
from zombie_table.content.characters import GuardsFile, SettingRules, SkillsFile, SurvivorsFile, ZombiesFile
from zombie_table.content.missions import Mission
from zombie_table.content.tiles import Tile

KINDS: dict[str, type[BaseModel]] = {
    "tile": Tile, "mission": Mission, "equipment": EquipmentFile, "zombie_deck": ZombieDeckFile, "zombies": ZombiesFile,
    "survivors": SurvivorsFile, "skills": SkillsFile, "setting": SettingRules, "guards": GuardsFile}
