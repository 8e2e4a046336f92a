import { describe, expect, it } from 'vitest';
import { curlExample, keyReadOperations, operationCount } from './apiDocs.ts';

// Issue 31 item 9: "the docs page shows the school's API" (the reads a key may call).

const session = { session: [] };
const key = { apiKey: [] };
const document = {
  paths: {
    '/api/users/me/': {
      get: { operationId: 'getUsersMe', summary: 'Me', tags: ['users'], security: [session, key] },
      patch: { operationId: 'patchUsersMe', tags: ['users'], security: [session] },
    },
    '/api/users/{id}/': {
      get: {
        operationId: 'getUsersUser',
        summary: 'A member',
        tags: ['users'],
        security: [session, key],
        parameters: [
          { name: 'id', in: 'path', schema: { anyOf: [{ type: 'number' }, { type: 'string' }] } },
        ],
      },
    },
    '/api/articles/': {
      get: {
        operationId: 'getBlogList',
        summary: 'Articles',
        tags: ['blog'],
        security: [{}, session, key],
        parameters: [
          { name: 'status', in: 'query', required: true, schema: { enum: ['draft', 'published'] } },
          { name: 'page', in: 'query', schema: { type: 'integer' } },
          { name: 'x-trace', in: 'header', schema: { type: 'string' } },
        ],
      },
    },
    '/api/outbox/': { get: { operationId: 'getOutbox', tags: ['outbox'], security: [session] } },
  },
};

describe("the school's API as the docs show it", () => {
  it('lists the GET operations a key may call, grouped by tag, by path', () => {
    const groups = keyReadOperations(document);
    expect(groups.map((g) => [g.tag, g.operations.map((o) => o.path)])).toEqual([
      ['blog', ['/api/articles/']],
      ['users', ['/api/users/me/', '/api/users/{id}/']],
    ]);
    expect(operationCount(groups)).toBe(3);
    expect(groups[0]?.operations[0]?.parameters).toEqual([
      { name: 'status', in: 'query', required: true, type: 'draft | published' },
      { name: 'page', in: 'query', required: false, type: 'integer' },
    ]);
    expect(groups[1]?.operations[1]?.parameters).toEqual([
      { name: 'id', in: 'path', required: true, type: 'number | string' },
    ]);
  });

  it('reads anything else as no operation', () => {
    for (const wrong of [null, undefined, 3, 'x', {}, { paths: null }, { paths: { '/a': null } }]) {
      expect(keyReadOperations(wrong)).toEqual([]);
    }
  });

  it('writes a curl example with the key and placeholders to replace', () => {
    const [blog, users] = keyReadOperations(document);
    const origin = 'https://demo.alumni.example';
    expect(curlExample(origin, users?.operations[1] ?? ({} as never))).toBe(
      'curl -H "Authorization: Bearer alk_…" "https://demo.alumni.example/api/users/<id>/"',
    );
    expect(curlExample(origin, blog?.operations[0] ?? ({} as never))).toBe(
      'curl -H "Authorization: Bearer alk_…" "https://demo.alumni.example/api/articles/?status=<status>"',
    );
  });
});
