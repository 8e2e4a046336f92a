import { describe, expect, it } from 'vitest';
import { SUBDOMAIN_PATTERN, subdomainFromHost } from './tenancy.ts';

const resolve = (host: string, base = 'localhost') => subdomainFromHost(host, base, 'demo');

describe('subdomainFromHost (DESIGN §4 Tenancy)', () => {
  it('reads <label>.<baseDomain>, ignoring port, case and a trailing dot', () => {
    expect(resolve('ecole.localhost:3000')).toBe('ecole');
    expect(resolve('ECOLE.Alumni.Example.', 'alumni.example')).toBe('ecole');
    expect(resolve('my-school-2.alumni.example:443', 'alumni.example')).toBe('my-school-2');
  });

  it('serves the default school on the bare base domain, localhost and IP literals', () => {
    expect(resolve('alumni.example', 'alumni.example')).toBe('demo');
    expect(resolve('localhost:3000', 'alumni.example')).toBe('demo');
    expect(resolve('127.0.0.1:8080')).toBe('demo');
    expect(resolve('10.1.2.3')).toBe('demo');
    expect(resolve('[::1]:3000')).toBe('demo');
    expect(resolve('[2001:db8::1]')).toBe('demo');
  });

  it('rejects other domains and several labels', () => {
    expect(resolve('evil.com', 'alumni.example')).toBeNull();
    expect(resolve('a.b.alumni.example', 'alumni.example')).toBeNull();
    expect(resolve('xalumni.example', 'alumni.example')).toBeNull();
  });

  it('rejects labels that are not DNS labels, and an empty host', () => {
    expect(resolve('-ecole.localhost')).toBeNull();
    expect(resolve('ecole-.localhost')).toBeNull();
    expect(resolve('éco.localhost')).toBeNull();
    expect(resolve(`${'a'.repeat(64)}.localhost`)).toBeNull();
    expect(resolve('')).toBeNull();
    expect(resolve('[zz]')).toBeNull();
    expect(resolve('999.1.1.1')).toBeNull();
  });
});

describe('SUBDOMAIN_PATTERN', () => {
  it('accepts 1 to 63 lowercase letters, digits and inner hyphens', () => {
    expect(SUBDOMAIN_PATTERN.test('a')).toBe(true);
    expect(SUBDOMAIN_PATTERN.test('a'.repeat(63))).toBe(true);
    expect(SUBDOMAIN_PATTERN.test('ab-12')).toBe(true);
  });

  it('rejects uppercase, dots, edge hyphens and 64 characters', () => {
    for (const label of ['Ab', 'a.b', '-a', 'a-', 'a'.repeat(64), '']) {
      expect(SUBDOMAIN_PATTERN.test(label)).toBe(false);
    }
  });
});
