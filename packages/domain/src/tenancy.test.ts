import { describe, expect, it } from 'vitest';
import { isLocalBaseDomain, SUBDOMAIN_PATTERN, subdomainFromHost } from './tenancy.ts';

const resolve = (host: string, base = 'localhost') => subdomainFromHost(host, base, 'demo');

describe('subdomainFromHost (DESIGN §4 Tenancy)', () => {
  it('reads <label>.<baseDomain>, ignoring port, case and a trailing dot', () => {
    expect(resolve('ecole.localhost:3000')).toBe('ecole');
    expect(resolve('ECOLE.Alumni.Example.', 'alumni.example')).toBe('ecole');
    expect(resolve('my-school-2.alumni.example:443', 'alumni.example')).toBe('my-school-2');
  });

  it('serves the default school on the bare base domain only', () => {
    expect(resolve('alumni.example', 'alumni.example')).toBe('demo');
    expect(resolve('Alumni.Example.:443', 'alumni.example')).toBe('demo');
    expect(resolve('localhost:3000')).toBe('demo');
  });

  // Issue 12, item 2: any unknown host or bare IP used to serve the default school.
  it('serves the loopback names as the base domain only when the base domain is local', () => {
    expect(resolve('127.0.0.1:8080')).toBe('demo');
    expect(resolve('[::1]:3000')).toBe('demo');
    expect(resolve('127.0.0.1:8080', 'demo.localhost')).toBe('demo');
    expect(resolve('localhost:3000', 'alumni.example')).toBeNull();
    expect(resolve('127.0.0.1', 'alumni.example')).toBeNull();
    expect(resolve('[::1]', 'alumni.example')).toBeNull();
  });

  it('names no school for other IP addresses', () => {
    expect(resolve('10.1.2.3')).toBeNull();
    expect(resolve('203.0.113.7:443', 'alumni.example')).toBeNull();
    expect(resolve('[2001:db8::1]')).toBeNull();
    expect(resolve('2001:db8::1', 'alumni.example')).toBeNull();
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

describe('isLocalBaseDomain', () => {
  it('is true for localhost, its subdomains and loopback addresses', () => {
    for (const base of ['localhost', 'LOCALHOST.', 'dev.localhost', '127.0.0.1', '[::1]']) {
      expect(isLocalBaseDomain(base), base).toBe(true);
    }
  });

  it('is false for real domains', () => {
    for (const base of ['alumni.example', 'localhost.example.org', 'notlocalhost']) {
      expect(isLocalBaseDomain(base), base).toBe(false);
    }
  });
});
