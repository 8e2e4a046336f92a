/**
 * The mentorship feature's public entry (issue 33): what other features may use of it. A
 * feature imports another only through this file (biome.json, docs/architecture.md "Web
 * features").
 */

export type { UserSettingsValues } from './components/MentoringFields.tsx';
export { MentoringFields } from './components/MentoringFields.tsx';
export { MentorStatsPanel } from './components/MentorStatsPanel.tsx';
export { MentorshipPairsList } from './components/MentorshipPairsList.tsx';
export { PendingMatchesPanel } from './components/PendingMatchesPanel.tsx';
export { SchoolMentorshipCard } from './components/SchoolMentorshipCard.tsx';
export { MENTORING_TYPES } from './mentorshipRules.ts';
