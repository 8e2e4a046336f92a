/**
 * The API's route templates, one file per area, relative to `/api` in OpenAPI form
 * (`'/events/{id}/'`): the server registers them (`fastifyPath`), the web calls them
 * (`apiPath`, paths.ts). Kept apart from the schemas so that a page calling a route does not
 * bring the area's zod schemas into its bundle.
 */

export * from './about.ts';
export * from './api-keys.ts';
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
export * from './discussions.ts';
export * from './duplicates.ts';
export * from './emailing.ts';
export * from './event-participants.ts';
export * from './events.ts';
export * from './feature-settings.ts';
export * from './feed.ts';
export * from './groups.ts';
export * from './imports.ts';
export * from './integrations.ts';
export * from './job-update-link.ts';
export * from './jobs.ts';
export * from './mass-messages.ts';
export * from './mentorship.ts';
export * from './message-stats.ts';
export * from './notifications.ts';
export * from './outbox.ts';
export * from './personal-data.ts';
export * from './profiles.ts';
export * from './publication-settings.ts';
export * from './registration.ts';
export * from './report-validation.ts';
export * from './reports.ts';
export * from './resources.ts';
export * from './role-settings.ts';
export * from './school-info.ts';
export * from './schools.ts';
export * from './static-lists.ts';
export * from './terms.ts';
export * from './unsubscription.ts';
export * from './users.ts';
export * from './validations.ts';
export * from './validators.ts';
