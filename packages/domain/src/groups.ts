import { z } from 'zod';
import { SLUG_PATTERN } from './blog.ts';
import { COVER_KEY_MAX } from './covers.ts';
import { EVENT_FILTER_VALUES_MAX, EVENT_FILTER_YEAR_MAX, EVENT_FILTER_YEAR_MIN } from './events.ts';
import { GROUP_REFS } from './group-messages.ts';
import { GROUP_DESCRIPTION_MAX, GROUP_SLUG_MAX, GROUP_TITLE_MAX } from './limits.ts';
import type { Locale } from './locales.ts';
import { PERMISSION_VIEWS } from './permission-views.ts';
import {
  hasPermission,
  isSchoolAdmin,
  type PermissionSchool,
  type PermissionUser,
} from './permissions.ts';
import { publicationReviewSchema } from './publication-settings.ts';
import { ROLE_CODES } from './roles.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';
import { validatesPublications } from './validations.ts';

// The membership state machine lives apart (group-membership.ts), as do the messages.
export {
  decideMembership,
  MEMBERSHIP_ACTIONS,
  MEMBERSHIP_REFUSAL_STATUS,
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  type MembershipAction,
  type MembershipContext,
  type MembershipDecision,
  type MembershipMove,
  type MembershipRefusal,
  type MembershipRole,
  type MembershipRow,
  type MembershipStatus,
} from './group-membership.ts';
export { GROUP_MESSAGES, GROUP_REFS, type GroupMessageCatalogue } from './group-messages.ts';

/**
 * Interest groups, or clubs (spec 1 §2 Groups, §3 Group, §4 Group, §5 Group; spec 2 §6 "A group
 * manager approves members and edits or deletes the group", validator scope 7 Club, §9 "Group
 * title / slug 50 / 50", "Group description max 500"; spec 1 §5 Images "group thumbnail
 * 300x300, group header 800x480"; issue 33): the fields' rules, the categories, visibility,
 * the membership statuses and roles, and who does what. A group goes through the publication
 * workflow (publication.ts: pending validation when the school has `validate_club`, then
 * published, which the pages call "active"); membership through decideMembership.
 */

// Title, slug and description: limits.ts (spec 2 §9 "Group title / slug 50 / 50", "Group
// description max 500").
/** A membership request's message and a refusal's reason (characters; as the description). */
export const GROUP_MESSAGE_MAX = 500;
export const GROUP_REASON_MAX = 500;
/** A validator's refusal reason of a group (characters), as events'. */
export const GROUP_REVIEW_REASON_MAX = 1000;
/** The images (spec 1 §5 Images "group thumbnail 300x300, group header 800x480"). */
export const GROUP_THUMBNAIL_SIZE = { width: 300, height: 300 } as const;
export const GROUP_HEADER_SIZE = { width: 800, height: 480 } as const;
export const GROUP_IMAGE_KINDS = ['thumbnail', 'header'] as const;
export type GroupImageKind = (typeof GROUP_IMAGE_KINDS)[number];
/** The stored size of each image kind. */
export const GROUP_IMAGE_SIZES: Record<GroupImageKind, { width: number; height: number }> = {
  thumbnail: GROUP_THUMBNAIL_SIZE,
  header: GROUP_HEADER_SIZE,
};
/** People invited in one request (a manager's dialog; a larger batch is a mass message). */
export const GROUP_INVITATIONS_MAX = 50;
/** Groups and members per page by default and at most; a search's length. */
export const GROUPS_PAGE_SIZE = 12;
export const GROUPS_PAGE_SIZE_MAX = 50;
export const GROUP_MEMBERS_PAGE_SIZE = 20;
export const GROUP_MEMBERS_PAGE_SIZE_MAX = 100;
export const GROUP_SEARCH_MAX = 100;

/** A group's categories: a fixed list (the design's; the spec names "category" only). */
export const GROUP_CATEGORIES = [
  'sport',
  'culture',
  'professional',
  'regional',
  'international',
  'alumni_year',
  'other',
] as const;
export type GroupCategory = (typeof GROUP_CATEGORIES)[number];

/** Each category's name in each language. */
export const GROUP_CATEGORY_LABELS: Record<Locale, Record<GroupCategory, string>> = {
  fr: {
    sport: 'Sport',
    culture: 'Culture',
    professional: 'Professionnel',
    regional: 'Régional',
    international: 'International',
    alumni_year: 'Promotion',
    other: 'Autre',
  },
  en: {
    sport: 'Sport',
    culture: 'Culture',
    professional: 'Professional',
    regional: 'Regional',
    international: 'International',
    alumni_year: 'Class year',
    other: 'Other',
  },
};

/** Visibility (spec 1 §3 "visibility (public or private/selective)"). */
export const GROUP_VISIBILITIES = ['public', 'private'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];

/** The `action` of `PATCH …/members/{userId}/`: a manager's or the invitee's move, or settings. */
export const MEMBER_PATCH_ACTIONS = [
  'approve',
  'refuse',
  'promote',
  'demote',
  'accept',
  'decline',
  'settings',
] as const;
export type MemberPatchAction = (typeof MEMBER_PATCH_ACTIONS)[number];

/** The list's filters: every group, the viewer's, pending validation (issue 33 item 1). */
export const GROUP_LIST_FILTERS = ['all', 'mine', 'pending'] as const;
export type GroupListFilter = (typeof GROUP_LIST_FILTERS)[number];

