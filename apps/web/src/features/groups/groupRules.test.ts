import type { GroupSummary } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  groupTabOf,
  isLastManager,
  membershipOffer,
  parseGroupCategory,
  parseGroupFilter,
  visibleGroupTabs,
} from './groupRules.ts';

type Membership = GroupSummary['membership'];
const membership = (status: NonNullable<Membership>['status'], role = 'member'): Membership => ({
  status,
  role: role as NonNullable<Membership>['role'],
  notify_posts: true,
  message: '',
  refusal_reason: null,
});
const person = (id: number) => ({ id, first_name: 'A', last_name: 'B', picture: null });

describe('group page tabs (spec 1 §2 Groups "tabs Feed, Members, Member validation")', () => {
  it('reads the tab from the address, in either language; none for the bare address', () => {
    expect(groupTabOf('/groups/rugby/feed')).toBe('feed');
    expect(groupTabOf('/en/groups/rugby/members')).toBe('members');
    expect(groupTabOf('/groups/rugby/validations/')).toBe('validations');
    expect(groupTabOf('/groups/rugby')).toBeNull();
    expect(groupTabOf('/groups/rugby/other')).toBeNull();
  });

  it('shows Member validation to the group’s managers only', () => {
    expect(visibleGroupTabs({ can_manage: true })).toEqual(['feed', 'members', 'validations']);
    expect(visibleGroupTabs({ can_manage: false })).toEqual(['feed', 'members']);
  });
});

describe('the list’s address', () => {
  it('reads a known filter and category, else all and any', () => {
    expect(parseGroupFilter('mine')).toBe('mine');
    expect(parseGroupFilter('nope')).toBe('all');
    expect(parseGroupFilter(null)).toBe('all');
    expect(parseGroupCategory('sport')).toBe('sport');
    expect(parseGroupCategory('x')).toBe('');
  });
});

describe('membership moves offered (issue 33 item 3, domain decideMembership)', () => {
  const group = (over: Partial<GroupSummary>) =>
    ({ membership: null, can_join: true, visibility: 'public', ...over }) as Pick<
      GroupSummary,
      'membership' | 'can_join' | 'visibility'
    >;

  it('joins a public group at once, asks to join a private one', () => {
    expect(membershipOffer(group({}))).toBe('join');
    expect(membershipOffer(group({ visibility: 'private' }))).toBe('request');
  });

  it('a person removed from a public group asks again rather than walks back in', () => {
    expect(membershipOffer(group({ membership: membership('removed') }))).toBe('request');
    expect(membershipOffer(group({ membership: membership('left') }))).toBe('join');
  });

  it('names the standing of a member, an invitee and a pending request', () => {
    expect(membershipOffer(group({ membership: membership('member') }))).toBe('member');
    expect(membershipOffer(group({ membership: membership('invited') }))).toBe('invited');
    expect(membershipOffer(group({ membership: membership('pending') }))).toBe('pending');
  });

  it('offers nothing where the server would refuse a join', () => {
    expect(membershipOffer(group({ can_join: false }))).toBe('none');
  });

  it('asks the only manager for a successor before leaving', () => {
    const managed = {
      membership: membership('member', 'manager'),
      managers: [person(1)],
    };
    expect(isLastManager(managed, 1)).toBe(true);
    expect(isLastManager({ ...managed, managers: [person(1), person(2)] }, 1)).toBe(false);
    expect(isLastManager({ ...managed, membership: membership('member') }, 1)).toBe(false);
  });
});
