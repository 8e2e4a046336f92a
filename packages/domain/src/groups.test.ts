import { describe, expect, it } from 'vitest';
import {
  decideMembership,
  GROUP_CATEGORIES,
  GROUP_CATEGORY_LABELS,
  GROUP_HEADER_SIZE,
  GROUP_MESSAGES,
  GROUP_THUMBNAIL_SIZE,
  groupSchema,
  MEMBERSHIP_REFUSAL_STATUS,
  type MembershipContext,
  type MembershipRow,
  memberPatchSchema,
} from './groups.ts';
import { GROUP_DESCRIPTION_MAX, GROUP_SLUG_MAX, GROUP_TITLE_MAX } from './limits.ts';

/** A member (no manager) acting on their own row of an active public group with one manager. */
const ctx = (over: Partial<MembershipContext> = {}): MembershipContext => ({
  active: true,
  visibility: 'public',
  self: true,
  manager: false,
  managers: 1,
  admitted: true,
  acceptsInvitations: true,
  ...over,
});
/** A manager acting on someone else's row. */
const asManager = (over: Partial<MembershipContext> = {}) =>
  ctx({ self: false, manager: true, ...over });
const row = (status: MembershipRow['status'], role: MembershipRow['role'] = 'member') => ({
  status,
  role,
});
const refusal = (decision: ReturnType<typeof decideMembership>) =>
  decision.ok ? null : decision.refusal;

describe('decideMembership: joining (spec 1 §4 Group)', () => {
  it('joins a public group directly', () => {
    expect(decideMembership(null, { type: 'join' }, ctx())).toEqual({
      ok: true,
      status: 'member',
      role: 'member',
      action: 'join',
      promoteSuccessor: false,
    });
  });

  it('asks to join a private group: pending approval', () => {
    const d = decideMembership(null, { type: 'join' }, ctx({ visibility: 'private' }));
    expect(d).toMatchObject({ ok: true, status: 'pending', action: 'request' });
  });

  it('asks again after leaving, a refusal or a declined invitation (the same row moves)', () => {
    for (const status of ['left', 'refused', 'declined'] as const) {
      const d = decideMembership(row(status), { type: 'join' }, ctx({ visibility: 'private' }));
      expect(d).toMatchObject({ ok: true, status: 'pending' });
    }
  });

  it('makes a removed person ask, even for a public group', () => {
    const d = decideMembership(row('removed'), { type: 'join' }, ctx());
    expect(d).toMatchObject({ ok: true, status: 'pending', action: 'request' });
  });

  it('accepts an invitation when the invitee joins', () => {
    const d = decideMembership(row('invited'), { type: 'join' }, ctx({ visibility: 'private' }));
    expect(d).toMatchObject({ ok: true, status: 'member', action: 'accept_invitation' });
  });

  it('refuses a second request, a member, an inactive group, a restricted person', () => {
    expect(refusal(decideMembership(row('pending'), { type: 'join' }, ctx()))).toBe(
      'alreadyPending',
    );
    expect(refusal(decideMembership(row('member'), { type: 'join' }, ctx()))).toBe('alreadyMember');
    expect(refusal(decideMembership(null, { type: 'join' }, ctx({ active: false })))).toBe(
      'groupNotActive',
    );
    expect(refusal(decideMembership(null, { type: 'join' }, ctx({ admitted: false })))).toBe(
      'restricted',
    );
    expect(refusal(decideMembership(null, { type: 'join' }, asManager()))).toBe('forbidden');
  });
});

describe('decideMembership: a manager decides a request', () => {
  it('approves a pending request', () => {
    expect(decideMembership(row('pending'), { type: 'approve' }, asManager())).toMatchObject({
      ok: true,
      status: 'member',
      role: 'member',
      action: 'approve',
    });
  });

  it('refuses with a reason, never without', () => {
    const move = { type: 'refuse', reason: 'Réservé aux promotions 2020' } as const;
    expect(decideMembership(row('pending'), move, asManager())).toMatchObject({
      ok: true,
      status: 'refused',
      action: 'refuse',
    });
    const blank = decideMembership(row('pending'), { type: 'refuse', reason: '  ' }, asManager());
    expect(refusal(blank)).toBe('refusalReasonRequired');
  });

  it('decides only pending requests (409: decided meanwhile), and only as a manager', () => {
    for (const status of ['member', 'refused', 'left'] as const) {
      expect(refusal(decideMembership(row(status), { type: 'approve' }, asManager()))).toBe(
        'requestNotPending',
      );
    }
    expect(refusal(decideMembership(null, { type: 'approve' }, asManager()))).toBe(
      'requestNotPending',
    );
    expect(refusal(decideMembership(row('pending'), { type: 'approve' }, ctx()))).toBe('forbidden');
  });
});

