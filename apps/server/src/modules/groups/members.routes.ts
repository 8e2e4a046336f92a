import {
  fastifyPath,
  GROUP_PATHS,
  GroupInvitableQuerySchema,
  GroupInvitableResponses,
  GroupInvitationsResponses,
  GroupLeaveResponses,
  GroupMemberParamsSchema,
  GroupMemberResponses,
  GroupMembershipHistoryResponses,
  GroupMembersQuerySchema,
  GroupMembersResponses,
  GroupParamsSchema,
  InvitationsBodySchema,
  JoinGroupBodySchema,
  LeaveGroupQuerySchema,
  MemberPatchBodySchema,
} from '@alumni/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../../platform/authentication.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { authorize } from '../../platform/policy.ts';
import { presentUserSummary } from '../../platform/presenters.ts';
import { inviteMembers } from './invitations.service.ts';
import {
  invitablePeople,
  listMembers,
  membershipHistory,
  memberWithPeople,
} from './members.service.ts';
import { moveMembership, setNotifyPosts } from './membership.service.ts';
import type { GroupsOptions } from './options.ts';
import { canReadGroups } from './policy.ts';
import { presentMember, presentMembershipHistory } from './presenters.ts';

/**
 * Membership of groups (spec 1 §2 Groups tabs Members and Member validation, §4 Group; spec 2
 * §6 "A group manager approves members"; issue 33 item 3): the members and requests, joining
 * or asking to join, a manager's decisions, invitations, leaving and removal, and the request
 * history. Every move goes through the domain's decideMembership under the group's row lock.
 */
export const membersRoutes: FastifyPluginAsyncZod<GroupsOptions> = async (
  app,
  { db, mediaUrl },
) => {
  /**
   * GET /api/groups/{id}/members/?status=&q=&page=&page_size=: members (managers first) to
   * whoever reads the group's posts (a public group's readers, a private group's members);
   * requests, invitations and past members (`status`) to its managers. 200; 400; 401; 403;
   * 404.
   */
  app.get(
    fastifyPath(GROUP_PATHS.members),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Members and requests of a group',
        params: GroupParamsSchema,
        querystring: GroupMembersQuerySchema,
        response: GroupMembersResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const { query } = request;
      const { rows, count } = await listMembers(db, actor, request.params.id, query);
      return {
        count,
        ...pageLinks(request.url, query.page, query.page_size, count),
        results: rows.map((row) => presentMember(row, mediaUrl)),
      };
    },
  );

  /**
   * POST /api/groups/{id}/members/ `{message}`: the viewer joins a public active group, or
   * asks to join a private one (pending the managers' answer, with the message); an
   * invitation is accepted. 201 with the viewer's row; 400; 401; 403 restricted; 404; 409
   * (already a member, a request already pending, the group not active).
   */
  app.post(
    fastifyPath(GROUP_PATHS.members),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Join a group or ask to join it',
        params: GroupParamsSchema,
        body: JoinGroupBodySchema,
        response: GroupMemberResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      const row = await moveMembership(db, actor, {
        groupId: request.params.id,
        userId: actor.user.id,
        move: { type: 'join' },
        message: request.body.message,
      });
      return reply.status(201).send(presentMember(await memberWithPeople(db, row), mediaUrl));
    },
  );

  /**
   * PATCH /api/groups/{id}/members/{userId}/ `{action, reason, notify_posts}`: a manager
   * approves or refuses (with a reason) a pending request, promotes a member or demotes a
   * manager (never the last); the invitee accepts or declines; a member turns the
   * notification of new posts on or off (`settings`). 200 with the person's row; 400; 401;
   * 403; 404; 409 when the row's state no longer allows it (decided meanwhile).
   */
  app.patch(
    fastifyPath(GROUP_PATHS.member),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Decide, promote or demote a member; answer an invitation',
        params: GroupMemberParamsSchema,
        body: MemberPatchBodySchema,
        response: GroupMemberResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const { id: groupId, userId } = request.params;
      const { action, reason, notify_posts } = request.body;
      const row =
        action === 'settings'
          ? await setNotifyPosts(db, actor, { groupId, userId, notifyPosts: notify_posts ?? true })
          : await moveMembership(db, actor, {
              groupId,
              userId,
              move: action === 'refuse' ? { type: 'refuse', reason } : { type: action },
            });
      return presentMember(await memberWithPeople(db, row), mediaUrl);
    },
  );

  /**
   * DELETE /api/groups/{id}/members/{userId}/?successor_id=: the viewer leaves the group (or
   * withdraws a request) when `userId` is theirs; the last manager names a member as
   * successor, promoted at once. Another `userId`: a manager removes that member (or takes
   * an invitation back). 204; 400 `{"successor_id"}`; 401; 403; 404; 409 (the last manager
   * without a successor, not a member).
   */
  app.delete(
    fastifyPath(GROUP_PATHS.member),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Leave a group, or remove a member',
        params: GroupMemberParamsSchema,
        querystring: LeaveGroupQuerySchema,
        response: GroupLeaveResponses,
      },
    },
    async (request, reply) => {
      const actor = await authorize(request, db, canReadGroups);
      const { id: groupId, userId } = request.params;
      const self = userId === actor.user.id;
      await moveMembership(db, actor, {
        groupId,
        userId,
        move: self ? { type: 'leave' } : { type: 'remove' },
        successorId: self ? request.query.successor_id : undefined,
      });
      return reply.status(204).send(null);
    },
  );

  /**
   * POST /api/groups/{id}/invitations/ `{user_ids}`: a manager (or an admin) invites members
   * of the school whose "interest-group invitations" setting allows it. 200 `{results}`: per
   * person, invited or why not; 400; 401; 403; 404; 409 when the group is not active.
   */
  app.post(
    fastifyPath(GROUP_PATHS.invitations),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Invite members to a group',
        params: GroupParamsSchema,
        body: InvitationsBodySchema,
        response: GroupInvitationsResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      return inviteMembers(db, actor, {
        groupId: request.params.id,
        userIds: request.body.user_ids,
      });
    },
  );

  /**
   * GET /api/groups/{id}/invitable/?q=: up to 20 members of the school a manager may invite,
   * by name. 200; 400; 401; 403; 404.
   */
  app.get(
    fastifyPath(GROUP_PATHS.invitable),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Members a manager may invite',
        params: GroupParamsSchema,
        querystring: GroupInvitableQuerySchema,
        response: GroupInvitableResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const people = await invitablePeople(db, actor, request.params.id, request.query.q);
      return people.map((person) => presentUserSummary(person, mediaUrl));
    },
  );

  /**
   * GET /api/groups/{id}/membership-history/: every request, decision, invitation, departure
   * and promotion, newest first (at most 200), kept whatever happened after; all of them for
   * its managers, their own for anyone else who sees the group. 200; 401; 403; 404.
   */
  app.get(
    fastifyPath(GROUP_PATHS.membershipHistory),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['groups'],
        summary: 'Membership history of a group',
        params: GroupParamsSchema,
        response: GroupMembershipHistoryResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadGroups);
      const rows = await membershipHistory(db, actor, request.params.id);
      return rows.map((row) => presentMembershipHistory(row, mediaUrl));
    },
  );
};
