import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/index.ts';
import { hashToken, newToken } from '../src/platform/sessions.ts';
import { hostOf } from './app.ts';
import { sameOrigin } from './session.ts';

export type Headers = Record<string, string>;
export type Body = Record<string, unknown>;

/**
 * Headers of a signed-in, same-origin request on `subdomain`: a session row written directly,
 * without the sign-in's password hashing cost.
 */
export async function sessionHeaders(
  db: Db,
  user: { userId: number; schoolId: number; subdomain: string },
): Promise<Headers> {
  const token = newToken();
  await db.insert(sessions).values({
    idHash: hashToken(token),
    userId: user.userId,
    schoolId: user.schoolId,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return sameOrigin(user.subdomain, `sessionid=${token}`);
}

/**
 * A JSON API caller: `call(method, url, headers, payload?, locale?)` answers `{status, body}`;
 * without headers the request is anonymous on demo.
 */
export function apiCaller(app: FastifyInstance) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers | null,
    payload?: unknown,
    locale: 'fr' | 'en' = 'en',
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: { ...(headers ?? { host: hostOf('demo') }), 'accept-language': locale },
      ...(payload === undefined ? {} : { payload: payload as Body }),
    });
    return { status: res.statusCode, body: (res.body ? res.json() : null) as Body };
  };
}

/**
 * A JSON API caller for contract tests: `send(method, url, {headers, payload, locale})`
 * answers `{status, body}`. Headers default to `defaults()` (read at each call, as a test
 * file sets them in beforeAll); `headers: null` is an anonymous request on demo; without
 * `locale` no Accept-Language is sent, so the answer is in the school's language (French for
 * demo and the factories' schools: platform/locale.ts).
 */
export function contractCaller(app: FastifyInstance, defaults: () => Headers) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    opts: { headers?: Headers | null; payload?: object; locale?: 'en' } = {},
  ) => {
    const res = await app.inject({
      method,
      url,
      headers: {
        ...(opts.headers === null ? { host: hostOf('demo') } : (opts.headers ?? defaults())),
        ...(opts.locale ? { 'accept-language': opts.locale } : {}),
      },
      ...(opts.payload ? { payload: opts.payload as Body } : {}),
    });
    return { status: res.statusCode, body: res.body ? res.json() : null };
  };
}

/**
 * A multipart/form-data body: the text `fields` first (as a browser form sends them), then
 * one file in the field `file`. Returns the payload and its Content-Type.
 */
export function multipartBody(
  fileName: string,
  content: Buffer,
  type = 'image/png',
  fields: Record<string, string> = {},
) {
  const boundary = `----alumni-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
