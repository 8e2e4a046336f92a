import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { schoolOrigin, schoolUrl } from './public-url.ts';

// Issue 12, item 2: links in mail come from the configuration, never from the request.
const config = (env: Record<string, string>) => loadConfig(env);

describe('schoolOrigin', () => {
  it('is http on the listening port when the base domain is local', () => {
    expect(schoolOrigin(config({}), 'demo')).toBe('http://demo.localhost:3000');
    expect(schoolOrigin(config({ PORT: '3100' }), 'demo')).toBe('http://demo.localhost:3100');
    expect(schoolOrigin(config({ BASE_DOMAIN: 'dev.localhost', PORT: '80' }), 'a')).toBe(
      'http://a.dev.localhost',
    );
  });

  it('is https with no port on a real domain, whatever port the server listens on', () => {
    expect(schoolOrigin(config({ BASE_DOMAIN: 'alumni.example', PORT: '8080' }), 'north')).toBe(
      'https://north.alumni.example',
    );
  });

  it('follows PUBLIC_SCHEME and PUBLIC_PORT, leaving out the default port', () => {
    const env = { BASE_DOMAIN: 'Alumni.Example.', PUBLIC_SCHEME: 'http', PUBLIC_PORT: '8080' };
    expect(schoolOrigin(config(env), 'north')).toBe('http://north.alumni.example:8080');
    expect(schoolOrigin(config({ ...env, PUBLIC_PORT: '80' }), 'north')).toBe(
      'http://north.alumni.example',
    );
    expect(schoolOrigin(config({ PUBLIC_SCHEME: 'https', PUBLIC_PORT: '443' }), 'demo')).toBe(
      'https://demo.localhost',
    );
  });

  it('refuses a malformed PUBLIC_SCHEME or PUBLIC_PORT at start', () => {
    expect(() => config({ PUBLIC_SCHEME: 'ftp' })).toThrow(/publicScheme/);
    expect(() => config({ PUBLIC_PORT: '70000' })).toThrow(/publicPort/);
  });
});

describe('schoolUrl', () => {
  const prod = config({ BASE_DOMAIN: 'alumni.example' });
  it("puts the path under the school's language prefix, or the one asked for", () => {
    expect(schoolUrl(prod, { subdomain: 'north', preferredLocale: 1 }, '/login')).toBe(
      'https://north.alumni.example/login',
    );
    expect(schoolUrl(prod, { subdomain: 'south', preferredLocale: 2 }, '/reset?token=x')).toBe(
      'https://south.alumni.example/en/reset?token=x',
    );
    expect(schoolUrl(prod, { subdomain: 'south', preferredLocale: 2 }, '/login', 'fr')).toBe(
      'https://south.alumni.example/login',
    );
  });
});
