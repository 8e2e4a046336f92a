/**
 * The events feature's public entry: what other features may use of it. A feature imports
 * another only through this file (biome.json, docs/architecture.md "Web features").
 */

export { EventCard } from './components/EventCard.tsx';
export { PendingEventsPanel } from './components/PendingEventsPanel.tsx';
export { useUpcomingEvents } from './hooks/useUpcomingEvents.ts';
