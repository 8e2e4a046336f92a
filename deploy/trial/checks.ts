/**
 * What the trial checks through the proxy (deploy/README.md "Trying it on one machine"; issue
 * 35 item 1): the probes, HTTP/2, a school's page and its cached assets, the API signed in
 * behind HTTPS (TRUST_PROXY), the live event stream (SSE) and the chat's WebSocket receiving
 * an event, the requests spread over every instance, and a rolling restart, one instance at a
 * time, with no failed request. Each check gives a line of the report; none throws.
 */

import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { ProxyClient } from './client.ts';
import { type Deployment, waitUntil } from './deployment.ts';

/** One line of the report. */
export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

type Check = () => Promise<string>;

/** Runs `check`; its message when it passes, the error's when it throws. */
async function run(name: string, check: Check): Promise<CheckResult> {
  try {
    return { name, ok: true, detail: await check() };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A JSON object's fields, or null when `text` is not one. */
function jsonOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** How hard the rolling restart pushes: the full trial's, or a shorter one for CI's test. */
export interface RestartLoad {
  /** Clients reading at once through the proxy. */
  readers: number;
  /** Reads to see done before each instance stops, and after the last is back. */
  readsBetween: number;
}

/** The full trial's restart load (`npm run deploy:try`). */
export const FULL_RESTART: RestartLoad = { readers: 8, readsBetween: 200 };

/**
 * Every check, in order, on a running trial deployment; `restart` sets the rolling restart's
 * load (FULL_RESTART unless given).
 */
export async function runChecks(
  deployment: Deployment,
  restart: RestartLoad = FULL_RESTART,
): Promise<CheckResult[]> {
  const member = new ProxyClient(deployment.httpsPort);
  const admin = new ProxyClient(deployment.httpsPort);
  const results: CheckResult[] = [];
  const add = async (name: string, check: Check) => {
    results.push(await run(name, check));
  };
  try {
    await add('/healthz and /readyz through the proxy', async () => {
      const health = await member.request('GET', '/healthz');
      const readiness = await member.request('GET', '/readyz');
      // The JSON, not only the status: a server without the probes answers 200 with the SPA.
      expect(
        health.status === 200 && jsonOf(health.body)?.status === 'ok',
        `/healthz answered ${health.status}: ${health.body.slice(0, 80)}`,
      );
      expect(
        readiness.status === 200 && jsonOf(readiness.body)?.status === 'ok',
        `/readyz answered ${readiness.status}: ${readiness.body.slice(0, 80)}`,
      );
      return `200 {"status":"ok"}, 200 ${readiness.body.slice(0, 80)}`;
    });

    await add('HTTP/2 negotiated', async () => {
      const { alpn, status } = await member.http2Get('/api/schools/demo/details/');
      expect(alpn === 'h2', `ALPN gave ${String(alpn)}`);
      expect(status === 200, `the details answered ${status} over HTTP/2`);
      return 'ALPN h2, school details 200';
    });

    await add("a school's page and its assets", async () => {
      const page = await member.request('GET', '/');
      expect(page.status === 200, `/ answered ${page.status}`);
      expect(page.body.includes('__APP_CONFIG__'), 'the page is not the app');
      // HSTS goes only on answers the server knows went over HTTPS (X-Forwarded-Proto).
      expect(page.headers['strict-transport-security'], 'no HSTS: X-Forwarded-Proto not believed');
      const asset = /(\/assets\/[^"']+\.js)/.exec(page.body)?.[1];
      expect(asset, 'the page names no /assets/ script');
      const first = await member.request('GET', asset);
      const second = await member.request('GET', asset);
      expect(first.status === 200, `${asset} answered ${first.status}`);
      expect(
        String(first.headers['cache-control']).includes('immutable'),
        `${asset} is not cached long: ${first.headers['cache-control']}`,
      );
      expect(second.headers['x-cache-status'] === 'HIT', 'the proxy did not keep the asset');
      return `page 200 with HSTS; ${asset} immutable, proxy cache ${first.headers['x-cache-status']} then HIT`;
    });

    let memberId = 0;
    await add('the API signed in (Secure cookie, CSRF behind HTTPS)', async () => {
      const login = await member.signIn('member@demo.example.org');
      const cookie = [login.headers['set-cookie'] ?? []].flat().join(' ');
      expect(/;\s*Secure/i.test(cookie), 'the session cookie is not Secure');
      const me = await member.request('GET', '/api/users/me/');
      expect(me.status === 200, `/api/users/me/ answered ${me.status}`);
      memberId = (JSON.parse(me.body) as { id: number }).id;
      // A signed-in change passes the CSRF check only when scheme, host and port match Origin.
      await admin.signIn('admin@demo.example.org');
      const post = await admin.request('POST', '/api/posts/', { content: '<p>Through nginx.</p>' });
      expect(post.status === 201, `a post answered ${post.status}: ${post.body}`);
      return `member ${memberId} signed in, a post created by the admin (201)`;
    });

    await add('SSE and the chat WebSocket receive an event through the proxy', async () => {
      expect(memberId, 'not signed in');
      let streamText = '';
      const stream = await member.stream(`/api/events/user/${memberId}/`, (text) => {
        streamText += text;
      });
      const socket = await member.webSocket('/api/conversations/socket/');
      const frames: { type: string }[] = [];
      socket.on('message', (data) => frames.push(JSON.parse(String(data)) as { type: string }));
      // Live changes flow once the client has said where it stands (none yet: from now on).
      socket.send(JSON.stringify({ type: 'resume', cursors: {} }));
      try {
        expect(stream.status === 200, `the stream answered ${stream.status}`);
        await waitUntil(
          async () => (streamText.includes('event: message-init') ? true : null),
          10_000,
          'no message-init on the stream (held back by the proxy?)',
        );
        const conversation = await admin.request('POST', '/api/conversations/', {
          participants: [memberId],
        });
        expect(conversation.status < 300, `conversation answered ${conversation.status}`);
        const { id } = JSON.parse(conversation.body) as { id: number };
        const sent = await admin.request('POST', `/api/conversations/${id}/messages/`, {
          body: 'Hello through nginx',
          client_id: randomUUID(),
          attachments: [],
        });
        expect(sent.status === 201, `the message answered ${sent.status}: ${sent.body}`);
        await waitUntil(
          async () => (frames.some((f) => f.type === 'change') ? true : null),
          10_000,
          `no change frame on the socket (got ${frames.map((f) => f.type).join(', ')})`,
        );
        await waitUntil(
          async () => (/event: message\n/.test(streamText) ? true : null),
          10_000,
          'no message event on the stream',
        );
        return 'stream: message-init then message; socket: change frame';
      } finally {
        // Closed before the rolling restart: a stopping instance would wait on them otherwise.
        socket.close();
        stream.close();
      }
    });

    await add('every instance served requests', async () => {
      const counts = upstreamCounts(deployment);
      const idle = deployment.instances.filter((i) => !counts.get(`127.0.0.1:${i.port}`));
      expect(idle.length === 0, `no request reached ${idle.map((i) => i.port).join(', ')}`);
      return [...counts].map(([at, n]) => `${at}: ${n}`).join(', ');
    });

    await add('rolling restart with no failed request', () =>
      rollingRestart(deployment, member, admin, restart),
    );
  } finally {
    member.close();
    admin.close();
  }
  return results;
}

/** Requests per upstream address, from nginx's access log (`upstream=` field). */
export function upstreamCounts(deployment: Deployment): Map<string, number> {
  const counts = new Map<string, number>();
  for (const line of readFileSync(deployment.accessLog, 'utf8').split('\n')) {
    // A retried request lists each upstream tried (`a, b`): the last one answered.
    const at = /upstream=(?:[^ ]+, )*([^ ,]+)/.exec(line)?.[1];
    if (at && at !== '-') counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  return counts;
}

/**
 * Resolves once nginx has sent a request to 127.0.0.1:`port` that it answered 2xx, in the
 * access log past byte `from`: the proxy has taken the instance back (it leaves out a failed
 * instance for fail_timeout, render.mjs FAIL_TIMEOUT_SECONDS). Throws after `timeoutMs`.
 */
export async function servedAgain(
  deployment: Deployment,
  port: number,
  from: number,
  timeoutMs = 30_000,
): Promise<void> {
  const served = new RegExp(
    `upstream=(?:[^ ]+, )*127\\.0\\.0\\.1:${port} (?:[0-9-]+, )*2[0-9][0-9] `,
  );
  await waitUntil(
    async () =>
      served.test(readFileSync(deployment.accessLog).subarray(from).toString()) ? true : null,
    timeoutMs,
    `nginx did not send to ${port} again within ${timeoutMs / 1000} s`,
  );
}

/**
 * A rolling restart as deploy/README.md "Upgrades" does it, under load: for each instance in
 * turn, mark it `down` in nginx and reload (setDown), SIGTERM it and wait for its exit, start
 * it again and wait until it is ready, put it back and wait until nginx has sent it a request
 * (servedAgain) before the next. Meanwhile `load.readers` clients keep
 * reading through the proxy (the signed-in `/api/users/me/` and the school's details) and one
 * keeps writing (the admin's posts). Throws if any request fails (network error or non-2xx);
 * returns the counts and how long each instance was out of nginx's rotation.
 */
async function rollingRestart(
  deployment: Deployment,
  signedIn: ProxyClient,
  writer: ProxyClient,
  load: RestartLoad,
): Promise<string> {
  let running = true;
  let ok = 0;
  let writes = 0;
  const failures: string[] = [];
  const attempt = async (method: string, pathname: string, client: ProxyClient, body?: unknown) => {
    try {
      const answer = await client.request(method, pathname, body);
      if (answer.status >= 200 && answer.status < 300) return true;
      failures.push(`${method} ${pathname} ${answer.status} ${answer.body.slice(0, 60)}`);
    } catch (error) {
      failures.push(
        `${method} ${pathname} ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return false;
  };
  const reader = async () => {
    for (let i = 0; running; i += 1) {
      const pathname = i % 2 ? '/api/users/me/' : '/api/schools/demo/details/';
      if (await attempt('GET', pathname, signedIn)) ok += 1;
    }
  };
  const poster = async () => {
    for (let i = 0; running; i += 1) {
      const body = { content: `<p>Rolling restart ${i}.</p>` };
      if (await attempt('POST', '/api/posts/', writer, body)) writes += 1;
    }
  };
  const clients = [...Array.from({ length: load.readers }, reader), poster()];
  const steps: string[] = [];
  const readsDone = async (label: string) => {
    const before = ok;
    await waitUntil(async () => (ok >= before + load.readsBetween ? true : null), 20_000, label);
  };
  try {
    for (const instance of deployment.instances) {
      await readsDone('no reads done');
      // Out of nginx first: it sends the instance nothing once its old workers are gone.
      await deployment.setDown([instance.port]);
      const code = await instance.stop();
      const stopped = Date.now();
      await instance.start();
      const ready = Date.now();
      const from = statSync(deployment.accessLog).size;
      await deployment.setDown([]);
      await servedAgain(deployment, instance.port, from);
      steps.push(
        `${instance.port} exited ${code}, ready again ${((ready - stopped) / 1000).toFixed(1)} s after its exit, served through nginx after ${((Date.now() - stopped) / 1000).toFixed(1)} s`,
      );
    }
    await readsDone('no reads after');
  } finally {
    running = false;
    await Promise.all(clients);
  }
  expect(
    failures.length === 0,
    `${failures.length} failed of ${ok + writes + failures.length}: ${failures.slice(0, 5).join('; ')}`,
  );
  const resent = signedIn.resent + writer.resent;
  return `${ok} reads and ${writes} posts, 0 failed, ${resent} sent again on a connection nginx closed while idle (${steps.join('; ')})`;
}
