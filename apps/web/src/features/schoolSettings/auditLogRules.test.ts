import type { AuditChange } from '@alumni/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/imports.json';
import fr from '../../i18n/locales/fr/imports.json';
import { auditActionLabel, auditTargetLabel } from './auditLogLabels.ts';
import {
  auditActionWords,
  auditDateTime,
  auditDaysReversed,
  auditExportUrl,
  auditFieldChanges,
  auditValueText,
  filledRoute,
  humanizeWord,
  readAuditFilters,
  withAuditFilters,
  withoutAuditFilters,
} from './auditLogRules.ts';

// School settings → logs (issue 31 item 2; spec 1 §2 Settings "logs"): the filters kept in the
// address, the actions named for people from their route, the changes before → after.

/** A `t` over one catalogue, with i18next's `{{name}}` interpolation and `_one`/`_other`. */
function catalogueT(catalogue: Record<string, string>): TFunction {
  return ((key: string, options: Record<string, unknown> = {}) => {
    const count = options.count as number | undefined;
    const plural = count === undefined ? key : `${key}_${count === 1 ? 'one' : 'other'}`;
    const text = catalogue[plural] ?? catalogue[key] ?? key;
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(options[name]));
  }) as unknown as TFunction;
}
const tFr = catalogueT(fr);
const tEn = catalogueT(en);

