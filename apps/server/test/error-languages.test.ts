import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_MESSAGES,
  ErrorDetailSchema,
  type Locale,
  VALIDATION_MESSAGES,
  ValidationErrorSchema,
} from '@alumni/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionHeaders } from './api.ts';
import { createTestApp, hostOf, type TestContext } from './app.ts';
import { buildMember, buildSchool } from './factories.ts';

/*
 * Issue 30 item 20: error texts mixed languages ("You do not have permission…" and "Not
 * found." on the French school; French on the English one, whose clients sent no language),
 * and a 431 came out in Fastify's own shape. This walks the API's error paths on a French and
 * an English school, with and without Accept-Language: every answer is in the error shape, in
 * the language asked for, else the school's, and the two languages' texts differ.
 */

const ErrorBody = z.union([ErrorDetailSchema, ValidationErrorSchema]);

let ctx: TestContext;
let limited: TestContext;
const sessions: Record<string, Record<string, string>> = {};
const SCHOOLS = { fr: 'langue-fr', en: 'language-en' } as const;

beforeAll(async () => {
  ctx = await createTestApp();
  limited = await createTestApp({ authRateLimit: 1 });
  for (const app of [ctx, limited]) {
    const db = app.database.db;
    for (const [locale, subdomain] of Object.entries(SCHOOLS)) {
      const school = await buildSchool(db, { subdomain, preferredLocale: locale === 'en' ? 2 : 1 });
      if (app !== ctx) continue;
      const member = await buildMember(db, school.id);
      sessions[subdomain] = await sessionHeaders(db, {
        userId: member.id,
        schoolId: school.id,
        subdomain,
      });
    }
  }
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await limited?.close();
});

interface ErrorPath {
  label: string;
  status: number;
  /** The request on `subdomain`'s host, signed in as a member there unless anonymous. */
  send(
    subdomain: string,
    language: Record<string, string>,
  ): Promise<{ status: number; body: string }>;
  /** The expected text in a locale, when a catalogue gives it. */
  text?: (locale: Locale) => string;
}

