/**
 * The badges feature's public entry (issue 31 item 8): what other features may use of it. A
 * feature imports another only through this file (biome.json, docs/architecture.md "Web
 * features").
 */

export { badgesKey, createBadge, deleteBadge, fetchBadges, updateBadge } from './api.ts';
export { GiveBadgesModal } from './components/GiveBadgesModal.tsx';
export { MemberBadges } from './components/MemberBadges.tsx';