describe('decideMembership: invitations', () => {
  it('invites whoever allows it, again after a decline or a departure', () => {
    for (const current of [null, row('declined'), row('left'), row('refused'), row('removed')]) {
      expect(decideMembership(current, { type: 'invite' }, asManager())).toMatchObject({
        ok: true,
        status: 'invited',
        action: 'invite',
      });
    }
  });

  it('refuses a member, an invitee, a pending request, a setting that says no', () => {
    const invite = { type: 'invite' } as const;
    expect(refusal(decideMembership(row('member'), invite, asManager()))).toBe('alreadyMember');
    expect(refusal(decideMembership(row('invited'), invite, asManager()))).toBe('alreadyInvited');
    expect(refusal(decideMembership(row('pending'), invite, asManager()))).toBe('alreadyPending');
    expect(refusal(decideMembership(null, invite, asManager({ acceptsInvitations: false })))).toBe(
      'invitationsOff',
    );
    expect(refusal(decideMembership(null, invite, asManager({ active: false })))).toBe(
      'groupNotActive',
    );
    expect(refusal(decideMembership(null, invite, ctx({ self: false })))).toBe('forbidden');
  });

  it('lets the invitee accept or decline', () => {
    expect(decideMembership(row('invited'), { type: 'accept' }, ctx())).toMatchObject({
      ok: true,
      status: 'member',
      action: 'accept_invitation',
    });
    expect(decideMembership(row('invited'), { type: 'decline' }, ctx())).toMatchObject({
      ok: true,
      status: 'declined',
      action: 'decline_invitation',
    });
    expect(refusal(decideMembership(row('left'), { type: 'accept' }, ctx()))).toBe('notInvited');
    expect(refusal(decideMembership(row('invited'), { type: 'accept' }, asManager()))).toBe(
      'forbidden',
    );
  });
});

describe('decideMembership: leaving, removal, managers (spec 2 §6)', () => {
  it('lets a member leave, and withdraw a request', () => {
    const leave = { type: 'leave', successor: null } as const;
    expect(decideMembership(row('member'), leave, ctx())).toMatchObject({
      ok: true,
      status: 'left',
      action: 'leave',
      promoteSuccessor: false,
    });
    expect(decideMembership(row('pending'), leave, ctx())).toMatchObject({ status: 'left' });
    expect(refusal(decideMembership(row('refused'), leave, ctx()))).toBe('notMember');
  });

  it('keeps the last manager until they name a member as successor', () => {
    const last = row('member', 'manager');
    expect(refusal(decideMembership(last, { type: 'leave', successor: null }, ctx()))).toBe(
      'lastManager',
    );
    const named = decideMembership(last, { type: 'leave', successor: row('member') }, ctx());
    expect(named).toMatchObject({ ok: true, status: 'left', promoteSuccessor: true });
    const notMember = decideMembership(last, { type: 'leave', successor: row('pending') }, ctx());
    expect(refusal(notMember)).toBe('successorNotMember');
    // Another manager remains: no successor needed.
    const two = decideMembership(last, { type: 'leave', successor: null }, ctx({ managers: 2 }));
    expect(two).toMatchObject({ ok: true, status: 'left' });
  });

  it('lets a manager remove a member or take an invitation back, never the last manager', () => {
    expect(decideMembership(row('member'), { type: 'remove' }, asManager())).toMatchObject({
      ok: true,
      status: 'removed',
      action: 'remove',
    });
    expect(decideMembership(row('invited'), { type: 'remove' }, asManager())).toMatchObject({
      status: 'removed',
    });
    expect(
      refusal(decideMembership(row('member', 'manager'), { type: 'remove' }, asManager())),
    ).toBe('lastManager');
    expect(refusal(decideMembership(row('pending'), { type: 'remove' }, asManager()))).toBe(
      'notMember',
    );
    expect(refusal(decideMembership(row('member'), { type: 'remove' }, ctx({ self: false })))).toBe(
      'forbidden',
    );
  });

  it('promotes a member and demotes a manager, never the last one', () => {
    expect(decideMembership(row('member'), { type: 'promote' }, asManager())).toMatchObject({
      ok: true,
      status: 'member',
      role: 'manager',
      action: 'promote',
    });
    expect(
      refusal(decideMembership(row('member', 'manager'), { type: 'promote' }, asManager())),
    ).toBe('alreadyManager');
    expect(refusal(decideMembership(row('pending'), { type: 'promote' }, asManager()))).toBe(
      'notMember',
    );
    const demote = { type: 'demote' } as const;
    expect(decideMembership(row('member', 'manager'), demote, asManager({ managers: 2 }))).toEqual({
      ok: true,
      status: 'member',
      role: 'member',
      action: 'demote',
      promoteSuccessor: false,
    });
    expect(refusal(decideMembership(row('member', 'manager'), demote, asManager()))).toBe(
      'lastManager',
    );
    expect(refusal(decideMembership(row('member'), demote, asManager()))).toBe('notManager');
  });

  it('maps refusals to 403, 400 and 409, each worded in fr and en', () => {
    expect(MEMBERSHIP_REFUSAL_STATUS.forbidden).toBe(403);
    expect(MEMBERSHIP_REFUSAL_STATUS.refusalReasonRequired).toBe(400);
    expect(MEMBERSHIP_REFUSAL_STATUS.lastManager).toBe(409);
    for (const code of Object.keys(MEMBERSHIP_REFUSAL_STATUS)) {
      expect(GROUP_MESSAGES.fr[code as keyof typeof GROUP_MESSAGES.fr]).toBeTruthy();
      expect(GROUP_MESSAGES.en[code as keyof typeof GROUP_MESSAGES.en]).toBeTruthy();
    }
  });
});