const inject = async (
  app: TestContext,
  opts: { method?: 'GET' | 'POST' | 'PATCH'; url: string; payload?: string },
  headers: Record<string, string>,
) => {
  const res = await app.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: {
      ...(opts.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
  return { status: res.statusCode, body: res.body };
};
const anonymous = (subdomain: string) => ({ host: hostOf(subdomain) });
const member = (subdomain: string) => sessions[subdomain] ?? {};

const PATHS: ErrorPath[] = [
  {
    label: '401 signed out',
    status: 401,
    send: (s, l) =>
      inject(
        ctx,
        { url: '/api/users/me/password/', method: 'POST', payload: '{}' },
        { ...anonymous(s), ...l },
      ),
    text: (l) => API_MESSAGES[l].notAuthenticated,
  },
  {
    label: '403 not an admin',
    status: 403,
    send: (s, l) => inject(ctx, { url: '/api/outbox/' }, { ...member(s), ...l }),
    text: (l) => API_MESSAGES[l].forbidden,
  },
  {
    label: '403 CSRF',
    status: 403,
    send: (s, l) => {
      const { origin: _origin, ...noOrigin } = member(s);
      return inject(ctx, { url: '/api/auth/logout/', method: 'POST' }, { ...noOrigin, ...l });
    },
  },
  {
    label: '404 another id',
    status: 404,
    send: (s, l) => inject(ctx, { url: '/api/users/2147483000/profile/' }, { ...member(s), ...l }),
    text: (l) => API_MESSAGES[l].notFound,
  },
  {
    label: '404 no route',
    status: 404,
    send: (s, l) => inject(ctx, { url: '/api/no/such/route/' }, { ...anonymous(s), ...l }),
  },
  {
    label: '400 missing fields',
    status: 400,
    send: (s, l) =>
      inject(
        ctx,
        { url: '/api/auth/login/', method: 'POST', payload: '{}' },
        { ...anonymous(s), ...l },
      ),
  },
  {
    label: '400 not JSON',
    status: 400,
    send: (s, l) =>
      inject(
        ctx,
        { url: '/api/auth/login/', method: 'POST', payload: '{' },
        { ...anonymous(s), ...l },
      ),
  },
  {
    label: '400 null body',
    status: 400,
    send: (s, l) =>
      inject(
        ctx,
        { url: '/api/users/me/', method: 'PATCH', payload: 'null' },
        { ...member(s), ...l },
      ),
    text: (l) => API_MESSAGES[l].bodyNotObject,
  },
  {
    label: '400 bad cursor',
    status: 400,
    send: (s, l) => inject(ctx, { url: '/api/posts/?cursor=nope' }, { ...member(s), ...l }),
    text: (l) => API_MESSAGES[l].invalidCursor,
  },
  {
    label: '400 bad URL',
    status: 400,
    send: (s, l) => inject(ctx, { url: '/api/users/%E0%A4%A/profile/' }, { ...member(s), ...l }),
  },
  {
    label: '429 too many requests',
    status: 429,
    send: async (s, l) => {
      const forgot = {
        url: '/api/auth/password/forgot/',
        method: 'POST' as const,
        payload: '{"email":"x@example.org"}',
      };
      await inject(limited, forgot, { ...anonymous(s), ...l });
      return inject(limited, forgot, { ...anonymous(s), ...l });
    },
  },
  {
    label: '431 headers too large',
    status: 431,
    send: (s, l) => rawRequest({ ...anonymous(s), ...l, 'x-padding': 'x'.repeat(20_000) }),
    text: (l) => API_MESSAGES[l].headersTooLarge,
  },
  {
    label: '431 query string too long',
    status: 431,
    send: (s, l) =>
      rawRequest({ ...anonymous(s), ...l }, `/api/directory/?q=${'x'.repeat(20_000)}`),
    text: (l) => API_MESSAGES[l].headersTooLarge,
  },
];

/** One request over a real socket (Node's parser answers 431 before Fastify sees it). */
async function rawRequest(
  headers: Record<string, string>,
  path = '/api/users/me/',
): Promise<{ status: number; body: string }> {
  if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The texts of an error body, in order. */
const textsOf = (body: string) => Object.values(ErrorBody.parse(JSON.parse(body))).flat();

describe('error answers, in the request’s language or the school’s', () => {
  it.each(PATHS.map((path) => [path.label, path] as const))('%s', async (_label, path) => {
    const answers: Record<string, string[]> = {};
    for (const [schoolLocale, subdomain] of Object.entries(SCHOOLS)) {
      for (const asked of ['fr', 'en', 'none'] as const) {
        const language: Record<string, string> =
          asked === 'none' ? {} : { 'accept-language': `${asked}-XX,${asked};q=0.9` };
        const res = await path.send(subdomain, language);
        expect(res.status, `${subdomain} ${asked}: ${res.body}`).toBe(path.status);
        const texts = textsOf(res.body);
        expect(texts.length).toBeGreaterThan(0);
        const expected: Locale = asked === 'none' ? (schoolLocale as Locale) : asked;
        if (path.text) expect(texts, `${subdomain} ${asked}`).toEqual([path.text(expected)]);
        answers[`${subdomain} ${asked}`] = texts;
      }
    }
    // Without Accept-Language, each school answers in its own language; with it, the language
    // asked for, whatever the school's.
    expect(answers[`${SCHOOLS.fr} none`]).toEqual(answers[`${SCHOOLS.fr} fr`]);
    expect(answers[`${SCHOOLS.en} none`]).toEqual(answers[`${SCHOOLS.en} en`]);
    expect(answers[`${SCHOOLS.fr} en`]).toEqual(answers[`${SCHOOLS.en} en`]);
    expect(answers[`${SCHOOLS.en} fr`]).toEqual(answers[`${SCHOOLS.fr} fr`]);
    // The two languages say it differently: no text is left in one language only.
    expect(answers[`${SCHOOLS.fr} fr`]).not.toEqual(answers[`${SCHOOLS.fr} en`]);
  });

  it('words a missing field from the validation catalogue', async () => {
    for (const locale of ['fr', 'en'] as const) {
      const res = await inject(
        ctx,
        { url: '/api/auth/login/', method: 'POST', payload: '{}' },
        { ...anonymous(SCHOOLS[locale]) },
      );
      expect(JSON.parse(res.body)).toMatchObject({ email: [VALIDATION_MESSAGES[locale].required] });
    }
  });
});
