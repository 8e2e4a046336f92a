import { describe, expect, it } from 'vitest';
import type { PermissionSchool } from './permissions.ts';
import type { PostLoginInput, PostLoginUserRole } from './post-login.ts';
import { postLoginDestination, safeRedirectPath } from './post-login.ts';
import type { SchoolRole } from './school.ts';

const SCHOOL_ID = 1;
const OTHER_SCHOOL_ID = 2;

function schoolRole(code: number, enabled = true): SchoolRole {
  return {
    id: 100 + code,
    role: code,
    enabled,
    enable_free_reg: true,
    color: null,
    names: { fr: '', en: '' },
    active: true,
    shown_in_directory: true,
  };
}

function school(overrides: Partial<PermissionSchool> = {}): PermissionSchool {
  return {
    id: SCHOOL_ID,
    roles: [2, 3, 4, 5, 6, 7, 8].map((code) => schoolRole(code)),
    school_role_view_permission: [],
    userrole_validators: {},
    flags: { show_inactive: false, has_public_pages: false },
    ...overrides,
  };
}

function role(overrides: Partial<PostLoginUserRole> = {}): PostLoginUserRole {
  return { id: 10, role: 4, school: SCHOOL_ID, is_active: true, ...overrides };
}

/** An active alumni of the school, no redirect, no survey: the plain case, step 5. */
function input(overrides: Partial<PostLoginInput> = {}): PostLoginInput {
  return {
    redirect: null,
    user: { id: 1, is_superuser: false, roles: [role()] },
    school: school(),
    pendingSurveys: [],
    forcedDispatch: false,
    ...overrides,
  };
}

const superUser = { id: 2, is_superuser: true, roles: [] };
const awaiting = {
  id: 3,
  is_superuser: false,
  roles: [role({ is_active: false, requires_validation: true })],
};

describe('postLoginDestination (spec 2 §2 Post-login routing, spec 1 §4)', () => {
  it('step 1: follows a same-origin redirect query before anything else', () => {
    const step = postLoginDestination(
      input({ redirect: '/groups/chess?tab=feed', user: awaiting, pendingSurveys: [{ id: 5 }] }),
    );
    expect(step).toEqual({ kind: 'redirect', to: '/groups/chess?tab=feed' });
  });

  it('step 1: ignores an unsafe redirect and goes on to the next steps', () => {
    for (const redirect of [
      '//evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      '/\t/evil.example',
      'dashboard',
      '',
    ]) {
      expect(postLoginDestination(input({ redirect }))).toEqual({ kind: 'dashboard' });
    }
  });

  it('step 2: sends a super user to the dashboard, before surveys and without any role', () => {
    expect(postLoginDestination(input({ user: superUser, pendingSurveys: [{ id: 5 }] }))).toEqual({
      kind: 'dashboard',
    });
  });

  it('step 3: opens the only pending survey by id', () => {
    expect(postLoginDestination(input({ pendingSurveys: [{ id: 5 }] }))).toEqual({
      kind: 'survey',
      id: 5,
    });
  });

  it('step 3: goes to the dispatch page for several surveys', () => {
    expect(postLoginDestination(input({ pendingSurveys: [{ id: 5 }, { id: 6 }] }))).toEqual({
      kind: 'survey-dispatch',
    });
  });

  it('step 3: goes to the dispatch page for one survey when dispatch is forced', () => {
    expect(
      postLoginDestination(input({ pendingSurveys: [{ id: 5 }], forcedDispatch: true })),
    ).toEqual({ kind: 'survey-dispatch' });
  });

  it('step 3 comes before step 4: pending surveys win over a missing role', () => {
    expect(postLoginDestination(input({ user: awaiting, pendingSurveys: [{ id: 5 }] }))).toEqual({
      kind: 'survey',
      id: 5,
    });
  });

  it('step 4: logs out with the warning when a role in the school awaits validation', () => {
    expect(postLoginDestination(input({ user: awaiting }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: true,
    });
  });

  it('step 4: logs out without the warning when no role awaits validation', () => {
    const deactivated = { ...awaiting, roles: [role({ is_active: false })] };
    expect(postLoginDestination(input({ user: deactivated }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: false,
    });
  });

  it('step 4: a role active or awaiting in another school does not count', () => {
    const elsewhere = {
      ...awaiting,
      roles: [
        role({ school: OTHER_SCHOOL_ID }),
        role({ school: OTHER_SCHOOL_ID, is_active: false, requires_validation: true }),
      ],
    };
    expect(postLoginDestination(input({ user: elsewhere }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: false,
    });
  });

  it('step 4: an active role whose school role is disabled does not count', () => {
    const disabled = school({ roles: [schoolRole(4, false)] });
    expect(postLoginDestination(input({ school: disabled }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: false,
    });
  });

  it('step 4: a role awaiting validation stays out even when the school shows inactive users', () => {
    const showsInactive = school({ flags: { show_inactive: true, has_public_pages: false } });
    expect(postLoginDestination(input({ user: awaiting, school: showsInactive }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: true,
    });
  });

  it('step 5: sends a member with an active role to the dashboard', () => {
    expect(postLoginDestination(input())).toEqual({ kind: 'dashboard' });
  });
});

describe('postLoginDestination step 0: new terms (issue 31 item 5, "before anything else")', () => {
  it('asks a member to accept the new terms first, then goes to the dashboard', () => {
    expect(postLoginDestination(input({ termsAcceptanceDue: true }))).toEqual({
      kind: 'accept-terms',
      next: { kind: 'dashboard' },
    });
  });

  it('comes before the redirect query (step 1) and pending surveys (step 3), which follow it', () => {
    expect(postLoginDestination(input({ termsAcceptanceDue: true, redirect: '/jobs' }))).toEqual({
      kind: 'accept-terms',
      next: { kind: 'redirect', to: '/jobs' },
    });
    expect(
      postLoginDestination(input({ termsAcceptanceDue: true, pendingSurveys: [{ id: 5 }] })),
    ).toEqual({ kind: 'accept-terms', next: { kind: 'survey', id: 5 } });
  });

  it('is not asked of a user who is signed out at step 4', () => {
    expect(postLoginDestination(input({ termsAcceptanceDue: true, user: awaiting }))).toEqual({
      kind: 'logout',
      warnAwaitingValidation: true,
    });
  });

  it('is skipped when nothing is due or the flag is left out', () => {
    expect(postLoginDestination(input({ termsAcceptanceDue: false }))).toEqual({
      kind: 'dashboard',
    });
    expect(postLoginDestination(input())).toEqual({ kind: 'dashboard' });
  });
});

describe('safeRedirectPath (open-redirect defence)', () => {
  it('keeps a path starting with a single slash, query and hash included', () => {
    expect(safeRedirectPath('/')).toBe('/');
    expect(safeRedirectPath('/en/blog/my-post?x=1#top')).toBe('/en/blog/my-post?x=1#top');
  });

  it('drops protocol-relative, absolute, scheme and relative addresses', () => {
    for (const value of ['//evil.example', 'http://evil.example', 'data:text/html,x', 'blog']) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('drops backslashes, spaces and control characters that browsers rewrite', () => {
    for (const value of ['/\\evil.example', '/\n/evil.example', '/ /x', '/a\u0000']) {
      expect(safeRedirectPath(value)).toBeNull();
    }
  });

  it('drops null and undefined', () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
  });
});
