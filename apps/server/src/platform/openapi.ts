import * as contract from '@alumni/domain';
import {
  ABOUT_PATHS,
  API_PREFIX,
  AUTH_PATHS,
  BLOG_PATHS,
  CUSTOM_PAGE_PATHS,
  EVENT_PARTICIPANT_PATHS,
  fastifyPath,
  JOB_UPDATE_LINK_PATHS,
  REGISTRATION_PATHS,
  SCHOOL_PATHS,
  STATIC_LIST_PATHS,
  UNSUBSCRIPTION_PATHS,
  USER_PATHS,
} from '@alumni/domain';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { schoolOrigin } from './public-url.ts';

/** The name of the session cookie's security scheme. */
const SESSION_SCHEME = 'session';
/** The name of the school API key's scheme (`Authorization: Bearer`, platform/api-keys.ts). */
const API_KEY_SCHEME = 'apiKey';

/**
 * The operations anyone may call without a session (`METHOD template`): the school's details,
 * signing in and out, recovery, registration and activation, links carried by mail (unsubscribe,
 * a job ad's update link, a calendar feed) and the blog's public reading (spec 2 §6 Feature
 * visibility, on schools with public pages) with the school's lists it names (categories), and
 * the about page's and the public custom pages (the same way). Every other operation needs the `sessionid` cookie;
 * the tenant-isolation suite checks that none of those ever succeeds for an anonymous caller.
 */
const OPEN_OPERATIONS = new Set(
  [
    ['GET', SCHOOL_PATHS.details],
    ['POST', AUTH_PATHS.login],
    ['DELETE', AUTH_PATHS.logout],
    ['POST', AUTH_PATHS.forgotPassword],
    ['POST', AUTH_PATHS.resetPassword],
    ['GET', USER_PATHS.session],
    ['POST', REGISTRATION_PATHS.register],
    ['GET', REGISTRATION_PATHS.activation],
    ['POST', REGISTRATION_PATHS.activation],
    ['POST', UNSUBSCRIPTION_PATHS.unsubscribe],
    ['POST', UNSUBSCRIPTION_PATHS.oneClick],
    ['GET', UNSUBSCRIPTION_PATHS.subscription],
    ['PUT', UNSUBSCRIPTION_PATHS.subscription],
    ['GET', BLOG_PATHS.list],
    ['GET', BLOG_PATHS.bySlug],
    ['GET', BLOG_PATHS.attachment],
    ['GET', BLOG_PATHS.sitemap],
    ['GET', BLOG_PATHS.rss],
    ['GET', STATIC_LIST_PATHS.lists],
    ['GET', ABOUT_PATHS.about],
    ['GET', ABOUT_PATHS.teamMember],
    ['GET', CUSTOM_PAGE_PATHS.list],
    ['GET', CUSTOM_PAGE_PATHS.page],
    ['GET', CUSTOM_PAGE_PATHS.subpage],
    ['GET', EVENT_PARTICIPANT_PATHS.calendarFeedFile],
    ['GET', JOB_UPDATE_LINK_PATHS.byLink],
    ['PUT', JOB_UPDATE_LINK_PATHS.byLink],
    ['POST', JOB_UPDATE_LINK_PATHS.deactivate],
  ].map(([method, template]) => `${method} ${API_PREFIX}${fastifyPath(template ?? '')}`),
);

