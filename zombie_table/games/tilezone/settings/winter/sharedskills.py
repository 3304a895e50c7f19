"""Skills of white-death §11 whose rule the family holds, declared here because Winter's "any skill"
(Ultrared) draws from the whole list:

- Brothers in Arms: while two or more survivors share a zone, everyone there has the named skill
  (`skills.table`); guards are no survivors, so they never share it.
- Tactician: its turn may come at any point of the players' phase (`flow.player_turn`).
- Is That All You've Got?: each equipment card discarded takes one wound off a blow about to land
  (`health.wound`).
- Search: 2 cards: each search draws two, not on top of the torch's two (`search.two_cards`).
- Safe Search: once a turn, an ambush card a search draws is discarded unplayed and another drawn
  (`search.draw_for`).
- Starts with 2 AP: `starting_xp:2`, the experience it starts with (`skills.starting_xp`).
- Hoard: two more backpack slots (`inventory.backpack_size`).
- Sidestep: zombies spawning within range 0-1 give one free move (`spawning.reflex_checks`, `moves.sidestep`).
- Range 2+: [Skill]: the named attack skill at range 2 or more (`combat.RANGE_TWO`).
- Ghost Sight: sight through walls and along straight lines through buildings (`vision.sight`).

Charge (`rush`) and the improvised weapons (`tactics`) are declared by the family modules Winter includes; Free
Reload (every reload free) by Winter's `reload`."""

from zombie_table.games.tilezone import skills
from zombie_table.games.tilezone.combat import RANGED_SKILL
from zombie_table.games.tilezone.flow import TACTICS
from zombie_table.games.tilezone.health import SHRUG
from zombie_table.games.tilezone.inventory import HOARDING
from zombie_table.games.tilezone.search import SAFE, TWO_CARDS
from zombie_table.games.tilezone.spawning import SIDESTEPPING
from zombie_table.games.tilezone.vision import GHOST_SIGHT
from zombie_table.kernel.ruleset import declare

SKILLS = declare(skills.SKILL_FAMILIES, {
    **skills.SHARED, **TACTICS, **SHRUG, **TWO_CARDS, **SAFE, **skills.STARTS_XP, **HOARDING, **SIDESTEPPING, **RANGED_SKILL,
    **GHOST_SIGHT,
})
