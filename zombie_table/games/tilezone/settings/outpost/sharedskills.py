"""Skills of invader §11 whose rule the family holds, declared here because Outpost's survivors
have them (Frontier's and Winter's catalogues list only their own survivors' skills):

- Enhanced Senses (Keen Senses): sight one zone further into rooms (`vision.sight`). Outpost's box
  has no dark zones, so the skill's other half has nothing to act on.
- Brothers in Arms (Squad Drill): while two or more survivors share a zone, everyone there has the
  named skill (`skills.table`).
- Tactician (Wildcard): its turn may come at any point of the players' phase (`flow.player_turn`).
- Is That All You've Got? (Bring It On): each equipment card discarded takes one damage off a blow
  about to land (`health.wound`).
- Starts with X Armour (Hardened Suit): `base_health:X`, the survivor's starting armour and base
  (`skills.starting_health`).
- Blade Master (Blade Dancer) is `dual_kind:melee`, the family's dual-by-kind rule (`combat`)."""

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import WEAPON_SKILLS
from zombie_table.games.tilezone.flow import TACTICS
from zombie_table.games.tilezone.health import SHRUG
from zombie_table.games.tilezone.vision import KEEN_SENSES
from zombie_table.kernel.ruleset import declare

SKILLS = declare(skills.SKILL_FAMILIES, {
    **KEEN_SENSES, **skills.SHARED, **skills.BASE_HEALTH, **TACTICS, **SHRUG, "dual_kind": WEAPON_SKILLS["dual_kind"],
})
