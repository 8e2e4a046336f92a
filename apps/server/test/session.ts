import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { hostOf } from './app.ts';

/** The `sessionid=…` pair of a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'sessionid');
  if (!cookie) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `sessionid=${cookie.value}`;
}

/** Signs in on a school's host through the API; returns the Cookie header to reuse. */
export async function signIn(
  app: FastifyInstance,
  subdomain: string,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: { host: hostOf(subdomain) },
    payload: { email, password },
  });
  return sessionCookie(res);
}

/** Headers of a same-origin request with a session: Host, Origin (CSRF check) and Cookie. */
export function sameOrigin(subdomain: string, cookie: string) {
  return { host: hostOf(subdomain), origin: `http://${hostOf(subdomain)}`, cookie };
}
