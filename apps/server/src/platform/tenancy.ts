import { API_MESSAGE_REFS, type Locale, localeFromId, subdomainFromHost } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { schools } from '../db/schema/index.ts';
import { notFound } from './errors.ts';
import { rememberSchoolLocale, requestLocale } from './locale.ts';
import { noteLogIdentity } from './logging.ts';
import { messagesFor } from './messages.ts';
import type { TtlCache } from './ttl-cache.ts';

export type SchoolRow = typeof schools.$inferSelect;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The language of the school a Host header names, or null when it names none: for the
     * answers written before any request exists (client-errors.ts `clientErrorHandler`).
     */
    schoolLocaleOfHost(host: string): Promise<Locale | null>;
  }
  interface FastifyRequest {
    /** Subdomain resolved from the Host header (DESIGN §4); null for a foreign host. */
    schoolSubdomain: string | null;
    /** Loads the request's school once; throws 404 `{"detail"}` when there is none. */
    school(): Promise<SchoolRow>;
  }
}

/** Finds a school by subdomain, or null. */
export async function findSchoolBySubdomain(db: Db, subdomain: string): Promise<SchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.subdomain, subdomain)).limit(1);
  return row ?? null;
}

/**
 * Resolves the school of every request from its Host: `<subdomain>.<baseDomain>`, and the
 * bare base domain serves `defaultSchool` (DESIGN §4). Any other host (another domain, an IP
 * address) is answered 404 `{"detail"}` before anything else runs, API, media and web pages
 * alike (issue 12, item 2), except the routes marked `anyHost` (the probes and metrics,
 * platform/health.ts). A well-formed subdomain without a school passes here: the web app
 * sends it to the vendor's site, the API 404s in `request.school()`.
 */
export const tenancyPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      db: Db;
      baseDomain: string;
      defaultSchool: string;
      cache: TtlCache<string, SchoolRow | null>;
    },
  ) => {
    app.decorate('schoolLocaleOfHost', async (host: string) => {
      const subdomain = subdomainFromHost(host, opts.baseDomain, opts.defaultSchool);
      if (!subdomain) return null;
      const row = await opts.cache.get(subdomain, () => findSchoolBySubdomain(opts.db, subdomain));
      return row ? localeFromId(row.preferredLocale) : null;
    });
    app.decorateRequest('schoolSubdomain', null);
    app.decorateRequest('school', async function (this: FastifyRequest) {
      const cache = schoolCache.get(this);
      if (cache) return cache;
      const promise = (async () => {
        const row = this.schoolSubdomain
          ? await opts.cache.get(this.schoolSubdomain, () =>
              findSchoolBySubdomain(opts.db, this.schoolSubdomain as string),
            )
          : null;
        if (!row) throw notFound(API_MESSAGE_REFS.schoolNotFound);
        // Messages now default to the school's language (locale.ts); log lines name it.
        rememberSchoolLocale(this, localeFromId(row.preferredLocale));
        noteLogIdentity(this, { schoolId: row.id });
        return row;
      })();
      schoolCache.set(this, promise);
      return promise;
    });
    // Synchronous, as every hook on every request's path (issue 16): no promise to make.
    app.addHook('onRequest', (request, _reply, done) => {
      request.schoolSubdomain = subdomainFromHost(
        request.headers.host ?? '',
        opts.baseDomain,
        opts.defaultSchool,
      );
      // The probes and the metrics answer on any host (platform/health.ts `anyHost`).
      if (request.schoolSubdomain === null && request.routeOptions.config?.anyHost !== true) {
        done(notFound(messagesFor(requestLocale(request)).unknownHost));
        return;
      }
      done();
    });
  },
  { name: 'tenancy' },
);

const schoolCache = new WeakMap<FastifyRequest, Promise<SchoolRow>>();
