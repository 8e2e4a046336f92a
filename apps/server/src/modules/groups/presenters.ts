import {
  canEditPublication,
  decideMembership,
  GROUP_IMAGE_SIZES,
  type GroupCategory,
  type GroupDetails,
  type GroupHistoryEntry,
  type GroupImageKind,
  type GroupMember,
  type GroupMembership,
  type GroupMembershipHistoryEntry,
  type GroupSummary,
  isEventRestricted,
  type MembershipAction,
  type MembershipRole,
  type MembershipStatus,
  namedState,
  PUBLICATION_STATE,
  type PublicationState,
} from '@alumni/domain';
import type { Actor } from '../../platform/actor.ts';
import { type MediaUrl, presentUserSummary } from '../../platform/presenters.ts';
import { accessOf, type GroupAccess } from './access.ts';
import { canReviewGroups, publicationActor } from './policy.ts';
import type { GroupDetailsRow, ListedGroup } from './reading.service.ts';
import {
  admitted,
  filtersOf,
  type GroupRecord,
  type HistoryRow,
  isActive,
  type MemberRecord,
  type PersonRow,
  statusOf,
} from './store.ts';

/**
 * Groups as the contract gives them (api/groups.ts): fields listed one by one, with what the
 * viewer may do, so that nothing else of a row ever leaves.
 */

/** An image as the contract gives it (its kind's size). */
const presentImage = (key: string, kind: GroupImageKind, mediaUrl: MediaUrl) => ({
  key,
  url: mediaUrl(key) ?? '',
  ...GROUP_IMAGE_SIZES[kind],
});

/** The viewer's own membership, or null. */
function presentMembership(row: MemberRecord | null): GroupMembership | null {
  if (!row) return null;
  return {
    status: row.status as MembershipStatus,
    role: row.role as MembershipRole,
    notify_posts: row.notifyPosts,
    message: row.message,
    refusal_reason: row.refusalReason,
  };
}

/** What the viewer may do with a group, from their access to it. */
function abilitiesOn(actor: Actor, row: GroupRecord, access: GroupAccess | null) {
  const isManager = access?.isManager ?? false;
  const membership = access?.membership ?? null;
  const item = {
    state: row.state as PublicationState,
    validated: row.validated,
    adminEdits: row.adminEdits,
  };
  const who = publicationActor(actor, row.authorId, isManager);
  const join = decideMembership(
    membership ? { status: membership.status as MembershipStatus, role: 'member' } : null,
    { type: 'join' },
    {
      active: isActive(row),
      visibility: row.visibility as 'public' | 'private',
      self: true,
      manager: isManager,
      managers: 1,
      admitted: admitted(actor, row),
      acceptsInvitations: true,
    },
  );
  return {
    can_edit: isActive(row) ? isManager : canEditPublication(item, who),
    can_delete:
      isManager || (row.authorId === actor.user.id && row.state !== PUBLICATION_STATE.published),
    can_review: canReviewGroups(actor) && row.state === PUBLICATION_STATE.pending,
    can_manage: isManager,
    can_read_posts: access?.canReadPosts ?? false,
    can_post: access?.canPost ?? false,
    can_join: join.ok,
  };
}

/** The fields a list and a page share. */
function summaryOf(
  actor: Actor,
  row: GroupRecord & { author: PersonRow },
  managers: PersonRow[],
  access: GroupAccess | null,
  mediaUrl: MediaUrl,
): GroupSummary {
  const status = statusOf(row);
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    category: row.category as GroupCategory,
    visibility: row.visibility as 'public' | 'private',
    thumbnail: presentImage(row.thumbnailKey, 'thumbnail', mediaUrl),
    header: presentImage(row.headerKey, 'header', mediaUrl),
    member_count: row.memberCount,
    state: row.state,
    status,
    named_state: namedState(status),
    author: presentUserSummary(row.author, mediaUrl),
    managers: managers.map((m) => presentUserSummary(m, mediaUrl)),
    restricted: isEventRestricted(filtersOf(row)),
    membership: presentMembership(access?.membership ?? null),
    ...abilitiesOn(actor, row, access),
  };
}

/** A group in a list (the contract's GroupSummarySchema). */
export function presentGroupSummary(
  actor: Actor,
  listed: ListedGroup,
  mediaUrl: MediaUrl,
): GroupSummary {
  const access = accessOf(actor, listed.row, listed.membership);
  return summaryOf(actor, listed.row, listed.managers, access, mediaUrl);
}

/** A group's page (the contract's GroupSchema). */
export function presentGroup(
  actor: Actor,
  details: GroupDetailsRow,
  mediaUrl: MediaUrl,
): GroupDetails {
  const row = details.group;
  return {
    ...summaryOf(actor, row, details.managers, details, mediaUrl),
    filter_degrees: row.filterDegrees,
    filter_roles: row.filterRoles,
    filter_campuses: row.filterCampuses,
    filter_years: row.filterYears,
    validated: row.validated,
    refusal_reason: row.refusalReason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A publication history row. */
export function presentHistoryEntry(entry: HistoryRow, mediaUrl: MediaUrl): GroupHistoryEntry {
  return {
    id: entry.id,
    action: entry.action,
    from: entry.from,
    to: entry.to,
    reason: entry.reason,
    actor: entry.actor?.id ? presentUserSummary(entry.actor, mediaUrl) : null,
    created_at: entry.createdAt.toISOString(),
  };
}

/** A person's row in a group (the contract's GroupMemberSchema). */
export function presentMember(
  row: MemberRecord & { user: PersonRow; decider: PersonRow | null },
  mediaUrl: MediaUrl,
): GroupMember {
  return {
    user: presentUserSummary(row.user, mediaUrl),
    status: row.status as MembershipStatus,
    role: row.role as MembershipRole,
    message: row.message,
    refusal_reason: row.refusalReason,
    notify_posts: row.notifyPosts,
    decided_by: row.decider ? presentUserSummary(row.decider, mediaUrl) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A membership history row (the contract's GroupMembershipHistoryEntrySchema). */
export function presentMembershipHistory(
  row: {
    id: number;
    action: string;
    fromStatus: string | null;
    toStatus: string;
    message: string | null;
    createdAt: Date;
    user: PersonRow;
    actor: PersonRow | null;
  },
  mediaUrl: MediaUrl,
): GroupMembershipHistoryEntry {
  return {
    id: row.id,
    user: presentUserSummary(row.user, mediaUrl),
    actor: row.actor ? presentUserSummary(row.actor, mediaUrl) : null,
    action: row.action as MembershipAction,
    from: row.fromStatus as MembershipStatus | null,
    to: row.toStatus as MembershipStatus,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
