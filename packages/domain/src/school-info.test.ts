import { describe, expect, it } from 'vitest';
import { CURRENCY_MAX } from './limits.ts';
import {
  isCurrencyCode,
  isTimeZone,
  LEGAL_URL_MAX,
  MAP_ZOOM_MAX,
  MAP_ZOOM_MIN,
  MIN_REGISTRATION_AGE_MAX,
  PHONE_COUNTRIES_MAX,
  SCHOOL_NAME_MAX,
  SENDER_MAX,
  schoolInfoSchema,
} from './school-info.ts';

// Spec 1 §4 School settings: "School name required; language valid; currency valid (max 10);
// phone codes valid". Spec 2 §7: PATCH /schools/{id}/.
describe('the school information an admin saves', () => {
  const parse = (body: unknown) => schoolInfoSchema.safeParse(body);
  const fields = (body: unknown) =>
    parse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('changes only the fields it names', () => {
    expect(parse({}).data).toEqual({});
    expect(parse({ has_campus: true }).data).toEqual({ has_campus: true });
  });

  it('requires a name of at most 255 characters when one is sent', () => {
    expect(SCHOOL_NAME_MAX).toBe(255);
    expect(parse({ name: '  École Demo ' }).data).toEqual({ name: 'École Demo' });
    expect(fields({ name: '   ' })).toEqual(['name']);
    expect(fields({ name: 'x'.repeat(256) })).toEqual(['name']);
    expect(fields({ name: null })).toEqual(['name']);
  });

  it('takes French (1) or English (2) as the language', () => {
    expect(parse({ preferred_locale: 2 }).success).toBe(true);
    expect(fields({ preferred_locale: 3 })).toEqual(['preferred_locale']);
    expect(fields({ preferred_locale: 'en' })).toEqual(['preferred_locale']);
  });

  it('takes a known currency code of at most 10 characters, upper-cased', () => {
    expect(CURRENCY_MAX).toBe(10);
    expect(parse({ currency: 'chf' }).data).toEqual({ currency: 'CHF' });
    expect(fields({ currency: 'EURO' })).toEqual(['currency']);
    expect(fields({ currency: 'XYZ' })).toEqual(['currency']);
    expect(fields({ currency: 'E'.repeat(11) })).toEqual(['currency']);
    expect(isCurrencyCode('CAD')).toBe(true);
  });

  it('takes IANA time zones, not offsets', () => {
    expect(parse({ time_zone: 'America/Montreal' }).success).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Atlantis')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(isTimeZone('Europe/Paris\u0000')).toBe(false);
    expect(fields({ time_zone: '' })).toEqual(['time_zone']);
  });

  it('takes 1 to 30 ISO country codes for the phone fields, the first kept first', () => {
    expect(PHONE_COUNTRIES_MAX).toBe(30);
    expect(parse({ phone_countries: ['be', 'FR', 'BE'] }).data).toEqual({
      phone_countries: ['BE', 'FR'],
    });
    expect(fields({ phone_countries: [] })).toEqual(['phone_countries']);
    expect(fields({ phone_countries: ['FR', 'XX'] })).toEqual(['phone_countries.1']);
    expect(fields({ phone_countries: Array.from({ length: 31 }, () => 'FR') })).toEqual([
      'phone_countries',
    ]);
  });

  it('keeps an empty address as none and limits descriptions per language', () => {
    expect(parse({ address: ' ' }).data).toEqual({ address: null });
    expect(parse({ description: { fr: 'Bonjour', en: '' } }).success).toBe(true);
    expect(fields({ description: { fr: 'x'.repeat(5001), en: '' } })).toEqual(['description.fr']);
    expect(fields({ description: { fr: 'x' } })).toEqual(['description.en']);
  });

  it('requires a sender name and e-mail when they are sent', () => {
    expect(SENDER_MAX).toBe(255);
    expect(parse({ sender_email: ' Reseau@Demo.example.org ' }).data).toEqual({
      sender_email: 'reseau@demo.example.org',
    });
    expect(fields({ sender_name: ' ', sender_email: '' })).toEqual(['sender_name', 'sender_email']);
    expect(fields({ sender_email: 'pas-une-adresse' })).toEqual(['sender_email']);
  });

  it('writes colours as #rrggbb and legal links as http(s) addresses or none', () => {
    expect(parse({ primary_color: 'FB0', secondary_color: '#00A19B' }).data).toEqual({
      primary_color: '#ffbb00',
      secondary_color: '#00a19b',
    });
    expect(fields({ primary_color: 'jaune' })).toEqual(['primary_color']);
    expect(LEGAL_URL_MAX).toBe(500);
    // The terms and privacy addresses are a terms version's (School settings → terms change):
    // left out of the school information.
    expect(parse({ legal_url: '', terms_use_url: 'https://example.org/cgu' }).data).toEqual({
      legal_url: null,
    });
    expect(fields({ legal_url: 'javascript:alert(1)' })).toEqual(['legal_url']);
    expect(fields({ legal_url: `https://example.org/${'x'.repeat(500)}` })).toEqual(['legal_url']);
  });

  it('sets the options: registration validation, public pages, inactive members, a minimum age of 0–99', () => {
    expect(MIN_REGISTRATION_AGE_MAX).toBe(99);
    expect(
      parse({
        validate_registration: false,
        has_public_pages: true,
        show_inactive: true,
        min_registration_age: 16,
      }).success,
    ).toBe(true);
    expect(parse({ min_registration_age: 0 }).success).toBe(true);
    expect(fields({ min_registration_age: 100 })).toEqual(['min_registration_age']);
    expect(fields({ min_registration_age: -1 })).toEqual(['min_registration_age']);
    expect(fields({ min_registration_age: 17.5 })).toEqual(['min_registration_age']);
    expect(fields({ show_inactive: 'true' })).toEqual(['show_inactive']);
  });

  it('frames the maps: a centre within ±90° and ±180°, a zoom of 1 to 18', () => {
    expect([MAP_ZOOM_MIN, MAP_ZOOM_MAX]).toEqual([1, 18]);
    expect(parse({ map_center: [50.63, 3.06], map_zoom: 11, user_map: false }).success).toBe(true);
    expect(fields({ map_center: [91, 0] })).toEqual(['map_center.0']);
    expect(fields({ map_center: [0, -181] })).toEqual(['map_center.1']);
    expect(fields({ map_center: [0] })).toEqual(['map_center']);
    expect(fields({ map_zoom: 0 })).toEqual(['map_zoom']);
    expect(fields({ map_zoom: 19 })).toEqual(['map_zoom']);
  });
});
