/**
 * The routes of interest groups, relative to `/api` (../paths.ts; issue 33): the groups under
 * the publication workflow, their images, and their members.
 */
export const GROUP_PATHS = {
  /** GET a page of groups (`filter` all, mine, pending); POST: create one. */
  list: '/groups/',
  /** POST: upload a thumbnail (300×300) or header (800×480), `?kind=`. */
  images: '/groups/images/',
  /** GET, PUT and DELETE one group. */
  group: '/groups/{id}/',
  /** GET one group by slug. */
  bySlug: '/groups/by-slug/{slug}/',
  /** GET a group's publication history. */
  history: '/groups/{id}/history/',
  /** POST: a Club validator's decision. */
  review: '/groups/{id}/review/',
  /** GET the members (managers: by `status`); POST: join, or ask to join with a message. */
  members: '/groups/{id}/members/',
  /** PATCH: approve, refuse, promote, demote, accept, decline, settings; DELETE: leave or remove. */
  member: '/groups/{id}/members/{userId}/',
  /** POST: a manager invites members of the school. */
  invitations: '/groups/{id}/invitations/',
  /** GET the school's members a manager may invite (`q`). */
  invitable: '/groups/{id}/invitable/',
  /** GET the membership history: every request and decision (managers; a member their own). */
  membershipHistory: '/groups/{id}/membership-history/',
  /** GET the group's upcoming events. */
  events: '/groups/{id}/events/',
} as const;
