import { featureRedirectForPath } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { redirectPagePath } from './redirectPath.ts';

describe('feature redirect (spec 1 §2 Access rules: jobs and blog)', () => {
  it('carries the encoded address to the redirect page of the locale', () => {
    expect(redirectPagePath('https://jobs.example.org/a?b=c&d', 'fr')).toBe(
      '/redirect?link=https%3A%2F%2Fjobs.example.org%2Fa%3Fb%3Dc%26d',
    );
    expect(redirectPagePath('https://x.org', 'en')).toBe('/en/redirect?link=https%3A%2F%2Fx.org');
  });

  it('applies to jobs and blog routes whose feature has an address', () => {
    const entry = (path: 'jobs' | 'blog', url: string | null) => ({
      id: path === 'jobs' ? 1 : 2,
      feature: { path, reserved: false },
      enabled: true,
      order: 1,
      priorityOrder: 1,
      icon: null,
      priority: 1,
      url_redirect: url,
      slug: null,
      translations: [],
    });
    const features = [entry('jobs', 'https://jobs.example.org'), entry('blog', null)];
    expect(featureRedirectForPath('/en/jobs/12', features)).toBe('https://jobs.example.org');
    expect(featureRedirectForPath('/blog', features)).toBeNull();
    expect(featureRedirectForPath('/directory', features)).toBeNull();
  });
});