describe('the filters in the address', () => {
  it('are read as the API takes them, and a value it would refuse is left out', () => {
    const params = new URLSearchParams(
      'section=logs&user=12&action=patchCampusCampus&target_type=campuses&target_id=3&from=2026-11-01&to=2026-11-29&page=2',
    );
    expect(readAuditFilters(params)).toEqual({
      user: 12,
      action: 'patchCampusCampus',
      target_type: 'campuses',
      target_id: '3',
      from: '2026-11-01',
      to: '2026-11-29',
    });
    const broken = new URLSearchParams(
      `user=abc&action=${'x'.repeat(121)}&target_type=%20&from=yesterday&to=2026-13-45`,
    );
    expect(readAuditFilters(broken)).toEqual({});
    expect(readAuditFilters(new URLSearchParams('user=0'))).toEqual({});
    expect(readAuditFilters(new URLSearchParams('user=99999999999'))).toEqual({});
  });

  it('change back to the first page and keep the section; reset drops every filter', () => {
    const params = new URLSearchParams('section=logs&action=a&page=3');
    const next = withAuditFilters(params, { user: 5, action: undefined, from: '' });
    expect(next.toString()).toBe('section=logs&user=5');
    expect(params.toString()).toBe('section=logs&action=a&page=3');
    const full = new URLSearchParams('section=logs&user=1&action=a&target_type=t&to=2026-01-01');
    expect(withoutAuditFilters(full).toString()).toBe('section=logs');
  });

  it('flag an end day before the start day', () => {
    expect(auditDaysReversed({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(auditDaysReversed({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(auditDaysReversed({ to: '2026-11-01' })).toBe(false);
  });

  it('go with the CSV export, in the page’s language', () => {
    expect(auditExportUrl(7, { user: 3, from: '2026-11-29', to: '2026-11-29' }, 'fr')).toBe(
      '/api/schools/7/logs/export/?user=3&from=2026-11-29&to=2026-11-29&lang=fr',
    );
    expect(auditExportUrl(7, {}, 'en')).toBe('/api/schools/7/logs/export/?lang=en');
  });
});

describe('an action named for people', () => {
  it('takes its area and verb from the route and the method', () => {
    expect(auditActionWords('PATCH', '/schools/{id}/roles/{roleId}/')).toEqual({
      area: 'roles',
      part: null,
      verb: 'update',
    });
    expect(auditActionWords('POST', '/schools/{id}/campuses/')).toMatchObject({
      area: 'campuses',
      verb: 'create',
    });
    expect(auditActionWords('PUT', '/schools/{id}/roles/{roleId}/permissions/')).toEqual({
      area: 'roles',
      part: 'permissions',
      verb: 'update',
    });
    expect(auditActionWords('POST', '/imports/{id}/submit/')).toEqual({
      area: 'imports',
      part: null,
      verb: 'submit',
    });
    expect(
      auditActionWords('POST', '/registrations/{id}/{decision}/', { id: '4', decision: 'refuse' }),
    ).toMatchObject({ area: 'registrations', verb: 'refuse' });
    expect(auditActionWords('POST', '/registrations/{id}/{decision}/').verb).toBe('decision');
    expect(auditActionWords('POST', '/events/{id}/registrations/{registrationId}/move/')).toEqual({
      area: 'events',
      part: 'registrations',
      verb: 'move',
    });
    expect(auditActionWords('DELETE', '/posts/{id}/like/')).toEqual({
      area: 'posts',
      part: 'like',
      verb: 'delete',
    });
    expect(auditActionWords('PUT', '/jobs/{id}/applications/mine/')).toEqual({
      area: 'jobs',
      part: 'applications',
      verb: 'update',
    });
    expect(auditActionWords('PUT', '/school-settings/validation/{area}/').area).toBe('validation');
  });

  it('reads "area — verb" in French and English, a sentence for the common ones', () => {
    const roles = {
      action: 'patchRoleSettingsRole',
      method: 'PATCH',
      route: '/schools/{id}/roles/{roleId}/',
    };
    expect(auditActionLabel(tFr, roles)).toBe('Rôles — modification');
    expect(auditActionLabel(tEn, roles)).toBe('Roles — changed');
    const info = { action: 'patchSchoolInfoSchool', method: 'PATCH', route: '/schools/{id}/' };
    expect(auditActionLabel(tFr, info)).toBe('Modification des informations de l’école');
    expect(auditActionLabel(tEn, info)).toBe('School information changed');
    const campus = {
      action: 'patchCampusCampus',
      method: 'PATCH',
      route: '/schools/{id}/campuses/{campusId}/',
    };
    expect(auditActionLabel(tFr, campus)).toBe('Campus — modification');
    const experience = {
      action: 'postProfileExperiences',
      method: 'POST',
      route: '/users/{id}/experiences/',
    };
    expect(auditActionLabel(tFr, experience)).toBe('Membres › Expériences — création');
    const decision = {
      action: 'postRegistrationDecision',
      method: 'POST',
      route: '/registrations/{id}/{decision}/',
    };
    expect(auditActionLabel(tFr, decision, { id: '3', decision: 'accept' })).toBe(
      'Inscriptions — acceptation',
    );
  });

  it('stays readable for a route the catalogue does not know', () => {
    const unknown = {
      action: 'postWidgetSprocketsFrobnicate',
      method: 'POST',
      route: '/widgets/{id}/sprocket-sets/',
    };
    expect(auditActionLabel(tFr, unknown)).toBe('Widgets › Sprocket sets — création');
    expect(auditActionLabel(tEn, { ...unknown, method: 'TRACE' })).toBe(
      'Widgets › Sprocket sets — trace',
    );
    expect(humanizeWord('calendar-feed')).toBe('Calendar feed');
  });

  it('names the target with its id', () => {
    expect(auditTargetLabel(tFr, { type: 'campuses', id: '3' })).toBe('Campus #3');
    expect(auditTargetLabel(tEn, { type: 'school-settings', id: null })).toBe('School settings');
  });
});

describe('the changes of an entry', () => {
  const change = (over: Partial<AuditChange>): AuditChange => ({
    table: 'campuses',
    operation: 'UPDATE',
    key: { id: 3 },
    before: null,
    after: null,
    redacted: [],
    ...over,
  });

  it('list each field before → after, secrets hidden', () => {
    expect(
      auditFieldChanges(
        change({
          before: { name: 'Lyon', updated_at: 'a' },
          after: { name: 'Lyon Confluence', updated_at: 'b' },
          redacted: ['password_hash'],
        }),
      ),
    ).toEqual([
      { field: 'name', before: 'Lyon', after: 'Lyon Confluence', hidden: false },
      { field: 'updated_at', before: 'a', after: 'b', hidden: false },
      { field: 'password_hash', before: null, after: null, hidden: true },
    ]);
  });

  it('show nothing before a creation and nothing after a deletion', () => {
    expect(
      auditFieldChanges(change({ operation: 'INSERT', after: { id: 3, name: 'Nice' } })),
    ).toEqual([
      { field: 'id', before: null, after: 3, hidden: false },
      { field: 'name', before: null, after: 'Nice', hidden: false },
    ]);
    expect(auditFieldChanges(change({ operation: 'DELETE', before: { name: 'Nice' } }))).toEqual([
      { field: 'name', before: 'Nice', after: null, hidden: false },
    ]);
  });

  it('write values in words', () => {
    const words = { empty: '(vide)', yes: 'oui', no: 'non' };
    expect(auditValueText(null, words)).toBe('(vide)');
    expect(auditValueText('', words)).toBe('(vide)');
    expect(auditValueText(true, words)).toBe('oui');
    expect(auditValueText(false, words)).toBe('non');
    expect(auditValueText(12, words)).toBe('12');
    expect(auditValueText({ fr: 'a', en: 'b' }, words)).toBe('{"fr":"a","en":"b"}');
    const time = (iso: string) => auditDateTime(iso, 'fr', 'Europe/Paris');
    expect(auditValueText('2026-11-28T08:56:00+00:00', { ...words, time })).toBe(
      '28 nov. 2026, 09:56',
    );
    expect(auditValueText('2026-11-28T08:56:00.000Z', { ...words, time })).toBe(
      '28 nov. 2026, 09:56',
    );
    expect(auditValueText('2026-11-28', { ...words, time })).toBe('2026-11-28');
    expect(auditValueText('2026-11-28T08:56:00+00:00', words)).toBe('2026-11-28T08:56:00+00:00');
    const long = auditValueText('x'.repeat(400), words);
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('put the parameters in the route, and the time in the school’s time zone', () => {
    expect(filledRoute('/schools/{id}/campuses/{campusId}/', { id: '1', campusId: '3' })).toBe(
      '/schools/1/campuses/3/',
    );
    expect(auditDateTime('2026-11-29T06:31:00Z', 'fr', 'Europe/Paris')).toMatch(/07:31$/);
    expect(auditDateTime('2026-11-29T06:31:00Z', 'en', 'America/New_York')).toMatch(
      /Nov 29, 2026, 1:31\sAM/,
    );
  });
});
