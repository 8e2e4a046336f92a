import { describe, expect, it } from 'vitest';
import { canPostJobAds, isJobRecruiter } from './jobs.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { ROLE } from './roles.ts';

// Spec 2 §6 "Other roles": external recruiters post jobs and see their own offers, whether
// or not their role has the jobs list view; a recruiter who is the school's admin is an admin.
const school: PermissionSchool = {
  id: 1,
  roles: [ROLE.SchoolAdmin, ROLE.Alumni, ROLE.External].map((role) => ({
    id: role,
    role,
    enabled: true,
    enable_free_reg: false,
    color: null,
    names: { fr: '', en: '' },
    active: true,
    shown_in_directory: true,
  })),
  school_role_view_permission: [ROLE.SchoolAdmin, ROLE.Alumni].map((role) => ({
    app: 'jobs',
    view: 'jobs_list',
    school_role: role,
    allowed: true,
    superowner_allowed: role === ROLE.SchoolAdmin,
  })),
  userrole_validators: {},
  flags: { show_inactive: false, has_public_pages: false },
};
const held = (role: number, opts: { recruiter?: boolean; active?: boolean; school?: number }) => ({
  id: 1,
  is_superuser: false,
  roles: [
    {
      id: 10,
      role,
      school: opts.school ?? 1,
      is_active: opts.active ?? true,
      is_recruiter: opts.recruiter ?? false,
    },
  ],
});

describe('external recruiters and posting job ads', () => {
  it('an active recruiter role here makes an External member a poster', () => {
    const recruiter: PermissionUser = held(ROLE.External, { recruiter: true });
    expect(isJobRecruiter(recruiter, school)).toBe(true);
    expect(canPostJobAds(recruiter, school)).toBe(true);
    expect(canPostJobAds(held(ROLE.External, {}), school)).toBe(false);
  });

  it('not when the role is inactive or in another school; an admin is not a recruiter', () => {
    expect(isJobRecruiter(held(ROLE.External, { recruiter: true, active: false }), school)).toBe(
      false,
    );
    expect(isJobRecruiter(held(ROLE.External, { recruiter: true, school: 2 }), school)).toBe(false);
    const admin = held(ROLE.SchoolAdmin, { recruiter: true });
    expect(isJobRecruiter(admin, school)).toBe(false);
    expect(canPostJobAds(admin, school)).toBe(true);
    expect(canPostJobAds(held(ROLE.Alumni, {}), school)).toBe(true);
  });
});
