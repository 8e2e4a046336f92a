import { subdomainFromHost } from '@alumni/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { schools } from '../db/schema/index.ts';
import { notFound } from './errors.ts';
import type { TtlCache } from './ttl-cache.ts';

export type SchoolRow = typeof schools.$inferSelect;

declare module 'fastify' {
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
 * bare base domain or an IP address serves `defaultSchool` (DESIGN §4).
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
        if (!row) throw notFound('School not found.');
        return row;
      })();
      schoolCache.set(this, promise);
      return promise;
    });
    app.addHook('onRequest', async (request) => {
      request.schoolSubdomain = subdomainFromHost(
        request.headers.host ?? '',
        opts.baseDomain,
        opts.defaultSchool,
      );
    });
  },
  { name: 'tenancy' },
);

const schoolCache = new WeakMap<FastifyRequest, Promise<SchoolRow>>();
