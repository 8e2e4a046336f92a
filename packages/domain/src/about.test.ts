import { describe, expect, it } from 'vitest';
import {
  canEditSchoolPages,
  canReadAbout,
  hasPageText,
  PAGE_HTML_MAX,
  pageTextIn,
  schoolPagesPatchSchema,
  TEAM_BIOGRAPHY_MAX,
  TEAM_NAME_MAX,
  TEAM_POSITION_MAX,
  teamMemberPatchSchema,
  teamMemberSchema,
} from './about.ts';
import { PUBLIC_FEATURE_NAMES } from './features.ts';
import { FEATURE_VIEWS, PERMISSION_VIEWS } from './permission-views.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';

// Spec 1 §2 "School page editing: about, team section, homepage presentation, mentorship
// presentation, key stats"; spec 2 §6 "School admins … edit school pages", "Publicly visible
// feature names: dashboard, about, blog, blog-slug".

describe('the presentations an admin saves', () => {
  it('take any of the three, both languages, an absent language emptied', () => {
    expect(schoolPagesPatchSchema.parse({ about: { fr: '<p>Bonjour</p>' } })).toEqual({
      about: { fr: '<p>Bonjour</p>', en: '' },
    });
    expect(schoolPagesPatchSchema.parse({})).toEqual({});
    const fields = (body: unknown) =>
      schoolPagesPatchSchema.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(fields({ home: 'text' })).toEqual(['home']);
    expect(fields({ mentorship: { en: 5 } })).toEqual(['mentorship.en']);
    expect(fields({ about: { fr: 'x'.repeat(PAGE_HTML_MAX + 1) } })).toEqual(['about.fr']);
  });

  it('count as empty when they hold no text', () => {
    expect(hasPageText('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasPageText('<p>Hi</p>')).toBe(true);
  });

  it('read in the page language, else the other one', () => {
    expect(pageTextIn({ fr: '<p>Bonjour</p>', en: '<p>Hello</p>' }, 'en')).toEqual({
      text: '<p>Hello</p>',
      lang: 'en',
    });
    expect(pageTextIn({ fr: '<p>Bonjour</p>', en: '<p></p>' }, 'en')?.lang).toBe('fr');
    expect(pageTextIn({ fr: '', en: '' }, 'fr')).toBeNull();
  });
});

describe('a person of the team', () => {
  const fields = (body: unknown) =>
    teamMemberSchema.safeParse(body).error?.issues.map((i) => i.path.join('.')) ?? [];

  it('needs a name; position, biography and profile link are optional', () => {
    expect(teamMemberSchema.parse({ name: ' Ada Lovelace ' })).toEqual({
      name: 'Ada Lovelace',
      position: { fr: '', en: '' },
      biography: { fr: '', en: '' },
      user: null,
    });
    expect(
      teamMemberSchema.parse({
        name: 'Ada',
        position: { fr: 'Directrice', en: 'Director' },
        biography: { en: 'Line one\nLine two' },
        user: 12,
      }),
    ).toMatchObject({ biography: { fr: '', en: 'Line one\nLine two' }, user: 12 });
  });

  it(`keeps names to ${TEAM_NAME_MAX}, positions to ${TEAM_POSITION_MAX}, biographies to ${TEAM_BIOGRAPHY_MAX}`, () => {
    expect(fields({})).toEqual(['name']);
    expect(fields({ name: ' ' })).toEqual(['name']);
    expect(fields({ name: 'x'.repeat(101) })).toEqual(['name']);
    expect(fields({ name: 'A', position: { fr: 'x'.repeat(101) } })).toEqual(['position.fr']);
    expect(fields({ name: 'A', biography: { en: 'x'.repeat(1001) } })).toEqual(['biography.en']);
    expect(fields({ name: 'A', user: 0 })).toEqual(['user']);
    expect(fields({ name: 'A', user: '3' })).toEqual(['user']);
  });

  it('changes any field and moves to a place from 0', () => {
    expect(teamMemberPatchSchema.parse({ order: 0 })).toEqual({ order: 0 });
    expect(teamMemberPatchSchema.parse({ user: null })).toEqual({ user: null });
    expect(teamMemberPatchSchema.safeParse({ order: -1 }).success).toBe(false);
    expect(teamMemberPatchSchema.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('who reads and edits the school pages', () => {
  const school = {
    id: 1,
    roles: [2, 4, 8].map((role) => ({ role, enabled: true })),
    school_role_view_permission: [
      { app: 'school', view: 'school_detail', school_role: 4, allowed: true },
      { app: 'school', view: 'school_detail', school_role: 8, allowed: false },
    ],
    userrole_validators: {},
    flags: { show_inactive: false, has_public_pages: false },
  } as unknown as PermissionSchool;
  const user = (role: number, superUser = false) =>
    ({
      id: 1,
      is_superuser: superUser,
      roles: [{ school: 1, role, is_active: true }],
    }) as unknown as PermissionUser;

  it('is public where the school has public pages, the about view for members', () => {
    expect(PUBLIC_FEATURE_NAMES).toContain('about');
    expect(FEATURE_VIEWS.about).toBe(PERMISSION_VIEWS.schoolDetail);
    expect(canReadAbout(user(4), school)).toBe(true);
    expect(canReadAbout(user(8), school)).toBe(false);
  });

  it('is edited by the school admins and super users only', () => {
    expect(canEditSchoolPages(user(2), school)).toBe(true);
    expect(canEditSchoolPages(user(8, true), school)).toBe(true);
    expect(canEditSchoolPages(user(4), school)).toBe(false);
  });
});
