import { z } from 'zod';
import {
  GROUP_CATEGORIES,
  GROUP_IMAGE_KINDS,
  GROUP_LIST_FILTERS,
  GROUP_MEMBERS_PAGE_SIZE,
  GROUP_MEMBERS_PAGE_SIZE_MAX,
  GROUP_SEARCH_MAX,
  GROUP_VISIBILITIES,
  GROUPS_PAGE_SIZE,
  GROUPS_PAGE_SIZE_MAX,
  groupReviewSchema,
  groupSchema,
  invitationsSchema,
  joinGroupSchema,
  MEMBERSHIP_ACTIONS,
  MEMBERSHIP_ROLES,
  MEMBERSHIP_STATUSES,
  memberPatchSchema,
} from '../groups.ts';
import { PUBLICATION_STATUSES } from '../publication.ts';
import { ArticleCoverUploadBodySchema, ArticleMovedSchema } from './blog.ts';
import { EventSummarySchema } from './events.ts';
import { PostImageSchema } from './feed.ts';
import {
  DbIdSchema,
  ErrorDetailSchema,
  InputErrors,
  NoContentSchema,
  pageOf,
  UserSummarySchema,
} from './shared.ts';

/**
 * Contract of interest groups (spec 1 §2 Groups "list (all, mine, pending), form, group page
 * with tabs Feed, Members, Member validation", §3 Group, §4 Group, §5 Group; issue 33):
 * `/api/groups/…` with the images' upload, the publication workflow (history, a Club
 * validator's review), and membership: join or request, a manager's decisions, invitations,
 * leaving and removal, and the membership history. Posts of a group are the feed's
 * (`GET /api/posts/?group_id=`), events of a group the events' (`GROUP_PATHS.events`).
 */

/** `{id}` of a group in the path. */
export const GroupParamsSchema = z.object({ id: DbIdSchema });
/** `{slug}` of a group in the path (any text up to 100 characters: an unknown one is 404). */
export const GroupSlugParamsSchema = z.object({ slug: z.string().min(1).max(100) });
/** `{id}` of a group and `{userId}` of a person in it. */
export const GroupMemberParamsSchema = z.object({ id: DbIdSchema, userId: DbIdSchema });

const page = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * `GET /api/groups/?filter=&q=&category=&page=&page_size=`: `filter` all (active groups the
 * member may see, default), mine (groups the member belongs to, is invited to or asked to join,
 * and those they created whatever their state), pending (their groups awaiting validation;
 * every pending group for Club validators and admins); `q` words of the title.
 */
export const GroupListQuerySchema = z.object({
  filter: z.enum(GROUP_LIST_FILTERS).default('all'),
  q: z.string().trim().max(GROUP_SEARCH_MAX).optional(),
  category: z.enum(GROUP_CATEGORIES).optional(),
  page,
  page_size: z.coerce.number().int().min(1).max(GROUPS_PAGE_SIZE_MAX).default(GROUPS_PAGE_SIZE),
});
export type GroupListQueryInput = z.input<typeof GroupListQuerySchema>;

/** Body of `POST /api/groups/` and `PUT /api/groups/{id}/` (domain groupSchema). */
export const GroupBodySchema = groupSchema();
/** Body of `POST /api/groups/{id}/review/`: `{decision, reason, reasons}`. */
export const GroupReviewBodySchema = groupReviewSchema();
/** Body of `POST /api/groups/{id}/members/`: `{message}` (a request's, for a private group). */
export const JoinGroupBodySchema = joinGroupSchema();
/** Body of `PATCH /api/groups/{id}/members/{userId}/`: `{action, reason, notify_posts}`. */
export const MemberPatchBodySchema = memberPatchSchema();
/** Body of `POST /api/groups/{id}/invitations/`: `{user_ids}`. */
export const InvitationsBodySchema = invitationsSchema();
/** `DELETE …/members/{userId}/?successor_id=`: the last manager leaving names a member. */
export const LeaveGroupQuerySchema = z.object({ successor_id: DbIdSchema.optional() });

