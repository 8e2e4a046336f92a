/** The badges module's public entry (see the boundary rule in biome.json). */

export { badgeIdsByUser, holdsAnyBadge, memberBadgeIds } from './holdings.ts';
