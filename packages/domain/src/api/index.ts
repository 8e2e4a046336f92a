/**
 * The API contract (issue "Architecture for growth" §2): request and response schemas per
 * area, registered by the server as its routes' schemas (validation, serialisation, OpenAPI)
 * and read by the web for its types (`z.infer`). Add `api/<area>.ts` per area.
 */

export * from './about.ts';
export * from './api-keys.ts';
export * from './api-messages.ts';
export * from './audit-logs.ts';
export * from './auth.ts';
export * from './badges.ts';
export * from './blog.ts';
export * from './bulk-actions.ts';
export * from './bulk-operations.ts';
export * from './campuses.ts';
export * from './custom-pages.ts';
export * from './degrees.ts';
export * from './directory.ts';
export * from './discussion-socket.ts';
export * from './discussions.ts';
export * from './duplicates.ts';
export * from './emailing.ts';
export * from './event-participants.ts';
export * from './events.ts';
export * from './feature-operations.ts';
export * from './feature-settings.ts';
export * from './feed.ts';
export * from './groups.ts';
export * from './imports.ts';
export * from './integrations.ts';
export * from './issues.ts';
export * from './job-update-link.ts';
export * from './jobs.ts';
export * from './mass-messages.ts';
export * from './member-deletion.ts';
export * from './mentorship.ts';
export * from './message-stats.ts';
export * from './notifications.ts';
export * from './outbox.ts';
export * from './paths.ts';
export * from './personal-data.ts';
export * from './profile-items.ts';
export * from './profiles.ts';
export * from './publication-settings.ts';
export * from './registration.ts';
export * from './report-validation.ts';
export * from './reports.ts';
export * from './resources.ts';
export * from './role-settings.ts';
export * from './routes/index.ts';
export * from './school-info.ts';
export * from './schools.ts';
export * from './shared.ts';
export * from './static-lists.ts';
export * from './terms.ts';
export * from './unsubscription.ts';
export * from './users.ts';
export * from './validations.ts';
export * from './validators.ts';
