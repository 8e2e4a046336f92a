/**
 * The scenarios of the mixed load (load-mixed.bench.ts; issue 35 item 3) and their runner:
 * each scenario is one autocannon run through the proxy with its share of the connections,
 * all of them at once; latencies are every response's time in ms.
 */
import { randomUUID } from 'node:crypto';
import { buildEvent, schools, users } from '@alumni/server/tools';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { ProxyClient } from '../../deploy/trial/client.ts';
import { BASE_DOMAIN, type Deployment } from '../../deploy/trial/deployment.ts';
import { type LoadResult, percentile } from './load.ts';

/** One request of a scenario; `setup` may change it per request (autocannon setupRequest). */
interface MixedRequest {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  body?: string;
  setup?: (request: autocannon.Request, context: Record<string, unknown>) => autocannon.Request;
}

/** A scenario: its share of the connections (weight out of 200), an optional rate cap. */
export interface MixedScenario {
  name: string;
  weight: number;
  /** Requests per second for the whole scenario (sign-in: argon2 costs ~40 ms of CPU each). */
  overallRate?: number;
  /**
   * Sent without the member's session cookie (sign-in: a sign-in ends the session its
   * request carries, which would sign the member out of every other scenario).
   */
  anonymous?: boolean;
  requests: MixedRequest[];
  connections: number;
}

/** What the scenarios need from the seeded school, and the signed-in headers. */
export interface Mix {
  connections: number;
  headers: Record<string, string>;
  profileId: number;
  commentPostId: number;
  likePostIds: number[];
  event: { id: number; ticketId: number };
  conversationId: number;
}

/**
 * Signs in as the demo member through the proxy and makes what the writes need: an event with
 * a ticket of a million seats and no per-order limit to speak of, a post per like connection (like, then take back: no two
 * connections on one post), and a conversation with the admin.
 */
export async function prepareMix(deployment: Deployment, connections: number): Promise<Mix> {
  const member = new ProxyClient(deployment.httpsPort);
  const admin = new ProxyClient(deployment.httpsPort);
  try {
    await member.signIn('member@demo.example.org');
    await admin.signIn('admin@demo.example.org');
    const json = async <T>(answer: Promise<{ status: number; body: string }>) => {
      const { status, body } = await answer;
      if (status >= 300) throw new Error(`set-up answered ${status}: ${body}`);
      return JSON.parse(body) as T;
    };
    const me = await json<{ id: number }>(member.request('GET', '/api/users/me/'));
    const directory = await json<{ results: { id: number }[] }>(
      member.request('GET', '/api/directory/?page=1'),
    );
    const profileId = directory.results.find((m) => m.id !== me.id)?.id ?? me.id;
    const post = (content: string) =>
      json<{ id: number }>(member.request('POST', '/api/posts/', { content }));
    const commentPostId = (await post('<p>Comment here.</p>')).id;
    const likeConnections = share(connections, WEIGHTS.like);
    const likePostIds: number[] = [];
    for (let i = 0; i < likeConnections; i += 1)
      likePostIds.push((await post(`<p>Like number ${i + 1}.</p>`)).id);
    const conversation = await json<{ id: number }>(
      admin.request('POST', '/api/conversations/', { participants: [me.id] }),
    );

    const [demo] = await deployment.db.select().from(schools).where(eq(schools.subdomain, 'demo'));
    const [author] = await deployment.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@demo.example.org'));
    if (!demo || !author) throw new Error('the demo school or its admin is missing');
    // The member books again and again: no per-order limit in the way (400 past it).
    const event = await buildEvent(
      deployment.db,
      demo.id,
      author.id,
      {},
      { quantity: 1_000_000, perOrderLimit: 1_000_000 },
    );
    return {
      connections,
      // No content type here: runMixed adds it to requests with a body (Fastify answers 400
      // to a JSON content type with an empty body, as a like's POST and DELETE are).
      headers: member.headers(),
      profileId,
      commentPostId,
      likePostIds,
      event: { id: event.id, ticketId: event.ticket.id },
      conversationId: conversation.id,
    };
  } finally {
    member.close();
    admin.close();
  }
}

/** Connections out of 200 per scenario: reads weigh most, as on a school's platform. */
const WEIGHTS = {
  signIn: 4,
  dashboard: 30,
  feed: 30,
  directory: 25,
  profile: 25,
  post: 14,
  comment: 14,
  like: 20,
  booking: 18,
  chat: 20,
} as const;

/** A scenario's connections out of `total`, by its weight out of 200 (at least one). */
const share = (total: number, weight: number) => Math.max(1, Math.round((total * weight) / 200));