/**
 * Registers the OpenAPI document (generated from every route's zod schemas) and its UI at
 * `/api/docs/`; the JSON document is `/api/docs/json`. Issue 30 item 21, so that clients can
 * be generated from it (it passes Redocly's recommended rules, test/openapi-lint.test.ts):
 * - `servers`: a school's public origin (`schoolOrigin`), the school a variable;
 * - every operation has an `operationId` named after its contract route (operationIdOf) and
 *   declares its `security`: the `sessionid` cookie, or for OPEN_OPERATIONS the cookie or
 *   nothing (`[{}, {session: []}]`); a read (GET) also takes a school API key as a Bearer
 *   token (`{apiKey: []}`).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const names = contractRouteNames();
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Alumni network API',
        description: [
          'REST API of the multi-school alumni platform. The school is resolved from the Host',
          'header: `servers` names it as a variable. A session is the `sessionid` cookie set by',
          '`POST /api/auth/login/`; a change sent with it must carry an `Origin` (or `Referer`)',
          'of the same host (CSRF check). A school API key (School settings → API key and',
          "docs) is sent as `Authorization: Bearer <key>` on its school's host, without the",
          'cookie: it reads (GET, HEAD) what its owner may read there, and never writes (403).',
          'Errors are `{"detail"}` or `{"field": ["message"]}`,',
          "in the language of `Accept-Language` (fr, en), else the school's. Numeric path",
          'parameters (`{id}`) never match a fixed segment (`/events/user/…`, `…/by-slug/…`).',
        ].join(' '),
        version: '0.1.0',
      },
      servers: [
        {
          url: schoolOrigin(app.config, '{school}'),
          description: "A school's own host",
          variables: {
            school: { default: app.config.defaultSchool, description: "The school's subdomain" },
          },
        },
      ],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A school API key (`alk_…`): read operations only, as its owner in the key's school",
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      const method = [route.method].flat()[0] ?? 'GET';
      const open = OPEN_OPERATIONS.has(`${method} ${input.url}`);
      const session: Record<string, string[]> = { [SESSION_SCHEME]: [] };
      // Reads also take a school API key; writes never do (platform/api-keys.ts).
      const schemes = method === 'GET' ? [session, { [API_KEY_SCHEME]: [] }] : [session];
      return {
        url,
        schema: {
          ...schema,
          operationId: operationIdOf(method, input.url, names),
          security: open ? [{}, ...schemes] : schemes,
        },
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No outside validator badge: the page then loads nothing from another origin.
    uiConfig: { validatorUrl: null },
    staticCSP: SWAGGER_UI_CSP,
  });
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camel = (words: string[]) =>
  words.map((word, i) => (i === 0 ? word.toLowerCase() : capitalize(word.toLowerCase()))).join('');

let routeNames: Map<string, string> | undefined;

/**
 * The contract's route templates by the Fastify path they are registered at
 * (`/api/articles/:id/like/` → `blogLike`): each `<AREA>_PATHS` export of the contract, its
 * area and key. Built once (the OpenAPI document and the audit log, platform/audit.ts).
 */
export function contractRouteNames(): Map<string, string> {
  if (routeNames) return routeNames;
  const names = new Map<string, string>();
  routeNames = names;
  for (const [exportName, paths] of Object.entries(contract)) {
    if (!exportName.endsWith('_PATHS') || typeof paths !== 'object' || paths === null) continue;
    const area = camel(exportName.slice(0, -'_PATHS'.length).split('_'));
    for (const [key, template] of Object.entries(paths)) {
      if (typeof template === 'string') {
        names.set(`${API_PREFIX}${fastifyPath(template)}`, `${area}${capitalize(key)}`);
      }
    }
  }
  return names;
}

/**
 * An operation's `operationId`: its method and contract route (`POST /api/articles/:id/like/`
 * → `postBlogLike`), or its method and path words for a route outside the contract.
 */
export function operationIdOf(method: string, url: string, names: Map<string, string>): string {
  const named = names.get(url);
  if (named) return `${method.toLowerCase()}${capitalize(named)}`;
  const words = url.split(/[^A-Za-z0-9]+/).filter((word) => word !== '' && word !== 'api');
  return camel([method, ...words]);
}

/**
 * The CSP of the Swagger UI pages (issue 12 item 7): its scripts are files of its own (no
 * inline script at all), it fetches the document from this origin, shows SVG icons as data:
 * images, and nobody may frame it. Styles are its own files plus one `<style>` element its
 * bundle inserts (checked in Chromium: the only violation under `style-src 'self'`), hence
 * 'unsafe-inline' for styles only, as helmet's default CSP has it: no script can follow.
 */
export const SWAGGER_UI_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');