/** `POST /api/groups/images/?kind=thumbnail|header` (multipart field `file`). */
export const GroupImageQuerySchema = z.object({ kind: z.enum(GROUP_IMAGE_KINDS) });
export const GroupImageUploadBodySchema = ArticleCoverUploadBodySchema;
/** The stored image: pass `key` as the group's `thumbnail` or `header`. */
export const GroupImageUploadResponses = {
  201: PostImageSchema,
  413: ErrorDetailSchema,
  ...InputErrors,
};

/**
 * `GET …/members/?status=&q=&page=&page_size=`: `status` member (default; managers first)
 * for whoever may see the members; pending, invited, refused, left, removed, declined for
 * the group's managers.
 */
export const GroupMembersQuerySchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES).default('member'),
  q: z.string().trim().max(GROUP_SEARCH_MAX).optional(),
  page,
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(GROUP_MEMBERS_PAGE_SIZE_MAX)
    .default(GROUP_MEMBERS_PAGE_SIZE),
});
export type GroupMembersQueryInput = z.input<typeof GroupMembersQuerySchema>;
/** `GET …/invitable/?q=`: members of the school a manager may invite (at most 20). */
export const GroupInvitableQuerySchema = z.object({
  q: z.string().trim().max(GROUP_SEARCH_MAX).default(''),
});
/** `GET …/events/?page=&page_size=`: the group's upcoming published events. */
export const GroupEventsQuerySchema = z.object({
  page,
  page_size: z.coerce.number().int().min(1).max(GROUPS_PAGE_SIZE_MAX).default(GROUPS_PAGE_SIZE),
});

/** The viewer's own membership of a group (null: none). */
export const GroupMembershipSchema = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  role: z.enum(MEMBERSHIP_ROLES),
  notify_posts: z.boolean().describe('Notified of the group’s new posts'),
  message: z.string().describe('The request’s message'),
  refusal_reason: z.string().nullable(),
});
export type GroupMembership = z.infer<typeof GroupMembershipSchema>;

/** What the viewer may do with a group. */
const abilities = {
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  can_review: z.boolean().describe('A Club validator may validate or refuse it (it is pending)'),
  can_manage: z
    .boolean()
    .describe('Manager of the group, school admin or super user: decides members, invites'),
  can_read_posts: z
    .boolean()
    .describe('Sees posts, members and events reserved to the group (public, or a member)'),
  can_post: z.boolean().describe('Writes in the group’s feed (a member of an active group)'),
  can_join: z.boolean().describe('May join or ask to join now'),
};

/** A group in a list. */
export const GroupSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.enum(GROUP_CATEGORIES),
  visibility: z.enum(GROUP_VISIBILITIES),
  thumbnail: PostImageSchema.describe('Send `thumbnail.key` back as `thumbnail` to keep it'),
  header: PostImageSchema.describe('Send `header.key` back as `header` to keep it'),
  member_count: z.number().int(),
  state: z.number().int().describe('Publication state: draft 1, pending 2, published 3, refused 4'),
  status: z.enum(PUBLICATION_STATUSES).describe('`published` is shown as "active"'),
  named_state: z.enum(['Publish', 'WaitPublish', 'Draft', 'Validation', 'Refused']),
  author: UserSummarySchema,
  managers: z.array(UserSummarySchema),
  restricted: z.boolean().describe('Has restriction filters'),
  membership: GroupMembershipSchema.nullable(),
  ...abilities,
});
export type GroupSummary = z.infer<typeof GroupSummarySchema>;