/** The ten scenarios of the mix. */
export function mixedScenarios(mix: Mix): MixedScenario[] {
  const at = (weight: number) => share(mix.connections, weight);
  const body = (value: unknown) => JSON.stringify(value);
  let likeIndex = 0;
  const ownPost = (request: autocannon.Request, context: Record<string, unknown>) => {
    context.post ??= mix.likePostIds[likeIndex++ % mix.likePostIds.length];
    request.path = `/api/posts/${context.post}/like/`;
    return request;
  };
  return [
    {
      name: 'sign-in',
      weight: WEIGHTS.signIn,
      connections: at(WEIGHTS.signIn),
      overallRate: 10,
      anonymous: true,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/login/',
          body: body({ email: 'validator@demo.example.org', password: 'Alumni-demo-2026' }),
        },
      ],
    },
    {
      // What the dashboard asks for once the page is in (viewer, unread counts, events).
      name: 'dashboard',
      weight: WEIGHTS.dashboard,
      connections: at(WEIGHTS.dashboard),
      requests: [
        { method: 'GET', path: '/api/users/me/' },
        { method: 'GET', path: '/api/conversations/unread/' },
        { method: 'GET', path: '/api/events/' },
      ],
    },
    {
      name: 'feed',
      weight: WEIGHTS.feed,
      connections: at(WEIGHTS.feed),
      requests: [{ method: 'GET', path: '/api/posts/' }],
    },
    {
      name: 'directory',
      weight: WEIGHTS.directory,
      connections: at(WEIGHTS.directory),
      requests: [
        { method: 'GET', path: '/api/directory/?page=1' },
        { method: 'GET', path: '/api/directory/?search=camille' },
      ],
    },
    {
      name: 'profile',
      weight: WEIGHTS.profile,
      connections: at(WEIGHTS.profile),
      requests: [{ method: 'GET', path: `/api/users/${mix.profileId}/profile/` }],
    },
    {
      name: 'post',
      weight: WEIGHTS.post,
      connections: at(WEIGHTS.post),
      requests: [
        { method: 'POST', path: '/api/posts/', body: body({ content: '<p>Load test post.</p>' }) },
      ],
    },
    {
      name: 'comment',
      weight: WEIGHTS.comment,
      connections: at(WEIGHTS.comment),
      requests: [
        {
          method: 'POST',
          path: `/api/posts/${mix.commentPostId}/comments/`,
          body: body({ content: 'A comment of the load test.' }),
        },
      ],
    },
    {
      name: 'like',
      weight: WEIGHTS.like,
      connections: at(WEIGHTS.like),
      requests: [
        { method: 'POST', path: '/api/posts/0/like/', setup: ownPost },
        { method: 'DELETE', path: '/api/posts/0/like/', setup: ownPost },
      ],
    },
    {
      name: 'booking',
      weight: WEIGHTS.booking,
      connections: at(WEIGHTS.booking),
      requests: [
        {
          method: 'POST',
          path: `/api/events/${mix.event.id}/registrations/`,
          body: body({ ticket_id: mix.event.ticketId, quantity: 1 }),
        },
      ],
    },
    {
      // A new client_id each time: a repeated one is answered from the stored message.
      name: 'chat message',
      weight: WEIGHTS.chat,
      connections: at(WEIGHTS.chat),
      requests: [
        {
          method: 'POST',
          path: `/api/conversations/${mix.conversationId}/messages/`,
          body: '{}',
          setup: (request) => {
            request.body = body({
              body: 'Load test message',
              client_id: randomUUID(),
              attachments: [],
            });
            return request;
          },
        },
      ],
    },
  ];
}

/** One scenario's figures, with its answers counted by HTTP status (`{"200": 812, …}`). */
export type ScenarioResult = LoadResult & {
  scenario: string;
  connections: number;
  statuses: Record<string, number>;
};

/**
 * Runs every scenario at once for `seconds` through the proxy on 127.0.0.1:`port` (TLS, the
 * demo school's name for SNI and Host). Returns each scenario's figures and the overall ones
 * (requests/s summed, latencies of every response together).
 */
export async function runMixed(
  port: number,
  scenarios: MixedScenario[],
  headers: Record<string, string>,
  seconds: number,
): Promise<{ scenarios: ScenarioResult[]; overall: LoadResult & { connections: number } }> {
  const all: number[] = [];
  const runs = await Promise.all(
    scenarios.map(async (scenario) => {
      const times: number[] = [];
      const statuses: Record<string, number> = {};
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: `https://127.0.0.1:${port}`,
            servername: `demo.${BASE_DOMAIN}`,
            headers: scenario.anonymous
              ? Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'cookie'))
              : headers,
            connections: scenario.connections,
            duration: seconds,
            ...(scenario.overallRate ? { overallRate: scenario.overallRate } : {}),
            requests: scenario.requests.map((r) => ({
              method: r.method,
              path: r.path,
              ...(r.body === undefined
                ? {}
                : { body: r.body, headers: { 'content-type': 'application/json' } }),
              ...(r.setup
                ? { setupRequest: r.setup as unknown as autocannon.Request['setupRequest'] }
                : {}),
            })),
          } as autocannon.Options,
          (error, finished) => (error ? reject(error) : resolve(finished)),
        );
        instance.on('response', (_client, status, _bytes, ms) => {
          times.push(ms);
          statuses[status] = (statuses[status] ?? 0) + 1;
        });
      });
      all.push(...times);
      return { scenario, result, times, statuses };
    }),
  );
  const figures = (times: number[], requests: number, non2xx: number, errors: number) => {
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 100) / 100;
    return {
      requests,
      requestsPerSecond: Math.round(requests / seconds),
      non2xx,
      errors,
      latencyMs: {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
        max: round(times.at(-1) ?? 0),
      },
    };
  };
  const results = runs.map(({ scenario, result, times, statuses }) => ({
    scenario: scenario.name,
    connections: scenario.connections,
    ...figures(times, result.requests.total, result.non2xx, result.errors + result.timeouts),
    statuses,
  }));
  const sum = (key: 'requests' | 'non2xx' | 'errors') =>
    results.reduce((total, r) => total + r[key], 0);
  return {
    scenarios: results,
    overall: {
      connections: results.reduce((total, r) => total + r.connections, 0),
      ...figures(all, sum('requests'), sum('non2xx'), sum('errors')),
    },
  };
}
