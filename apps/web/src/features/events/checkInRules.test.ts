import type { EventTicket, PermissionSchool } from '@alumni/domain';
import { apiPath, EVENT_PARTICIPANT_PATHS } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import {
  checkInTime,
  eventCalendarUrl,
  moveTargets,
  organisesEvent,
  parseEventTab,
  participantParams,
  participantsExportUrl,
} from './checkInRules.ts';

const school = {
  id: 1,
  roles: [],
  school_role_view_permission: [],
  userrole_validators: [],
  flags: { show_inactive: false, has_public_pages: false },
} as unknown as PermissionSchool;
const member = (id: number, is_superuser = false) => ({ id, is_superuser, roles: [] });

describe('organisers (issue 14 item 4: the author and the school admins)', () => {
  it('are the author and admins, not other members nor visitors', () => {
    expect(organisesEvent(member(7), school, 7)).toBe(true);
    expect(organisesEvent(member(8, true), school, 7)).toBe(true);
    expect(organisesEvent(member(8), school, 7)).toBe(false);
    expect(organisesEvent(null, school, 7)).toBe(false);
  });
});

describe('participants query', () => {
  it('leaves out empty filters and trims the name', () => {
    expect(participantParams({ status: null, search: '  ' }).toString()).toBe('');
    expect(participantParams({ status: 'confirmed', search: ' Hélène ' }).toString()).toBe(
      'status=confirmed&q=H%C3%A9l%C3%A8ne',
    );
  });

  it('exports with the same filters, in the page’s language', () => {
    const exportPath = apiPath(EVENT_PARTICIPANT_PATHS.participantsExport, { id: 4 });
    expect(exportPath).toMatch(/^\/api\/events\/4\/participants\/export\/$/);
    expect(participantsExportUrl(4, { status: null, search: '' }, 'fr')).toBe(
      `${exportPath}?lang=fr`,
    );
    expect(participantsExportUrl(4, { status: 'waiting', search: 'lef' }, 'en')).toBe(
      `${exportPath}?status=waiting&q=lef&lang=en`,
    );
    expect(eventCalendarUrl(4)).toBe(apiPath(EVENT_PARTICIPANT_PATHS.calendar, { id: 4 }));
  });
});

describe('check-in time', () => {
  it('is hours and minutes in the zone given, across daylight saving', () => {
    expect(checkInTime('2026-11-26T18:05:00Z', 'fr', 'Europe/Paris')).toBe('19:05');
    expect(checkInTime('2026-07-01T18:05:00Z', 'fr', 'Europe/Paris')).toBe('20:05');
    expect(checkInTime('2026-11-26T18:05:00Z', 'en', 'Europe/Paris')).toMatch(/^07:05\sPM$/);
  });
});

describe('moving a registration', () => {
  it('offers every other ticket of the event', () => {
    const ticket = (id: number) => ({ id, name: `T${id}` }) as EventTicket;
    expect(moveTargets([ticket(1), ticket(2), ticket(3)], 2).map((t) => t.id)).toEqual([1, 3]);
  });
});

describe('event page tabs', () => {
  it('read from the address, details otherwise', () => {
    expect(parseEventTab('checkin')).toBe('checkin');
    expect(parseEventTab('participants')).toBe('participants');
    expect(parseEventTab('nope')).toBe('details');
    expect(parseEventTab(null)).toBe('details');
  });
});
