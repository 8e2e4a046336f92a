import { describe, expect, it } from 'vitest';
import { otherSchools, schoolHomeUrl } from './otherSchools.ts';

const role = (school: number, subdomain: string | null, name: string | null = null) => ({
  school,
  school_subdomain: subdomain,
  school_name: name,
});

describe("user dropdown's other schools (spec 1 §2 User dropdown)", () => {
  it('builds the subdomain address with the page scheme and port', () => {
    expect(schoolHomeUrl('campus-en', 'localhost', { protocol: 'http:', port: '3100' })).toBe(
      'http://campus-en.localhost:3100/',
    );
    expect(schoolHomeUrl('demo', 'alumni.example.org', { protocol: 'https:', port: '' })).toBe(
      'https://demo.alumni.example.org/',
    );
  });

  it('lists each other school once, never the current one', () => {
    const roles = [
      role(1, 'demo', 'École Demo'),
      role(2, 'campus-en', 'Northbridge Campus'),
      role(2, 'campus-en', 'Northbridge Campus'),
      role(3, 'third'),
      role(4, null),
    ];
    expect(otherSchools(roles, 1, 'localhost', { protocol: 'http:', port: '' })).toEqual([
      { id: 2, name: 'Northbridge Campus', url: 'http://campus-en.localhost/' },
      { id: 3, name: 'third', url: 'http://third.localhost/' },
    ]);
  });
});
