import { randomUUID } from 'node:crypto';
import type { LoadRequest } from './load.ts';

/** One line of `npm run bench`: requests replayed by autocannon on every connection. */
export interface Scenario {
  name: string;
  /**
   * The same run's floor it is held against (issue 35 item 4): a read against `bare:
   * transaction`, a write against `bare: write transaction` (targets ≥ 50 %).
   */
  floor?: 'read' | 'write';
  /** Run against the bare Fastify process instead of the server (the reference lines). */
  bare?: boolean;
  signedIn: boolean;
  requests: LoadRequest[];
  headers?: Record<string, string>;
}

/**
 * The other reads and writes of issue 35 item 4, each against its floor: the event, job and
 * article lists and the member's conversations (reads); a comment on the bench's post and a
 * message in the member's first conversation (writes, a new `client_id` each, so that none is
 * taken for a resend). `get` reads JSON signed in as the bench's member; the message line is
 * left out when the member has no conversation.
 */
export async function requestPathScenarios(
  get: <T>(path: string) => Promise<T>,
  postId: number,
): Promise<Scenario[]> {
  const read = (name: string, path: string): Scenario => ({
    name,
    floor: 'read',
    signedIn: true,
    requests: [{ path }],
  });
  const json = { 'content-type': 'application/json' };
  const conversations = await get<{ results: { id: number }[] }>('/api/conversations/');
  const conversation = conversations.results[0];
  return [
    read('event list', '/api/events/'),
    read('job list', '/api/jobs/'),
    read('article list', '/api/articles/'),
    read('conversations', '/api/conversations/'),
    {
      name: 'comment',
      floor: 'write',
      signedIn: true,
      headers: json,
      requests: [
        {
          method: 'POST',
          path: `/api/posts/${postId}/comments/`,
          body: JSON.stringify({ content: 'A comment written by the benchmark.' }),
        },
      ],
    },
    ...(conversation
      ? [
          {
            name: 'message',
            floor: 'write',
            signedIn: true,
            headers: json,
            requests: [
              {
                method: 'POST',
                path: `/api/conversations/${conversation.id}/messages/`,
                makeBody: () =>
                  JSON.stringify({
                    body: 'A message from the benchmark.',
                    client_id: randomUUID(),
                  }),
              },
            ],
          } satisfies Scenario,
        ]
      : []),
  ];
}
