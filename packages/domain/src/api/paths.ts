/**
 * API paths written once (issue 29 item 2; STYLE.md "Paths come from the contract"): each
 * area's contract exports its route templates (`EVENT_PATHS`…) in OpenAPI form relative to
 * `/api`, e.g. `'/events/{id}/registrations/{registrationId}/'`. The server registers them
 * with `fastifyPath`, the web calls them with `apiPath`, whose parameters are typed from the
 * template: a renamed or added parameter, or a renamed key, fails the type check.
 */

/** The prefix the server registers every API module under (apps/server/src/app.ts). */
export const API_PREFIX = '/api';

/**
 * The parameter names of a template:
 * `'/events/{id}/registrations/{registrationId}/'` → `'id' | 'registrationId'`.
 */
export type PathParamNames<Template extends string> =
  Template extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values of a template's parameters, one per name. */
export type PathParams<Template extends string> = {
  readonly [Name in PathParamNames<Template>]: string | number;
};

/** One value of a query given as a record; `undefined` and `null` are left out. */
export type ApiQueryValue = string | number | boolean | undefined | null;

/** A `URLSearchParams` as the domain sees it (it has neither the DOM's types nor Node's). */
export interface SearchParamsLike {
  getAll(name: string): string[];
  toString(): string;
}

/** A query: a `URLSearchParams`, a string (with or without its `?`), or a record of values. */
export type ApiQuery = SearchParamsLike | string | Readonly<Record<string, ApiQueryValue>>;

/**
 * `apiPath`'s arguments after the template: the parameters, required and exact when the
 * template has some, absent (or `undefined`, to pass a query) when it has none.
 */
export type ApiPathArgs<Template extends string> = [PathParamNames<Template>] extends [never]
  ? [params?: undefined, query?: ApiQuery]
  : [params: PathParams<Template>, query?: ApiQuery];

function isSearchParams(query: ApiQuery): query is SearchParamsLike {
  return typeof (query as Partial<SearchParamsLike>).getAll === 'function';
}

/**
 * The query part of a path, `?` included, or `''` when the query is empty. A record's values
 * are URI-encoded (a space as `%20`); `undefined` and `null` are left out.
 */
export function queryString(query: ApiQuery | undefined): string {
  if (query === undefined) return '';
  let text: string;
  if (typeof query === 'string') text = query.startsWith('?') ? query.slice(1) : query;
  else if (isSearchParams(query)) text = query.toString();
  else {
    text = Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
      .join('&');
  }
  return text ? `?${text}` : '';
}

/**
 * The full path of a contract route: `'/api' + template`, each `{name}` replaced by its
 * parameter (URI-encoded), then the query when it is not empty.
 * `apiPath(EVENT_PATHS.event, { id: 3 }, { lang: 'en' })` → `'/api/events/3/?lang=en'`.
 * Throws when a parameter has no value (only an untyped call can do that).
 */
export function apiPath<const Template extends string>(
  template: Template,
  ...[params, query]: ApiPathArgs<Template>
): string {
  const values = (params ?? {}) as Readonly<Record<string, string | number | undefined>>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
  return `${API_PREFIX}${path}${queryString(query)}`;
}

/** A template in Fastify's form: `'/events/{id}/'` → `'/events/:id/'` (server registration). */
export type FastifyPath<Template extends string> =
  Template extends `${infer Head}{${infer Name}}${infer Rest}`
    ? `${Head}:${Name}${FastifyPath<Rest>}`
    : Template;

/** Converts a template's `{name}` to Fastify's `:name`, for the server's route registration. */
export function fastifyPath<const Template extends string>(
  template: Template,
): FastifyPath<Template> {
  return template.replace(/\{(\w+)\}/g, ':$1') as FastifyPath<Template>;
}