/** A group with its filters and publication details. */
export const GroupSchema = GroupSummarySchema.extend({
  filter_degrees: z.array(z.number().int()),
  filter_roles: z.array(z.number().int()),
  filter_campuses: z.array(z.number().int()),
  filter_years: z.array(z.number().int()),
  validated: z.boolean(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupDetails = z.infer<typeof GroupSchema>;

/** A publication history row: one per transition (who, when, from, to, reason). */
export const GroupHistoryEntrySchema = z.object({
  id: z.number().int(),
  action: z.string().describe('create, save, submit, publish, validate, refuse, admin_edit'),
  from: z.enum(PUBLICATION_STATUSES).nullable(),
  to: z.enum(PUBLICATION_STATUSES),
  reason: z.string().nullable(),
  actor: UserSummarySchema.nullable(),
  created_at: z.string(),
});
export type GroupHistoryEntry = z.infer<typeof GroupHistoryEntrySchema>;

/** A person's row in a group. */
export const GroupMemberSchema = z.object({
  user: UserSummarySchema,
  status: z.enum(MEMBERSHIP_STATUSES),
  role: z.enum(MEMBERSHIP_ROLES),
  message: z.string().describe('The request’s message (managers and the person)'),
  refusal_reason: z.string().nullable(),
  notify_posts: z.boolean(),
  decided_by: UserSummarySchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;

/** A membership history row: one per move, kept whatever happens to the membership after. */
export const GroupMembershipHistoryEntrySchema = z.object({
  id: z.number().int(),
  user: UserSummarySchema,
  actor: UserSummarySchema.nullable(),
  action: z.enum(MEMBERSHIP_ACTIONS),
  from: z.enum(MEMBERSHIP_STATUSES).nullable(),
  to: z.enum(MEMBERSHIP_STATUSES),
  message: z.string().nullable().describe('The request’s message or the refusal’s reason'),
  created_at: z.string(),
});
export type GroupMembershipHistoryEntry = z.infer<typeof GroupMembershipHistoryEntrySchema>;

/** One person of an invitation: invited, or not and why (a refusal code and its words). */
export const InvitationResultSchema = z.object({
  user_id: z.number().int(),
  invited: z.boolean(),
  reason: z
    .string()
    .nullable()
    .describe('alreadyMember, alreadyInvited, alreadyPending, invitationsOff, restricted, unknown'),
  detail: z.string().nullable(),
});
export const InvitationResultsSchema = z.object({ results: z.array(InvitationResultSchema) });
export type InvitationResults = z.infer<typeof InvitationResultsSchema>;

export const GroupResponses = { 200: GroupSchema, 201: GroupSchema, ...InputErrors };
/** An old slug answers 301 `{slug}`: the group's current one (as articles and events do). */
export const GroupBySlugResponses = { ...GroupResponses, 301: ArticleMovedSchema };
/** An edit or a decision: 409 when someone changed or decided it meanwhile. */
export const GroupChangeResponses = { ...GroupResponses, 409: ErrorDetailSchema };
export const GroupListResponses = { 200: pageOf(GroupSummarySchema), ...InputErrors };
export const GroupHistoryResponses = { 200: z.array(GroupHistoryEntrySchema), ...InputErrors };
export const GroupDeletedResponses = { 204: NoContentSchema, ...InputErrors };
export const GroupMembersResponses = { 200: pageOf(GroupMemberSchema), ...InputErrors };
/** A membership move: the person's row after it; 409 for a state that no longer allows it. */
export const GroupMemberResponses = {
  200: GroupMemberSchema,
  201: GroupMemberSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
export const GroupLeaveResponses = { 204: NoContentSchema, 409: ErrorDetailSchema, ...InputErrors };
export const GroupInvitationsResponses = {
  200: InvitationResultsSchema,
  409: ErrorDetailSchema,
  ...InputErrors,
};
export const GroupInvitableResponses = { 200: z.array(UserSummarySchema), ...InputErrors };
export const GroupMembershipHistoryResponses = {
  200: z.array(GroupMembershipHistoryEntrySchema),
  ...InputErrors,
};
export const GroupEventsResponses = { 200: pageOf(EventSummarySchema), ...InputErrors };