describe('groupSchema (spec 1 §5 Group, spec 2 §9)', () => {
  const valid = {
    title: 'Club de voile',
    thumbnail: 'groups/1/2/a.webp',
    header: 'groups/1/2/b.webp',
    category: 'sport',
    visibility: 'private',
  };

  it('keeps the spec numbers: title and slug 50, description 500, images 300×300 and 800×480', () => {
    expect([GROUP_TITLE_MAX, GROUP_SLUG_MAX, GROUP_DESCRIPTION_MAX]).toEqual([50, 50, 500]);
    expect(GROUP_THUMBNAIL_SIZE).toEqual({ width: 300, height: 300 });
    expect(GROUP_HEADER_SIZE).toEqual({ width: 800, height: 480 });
  });

  it('accepts a group and refuses each bad field', () => {
    expect(groupSchema().safeParse(valid).success).toBe(true);
    const fails = (patch: object) => {
      const result = groupSchema().safeParse({ ...valid, ...patch });
      return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    };
    expect(fails({ title: 'x'.repeat(51) })).toEqual(['title']);
    expect(fails({ slug: 'x'.repeat(51) })).toEqual(['slug']);
    expect(fails({ slug: 'Not a slug!' })).toEqual(['slug']);
    expect(fails({ description: 'x'.repeat(501) })).toEqual(['description']);
    expect(fails({ thumbnail: '' })).toEqual(['thumbnail']);
    expect(fails({ header: undefined })).toEqual(['header']);
    expect(fails({ category: 'cooking' })).toEqual(['category']);
    expect(fails({ visibility: 'secret' })).toEqual(['visibility']);
    expect(fails({ filter_years: [1900] })).toEqual(['filter_years.0']);
  });

  it('names every category in both languages', () => {
    for (const category of GROUP_CATEGORIES) {
      expect(GROUP_CATEGORY_LABELS.fr[category]).toBeTruthy();
      expect(GROUP_CATEGORY_LABELS.en[category]).toBeTruthy();
    }
  });

  it('needs a reason to refuse a request, and notify_posts for settings', () => {
    expect(memberPatchSchema().safeParse({ action: 'refuse' }).success).toBe(false);
    expect(memberPatchSchema().safeParse({ action: 'refuse', reason: 'Complet' }).success).toBe(
      true,
    );
    expect(memberPatchSchema().safeParse({ action: 'settings' }).success).toBe(false);
    expect(memberPatchSchema().safeParse({ action: 'settings', notify_posts: false }).success).toBe(
      true,
    );
  });
});
