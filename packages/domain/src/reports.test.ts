import { describe, expect, it } from 'vitest';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { reportCreateSchema } from './report-schemas.ts';
import {
  canChangeReportStatus,
  canModerateReports,
  initialReportStatus,
  isPostRemovedByReports,
  REPORT_STATUSES,
  REPORT_TYPES,
  reportBlocksUser,
  reportDeletesMessage,
} from './reports.ts';
import { ROLE, VALIDATOR_SCOPE } from './roles.ts';
import { inLocale } from './test-locale.ts';

const school: PermissionSchool = {
  id: 1,
  roles: [ROLE.SchoolAdmin, ROLE.Alumni].map((role) => ({
    id: role,
    role,
    enabled: true,
    enable_free_reg: false,
    color: null,
    names: { fr: '', en: '' },
    active: true,
    shown_in_directory: true,
  })),
  school_role_view_permission: [],
  userrole_validators: {
    [String(VALIDATOR_SCOPE.Report)]: [30],
    [String(VALIDATOR_SCOPE.User)]: [40],
  },
  flags: { show_inactive: false, has_public_pages: false },
};
const member = (id: number, role: number, roleId = id): PermissionUser => ({
  id,
  is_superuser: false,
  roles: [{ id: roleId, role, school: 1, is_active: true }],
});

describe('reports (spec 1 §3 Report, §4 Reports)', () => {
  it('has the types user, post and message and the statuses pending, accepted, refused, cancelled, finished', () => {
    // Issue 32 item 6 "messages can be reported (reports module)".
    expect(REPORT_TYPES).toEqual(['user', 'post', 'message']);
    expect(REPORT_STATUSES).toEqual(['pending', 'accepted', 'refused', 'cancelled', 'finished']);
  });

  it('accepts a user report on arrival, and a post report unless the school validates reports', () => {
    const validating = { validateReport: true };
    const notValidating = { validateReport: false };
    // Spec 1 §4 "A user report is accepted automatically on arrival", whatever the school.
    expect(initialReportStatus('user', validating)).toBe('accepted');
    expect(initialReportStatus('user', notValidating)).toBe('accepted');
    // validate_report (spec 1 §3): the post report waits for a moderator, the post visible.
    expect(initialReportStatus('post', validating)).toBe('pending');
    // Without it, taken as it comes: accepted, the post hidden until an admin refuses it.
    expect(initialReportStatus('post', notValidating)).toBe('accepted');
    // A message report always waits: accepting it deletes the message for everyone, for good.
    expect(initialReportStatus('message', validating)).toBe('pending');
    expect(initialReportStatus('message', notValidating)).toBe('pending');
  });

  it('deletes a message when its report is accepted, and only then', () => {
    expect(reportDeletesMessage({ type: 'message', status: 'accepted' })).toBe(true);
    expect(reportDeletesMessage({ type: 'message', status: 'pending' })).toBe(false);
    expect(reportDeletesMessage({ type: 'message', status: 'refused' })).toBe(false);
    expect(reportDeletesMessage({ type: 'post', status: 'accepted' })).toBe(false);
  });

  it('lets admins, super users and Report validators decide, not members nor other validators', () => {
    const on = { validateReport: true };
    expect(canModerateReports(member(10, ROLE.SchoolAdmin), school, on)).toBe(true);
    expect(canModerateReports({ id: 11, is_superuser: true, roles: [] }, school, on)).toBe(true);
    expect(canModerateReports(member(30, ROLE.Alumni), school, on)).toBe(true);
    expect(canModerateReports(member(40, ROLE.Alumni), school, on)).toBe(false);
    expect(canModerateReports(member(50, ROLE.Alumni), school, on)).toBe(false);
    // A Report validator of another school has no counted role here.
    const elsewhere: PermissionUser = {
      id: 30,
      is_superuser: false,
      roles: [{ id: 30, role: ROLE.Alumni, school: 2, is_active: true }],
    };
    expect(canModerateReports(elsewhere, school, on)).toBe(false);
  });

  it('leaves reports to admins and super users when the school does not validate them', () => {
    const off = { validateReport: false };
    // Spec 1 §4 "an admin may change the status at any time": whatever the flag.
    expect(canModerateReports(member(10, ROLE.SchoolAdmin), school, off)).toBe(true);
    expect(canModerateReports({ id: 11, is_superuser: true, roles: [] }, school, off)).toBe(true);
    // Spec 2 §6 scope 5 Report: nothing waits for its validators.
    expect(canModerateReports(member(30, ROLE.Alumni), school, off)).toBe(false);
  });

  it('lets a moderator set any other status at any time, and the author only withdraw', () => {
    const moderator = { isModerator: true, isAuthor: false };
    const author = { isModerator: false, isAuthor: true };
    const stranger = { isModerator: false, isAuthor: false };
    expect(canChangeReportStatus(moderator, 'accepted', 'refused')).toBe(true);
    expect(canChangeReportStatus(moderator, 'finished', 'pending')).toBe(true);
    expect(canChangeReportStatus(moderator, 'pending', 'pending')).toBe(false);
    expect(canChangeReportStatus(author, 'pending', 'cancelled')).toBe(true);
    expect(canChangeReportStatus(author, 'accepted', 'cancelled')).toBe(true);
    expect(canChangeReportStatus(author, 'refused', 'cancelled')).toBe(false);
    expect(canChangeReportStatus(author, 'pending', 'accepted')).toBe(false);
    expect(canChangeReportStatus(stranger, 'pending', 'cancelled')).toBe(false);
  });

  it('removes a post while one of its reports is accepted, and shows it again once refused', () => {
    expect(isPostRemovedByReports(['pending'])).toBe(false);
    expect(isPostRemovedByReports(['pending', 'accepted'])).toBe(true);
    expect(isPostRemovedByReports(['refused'])).toBe(false);
  });

  it('blocks the reported user only through an accepted user report', () => {
    expect(reportBlocksUser({ type: 'user', status: 'accepted' })).toBe(true);
    expect(reportBlocksUser({ type: 'user', status: 'refused' })).toBe(false);
    expect(reportBlocksUser({ type: 'post', status: 'accepted' })).toBe(false);
  });

  it('checks a new report: known reasons, a description for "other", 1000 characters at most', () => {
    const schema = inLocale(reportCreateSchema(), 'en');
    expect(
      schema.parse({ type: 'post', object_id: 3, reasons: ['spam'], description: ' x ' }),
    ).toEqual({ type: 'post', object_id: 3, reasons: ['spam'], description: 'x' });
    expect(schema.safeParse({ type: 'post', object_id: 3, reasons: [] }).success).toBe(false);
    expect(schema.safeParse({ type: 'group', object_id: 3, reasons: ['spam'] }).success).toBe(
      false,
    );
    expect(schema.safeParse({ type: 'user', object_id: 3, reasons: ['nope'] }).success).toBe(false);
    expect(
      schema.safeParse({ type: 'user', object_id: 3, reasons: ['spam', 'spam'] }).success,
    ).toBe(false);
    const other = schema.safeParse({ type: 'user', object_id: 3, reasons: ['other'] });
    expect(other.error?.issues[0]).toMatchObject({ path: ['description'] });
    const long = schema.safeParse({
      type: 'user',
      object_id: 3,
      reasons: ['spam'],
      description: 'a'.repeat(1001),
    });
    expect(long.error?.issues[0]?.message).toContain('1000');
  });
});