/** Who uses groups: the clubs list view (spec 2 §6 "clubs" view). Never throws. */
export function canUseGroups(user: PermissionUser, school: PermissionSchool): boolean {
  return hasPermission(user, school, PERMISSION_VIEWS.clubsList);
}

/** Who validates groups: validators of scope 7 Club (and super users). Never throws. */
export function canValidateGroups(user: PermissionUser, school: PermissionSchool): boolean {
  return validatesPublications(user, school, 'club');
}

/**
 * Whether the user acts as a manager of every group of the school: school admins and super
 * users (issue 33 design). Never throws.
 */
export const managesEveryGroup = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

const m = VALIDATION_REFS;
const MAX_ID = 2_147_483_647;
const text = (max: number) =>
  z
    .string({ error: m.invalidValue })
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) });
const required = (max: number) => text(max).min(1, { error: m.required });
const ids = () =>
  z
    .array(z.number({ error: m.invalidChoice }).int().positive().max(MAX_ID), {
      error: m.invalidChoice,
    })
    .max(EVENT_FILTER_VALUES_MAX, { error: m.invalidChoice });
/** An image's media key, as the upload answered it (required: spec 1 §5 "image required"). */
const imageKey = () =>
  z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(COVER_KEY_MAX, { error: m.invalidValue });

/**
 * Body of a new or edited group (spec 1 §5 Group; issue 33 item 1): title (≤ 50), slug (≤ 50,
 * letters, digits, hyphens; proposed from the title when left out), description (≤ 500),
 * thumbnail and header (keys from the image upload, both required), category (GROUP_CATEGORIES),
 * visibility, `draft` (kept as a draft instead of submitted), and the restriction filters
 * (checked against the school by the server, refused while `has_filter_club` is off).
 */
export function groupSchema() {
  return z.object({
    title: required(GROUP_TITLE_MAX),
    slug: required(GROUP_SLUG_MAX).regex(SLUG_PATTERN, { error: m.invalidSlug }).optional(),
    description: text(GROUP_DESCRIPTION_MAX).default(''),
    thumbnail: imageKey(),
    header: imageKey(),
    category: z.enum(GROUP_CATEGORIES, { error: m.invalidChoice }),
    visibility: z.enum(GROUP_VISIBILITIES, { error: m.invalidChoice }),
    draft: z.boolean({ error: m.invalidValue }).default(false),
    filter_degrees: ids().default([]),
    filter_campuses: ids().default([]),
    filter_roles: z
      .array(
        z
          .number({ error: m.invalidRole })
          .int({ error: m.invalidRole })
          .refine((c) => (ROLE_CODES as readonly number[]).includes(c), { error: m.invalidRole }),
        { error: m.invalidChoice },
      )
      .max(ROLE_CODES.length, { error: m.invalidChoice })
      .default([]),
    filter_years: z
      .array(
        z
          .number({ error: m.invalidChoice })
          .int({ error: m.invalidChoice })
          .min(EVENT_FILTER_YEAR_MIN, { error: m.invalidChoice })
          .max(EVENT_FILTER_YEAR_MAX, { error: m.invalidChoice }),
        { error: m.invalidChoice },
      )
      .max(EVENT_FILTER_VALUES_MAX, { error: m.invalidChoice })
      .default([]),
  });
}
export type GroupInput = z.input<ReturnType<typeof groupSchema>>;
export type GroupData = z.output<ReturnType<typeof groupSchema>>;

/** Body of a validator's decision on a pending group (publicationReviewSchema). */
export function groupReviewSchema() {
  return publicationReviewSchema({
    reasonMax: GROUP_REVIEW_REASON_MAX,
    reasonRequired: GROUP_REFS.reasonRequired,
  });
}

/** Body of `POST …/members/`: join a public group, or ask to join a private one. */
export function joinGroupSchema() {
  return z.object({ message: text(GROUP_MESSAGE_MAX).default('') });
}
export type JoinGroupInput = z.input<ReturnType<typeof joinGroupSchema>>;

/**
 * Body of `PATCH …/members/{userId}/`: a manager approves, refuses (with a reason), promotes or
 * demotes; the invitee accepts or declines; a member changes `notify_posts` (`settings`).
 */
export function memberPatchSchema() {
  return z
    .object({
      action: z.enum(MEMBER_PATCH_ACTIONS, { error: m.invalidChoice }),
      reason: text(GROUP_REASON_MAX).default(''),
      notify_posts: z.boolean({ error: m.invalidValue }).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.action === 'refuse' && body.reason === '') {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: GROUP_REFS.reasonRequired });
      }
      if (body.action === 'settings' && body.notify_posts === undefined) {
        ctx.addIssue({ code: 'custom', path: ['notify_posts'], message: m.required });
      }
    });
}
export type MemberPatchInput = z.input<ReturnType<typeof memberPatchSchema>>;

/** Body of `POST …/invitations/`: the people to invite (1 to GROUP_INVITATIONS_MAX). */
export function invitationsSchema() {
  return z.object({
    user_ids: z
      .array(z.number({ error: m.invalidValue }).int().positive().max(MAX_ID), {
        error: m.invalidValue,
      })
      .min(1, { error: m.required })
      .max(GROUP_INVITATIONS_MAX, {
        error: validationRef('maxValue', { max: GROUP_INVITATIONS_MAX }),
      }),
  });
}
export type InvitationsInput = z.input<ReturnType<typeof invitationsSchema>>;
