/**
 * The API's operations as the OpenAPI document describes them (generated from the zod
 * contract in packages/domain/src/api): the generated suites (tenant isolation, fuzz) read
 * them here, so that a new route is covered by both without a change to either.
 */

/** A JSON Schema as the OpenAPI 3.0 document writes it (the subset the suites read). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
  additionalProperties?: boolean | JsonSchema;
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One parameter of an operation: path or query, with its schema. */
export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  /** The enum's values, when the parameter is a choice (e.g. `{decision}`). */
  values?: string[];
}

export interface Operation {
  /** `METHOD path` as in the OpenAPI document, e.g. `POST /api/posts/{id}/comments/`. */
  key: string;
  method: Method;
  path: string;
  /** Path parameters, in the order of the document. */
  params: Parameter[];
  query: Parameter[];
  hasBody: boolean;
  /** The JSON body's schema, when the operation takes JSON. */
  jsonBody?: JsonSchema;
  /** The multipart form's schema, when the operation takes a file. */
  multipartBody?: JsonSchema;
  /** Callable without a session: its `security` lists an empty requirement (`{}`). */
  open: boolean;
}

interface RawOperation {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the OpenAPI document under /api, with its parameters and bodies. */
export function readOperations(document: unknown): Operation[] {
  const paths = (document as { paths: Record<string, Record<string, RawOperation>> }).paths;
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, op]) => {
      if (!path.startsWith('/api/')) return [];
      const parameters = (op.parameters ?? []).map(
        (p): Parameter => ({
          name: p.name,
          in: p.in === 'path' ? 'path' : 'query',
          required: p.required ?? p.in === 'path',
          schema: p.schema ?? {},
          values: p.schema?.enum as string[] | undefined,
        }),
      );
      const content = op.requestBody?.content ?? {};
      return [
        {
          key: `${method.toUpperCase()} ${path}`,
          method: method.toUpperCase() as Method,
          path,
          params: parameters.filter((p) => p.in === 'path'),
          query: parameters.filter((p) => p.in === 'query'),
          hasBody: op.requestBody !== undefined,
          jsonBody: content['application/json']?.schema,
          multipartBody: content['multipart/form-data']?.schema,
          open: (op.security ?? [{}]).some((requirement) => Object.keys(requirement).length === 0),
        },
      ];
    }),
  );
}
