/**
 * The school's API as School settings → API key and docs shows it (issue 31 item 9 "the docs
 * page shows the school's API"): the read operations a key may call, taken from the OpenAPI
 * document the server serves (`/api/docs/json`, generated from the contract), grouped by tag,
 * each with its parameters and a curl example. Pure: no React, no fetch.
 */

/** The name of the key's security scheme in the document (platform/openapi.ts). */
export const API_KEY_SCHEME = 'apiKey';

export interface DocParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  /** The JSON type(s) or the enum's values, as the document says them ('integer', 'a | b'). */
  type: string;
}

export interface DocOperation {
  /** The document's `operationId` (unique). */
  id: string;
  method: 'GET';
  /** The full path, `/api/users/{id}/`. */
  path: string;
  summary: string;
  parameters: DocParameter[];
}

export interface DocGroup {
  tag: string;
  operations: DocOperation[];
}

interface RawSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: RawSchema[];
  oneOf?: RawSchema[];
}
interface RawOperation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, unknown>[];
  parameters?: { name?: string; in?: string; required?: boolean; schema?: RawSchema }[];
}

/** A schema's type in words: its enum's values, else its types, else 'string'. */
function typeOf(schema: RawSchema | undefined): string {
  if (!schema) return 'string';
  if (schema.enum?.length) return schema.enum.map(String).join(' | ');
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return [...new Set(alternatives.map(typeOf))].join(' | ');
  return [schema.type ?? 'string'].flat().join(' | ');
}

/**
 * The document's GET operations that take a key (their `security` lists `apiKey`), grouped by
 * their first tag (tags in alphabetical order, operations by path). Anything that is not an
 * OpenAPI document gives no group. Never throws.
 */
export function keyReadOperations(document: unknown): DocGroup[] {
  const paths = (document as { paths?: unknown } | null)?.paths;
  if (!paths || typeof paths !== 'object') return [];
  const groups = new Map<string, DocOperation[]>();
  for (const [path, methods] of Object.entries(paths as Record<string, unknown>)) {
    const op = (methods as { get?: RawOperation } | null)?.get;
    if (!op?.security?.some((requirement) => API_KEY_SCHEME in requirement)) continue;
    const tag = op.tags?.[0] ?? 'api';
    const operations = groups.get(tag) ?? [];
    operations.push({
      id: op.operationId ?? `get ${path}`,
      method: 'GET',
      path,
      summary: op.summary ?? '',
      parameters: (op.parameters ?? [])
        .filter((p) => (p.in === 'path' || p.in === 'query') && typeof p.name === 'string')
        .map((p) => ({
          name: p.name as string,
          in: p.in as 'path' | 'query',
          required: p.in === 'path' || p.required === true,
          type: typeOf(p.schema),
        })),
    });
    groups.set(tag, operations);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([tag, operations]) => ({
      tag,
      // By code point: `/users/me/` before `/users/{id}/`, as the fixed route wins.
      operations: operations.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    }));
}

/** How many operations the groups hold. */
export const operationCount = (groups: readonly DocGroup[]) =>
  groups.reduce((sum, group) => sum + group.operations.length, 0);

/**
 * The curl command calling `operation` on the school's `origin` with a key: path parameters
 * shown as `<name>` to replace, required query parameters as `name=<name>`, the key as
 * `alk_…` (never a real one: the page shows none after its creation).
 */
export function curlExample(origin: string, operation: DocOperation): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, '<$1>');
  const query = operation.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=<${p.name}>`)
    .join('&');
  const url = `${origin}${path}${query ? `?${query}` : ''}`;
  return `curl -H "Authorization: Bearer alk_…" "${url}"`;
}
